import { queryOptions } from '@tanstack/react-query';
import type { Hairdresser } from '@/domain/salons';
import { getJson } from '@/web/lib/api-client';
import { isString, nullable, reader, shape } from '@/web/lib/payload-checks';
import { shopperKeys } from './shopper-keys';

/** GET /api/hairdressers/{id}: the approved salon behind a salon link (404 when there is none). */
export function getHairdresser(id: string, signal?: AbortSignal): Promise<Hairdresser> {
  return getJson(`/api/hairdressers/${encodeURIComponent(id)}`, readHairdresser, signal);
}

// Read when a salon link opens the shop, often a first visit: checked by hand, not with zod.
const readHairdresser = reader(
  shape<Hairdresser>({
    id: isString,
    salon_name: isString,
    address: isString,
    street: isString,
    postcode: isString,
    city: isString,
    email: isString,
    country: isString,
    business_registration: isString,
    vat_number: nullable(isString),
  }),
  'salon',
);

export function hairdresserQuery(id: string) {
  return queryOptions({
    queryKey: shopperKeys.hairdresser(id),
    queryFn: ({ signal }) => getHairdresser(id, signal),
    // A 404 is an answer (the link is not valid), not a hiccup worth retrying.
    retry: false,
  });
}
