import { queryOptions } from '@tanstack/react-query';
import type { PartnerSalon } from '@/domain/salons';
import { apiRequest } from '@/web/lib/api-client';
import { cartKeys } from './cart-keys';

/** GET /api/salons: approved partner salons, for salon pickup. */
export async function getSalons(signal?: AbortSignal): Promise<PartnerSalon[]> {
  const response = await apiRequest('GET', '/api/salons', undefined, { signal });
  return (await response.json()) as PartnerSalon[];
}

export const salonsQuery = queryOptions({
  queryKey: cartKeys.salons,
  queryFn: ({ signal }) => getSalons(signal),
});
