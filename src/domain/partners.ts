// Partners and commission (product.md §12, §14; issue 14). A partner is an approved salon; it earns
// commission on orders its recommendations referred. The rule, in one place:
//
//   A salon earns its commission rate — 10 % unless an admin set another, taken as it was when the
//   order was placed — of each referred order's goods total after discounts and without delivery,
//   once that order is paid (paid, processing, shipped or delivered; never cancelled or refunded),
//   counted in the Amsterdam calendar month it was paid (or placed, for an invoice order); a month
//   an admin marks paid out is frozen with its amount, who and when.
//
// Rates travel as percentages with at most two decimals (10, 12.5) and are kept in basis points.
import { z } from 'zod';
import type { Cents } from './money';
import { text } from './schema-blocks';

/** The commission rate a salon starts with, in basis points (10 %). */
export const DEFAULT_COMMISSION_BPS = 1000;
/** The highest rate an admin may set, in percent. */
export const MAX_COMMISSION_PERCENT = 50;
/** Order statuses whose goods earn commission: paid for and not undone. */
export const COMMISSIONABLE_STATUSES = ['paid', 'processing', 'shipped', 'delivered'] as const;

/** Basis points → percent (1000 → 10). */
export function percentOfBps(bps: number): number {
  return bps / 100;
}

/** Percent → basis points (12.5 → 1250); the schema has already refused more than two decimals. */
export function bpsOfPercent(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * The commission on a set of orders, each with its own rate: Σ(revenue × bps) / 10 000, rounded
 * half up once over the sum (so a month's total is not the sum of per-order roundings).
 */
export function commissionOf(orders: readonly { revenue: Cents; bps: number }[]): Cents {
  let scaled = 0;
  for (const order of orders) scaled += order.revenue * order.bps;
  return Math.floor((scaled + 5000) / 10000) as Cents;
}

/** A calendar month, `YYYY-MM`. */
export const monthSchema = text({ error: 'Give the month as YYYY-MM' })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM, e.g. 2026-10');

/** PATCH /api/partners/{salonId} */
export const partnerRateRequestSchema = z
  .object({
    commissionRate: z
      .number({ error: 'Give the commission rate in percent' })
      .min(0, 'The rate is at least 0 %')
      .max(MAX_COMMISSION_PERCENT, `The rate is at most ${MAX_COMMISSION_PERCENT} %`)
      .refine(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
        'Use at most two decimals',
      ),
  })
  .strict();
export type PartnerRateRequest = z.infer<typeof partnerRateRequestSchema>;

/** POST /api/partners/{salonId}/payouts: mark a month that has ended as paid out. */
export const partnerPayoutRequestSchema = z.object({ month: monthSchema }).strict();
export type PartnerPayoutRequest = z.infer<typeof partnerPayoutRequestSchema>;

/** A month marked paid out: frozen once written. */
export interface PartnerPayout {
  amount: Cents;
  paidAt: string;
  /** The admin's email. */
  paidBy: string;
}

/** One month of a partner's commission (months with referred paid orders or a payout). */
export interface PartnerMonth {
  month: string;
  referredOrders: number;
  referredRevenue: Cents;
  commission: Cents;
  /** Null while the month is not paid out. */
  payout: PartnerPayout | null;
}

/** One row of GET /api/partners: an approved salon and what it referred. */
export interface PartnerSummary {
  salonId: string;
  salonName: string;
  city: string;
  /** Recommendations the salon has shared. */
  recommendations: number;
  /** Referred orders that earn commission (paid, not cancelled or refunded). */
  referredOrders: number;
  /** Their goods after discounts, without delivery. */
  referredRevenue: Cents;
  /** The salon's current rate in percent (applies to orders placed from now on). */
  commissionRate: number;
  commissionEarned: Cents;
  commissionPaid: Cents;
  /** Earned and not yet paid out. */
  commissionOpen: Cents;
  /** Newest month first. */
  months: PartnerMonth[];
}

/** GET /api/partners */
export interface PartnerList {
  items: PartnerSummary[];
}

/** One referred order in a partner's detail (every status, so an admin sees what did not count). */
export interface ReferredOrder {
  id: string;
  number: string;
  status: string;
  createdAt: string;
  paidAt: string | null;
  /** The month it counts in, or null when it does not count (unpaid, cancelled, refunded). */
  month: string | null;
  revenue: Cents;
  /** Rate in percent as it was when the order was placed. */
  commissionRate: number;
  commission: Cents;
  recommendationId: string | null;
}

/** GET /api/partners/{salonId} */
export interface PartnerDetail {
  partner: PartnerSummary;
  /** Newest first. */
  orders: ReferredOrder[];
}

/** What GET /api/recommendations answers a salon in its salon session: what it has shared. */
export interface SharedRecommendations {
  shared: number;
  /** The newest 20. */
  items: { id: string; url: string; note: string; createdAt: string; lines: number }[];
}
