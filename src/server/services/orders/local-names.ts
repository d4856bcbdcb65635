// Products' names in a shopper's language for what the shop writes them (issue 30): an order's
// mail in Dutch names a product by its Dutch name (products.translations->'nl'->>'name') when it
// has one, and by the order line's own name otherwise.
import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import type { OrderLine, OrderView, QuoteLine } from '@/domain/orders';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { textsIn } from '../../i18n/texts';
import { BOX_NAMES } from './mails';

/** The names `language` has for these products, by product id (those without one left out). */
export async function productNamesIn(
  db: Database,
  language: string,
  productIds: Iterable<number | null>,
): Promise<Map<number, string>> {
  const ids = [...new Set([...productIds].filter((id): id is number => id !== null))];
  if (language === DEFAULT_LANGUAGE || ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: sql<
        string | null
      >`nullif(trim(${products.translations} -> ${language} ->> 'name'), '')`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.flatMap((row) => (row.name ? [[row.id, row.name] as const] : [])));
}

/** The lines (and a box's components) with their products' names in `language`. */
export async function linesIn(
  db: Database,
  language: string,
  lines: OrderLine[],
): Promise<OrderLine[]> {
  const all = lines.flatMap((line) => (line.type === 'box' ? line.components : [line]));
  const names = await productNamesIn(
    db,
    language,
    all.map((line) => line.productId),
  );
  if (names.size === 0) return lines;
  const named = <T extends QuoteLine>(line: T): T => ({
    ...line,
    name: names.get(line.productId) ?? line.name,
  });
  return lines.map((line) =>
    line.type === 'box' ? { ...line, components: line.components.map(named) } : named(line),
  );
}

/**
 * The order as a page in `language` (or Stripe's page for it) shows it: its products and boxes by
 * their names in that language. The order itself keeps the English names it was stored with.
 */
export async function orderViewIn(
  db: Database,
  language: string,
  order: OrderView,
): Promise<OrderView> {
  if (language === DEFAULT_LANGUAGE) return order;
  const { t } = textsIn(language);
  const lines = await linesIn(db, language, order.lines);
  return {
    ...order,
    lines: lines.map((line) =>
      line.type === 'box' ? { ...line, name: t(BOX_NAMES[line.size]) } : line,
    ),
  };
}
