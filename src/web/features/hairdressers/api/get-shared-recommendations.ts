import { queryOptions } from '@tanstack/react-query';
import type { SharedRecommendations } from '@/domain/partners';
import { ApiError, getJson } from '@/web/lib/api-client';
import { isCount, isString, listOf, reader, shape } from '@/web/lib/payload-checks';
import { QUERY_RETRY } from '@/web/lib/query-client';
import { hairdresserKeys } from './hairdresser-keys';

// GET /api/recommendations: what a salon in its salon session has shared (the count and the newest
// 20). The transport adds the salon's access (X-Tress-Access); anyone else gets 403 FORBIDDEN.

type SharedRecommendation = SharedRecommendations['items'][number];

export const readSharedRecommendations = reader(
  shape<SharedRecommendations>({
    shared: isCount,
    items: listOf(
      shape<SharedRecommendation>({
        id: isString,
        url: isString,
        note: isString,
        createdAt: isString,
        lines: isCount,
      }),
    ),
  }),
  'shared recommendations',
);

export function getSharedRecommendations(signal?: AbortSignal): Promise<SharedRecommendations> {
  return getJson('/api/recommendations', readSharedRecommendations, signal);
}

/** A refusal (4xx) stays a refusal however often it is asked: only trouble on the way is retried. */
function retryUnlessRefused(failures: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failures < QUERY_RETRY;
}

/** `salonId`: whose recommendations these are; the request carries that salon's access. */
export function sharedRecommendationsQueryOptions(salonId: string) {
  return queryOptions({
    queryKey: hairdresserKeys.sharedRecommendations(salonId),
    queryFn: ({ signal }) => getSharedRecommendations(signal),
    retry: retryUnlessRefused,
    // Sharing happens in the cart, which cannot reach this key: a recommendation shared a minute
    // ago is counted because every visit to the salon's page asks again.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
