import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatsRange } from '@/domain/stats';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { statsQuery } from '../../api/admin-stats';
import { AdminErrorState } from '../admin-error-state';
import { longDate } from './analytics-format';
import {
  DropSellThrough,
  OfferCodes,
  OrdersByStatus,
  ReferringSalons,
  RevenueByCity,
  RevenueByTier,
  TopProducts,
  TopVariants,
  WeeklyRevenue,
} from './analytics-sections';
import { KpiTiles } from './kpi-tiles';

/** The analytics of one range: its figures, or its loading, empty or error state. */
export function AnalyticsPanel({ range }: { range: StatsRange }) {
  // The last range stays on screen (dimmed) while the next one loads.
  const query = useQuery({ ...statsQuery(range), placeholderData: keepPreviousData });
  if (query.isPending) return <AnalyticsSkeleton />;
  if (query.isError) {
    return (
      <AdminErrorState
        error={query.error}
        what="the analytics"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const stats = query.data;
  const file = (name: string) => `tress-${name}-${stats.range.from}-to-${stats.range.to}`;
  const props = { stats, file };
  const placed = stats.statuses.reduce((sum, row) => sum + row.orders, 0);
  return (
    <div
      className={
        'flex flex-col gap-10 transition-opacity ' + (query.isPlaceholderData ? 'opacity-60' : '')
      }
      aria-busy={query.isPlaceholderData}
    >
      <p className="text-sm text-taupe" aria-live="polite">
        {longDate(stats.range.from)} to {longDate(stats.range.to)} ({stats.range.days}{' '}
        {stats.range.days === 1 ? 'day' : 'days'}, Amsterdam time). Paid orders only — paid,
        processing, shipped or delivered — after discounts, VAT included; delivery apart.
      </p>
      <KpiTiles totals={stats.totals} />
      {stats.totals.orders === 0 ? (
        <>
          <NoticePanel title="No paid orders in this range">
            Choose a longer range, or one when the shop was selling.
            {placed > 0
              ? ` ${placed} ${placed === 1 ? 'order was' : 'orders were'} placed but not paid; see them by status below.`
              : ''}
          </NoticePanel>
          {placed > 0 ? <OrdersByStatus {...props} /> : null}
        </>
      ) : (
        <>
          <WeeklyRevenue {...props} />
          <OrdersByStatus {...props} />
          <RevenueByTier {...props} />
          <TopProducts {...props} />
          <TopVariants {...props} />
          <RevenueByCity {...props} />
          <ReferringSalons {...props} />
          <DropSellThrough {...props} />
          <OfferCodes {...props} />
        </>
      )}
    </div>
  );
}

/** The page's shape while the first answer is on its way. */
function AnalyticsSkeleton() {
  return (
    <div role="status" aria-label="Loading the analytics" className="flex flex-col gap-10">
      <span className="sr-only">Loading the analytics…</span>
      <div
        className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4"
        aria-hidden="true"
      >
        {[0, 1, 2, 3].map((tile) => (
          <div key={tile} className="h-32 animate-pulse rounded-card bg-linen" />
        ))}
      </div>
      {[0, 1].map((section) => (
        <div
          key={section}
          className="flex flex-col gap-4 border-t border-sand pt-8"
          aria-hidden="true"
        >
          <div className="h-7 w-56 animate-pulse rounded-field bg-linen" />
          <div className="h-64 animate-pulse rounded-card bg-linen" />
        </div>
      ))}
    </div>
  );
}
