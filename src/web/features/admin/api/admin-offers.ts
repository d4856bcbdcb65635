import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOfferSchema, adminOffersSchema } from '@/domain/admin-answers';
import type { OfferInput } from '@/domain/offer-input';
import { getJson, sendJson } from '@/web/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminMutationRetry, adminQueryRetry } from './admin-request';

const readOffer = (value: unknown) => adminOfferSchema.parse(value);

/** GET /api/admin/offers: every offer with its uses so far. */
export function adminOffersQuery() {
  return queryOptions({
    queryKey: adminKeys.offers(),
    queryFn: ({ signal }) =>
      getJson('/api/admin/offers', (value) => adminOffersSchema.parse(value), signal),
    retry: adminQueryRetry,
    staleTime: 10_000,
  });
}

/** POST /api/admin/offers (no id) or PUT /api/admin/offers/:id. */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: OfferInput }) =>
      id === null
        ? sendJson('POST', '/api/admin/offers', readOffer, input)
        : sendJson('PUT', `/api/admin/offers/${id}`, readOffer, input),
    retry: adminMutationRetry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.offers() }),
  });
}

/** POST /api/admin/offers/:id/end: the offer ends now. */
export function useEndOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson('POST', `/api/admin/offers/${id}/end`, readOffer),
    retry: adminMutationRetry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.offers() }),
  });
}
