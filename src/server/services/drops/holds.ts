// Holds on drop units (product.md §10): adding a drop item to a cart takes its units from the
// item's `units_left` for a few minutes. Every change is one conditional statement on the item's
// row (`units_left >= n`), so however many carts and instances race, the units never go below 0;
// the same statement announces the new count (NOTIFY, sent on commit). A hold belongs to the
// cart that made it (issue 28): changing or releasing it needs that cart's id as well as the
// hold's; to anyone else it does not exist.
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/api-problem';
import type { HoldAnswer, HoldRequest } from '@/domain/drops';
import type { Database } from '../../db/client';
import type { ShopperAccess } from '../../http/app-env';
import { AppError } from '../../http/errors';
import { DROP_CHANNEL } from './events';
import { rowsOf } from './rows';

const CODE = ERROR_CODES.enum;

type HoldRow = {
  id: string;
  item_id: number;
  quantity: number;
  expires_at: Date | string;
  units_left: number;
  now: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** A hold as its cart names it: the hold's id and the cart's (none: nobody's hold). */
export type HeldBy = { holdId: string; cartId: string | undefined };

const noSuchHold = () => new AppError(CODE.NOT_FOUND, 404, 'There is no such hold.');

export function holdAnswer(row: HoldRow): HoldAnswer {
  return {
    hold: {
      id: row.id,
      itemId: Number(row.item_id),
      quantity: Number(row.quantity),
      expiresAt: iso(row.expires_at),
    },
    unitsLeft: Number(row.units_left),
    now: iso(row.now),
  };
}

/**
 * Joined into a hold's one statement (its own implicit transaction): that transaction commits
 * without waiting for the disk flush (synchronous_commit off, for it alone). One statement, not
 * BEGIN … COMMIT, so the item's hot row is locked only inside the database, never across a round
 * trip to a busy server process; and no fsync wait while it is locked. What is risked is the last
 * moment's holds if PostgreSQL itself crashes: a hold and its units are in the same transaction,
 * so they would vanish together — the units back in the drop, never oversold — and that shopper
 * adds the item again. Orders, which consume holds, commit durably as always.
 */
export const QUICK_COMMIT = sql.raw(
  `(select set_config('synchronous_commit', 'off', true)) as quick_commit`,
);

/** The JSON of a `units` event, built in SQL from the statement's own result. */
const unitsEvent = (item: string) =>
  sql.raw(`json_build_object(
  'type', 'units', 'dropId', ${item}.drop_id, 'audience', ${item}.audience,
  'itemId', ${item}.id, 'unitsLeft', ${item}.units_left)::text`);

/** What the item and the cart looked like to a new hold's statement, with the hold if made. */
type NewHoldRow = {
  units_left: number;
  per_order_limit: number;
  audience: string;
  live: boolean;
  cart_holds: boolean;
  id: string | null;
  item_id: number | null;
  quantity: number | null;
  expires_at: Date | string | null;
  units_after: number | null;
  now: Date | string;
};

/**
 * Holds `quantity` units of a live drop's item for a cart. A cart with an open hold on the item
 * gets that hold changed instead (the per-order limit counts the cart's whole hold).
 * `madeRoom`: the cart's expired hold was just released (the statement is tried once more).
 *
 * A drop's rush is new carts each adding an item once: that is one statement, one round trip to
 * the database (issue 33), which takes the units, writes the hold, announces the count and
 * answers, on refusal, what the item looked like, so the reason needs no second read. A cart that
 * already has a hold on the item (open, or expired and not swept yet) takes the longer way.
 */
export async function createHold(
  db: Database,
  request: HoldRequest,
  access: ShopperAccess,
  holdMinutes: number,
  { madeRoom = false } = {},
): Promise<{ created: boolean; answer: HoldAnswer }> {
  const salon = access.kind === 'salon';
  let rows: NewHoldRow[];
  try {
    rows = rowsOf<NewHoldRow>(
      await db.execute(sql`
        with facts as (
          select i.units_left, i.per_order_limit, d.audience,
                 d.starts_at <= now() and d.ends_at > now() and d.ended_at is null as live,
                 exists (
                   select 1 from drop_holds h
                   where h.item_id = i.id and h.cart_id = ${request.cartId}
                     and h.consumed_at is null and h.released_at is null
                 ) as cart_holds
          from drop_items i join drops d on d.id = i.drop_id
          where i.id = ${request.itemId}
        ), item as (
          update drop_items i set units_left = i.units_left - ${request.quantity}
          from drops d
          where i.id = ${request.itemId} and d.id = i.drop_id
            and d.starts_at <= now() and d.ends_at > now() and d.ended_at is null
            and (d.audience = 'public' or ${salon})
            and i.units_left >= ${request.quantity} and ${request.quantity} <= i.per_order_limit
            and not (select cart_holds from facts)
          returning i.id, i.units_left, i.drop_id, d.ends_at, d.audience
        ), hold as (
          insert into drop_holds (item_id, cart_id, quantity, expires_at)
          select id, ${request.cartId}, ${request.quantity},
                 least(now() + make_interval(mins => ${holdMinutes}), ends_at)
          from item
          returning id, item_id, quantity, expires_at
        ), notified as (
          select pg_notify(${DROP_CHANNEL}, ${unitsEvent('item')}) as sent from item
        ), made as (
          select hold.id, hold.item_id, hold.quantity, hold.expires_at,
                 item.units_left as units_after
          from hold, item, notified
        )
        select facts.units_left, facts.per_order_limit, facts.audience, facts.live,
               facts.cart_holds, made.id, made.item_id, made.quantity, made.expires_at,
               made.units_after, now() as now
        from facts cross join ${QUICK_COMMIT} left join made on true`),
    );
  } catch (error) {
    // A parallel request of the same cart made its hold first.
    if (isUniqueViolation(error)) throw alreadyHolding();
    throw error;
  }
  const row = rows[0];
  if (!row) throw new AppError(CODE.NOT_FOUND, 404, 'There is no such drop item.');
  if (row.id !== null) {
    return {
      created: true,
      answer: holdAnswer({
        id: row.id,
        item_id: Number(row.item_id),
        quantity: Number(row.quantity),
        expires_at: row.expires_at ?? row.now,
        units_left: Number(row.units_after),
        now: row.now,
      }),
    };
  }
  if (row.cart_holds && row.live && (row.audience === 'public' || salon)) {
    // Still a hold after making room: a parallel request of the same cart made it meanwhile.
    if (madeRoom) throw alreadyHolding();
    return createHoldBesideTheCartsOwn(db, request, access, holdMinutes);
  }
  // Refused: why, from what the statement saw — unless all it saw allowed the hold. Then the
  // units it saw went to carts that took them while it waited for the item's row, and what is
  // left is read again for the answer.
  const allowed =
    row.live &&
    (row.audience === 'public' || salon) &&
    request.quantity <= Number(row.per_order_limit) &&
    request.quantity <= Number(row.units_left);
  throw await whyNot(db, request.itemId, request.quantity, access, 0, allowed ? undefined : row);
}

/**
 * A new hold for a cart that already has one on the item: its open hold grows instead, or its
 * expired one (not swept yet) is released first to make room, once.
 */
async function createHoldBesideTheCartsOwn(
  db: Database,
  request: HoldRequest,
  access: ShopperAccess,
  holdMinutes: number,
): Promise<{ created: boolean; answer: HoldAnswer }> {
  const existing = rowsOf<{ id: string; quantity: number }>(
    await db.execute(sql`
      select id, quantity from drop_holds
      where item_id = ${request.itemId} and cart_id = ${request.cartId}
        and consumed_at is null and released_at is null and expires_at > now()`),
  )[0];
  if (existing) {
    const answer = await changeHold(
      db,
      { holdId: existing.id, cartId: request.cartId },
      Number(existing.quantity) + request.quantity,
      access,
    );
    return { created: false, answer };
  }
  await releaseHolds(db, sql`item_id = ${request.itemId} and cart_id = ${request.cartId}`);
  return createHold(db, request, access, holdMinutes, { madeRoom: true });
}

/**
 * Sets an open hold's quantity: more takes units (if left), fewer gives them back. Its deadline
 * does not move. Another cart's hold is no hold: 404, nothing changed.
 */
export async function changeHold(
  db: Database,
  { holdId, cartId }: HeldBy,
  quantity: number,
  access: ShopperAccess,
): Promise<HoldAnswer> {
  if (cartId === undefined) throw noSuchHold();
  const salon = access.kind === 'salon';
  const rows = rowsOf<HoldRow>(
    await db.execute(sql`
      with current as (
        -- Locked first (hold, then item, as every release does): a parallel change, release
        -- or order of this hold waits, and this statement then sees what it left.
        select h.id, h.item_id, h.quantity from drop_holds h
        where h.id = ${holdId} and h.cart_id = ${cartId} and h.consumed_at is null
          and h.released_at is null and h.expires_at > now()
        for update
      ), item as (
        update drop_items i set units_left = i.units_left - (${quantity} - current.quantity)
        from current, drops d
        where i.id = current.item_id and d.id = i.drop_id
          and d.starts_at <= now() and d.ends_at > now() and d.ended_at is null
          and (d.audience = 'public' or ${salon})
          and i.units_left >= ${quantity} - current.quantity and ${quantity} <= i.per_order_limit
        returning i.id, i.units_left, i.drop_id, d.ends_at, d.audience
      ), hold as (
        -- The deadline stays: a hold is for the minutes after it was made, however often it
        -- changes, so no script can keep units from everyone by refreshing it.
        update drop_holds h set quantity = ${quantity}
        from item
        where h.id = ${holdId} and h.cart_id = ${cartId} and h.consumed_at is null
          and h.released_at is null
        returning h.id, h.item_id, h.quantity, h.expires_at
      ), notified as (
        select pg_notify(${DROP_CHANNEL}, ${unitsEvent('item')}) as sent from item
      )
      select hold.id, hold.item_id, hold.quantity, hold.expires_at, item.units_left,
             now() as now
      from hold, item, notified, ${QUICK_COMMIT}`),
  );
  const row = rows[0];
  if (row) return holdAnswer(row);
  const hold = rowsOf<{ item_id: number; quantity: number; open: boolean }>(
    await db.execute(sql`
      select item_id, quantity,
             consumed_at is null and released_at is null and expires_at > now() as open
      from drop_holds where id = ${holdId} and cart_id = ${cartId}`),
  )[0];
  if (!hold) throw noSuchHold();
  if (!hold.open) throw holdExpired();
  throw await whyNot(db, Number(hold.item_id), quantity, access, Number(hold.quantity));
}

/**
 * Releases an open hold (the shopper removed the line); its units return to the drop. False for
 * an unknown hold, and for another cart's.
 */
export async function releaseHold(db: Database, { holdId, cartId }: HeldBy): Promise<boolean> {
  if (cartId === undefined) return false;
  const theirs = sql`id = ${holdId} and cart_id = ${cartId}`;
  const released = await releaseHolds(db, theirs, { expiredOnly: false });
  if (released > 0) return true;
  const found = rowsOf<{ id: string }>(
    await db.execute(sql`select id from drop_holds where ${theirs}`),
  );
  // Releasing a hold that already ended (expired, ordered) is done: nothing to give back.
  return found.length > 0;
}

/**
 * Releases open holds matching `where` (by default only expired ones), giving their units back
 * to their items, in one statement per call; returns how many. SKIP LOCKED lets every instance
 * sweep at once without releasing a hold twice: a hold row is released by the one statement
 * that locked it, and its units go back in that same statement.
 */
export async function releaseHolds(
  db: Database,
  where: ReturnType<typeof sql>,
  options: { expiredOnly?: boolean; limit?: number } = {},
): Promise<number> {
  const { expiredOnly = true, limit = 500 } = options;
  const rows = rowsOf<{ released: number }>(
    await db.execute(sql`
      with due as (
        select id, item_id, quantity from drop_holds
        where consumed_at is null and released_at is null and (${where})
          ${expiredOnly ? sql`and expires_at <= now()` : sql``}
        order by expires_at
        limit ${limit}
        for update skip locked
      ), released as (
        update drop_holds h set released_at = now()
        from due where h.id = due.id
        returning h.item_id, h.quantity
      ), per_item as (
        select item_id, sum(quantity)::int as units from released group by item_id
      ), item as (
        update drop_items i set units_left = i.units_left + per_item.units
        from per_item, drops d
        where i.id = per_item.item_id and d.id = i.drop_id
        returning i.id, i.units_left, i.drop_id, d.audience
      ), notified as (
        select pg_notify(${DROP_CHANNEL}, ${unitsEvent('item')}) as sent from item
      )
      select (select count(*)::int from released) as released,
             (select count(*)::int from notified) as notified`),
  );
  return Number(rows[0]?.released ?? 0);
}

/** Every instance's sweep: expired holds give their units back. */
export function releaseExpiredHolds(db: Database): Promise<number> {
  return releaseHolds(db, sql`true`);
}

/** What a refusal's reason is read from. */
type ItemFacts = { units_left: number; per_order_limit: number; audience: string; live: boolean };

/**
 * Why a hold could not be made: the item is unknown, the drop not live, sold out or over limit;
 * from `seen` when the failed statement already read the item, else read now.
 */
export async function whyNot(
  db: Database,
  itemId: number,
  quantity: number,
  access: ShopperAccess,
  alreadyHeld: number,
  seen?: ItemFacts,
): Promise<AppError> {
  const item =
    seen ??
    rowsOf<ItemFacts>(
      await db.execute(sql`
        select i.units_left, i.per_order_limit, d.audience,
               d.starts_at <= now() and d.ends_at > now() and d.ended_at is null as live
        from drop_items i join drops d on d.id = i.drop_id
        where i.id = ${itemId}`),
    )[0];
  if (!item) return new AppError(CODE.NOT_FOUND, 404, 'There is no such drop item.');
  if (item.audience === 'salons' && access.kind !== 'salon') {
    return new AppError(
      CODE.SALONS_ONLY,
      403,
      'This drop is for partner salons shopping through their salon link.',
    );
  }
  if (!item.live) {
    return new AppError(
      CODE.DROP_NOT_LIVE,
      409,
      'This drop is not live: it has not started or has ended.',
    );
  }
  const limit = Number(item.per_order_limit);
  if (quantity > limit) {
    return new AppError(
      CODE.LIMIT_REACHED,
      409,
      `At most ${limit} per order: this cart would hold ${quantity}.`,
    );
  }
  const available = Number(item.units_left) + alreadyHeld;
  return new AppError(
    CODE.SOLD_OUT,
    409,
    available - alreadyHeld <= 0
      ? 'Sold out: every unit is held or sold.'
      : `Only ${available} left to hold.`,
    undefined,
    { available: Math.max(0, available) },
  );
}

function alreadyHolding(): AppError {
  return new AppError(
    CODE.LIMIT_REACHED,
    409,
    'This cart is already holding this item; change its quantity in the cart.',
  );
}

function holdExpired(): AppError {
  return new AppError(
    CODE.HOLD_EXPIRED,
    409,
    'This hold has expired or was already ordered; add the item again.',
  );
}

/** Postgres's unique_violation, whether the driver's error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
