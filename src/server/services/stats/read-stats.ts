// GET /api/admin/stats (issue 16): the whole analytics answer for a range in one round trip —
// three aggregate queries run side by side (on PostgreSQL each on its own pooled
// connection): one pass over the range's orders, one over their lines, one over the drops.
import {
  amsterdamToday,
  averageOf,
  daysInRange,
  rangeIssues,
  resolveStatsRange,
  type StatsAnswer,
  type StatsQuery,
} from '@/domain/stats';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { validationFailed } from '../../http/errors';
import { dropSection, lineSections, orderSections } from './sections';

export async function readStats(db: Database, query: StatsQuery, now: Date): Promise<StatsAnswer> {
  const range = resolveStatsRange(query, amsterdamToday(now));
  // A half-open query may still name a wrong range (from after today, or too long).
  const issues = rangeIssues(range.from, range.to);
  if (issues.length > 0)
    throw validationFailed(issues.map((issue) => ({ ...issue, code: 'custom' })));

  const [byOrder, byLine, drops] = await Promise.all([
    withRoomToAggregate(db, (tx) => orderSections(tx, range)),
    withRoomToAggregate(db, (tx) => lineSections(tx, range)),
    dropSection(db, range),
  ]);
  const { tiers } = byOrder;
  const orders = tiers.reduce((sum, tier) => sum + tier.orders, 0);
  const goodsRevenue = tiers.reduce((sum, tier) => sum + tier.goodsRevenue, 0);
  const delivery = tiers.reduce((sum, tier) => sum + tier.delivery, 0);
  return {
    range: { ...range, days: daysInRange(range.from, range.to) },
    totals: {
      orders,
      goodsRevenue,
      delivery,
      averageOrderValue: averageOf(goodsRevenue + delivery, orders),
      averageGoodsValue: averageOf(goodsRevenue, orders),
    },
    weeks: byOrder.weeks,
    statuses: byOrder.statuses,
    tiers,
    ...byLine,
    cities: byOrder.cities,
    salons: byOrder.salons,
    drops,
    offerCodes: byOrder.offerCodes,
  };
}

/**
 * Runs a section's query with memory enough to hash its groups: the planner cannot estimate how
 * many weeks or cities there are and, with the default 4 MB, sorts 100k orders on disk instead.
 * SET LOCAL ends with the read-only transaction.
 */
function withRoomToAggregate<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return read(tx);
  });
}
