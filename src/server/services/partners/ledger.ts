// The partners' ledger (issue 14): what each approved salon referred and earned, month by month,
// and what was paid out — read in three aggregate queries for all partners at once (or one).
//
// Revenue of an order: its goods after discounts, without delivery. An order stores
// `total = subtotal - discount + shipping` (the orders_total_adds_up check), where subtotal is
// the goods as priced and discount every offer, code and box saving taken off them
// (services/orders/quote.ts), so the revenue is `subtotal - discount` (= total - shipping).
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/domain/drop-times';
import {
  COMMISSIONABLE_STATUSES,
  commissionOf,
  percentOfBps,
  type PartnerList,
  type PartnerMonth,
  type PartnerSummary,
} from '@/domain/partners';
import type { Database } from '../../db/client';
import { orders, partnerPayouts, recommendations, salons, settings } from '../../db/schema';
import { notFound, type AppError } from '../../http/errors';

/** A constant, written into the SQL as a literal so GROUP BY sees the same expression. */
const AMSTERDAM = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** Cents an order earns commission on (see the header). */
export const orderRevenue = sql<number>`(${orders.subtotal} - ${orders.discount})`;

/** The rate copied when the order was placed; orders attributed before rates existed: today's. */
export const orderRateBps = sql<number>`coalesce(${orders.commissionRateBps}, ${salons.commissionRateBps})`;

/** The Amsterdam month an order counts in: when it was paid, or placed (an invoice order). */
export const orderMonth = sql<string>`to_char(coalesce(${orders.paidAt}, ${orders.createdAt}) at time zone ${AMSTERDAM}, 'YYYY-MM')`;

/** The Amsterdam month it is now, by the database's clock (every instance agrees). */
export const currentMonth = sql<string>`to_char(now() at time zone ${AMSTERDAM}, 'YYYY-MM')`;

/** Orders whose goods earn commission. */
export const commissionable = inArray(orders.status, [...COMMISSIONABLE_STATUSES]);

/**
 * A partner: an approved salon, but never the friends-and-family salon (its orders are attributed
 * to it by the setting; it shares no recommendations and earns nothing).
 */
export const approvedSalon = and(
  eq(salons.status, 'approved'),
  sql`${salons.id}::text is distinct from (select lower(${settings.value} #>> '{}') from ${settings} where ${settings.key} = 'friendsFamilySalonId')`,
);

/** A month's counted orders at one rate: commissionOf over these equals it over the orders. */
export type RatePart = { bps: number; orders: number; revenue: number };

/**
 * The counted orders of approved salons, grouped by salon, month and rate. Σ(revenue × bps) over a
 * rate's orders is that rate times their summed revenue, so the commission is exact.
 */
export function monthRateParts(db: Database, where?: SQL) {
  return db
    .select({
      salonId: salons.id,
      month: orderMonth,
      bps: orderRateBps,
      orders: sql<number>`count(*)`.mapWith(Number),
      revenue: sql<number>`sum(${orderRevenue})`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(salons, eq(salons.id, orders.referringSalonId))
    .where(and(approvedSalon, commissionable, where))
    .groupBy(salons.id, orderMonth, orderRateBps);
}

type SalonRow = {
  id: string;
  salonName: string;
  city: string;
  bps: number;
  recommendations: number;
};
type PayoutRow = { salonId: string; month: string; amount: number; paidAt: Date; paidBy: string };
type PartRow = RatePart & { salonId: string; month: string };

/** One month of a partner's ledger, with the rate parts its commission came from (for the CSV). */
export type LedgerMonth = PartnerMonth & { bps: number[] };
export type LedgerEntry = { summary: PartnerSummary; months: LedgerMonth[] };

/** Every approved salon (or the one), by name, with its months newest first. */
export async function readLedger(db: Database, salonId?: string): Promise<LedgerEntry[]> {
  const shared = db
    .select({ salonId: recommendations.salonId, n: count().as('shared') })
    .from(recommendations)
    .groupBy(recommendations.salonId)
    .as('shared');
  const [salonRows, parts, payouts] = await Promise.all([
    db
      .select({
        id: salons.id,
        salonName: salons.salonName,
        city: salons.city,
        bps: salons.commissionRateBps,
        recommendations: sql<number>`coalesce(${shared.n}, 0)`.mapWith(Number),
      })
      .from(salons)
      .leftJoin(shared, eq(shared.salonId, salons.id))
      .where(and(approvedSalon, salonId === undefined ? undefined : eq(salons.id, salonId))),
    monthRateParts(db, salonId === undefined ? undefined : eq(salons.id, salonId)),
    db
      .select({
        salonId: partnerPayouts.salonId,
        month: partnerPayouts.month,
        amount: partnerPayouts.amount,
        paidAt: partnerPayouts.paidAt,
        paidBy: partnerPayouts.paidBy,
      })
      .from(partnerPayouts)
      .where(salonId === undefined ? undefined : eq(partnerPayouts.salonId, salonId)),
  ]);
  const partsOf = bySalon(parts);
  const payoutsOf = bySalon(payouts);
  return salonRows
    .sort(byName)
    .map((salon) => ledgerOf(salon, partsOf.get(salon.id) ?? [], payoutsOf.get(salon.id) ?? []));
}

function bySalon<Row extends { salonId: string }>(rows: Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const group = grouped.get(row.salonId);
    if (group) group.push(row);
    else grouped.set(row.salonId, [row]);
  }
  return grouped;
}

/** The month as the API answers it, without the rates it was computed from. */
export function partnerMonth({ bps: _bps, ...month }: LedgerMonth): PartnerMonth {
  return month;
}

const names = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
/** In JavaScript, so PGlite and PostgreSQL (whose collations differ) agree on the order. */
function byName(a: SalonRow, b: SalonRow): number {
  return names.compare(a.salonName, b.salonName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function ledgerOf(salon: SalonRow, parts: PartRow[], payouts: PayoutRow[]): LedgerEntry {
  const months = new Map<string, { parts: RatePart[]; payout: PayoutRow | null }>();
  const monthOf = (month: string) => {
    let entry = months.get(month);
    if (!entry) months.set(month, (entry = { parts: [], payout: null }));
    return entry;
  };
  for (const part of parts) monthOf(part.month).parts.push(part);
  for (const payout of payouts) monthOf(payout.month).payout = payout;

  const ledgerMonths = [...months.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([month, entry]) => monthOfParts(month, entry.parts, entry.payout));
  const total = (pick: (month: LedgerMonth) => number) =>
    ledgerMonths.reduce((sum, month) => sum + pick(month), 0);
  const commissionEarned = total((month) => month.commission);
  const commissionPaid = total((month) => month.payout?.amount ?? 0);
  const summary: PartnerSummary = {
    salonId: salon.id,
    salonName: salon.salonName,
    city: salon.city,
    recommendations: salon.recommendations,
    referredOrders: total((month) => month.referredOrders),
    referredRevenue: total((month) => month.referredRevenue),
    commissionRate: percentOfBps(salon.bps),
    commissionEarned,
    commissionPaid,
    // Negative when a paid-out month's orders were refunded afterwards: owed back.
    commissionOpen: commissionEarned - commissionPaid,
    months: ledgerMonths.map(partnerMonth),
  };
  return { summary, months: ledgerMonths };
}

/** A month from its rate parts and its payout (if any). */
export function monthOfParts(
  month: string,
  parts: readonly RatePart[],
  payout: Pick<PayoutRow, 'amount' | 'paidAt' | 'paidBy'> | null,
): LedgerMonth {
  return {
    month,
    referredOrders: parts.reduce((sum, part) => sum + part.orders, 0),
    referredRevenue: parts.reduce((sum, part) => sum + part.revenue, 0),
    commission: commissionOf(parts.map((part) => ({ revenue: part.revenue, bps: part.bps }))),
    payout: payout && {
      amount: payout.amount,
      paidAt: payout.paidAt.toISOString(),
      paidBy: payout.paidBy,
    },
    bps: [...new Set(parts.map((part) => part.bps))].sort((a, b) => a - b),
  };
}

/** GET /api/partners */
export async function listPartners(db: Database): Promise<PartnerList> {
  return { items: (await readLedger(db)).map((entry) => entry.summary) };
}

/** One approved salon's summary; 404 for an unknown, pending or rejected salon. */
export async function partnerSummary(db: Database, salonId: string): Promise<PartnerSummary> {
  const [entry] = await readLedger(db, salonId);
  if (!entry) throw noSuchPartner();
  return entry.summary;
}

export function noSuchPartner(): AppError {
  return notFound('There is no such partner salon.');
}
