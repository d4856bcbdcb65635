// Products' names in a shopper's language for what the shop writes them (issue 30): an order's
// mail in Dutch names a product by its Dutch name (products.translations->'nl'->>'name') when it
// has one, and by the order line's own name otherwise.
import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import type { OrderLine, QuoteLine } from '@/domain/orders';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

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
