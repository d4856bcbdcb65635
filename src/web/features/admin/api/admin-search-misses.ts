import { queryOptions } from '@tanstack/react-query';
import { searchMissesAnswerSchema } from '@/domain/search';
import { getJson } from '@/web/lib/api-client';
import { adminQueryRetry, searchOf } from './admin-request';
import { statsKeys } from './admin-stats';

/** The searches that found nothing: one entry per window of days, under the analytics' keys. */
export const searchMissKeys = {
  all: () => [...statsKeys.all(), 'search-misses'] as const,
  days: (days: number) => [...searchMissKeys.all(), days] as const,
};

/** GET /api/admin/stats/search-misses?days=N (issue 32): most frequent first, at most 50. */
export function fetchSearchMisses(days: number, signal?: AbortSignal) {
  return getJson(
    `/api/admin/stats/search-misses${searchOf({ days })}`,
    searchMissesAnswerSchema.parse,
    signal,
  );
}

export function searchMissesQuery(days: number) {
  return queryOptions({
    queryKey: searchMissKeys.days(days),
    queryFn: ({ signal }) => fetchSearchMisses(days, signal),
    retry: adminQueryRetry,
    staleTime: 60_000,
  });
}
