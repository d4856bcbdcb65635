// Stock reservations (conventions "Server"): one conditional atomic update per line, inside the
// caller's transaction, so two orders can never both take the last units — on any number of
// server instances, because the database decides.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { OutOfStockLine } from '@/domain/orders';
import type { Database } from '../../db/client';
import { products, productVariants } from '../../db/schema';

/** What a line takes from stock: a variant's units, or the product's when it has no variants. */
export type StockLine = {
  productId: number;
  variantId: number | null;
  variant: string | null;
  name: string;
  quantity: number;
  /** For a box's component: the box it is in, named in a shortage. */
  box?: OutOfStockLine['box'];
};

/**
 * Takes every line's units, or reports the lines that are short (with what is available now).
 * On a shortage the caller must roll back: the lines taken before it stay taken until then.
 */
export async function reserveStock(
  tx: Database,
  lines: readonly StockLine[],
): Promise<OutOfStockLine[]> {
  const short: StockLine[] = [];
  // A fixed order (variants, then products, each by id) so two orders locking the same rows
  // always queue instead of deadlocking.
  for (const line of [...lines].sort(byRow)) {
    const taken =
      line.variantId === null
        ? await tx
            .update(products)
            .set({ stock: sql`${products.stock} - ${line.quantity}` })
            .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
            .returning({ id: products.id })
        : await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
            .where(
              and(
                eq(productVariants.id, line.variantId),
                gte(productVariants.stock, line.quantity),
              ),
            )
            .returning({ id: productVariants.id });
    if (taken.length === 0) short.push(line);
  }
  if (short.length === 0) return [];
  const available = await availableUnits(tx, short);
  return lines
    .filter((line) => short.includes(line))
    .map((line) => ({
      productId: line.productId,
      variant: line.variant,
      name: line.name,
      requested: line.quantity,
      available: available.get(rowKey(line)) ?? 0,
      ...(line.box && { box: line.box }),
    }));
}

/** Gives units back, e.g. when an unpaid order expires. Rows deleted since are skipped. */
export async function releaseStock(tx: Database, lines: readonly StockLine[]): Promise<void> {
  for (const line of [...lines].sort(byRow)) {
    if (line.variantId === null) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    } else {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
        .where(eq(productVariants.id, line.variantId));
    }
  }
}

async function availableUnits(
  tx: Database,
  lines: readonly StockLine[],
): Promise<Map<string, number>> {
  const variantIds = lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
  const productIds = lines.flatMap((line) => (line.variantId === null ? [line.productId] : []));
  // One after the other: a transaction is one connection.
  const variantRows =
    variantIds.length === 0
      ? []
      : await tx
          .select({ id: productVariants.id, stock: productVariants.stock })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds));
  const productRows =
    productIds.length === 0
      ? []
      : await tx
          .select({ id: products.id, stock: products.stock })
          .from(products)
          .where(inArray(products.id, productIds));
  return new Map([
    ...variantRows.map((row) => [`v${row.id}`, row.stock] as const),
    ...productRows.map((row) => [`p${row.id}`, row.stock] as const),
  ]);
}

function rowKey(line: StockLine): string {
  return line.variantId === null ? `p${line.productId}` : `v${line.variantId}`;
}

function byRow(a: StockLine, b: StockLine): number {
  return rowKey(a) < rowKey(b) ? -1 : rowKey(a) > rowKey(b) ? 1 : 0;
}
