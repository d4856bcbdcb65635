import { queryOptions } from '@tanstack/react-query';
import { statsAnswerSchema, type StatsRange } from '@/domain/stats';
import { getJson } from '@/web/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminQueryRetry, searchOf } from './admin-request';

/** The analytics' keys: every range its own entry. */
export const statsKeys = {
  all: () => [...adminKeys.all, 'stats'] as const,
  range: (range: StatsRange) => [...statsKeys.all(), range.from, range.to] as const,
};

/** GET /api/admin/stats?from&to: every section of /enhanced-admin for the range, in one answer. */
export function fetchStats(range: StatsRange, signal?: AbortSignal) {
  return getJson(
    `/api/admin/stats${searchOf({ from: range.from, to: range.to })}`,
    statsAnswerSchema.parse,
    signal,
  );
}

export function statsQuery(range: StatsRange) {
  return queryOptions({
    queryKey: statsKeys.range(range),
    queryFn: ({ signal }) => fetchStats(range, signal),
    retry: adminQueryRetry,
    staleTime: 60_000,
  });
}
