import { queryOptions } from '@tanstack/react-query';
import type { DemandAnswer } from '@/domain/demand';
import { getJson } from '@/web/lib/api-client';
import { demandKeys } from './demand-keys';
import { readDemand } from './demand-payload';

/** GET /api/demand: per city, partner salons, orders (from 3 on) and registered interest. */
export function getDemand(signal?: AbortSignal): Promise<DemandAnswer> {
  return getJson('/api/demand', readDemand, signal);
}

export function demandQuery() {
  return queryOptions({
    queryKey: demandKeys.cities(),
    queryFn: ({ signal }) => getDemand(signal),
    // Other visitors register interest all the time; a minute old is fine.
    staleTime: 60_000,
  });
}
