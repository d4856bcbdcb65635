import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

// Cache rules from specification §9, named so tests and readers can see them.
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;
export const QUERY_RETRY = 1;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;
export const MUTATION_RETRY = 1;
export const MUTATION_RETRY_DELAY_MS = 1000;

/** Exponential back-off: 1 s, 2 s, 4 s … never more than 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: QUERY_RETRY,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: true,
      },
      mutations: {
        retry: MUTATION_RETRY,
        retryDelay: MUTATION_RETRY_DELAY_MS,
      },
    },
  });
}
