import { queryOptions } from '@tanstack/react-query';
import type { Hairdresser } from '@/domain/salons';
import { apiRequest } from '@/web/lib/api-client';
import { shopperKeys } from './shopper-keys';

/** GET /api/hairdressers/{id}: the approved salon behind a salon link (404 when there is none). */
export async function getHairdresser(id: string, signal?: AbortSignal): Promise<Hairdresser> {
  const response = await apiRequest(
    'GET',
    `/api/hairdressers/${encodeURIComponent(id)}`,
    undefined,
    {
      signal,
    },
  );
  return (await response.json()) as Hairdresser;
}

export function hairdresserQuery(id: string) {
  return queryOptions({
    queryKey: shopperKeys.hairdresser(id),
    queryFn: ({ signal }) => getHairdresser(id, signal),
    // A 404 is an answer (the link is not valid), not a hiccup worth retrying.
    retry: false,
  });
}
