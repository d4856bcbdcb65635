import { queryOptions } from '@tanstack/react-query';
import type { Locker } from '@/domain/salons';
import { getJson } from '@/web/lib/api-client';
import { isNumber, isString, listOf, reader, shape } from '@/web/lib/payload-checks';
import { cartKeys } from './cart-keys';

const readLockers = reader(
  listOf(
    shape<Locker>({
      code: isString,
      name: isString,
      address: isString,
      postcode: isString,
      city: isString,
      country: isString,
      lat: isNumber,
      lng: isNumber,
    }),
  ),
  'lockers',
);

/** GET /api/lockers?city=: parcel lockers whose city starts with the search, any case. */
export function getLockers(city: string, signal?: AbortSignal): Promise<Locker[]> {
  const query = city ? `?${new URLSearchParams({ city }).toString()}` : '';
  return getJson(`/api/lockers${query}`, readLockers, signal);
}

export function lockersQuery(city: string) {
  return queryOptions({
    queryKey: cartKeys.lockers(city),
    queryFn: ({ signal }) => getLockers(city, signal),
  });
}
