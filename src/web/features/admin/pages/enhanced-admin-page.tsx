import { useNavigate, useSearchParams } from 'react-router';
import {
  amsterdamToday,
  presetRange,
  rangeIssues,
  resolveStatsRange,
  statsQuerySchema,
  type StatsRange,
} from '@/domain/stats';
import * as paths from '@/web/app/paths';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AdminFrame } from '../components/admin-frame';
import { AnalyticsPanel } from '../components/analytics/analytics-panel';
import { RangePicker } from '../components/analytics/range-picker';
import { SearchMisses } from '../components/analytics/search-misses';

/**
 * /enhanced-admin?from=YYYY-MM-DD&to=YYYY-MM-DD: the shop's analytics for a range of Amsterdam
 * days (by default the last 30). The range lives in the URL, so a view can be shared and reloaded.
 */
export function EnhancedAdminPage() {
  useDocumentTitle('Analytics');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const today = amsterdamToday();
  const { range, problem } = rangeOf(params, today);
  const choose = (next: StatsRange) =>
    void navigate(paths.analytics({ from: next.from, to: next.to }));
  return (
    <AdminFrame
      title="Analytics"
      lead="Revenue, orders, products, cities, salons, drops and offer codes for a range of days, each chart with its numbers and a CSV; and the searches that found nothing."
    >
      <div className="mt-8 flex flex-col gap-8">
        <RangePicker range={range} today={today} onChange={choose} />
        {problem ? (
          <NoticePanel title="That range cannot be shown" tone="alert" headingLevel={2}>
            {problem} Showing the last 30 days instead.
          </NoticePanel>
        ) : null}
        <AnalyticsPanel range={range} />
        <SearchMisses />
      </div>
    </AdminFrame>
  );
}

/** The URL's range, or the last 30 days with what was wrong with it. */
function rangeOf(params: URLSearchParams, today: string): { range: StatsRange; problem?: string } {
  const query = statsQuerySchema.safeParse({
    ...(params.get('from') ? { from: params.get('from') } : {}),
    ...(params.get('to') ? { to: params.get('to') } : {}),
  });
  if (!query.success) {
    return { range: presetRange('30d', today), problem: query.error.issues[0]?.message ?? '' };
  }
  const range = resolveStatsRange(query.data, today);
  const [issue] = rangeIssues(range.from, range.to);
  return issue ? { range: presetRange('30d', today), problem: `${issue.message}.` } : { range };
}
