import { describe, expect, it } from 'vitest';
import {
  createQueryClient,
  MUTATION_RETRY,
  MUTATION_RETRY_DELAY_MS,
  QUERY_GC_TIME_MS,
  QUERY_MAX_RETRY_DELAY_MS,
  QUERY_RETRY,
  QUERY_STALE_TIME_MS,
  queryRetryDelay,
} from '@/web/lib/query-client';

describe('query client (specification §9)', () => {
  it('keeps data fresh for 5 minutes and cached for 10', () => {
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(QUERY_GC_TIME_MS).toBe(600_000);
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(600_000);
  });

  it('retries a query once, and never refetches on focus or mount, but does on reconnect', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(QUERY_RETRY).toBe(1);
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnMount).toBe(false);
    expect(queries?.refetchOnReconnect).toBe(true);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retryDelay).toBe(queryRetryDelay);
    expect([0, 1, 2, 3, 4].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(QUERY_MAX_RETRY_DELAY_MS).toBe(30_000);
    expect(queryRetryDelay(5)).toBe(30_000);
    expect(queryRetryDelay(12)).toBe(30_000);
  });

  it('retries a mutation once after 1 s', () => {
    const { mutations } = createQueryClient().getDefaultOptions();
    expect(MUTATION_RETRY).toBe(1);
    expect(MUTATION_RETRY_DELAY_MS).toBe(1000);
    expect(mutations?.retry).toBe(1);
    expect(mutations?.retryDelay).toBe(1000);
  });

  it('has a default query function, so a key alone is enough to fetch', () => {
    expect(createQueryClient().getDefaultOptions().queries?.queryFn).toBeTypeOf('function');
  });
});
