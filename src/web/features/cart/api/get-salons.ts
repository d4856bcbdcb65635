import { queryOptions } from '@tanstack/react-query';
import type { PartnerSalon } from '@/domain/salons';
import { getJson } from '@/web/lib/api-client';
import { isString, listOf, reader, shape } from '@/web/lib/payload-checks';
import { cartKeys } from './cart-keys';

const readSalons = reader(
  listOf(
    shape<PartnerSalon>({ id: isString, salon_name: isString, address: isString, city: isString }),
  ),
  'salons',
);

/** GET /api/salons: approved partner salons, for salon pickup. */
export function getSalons(signal?: AbortSignal): Promise<PartnerSalon[]> {
  return getJson('/api/salons', readSalons, signal);
}

export const salonsQuery = queryOptions({
  queryKey: cartKeys.salons,
  queryFn: ({ signal }) => getSalons(signal),
});
