// The pieces every analytics query shares (issue 16; the rule is at the top of domain/stats.ts):
// the range's bounds as instants, the paid-order filter and the goods revenue of an order.
// The bounds are computed by PostgreSQL from the Amsterdam calendar days, so summer time is its
// concern, and they are constants to the planner: orders(status, created_at) serves the ranges.
import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/domain/drop-times';
import { REVENUE_STATUSES, type StatsRange } from '@/domain/stats';

/** Written into the SQL as literals, so GROUP BY sees the same expression every time. */
export const AMSTERDAM = sql.raw(`'${SHOP_TIME_ZONE}'`);
const PAID_LIST = sql.raw(REVENUE_STATUSES.map((status) => `'${status}'`).join(', '));

/** The instant Amsterdam's day `from` begins. */
export const rangeStart = (range: StatsRange): SQL =>
  sql`((${range.from}::date)::timestamp at time zone ${AMSTERDAM})`;

/** The instant the day after `to` begins in Amsterdam (the range ends before it). */
export const rangeEnd = (range: StatsRange): SQL =>
  sql`((${range.to}::date + 1)::timestamp at time zone ${AMSTERDAM})`;

/** Orders (aliased `o`) placed within the range. */
export const placedIn = (range: StatsRange): SQL =>
  sql`o.created_at >= ${rangeStart(range)} and o.created_at < ${rangeEnd(range)}`;

/** Orders (aliased `o`) whose money the shop has. */
export const paid = sql`o.status in (${PAID_LIST})`;

/** Paid orders (aliased `o`) placed within the range. */
export const paidIn = (range: StatsRange): SQL => sql`${paid} and ${placedIn(range)}`;

/** An order's goods after discounts, VAT included (= total − shipping). */
export const goods = sql`(o.subtotal - o.discount)`;

/** A line's goods after its offer and its share of the code (aliased `l`). */
export const lineRevenue = sql`(l.line_total - l.discount - l.code_discount)`;

/** Raw statements answer `{ rows }` on PGlite and an array on postgres.js. */
export function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

/** Sums come back as bigint (text on postgres.js, BigInt or number on PGlite): a number. */
export const num = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);

/** An instant as ISO 8601 UTC, written by PostgreSQL (the drivers disagree on timestamp types). */
export const isoOf = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
