// GET /api/partners/{salonId}: the partner's summary and every order it referred, in any status,
// so an admin also sees what did not count (unpaid, cancelled, refunded: no month, commission 0).
import { desc, eq, sql } from 'drizzle-orm';
import {
  commissionOf,
  percentOfBps,
  type PartnerDetail,
  type ReferredOrder,
} from '@/domain/partners';
import type { Database } from '../../db/client';
import { orders, salons } from '../../db/schema';
import { commissionable, orderMonth, orderRateBps, orderRevenue, partnerSummary } from './ledger';

export async function partnerDetail(db: Database, salonId: string): Promise<PartnerDetail> {
  // The summary first: it answers 404 for a salon that is not a partner.
  const partner = await partnerSummary(db, salonId);
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      revenue: orderRevenue,
      bps: orderRateBps,
      month: orderMonth,
      counts: sql<boolean>`${commissionable}`,
      recommendationId: orders.recommendationId,
    })
    .from(orders)
    .innerJoin(salons, eq(salons.id, orders.referringSalonId))
    .where(eq(orders.referringSalonId, salonId))
    .orderBy(desc(orders.createdAt), desc(orders.numberSeq));
  return {
    partner,
    orders: rows.map((row): ReferredOrder => ({
      id: row.id,
      number: row.number,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      month: row.counts ? row.month : null,
      revenue: row.revenue,
      commissionRate: percentOfBps(row.bps),
      // The order's own share, rounded on its own; a month's total rounds once over its orders.
      commission: row.counts ? commissionOf([{ revenue: row.revenue, bps: row.bps }]) : 0,
      recommendationId: row.recommendationId,
    })),
  };
}
