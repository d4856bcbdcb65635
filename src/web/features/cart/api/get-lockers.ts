import { queryOptions } from '@tanstack/react-query';
import type { Locker } from '@/domain/salons';
import { apiRequest } from '@/web/lib/api-client';
import { cartKeys } from './cart-keys';

/** GET /api/lockers?city=: parcel lockers whose city starts with the search, any case. */
export async function getLockers(city: string, signal?: AbortSignal): Promise<Locker[]> {
  const query = city ? `?${new URLSearchParams({ city }).toString()}` : '';
  const response = await apiRequest('GET', `/api/lockers${query}`, undefined, { signal });
  return (await response.json()) as Locker[];
}

export function lockersQuery(city: string) {
  return queryOptions({
    queryKey: cartKeys.lockers(city),
    queryFn: ({ signal }) => getLockers(city, signal),
  });
}
