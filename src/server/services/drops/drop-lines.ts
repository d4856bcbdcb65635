// Drop lines in quotes and orders (product.md §10): a line `{ type: 'drop', holdId }` is priced at
// the drop price for the shopper's tier, from its hold; placing the order consumes the hold in
// the order's transaction. Its units were carved out of stock when the drop was saved and taken
// from the drop by the hold, so the line takes nothing from stock. Only holds of the request's
// own cart count (issue 28): another cart's hold is as unknown as a made-up id.
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/api-problem';
import { dropPriceFor } from '@/domain/drops';
import type { OrderItem, QuoteLine } from '@/domain/orders';
import type { Database } from '../../db/client';
import type { ShopperAccess } from '../../http/app-env';
import { AppError } from '../../http/errors';
import { rowsOf } from './rows';

/** A drop line with what storing and consuming it needs. */
export type PricedDropLine = QuoteLine & {
  variantId: number | null;
  drop: { itemId: number; holdId: string };
};

type HeldRow = {
  id: string;
  quantity: number;
  open: boolean;
  item_id: number;
  product_id: number;
  variant_id: number | null;
  variant: string | null;
  drop_price: number;
  drop_business_price: number | null;
  per_order_limit: number;
  audience: string;
  name: string;
};

/** Whether a priced line of a quote is a drop line. */
export function isDropLine(line: object): line is PricedDropLine {
  return 'drop' in line && line.drop !== undefined && !('components' in line);
}

export const holdExpiredMessage = (name: string) =>
  `Your hold on ${name} has expired; add it again from the weekly drop.`;

/**
 * The request's drop lines, priced from their open holds of `cartId`'s cart; [] without any
 * (no read). Without a cart no hold is the request's.
 */
export async function priceDropLines(
  db: Database,
  items: readonly OrderItem[],
  cartId: string | undefined,
  access: ShopperAccess,
): Promise<PricedDropLine[]> {
  const wanted = items.flatMap((item, index) =>
    item.type === 'drop' ? [{ holdId: item.holdId.toLowerCase(), index }] : [],
  );
  if (wanted.length === 0) return [];
  const ids = wanted.map((line) => line.holdId);
  const rows = cartId === undefined ? [] : await readHolds(db, ids, cartId);
  const byId = new Map(rows.map((row) => [String(row.id).toLowerCase(), row]));
  const seen = new Set<string>();
  // The per-order limit counts every hold of an item in the order (all of them this cart's).
  const perItem = new Map<number, number>();
  for (const { holdId, index } of wanted) {
    const row = byId.get(holdId);
    if (!row) continue;
    const units = (perItem.get(Number(row.item_id)) ?? 0) + Number(row.quantity);
    perItem.set(Number(row.item_id), units);
    if (units > Number(row.per_order_limit)) {
      const message = `At most ${row.per_order_limit} of ${row.name} per order.`;
      throw new AppError(ERROR_CODES.enum.LIMIT_REACHED, 409, message, [
        { path: ['items', index], message, code: 'custom' },
      ]);
    }
  }
  return wanted.map(({ holdId, index }) => {
    const row = byId.get(holdId);
    if (!row) throw holdExpired(index, 'this drop item');
    const name = row.variant ? `${row.name} — ${row.variant}` : row.name;
    if (!row.open || seen.has(holdId)) throw holdExpired(index, name);
    if (row.audience === 'salons' && access.kind !== 'salon') {
      throw new AppError(
        ERROR_CODES.enum.SALONS_ONLY,
        403,
        'The salons’ drop is for partner salons shopping through their salon link.',
        [{ path: ['items', index], message: 'For partner salons only', code: 'custom' }],
      );
    }
    seen.add(holdId);
    const unit = dropPriceFor(
      {
        dropPrice: Number(row.drop_price),
        dropBusinessPrice: nullableNumber(row.drop_business_price),
      },
      access.tier,
    );
    const quantity = Number(row.quantity);
    return {
      productId: Number(row.product_id),
      variant: row.variant,
      variantId: nullableNumber(row.variant_id),
      name: row.name,
      quantity,
      unitPrice: unit,
      lineTotal: unit * quantity,
      discount: 0,
      offer: null,
      codeDiscount: 0,
      drop: { itemId: Number(row.item_id), holdId },
    };
  });
}

/** The holds among `ids` that `cartId`'s cart made, with their items, open or not. */
async function readHolds(db: Database, ids: string[], cartId: string): Promise<HeldRow[]> {
  return rowsOf<HeldRow>(
    await db.execute(sql`
      select h.id, h.quantity,
             h.consumed_at is null and h.released_at is null and h.expires_at > now() as open,
             i.id as item_id, i.product_id, i.variant_id, i.variant, i.drop_price,
             i.drop_business_price, i.per_order_limit, d.audience, p.name
      from drop_holds h
      join drop_items i on i.id = h.item_id
      join drops d on d.id = i.drop_id
      join products p on p.id = i.product_id
      where h.cart_id = ${cartId} and h.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
}

/**
 * Consumes the holds inside the order's transaction. A hold that expired, was released or went
 * to another order since the quote rolls the whole order back with HOLD_EXPIRED.
 */
export async function consumeHolds(
  tx: Database,
  orderId: string,
  lines: readonly PricedDropLine[],
): Promise<void> {
  if (lines.length === 0) return;
  // Each hold still holding exactly what was priced: one changed since the quote is refused too.
  const wanted = sql.join(
    lines.map((line) => sql`(${line.drop.holdId}::uuid, ${line.quantity}::int)`),
    sql`, `,
  );
  const consumed = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update drop_holds h set consumed_at = now(), consumed_by = ${orderId}
      from (values ${wanted}) as wanted (id, quantity)
      where h.id = wanted.id and h.quantity = wanted.quantity
        and h.consumed_at is null and h.released_at is null and h.expires_at > now()
      returning h.id`),
  ).map((row) => String(row.id).toLowerCase());
  const missing = lines.find((line) => !consumed.includes(line.drop.holdId));
  if (missing) throw holdExpired(lines.indexOf(missing), missing.name);
}

function holdExpired(index: number, name: string): AppError {
  return new AppError(ERROR_CODES.enum.HOLD_EXPIRED, 409, holdExpiredMessage(name), [
    { path: ['items', index], message: holdExpiredMessage(name), code: 'custom' },
  ]);
}

function nullableNumber(value: number | null): number | null {
  return value === null ? null : Number(value);
}
