// The back office's analytics (issue 16): GET /api/admin/stats?from&to and its answer.
//
// The rule, in one place:
//   Revenue counts paid orders only — status paid, processing, shipped or delivered — placed on a
//   day of the range as Amsterdam's calendar has it (from and to both included). Goods revenue is
//   the goods after every discount, VAT included (subtotal − discount); delivery (shipping) is
//   shown apart. The average order value is what shoppers paid per order, delivery included
//   ((goods + delivery) / orders); the goods-only average is answered beside it.
//   "Orders by status" is the one section that counts every order placed in the range.
import { z } from 'zod';
import type { Cents } from './money';
import { ORDER_STATUSES } from './order-status';
import { text } from './schema-blocks';

/** Order statuses whose money the shop has: paid for and not undone. */
export const REVENUE_STATUSES = ['paid', 'processing', 'shipped', 'delivered'] as const;
export type RevenueStatus = (typeof REVENUE_STATUSES)[number];

/** The longest range answered, in days (three years and a leap day). */
export const MAX_STATS_DAYS = 3 * 366;
/** The range when none is given: the last 30 days, today included. */
export const DEFAULT_STATS_DAYS = 30;
/** How many products and variants the top lists hold. */
export const TOP_LIMIT = 10;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` is a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return (
    year >= 2000 &&
    year <= 2999 &&
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === date
  );
}

/** Days from `from` to `to`, both included (2026-01-01 → 2026-01-01 is 1). */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** `day` moved by `days` calendar days (negative: back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today's date in Amsterdam, YYYY-MM-DD. */
export function amsterdamToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const statsDay = text({ error: 'Give the day as YYYY-MM-DD' })
  .trim()
  .regex(DAY, 'Give the day as YYYY-MM-DD, e.g. 2026-11-25')
  .refine(isCalendarDay, 'Not a day of the calendar (years 2000 to 2999)');

/** What is wrong with a range, as issues naming the field; [] when it is fine. */
export function rangeIssues(from: string, to: string): { path: string[]; message: string }[] {
  if (from > to)
    return [{ path: ['from'], message: 'The first day must not be after the last day' }];
  if (daysInRange(from, to) > MAX_STATS_DAYS) {
    return [{ path: ['to'], message: `Choose at most ${MAX_STATS_DAYS} days (about three years)` }];
  }
  return [];
}

/**
 * Query of GET /api/admin/stats: `from` and `to` are Amsterdam calendar days, both included.
 * Either may be left out (see resolveStatsRange); nothing else is accepted.
 */
export const statsQuerySchema = z
  .object({ from: statsDay.optional(), to: statsDay.optional() })
  .strict()
  .superRefine((query, context) => {
    if (query.from === undefined || query.to === undefined) return;
    for (const issue of rangeIssues(query.from, query.to)) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
export type StatsQuery = z.output<typeof statsQuerySchema>;

export type StatsRange = { from: string; to: string };

/**
 * The range a query asks for: `to` defaults to today (Amsterdam), `from` to 30 days up to `to`.
 * A range left half open may still be wrong (a `from` after today): check it with rangeIssues.
 */
export function resolveStatsRange(query: StatsQuery, today: string): StatsRange {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(DEFAULT_STATS_DAYS - 1));
  return { from, to };
}

export const STATS_PRESETS = [
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '90d', label: 'Last 90 days' },
  { id: 'year', label: 'This year' },
] as const;
export type StatsPreset = (typeof STATS_PRESETS)[number]['id'];

/** The range of a preset on `today`: the last n days include today; "this year" from 1 January. */
export function presetRange(preset: StatsPreset, today: string): StatsRange {
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The preset a range is, on `today`, or null for a custom range. */
export function presetOf(range: StatsRange, today: string): StatsPreset | null {
  for (const { id } of STATS_PRESETS) {
    const candidate = presetRange(id, today);
    if (candidate.from === range.from && candidate.to === range.to) return id;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The answer

/** Money of paid orders: goods after discounts (VAT incl.) and delivery, apart. */
const paidMoney = {
  orders: z.number().int(),
  goodsRevenue: z.number().int(),
  delivery: z.number().int(),
};

const topProduct = z.object({
  /** "p12" for a product, "box:medium" for a box (its own line; components are not counted). */
  key: z.string(),
  productId: z.number().int().nullable(),
  name: z.string(),
  units: z.number().int(),
  revenue: z.number().int(),
});

const topVariant = topProduct.extend({ variant: z.string().nullable() });

/** The answer of GET /api/admin/stats, read by the web with this schema. */
export const statsAnswerSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  totals: z.object({
    ...paidMoney,
    /** (goods + delivery) / orders, rounded to the cent; 0 without orders. */
    averageOrderValue: z.number().int(),
    /** goods / orders. */
    averageGoodsValue: z.number().int(),
  }),
  /** Every ISO week (from its Monday) the range touches, zero-filled. */
  weeks: z.array(z.object({ week: z.string(), ...paidMoney })),
  /** Every order placed in the range, every status listed: orders and their totals. */
  statuses: z.array(
    z.object({ status: z.enum(ORDER_STATUSES), orders: z.number().int(), total: z.number().int() }),
  ),
  tiers: z.array(z.object({ tier: z.enum(['client', 'business']), ...paidMoney })),
  topProducts: z.object({ byRevenue: z.array(topProduct), byUnits: z.array(topProduct) }),
  topVariants: z.object({ byRevenue: z.array(topVariant), byUnits: z.array(topVariant) }),
  /** By goods revenue; orders without a known city under "Unknown". */
  cities: z.array(z.object({ city: z.string(), ...paidMoney })),
  /** Referring salons (partners), by goods revenue. */
  salons: z.array(
    z.object({
      salonId: z.string(),
      salonName: z.string(),
      orders: z.number().int(),
      goodsRevenue: z.number().int(),
    }),
  ),
  /** Drops whose window overlaps the range; sold = units in paid orders, whenever paid. */
  drops: z.array(
    z.object({
      dropId: z.string(),
      title: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      unitsOffered: z.number().int(),
      unitsSold: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
  offerCodes: z.array(
    z.object({
      code: z.string(),
      uses: z.number().int(),
      saving: z.number().int(),
      goodsRevenue: z.number().int(),
    }),
  ),
});
export type StatsAnswer = z.infer<typeof statsAnswerSchema>;
export type StatsTopProduct = z.infer<typeof topProduct>;
export type StatsTopVariant = z.infer<typeof topVariant>;

/** Cents per order, rounded half up; 0 when there are no orders. */
export function averageOf(cents: Cents, orders: number): Cents {
  return orders === 0 ? 0 : Math.round(cents / orders);
}

/** Sold of offered, in whole percent (rounded down, so 99.6 % never shows as sold out); null if none offered. */
export function sellThroughPercent(sold: number, offered: number): number | null {
  return offered === 0 ? null : Math.floor((sold * 100) / offered);
}
