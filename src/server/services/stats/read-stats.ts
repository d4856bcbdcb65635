// GET /api/admin/stats (issue 16): the whole analytics answer for a range in one round trip —
// nine aggregate queries run side by side (on PostgreSQL each on its own pooled connection).
import {
  amsterdamToday,
  averageOf,
  daysInRange,
  rangeIssues,
  resolveStatsRange,
  type StatsAnswer,
  type StatsQuery,
} from '@/domain/stats';
import type { Database } from '../../db/client';
import { validationFailed } from '../../http/errors';
import {
  citySection,
  dropSection,
  offerCodeSection,
  salonSection,
  statusSection,
  tierSection,
  topProductSection,
  topVariantSection,
  weekSection,
} from './sections';

export async function readStats(db: Database, query: StatsQuery, now: Date): Promise<StatsAnswer> {
  const range = resolveStatsRange(query, amsterdamToday(now));
  // A half-open query may still name a wrong range (from after today, or too long).
  const issues = rangeIssues(range.from, range.to);
  if (issues.length > 0)
    throw validationFailed(issues.map((issue) => ({ ...issue, code: 'custom' })));

  const [tiers, weeks, statuses, topProducts, topVariants, cities, salons, drops, offerCodes] =
    await Promise.all([
      tierSection(db, range),
      weekSection(db, range),
      statusSection(db, range),
      topProductSection(db, range),
      topVariantSection(db, range),
      citySection(db, range),
      salonSection(db, range),
      dropSection(db, range),
      offerCodeSection(db, range),
    ]);
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
    weeks,
    statuses,
    tiers,
    topProducts,
    topVariants,
    cities,
    salons,
    drops,
    offerCodes,
  };
}
