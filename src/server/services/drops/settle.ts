// The end of a drop (product.md §10): once it has ended, its open holds are released and what is
// left of its units goes back to regular stock, exactly once, by whichever instance gets there
// first (the drop's row is locked; SKIP LOCKED lets the others pass). Units of a cancelled order
// go back to the drop while it is unsettled, and to stock after.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Logger } from '../../log';
import { DROP_CHANNEL } from './events';
import { rowsOf } from './rows';

/** Settles every ended, unsettled drop (one transaction each); returns how many. */
export async function settleEndedDrops(db: Database, logger?: Logger): Promise<number> {
  let settled = 0;
  for (;;) {
    const drop = await db.transaction(async (tx) => {
      const [due] = rowsOf<{ id: string; audience: string; title: string }>(
        await tx.execute(sql`
          select id, audience, title from drops
          where settled_at is null and least(ends_at, coalesce(ended_at, ends_at)) <= now()
          order by ends_at limit 1
          for update skip locked`),
      );
      if (!due) return null;
      await settleDrop(tx, due.id, due.audience);
      return due;
    });
    if (!drop) return settled;
    settled += 1;
    logger?.info('a drop ended: its units left went back to stock', { drop: drop.title });
    if (settled >= 100) return settled;
  }
}

/**
 * Inside the caller's transaction, with the drop's row locked: open holds are released, the
 * units left go back to each item's variant (or product), and `units_left` becomes 0.
 */
export async function settleDrop(tx: Database, dropId: string, audience: string): Promise<void> {
  // Holds first, then items — the order every release locks them in, so no deadlock with a
  // sweep on another instance: open holds give their units back to their items …
  await tx.execute(sql`
    with open as (
      select h.id, h.item_id, h.quantity from drop_holds h
      join drop_items i on i.id = h.item_id
      where i.drop_id = ${dropId} and h.consumed_at is null and h.released_at is null
      order by h.id
      for update of h
    ), released as (
      update drop_holds h set released_at = now() from open where h.id = open.id
      returning h.item_id, h.quantity
    ), per_item as (select item_id, sum(quantity)::int as units from released group by item_id)
    update drop_items i set units_left = i.units_left + per_item.units
    from per_item where i.id = per_item.item_id`);
  const items = rowsOf<{ id: number; product_id: number; variant_id: number | null }>(
    await tx.execute(sql`
      select id, product_id, variant_id from drop_items where drop_id = ${dropId}
      order by id for update`),
  );
  // … then every item's units left go back to stock.
  for (const item of items) {
    const [left] = rowsOf<{ units_left: number }>(
      await tx.execute(sql`select units_left from drop_items where id = ${Number(item.id)}`),
    );
    await tx.execute(sql`update drop_items set units_left = 0 where id = ${Number(item.id)}`);
    const units = Number(left?.units_left ?? 0);
    if (units > 0) await toStock(tx, Number(item.product_id), item.variant_id, units);
  }
  await tx.execute(sql`
    update drops set settled_at = now(), ended_at = coalesce(ended_at, least(now(), ends_at)),
      updated_at = now()
    where id = ${dropId}`);
  await tx.execute(
    sql`select pg_notify(${DROP_CHANNEL}, ${JSON.stringify({ type: 'drop', dropId, audience })})`,
  );
}

async function toStock(
  tx: Database,
  productId: number,
  variantId: number | null,
  units: number,
): Promise<void> {
  if (variantId === null) {
    await tx.execute(sql`update products set stock = stock + ${units} where id = ${productId}`);
  } else {
    await tx.execute(
      sql`update product_variants set stock = stock + ${units} where id = ${Number(variantId)}`,
    );
  }
}

type ReleasedLine = {
  productId: number | null;
  variantId: number | null;
  variant: string | null;
  name: string;
  quantity: number;
  dropItemId: number | null;
};

/**
 * Gives a cancelled order's drop lines back to their drops when those are still unsettled (and
 * announces the new counts); returns the lines whose units go to stock instead: every non-drop
 * line, and drop lines of settled drops.
 */
export async function returnDropUnits(
  tx: Database,
  lines: readonly ReleasedLine[],
): Promise<ReleasedLine[]> {
  const toStockLines: ReleasedLine[] = [];
  for (const line of lines) {
    if (line.dropItemId === null) {
      toStockLines.push(line);
      continue;
    }
    // Lock the drop, so settling cannot run between this check and the update.
    const [drop] = rowsOf<{ settled: boolean }>(
      await tx.execute(sql`
        select d.settled_at is not null as settled from drops d
        join drop_items i on i.drop_id = d.id
        where i.id = ${line.dropItemId}
        for update of d`),
    );
    if (!drop || drop.settled) {
      toStockLines.push(line);
      continue;
    }
    await tx.execute(sql`
      with item as (
        update drop_items i set units_left = i.units_left + ${line.quantity}
        from drops d
        where i.id = ${line.dropItemId} and d.id = i.drop_id
        returning i.id, i.units_left, i.drop_id, d.audience
      )
      select pg_notify(${DROP_CHANNEL}, json_build_object('type', 'units', 'dropId', item.drop_id,
        'audience', item.audience, 'itemId', item.id, 'unitsLeft', item.units_left)::text)
      from item`);
  }
  return toStockLines;
}
