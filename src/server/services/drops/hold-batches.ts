// A drop's rush, gathered (issue 33). Every hold on an item needs the item's row, so racing
// holds queue for it inside the database one by one, and each costs this instance a round trip
// (profiled here, a hold at a time, the socket writes to PostgreSQL took a fifth of the server's
// time). Instead, the holds of one item that arrive while this instance's statement for that item
// is under way wait for it to end and then go together in the next one: one statement and one
// round trip for the whole batch, which locks the item's row once, gives units to the batch's
// carts in the order they came (never more than are left), writes their holds, and announces the
// new count once. A quiet shop sends each hold alone at once; a rush sends batches as large as
// it is fast.
//
// What a batch cannot settle goes the single way (holds.ts `createHold`): a cart that already
// holds the item or asks twice in one batch (its hold grows instead), a hold that did not fit
// behind a larger one before it, and the rare batch that met the same cart's hold made at that
// moment on another instance (a unique violation: nothing of that batch was written).
import { sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/api-problem';
import type { HoldAnswer, HoldRequest } from '@/domain/drops';
import type { Database } from '../../db/client';
import type { ShopperAccess } from '../../http/app-env';
import { AppError } from '../../http/errors';
import { DROP_CHANNEL } from './events';
import { createHold, holdAnswer, isUniqueViolation, QUICK_COMMIT, whyNot } from './holds';
import { rowsOf } from './rows';

/** Holds per statement at most (four parameters each). */
export const MAX_HOLDS_PER_BATCH = 250;

type HoldResult = { created: boolean; answer: HoldAnswer };

type Waiting = {
  request: HoldRequest;
  access: ShopperAccess;
  holdMinutes: number;
  resolve: (result: HoldResult) => void;
  reject: (error: unknown) => void;
};

/** One batch hold as the statement answers it: the item as locked, and the hold if made. */
type BatchRow = {
  n: number;
  units_left: number;
  per_order_limit: number;
  audience: string;
  live: boolean;
  single: boolean;
  left_after: number;
  id: string | null;
  quantity: number | null;
  expires_at: Date | string | null;
  units_after: number | null;
  now: Date | string;
};

/** One instance's holds, gathered per item (and per audience the shopper may hold in). */
export class HoldBatches {
  /** Holds waiting per item; a key is present while a batch of that item is under way. */
  private readonly waiting = new Map<string, Waiting[]>();

  constructor(
    private readonly db: Database,
    private readonly maxBatch = MAX_HOLDS_PER_BATCH,
  ) {}

  /** Holds units for a cart, as `createHold` does, in the item's next batch. */
  take(request: HoldRequest, access: ShopperAccess, holdMinutes: number): Promise<HoldResult> {
    const key = `${request.itemId}:${access.kind === 'salon' ? 'salon' : 'public'}`;
    return new Promise<HoldResult>((resolve, reject) => {
      const entry = { request, access, holdMinutes, resolve, reject };
      const queue = this.waiting.get(key);
      if (queue) {
        queue.push(entry);
        return;
      }
      this.waiting.set(key, [entry]);
      void this.drain(key);
    });
  }

  private async drain(key: string): Promise<void> {
    // Requests read in the same turn of the event loop go in the first batch together.
    await new Promise((resolve) => setImmediate(resolve));
    for (;;) {
      const queue = this.waiting.get(key) ?? [];
      if (queue.length === 0) {
        this.waiting.delete(key);
        return;
      }
      const batch = queue.splice(0, this.maxBatch);
      try {
        await this.send(batch);
      } catch (error) {
        // Whatever went wrong, the batch's requests are answered and the item's queue moves on.
        for (const entry of batch) entry.reject(error);
      }
    }
  }

  /**
   * Sends one batch and settles each of its holds; never throws. The holds it leaves to the
   * single way go one after another, before the item's next batch: two adds of one cart would
   * otherwise both read its hold before either grew it.
   */
  private async send(batch: Waiting[]): Promise<void> {
    let rows: BatchRow[];
    try {
      rows = rowsOf<BatchRow>(await this.db.execute(batchStatement(batch)));
    } catch (error) {
      // Nothing of the batch was written. Met a hold of the same cart just made elsewhere: each
      // hold goes alone, and the one of that cart is told so.
      if (isUniqueViolation(error)) return this.alone(batch);
      for (const entry of batch) entry.reject(error);
      return;
    }
    const byNumber = new Map(rows.map((row) => [Number(row.n), row]));
    const alone: Waiting[] = [];
    batch.forEach((entry, index) => {
      const row = byNumber.get(index + 1);
      if (!row) {
        entry.reject(new AppError(ERROR_CODES.enum.NOT_FOUND, 404, 'There is no such drop item.'));
        return;
      }
      if (row.id !== null) {
        entry.resolve({
          created: true,
          answer: holdAnswer({
            id: row.id,
            item_id: entry.request.itemId,
            quantity: Number(row.quantity),
            expires_at: row.expires_at ?? row.now,
            units_left: Number(row.units_after),
            now: row.now,
          }),
        });
        return;
      }
      const salon = entry.access.kind === 'salon';
      const quantity = entry.request.quantity;
      const allowed =
        row.live && (row.audience === 'public' || salon) && quantity <= Number(row.per_order_limit);
      // The cart's own hold, or units that a larger hold before it could not use: alone.
      if (allowed && (row.single || quantity <= Number(row.left_after))) {
        alone.push(entry);
        return;
      }
      // Refused for what the locked row showed (no second read): its reason, as the single way.
      const seen = { ...row, units_left: Number(row.left_after) };
      whyNot(this.db, entry.request.itemId, quantity, entry.access, 0, seen).then(
        entry.reject,
        entry.reject,
      );
    });
    await this.alone(alone);
  }

  /** Holds made the single way, one after another, in the order they came. */
  private async alone(entries: Waiting[]): Promise<void> {
    for (const entry of entries) {
      try {
        entry.resolve(await createHold(this.db, entry.request, entry.access, entry.holdMinutes));
      } catch (error) {
        entry.reject(error);
      }
    }
  }
}

/**
 * The batch's one statement. `taken` is what the batch's holds up to each one take, in the order
 * they came; a hold is made when that fits in the units the locked row has. The item's row is
 * locked first (FOR UPDATE returns its latest version), so the units are counted from what every
 * other instance's committed holds left, and the update takes from that same version.
 */
function batchStatement(batch: Waiting[]): SQL {
  const itemId = batch[0]!.request.itemId;
  const salon = batch[0]!.access.kind === 'salon';
  const asked = sql.join(
    batch.map(
      (entry, index) =>
        sql`(${index + 1}::int, ${entry.request.cartId}::text, ${entry.request.quantity}::int, ${entry.holdMinutes}::int)`,
    ),
    sql`, `,
  );
  return sql`
    with asked (n, cart_id, quantity, minutes) as (values ${asked}
    ), locked as (
      select i.id, i.units_left, i.per_order_limit, i.drop_id, d.ends_at, d.audience,
             d.starts_at <= now() and d.ends_at > now() and d.ended_at is null as live
      from drop_items i join drops d on d.id = i.drop_id
      where i.id = ${itemId}
      for update of i
    ), sorted as (
      select a.n, a.cart_id, a.quantity, a.minutes,
             -- The cart holds the item already, or asks twice in this batch: it goes alone.
             exists (
               select 1 from drop_holds h
               where h.item_id = ${itemId} and h.cart_id = a.cart_id
                 and h.consumed_at is null and h.released_at is null
             ) or row_number() over (partition by a.cart_id order by a.n) > 1 as single
      from asked a
    ), eligible as (
      select s.*, l.live and (l.audience = 'public' or ${salon})
               and s.quantity <= l.per_order_limit and not s.single as may
      from sorted s, locked l
    ), counted as (
      select e.*, sum(case when e.may then e.quantity else 0 end) over (order by e.n) as taken
      from eligible e
    ), granted as (
      select c.n, c.cart_id, c.quantity, c.minutes, c.taken
      from counted c, locked l
      where c.may and c.taken <= l.units_left
    ), item as (
      update drop_items i set units_left = i.units_left - (select sum(quantity) from granted)
      where i.id = ${itemId} and exists (select 1 from granted)
      returning i.id, i.units_left
    ), hold as (
      insert into drop_holds (item_id, cart_id, quantity, expires_at)
      select ${itemId}, g.cart_id, g.quantity, least(now() + make_interval(mins => g.minutes), l.ends_at)
      from granted g, locked l
      returning id, cart_id, quantity, expires_at
    ), notified as (
      select count(pg_notify(${DROP_CHANNEL}, json_build_object(
        'type', 'units', 'dropId', l.drop_id, 'audience', l.audience,
        'itemId', item.id, 'unitsLeft', item.units_left)::text)) as sent
      from item, locked l
    )
    select c.n, l.units_left, l.per_order_limit, l.audience, l.live, c.single,
           l.units_left - coalesce((select sum(quantity) from granted), 0) as left_after,
           h.id, h.quantity, h.expires_at,
           case when g.n is not null then l.units_left - g.taken end as units_after,
           now() as now
    from counted c
    cross join locked l
    cross join notified
    cross join ${QUICK_COMMIT}
    left join granted g on g.n = c.n
    left join hold h on g.n is not null and h.cart_id = g.cart_id`;
}
