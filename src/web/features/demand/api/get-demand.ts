import { queryOptions } from '@tanstack/react-query';
import type { DemandAnswer } from '@/domain/demand';
import { apiRequest } from '@/web/lib/api-client';
import { demandKeys } from './demand-keys';

/** GET /api/demand: per city, partner salons, orders (from 3 on) and registered interest. */
export async function getDemand(signal?: AbortSignal): Promise<DemandAnswer> {
  const response = await apiRequest('GET', '/api/demand', undefined, signal ? { signal } : {});
  return (await response.json()) as DemandAnswer;
}

export function demandQuery() {
  return queryOptions({
    queryKey: demandKeys.cities(),
    queryFn: ({ signal }) => getDemand(signal),
    // Other visitors register interest all the time; a minute old is fine.
    staleTime: 60_000,
  });
}
