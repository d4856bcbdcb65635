import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOfferSchema } from '@/domain/admin-answers';
import type { AdminOffer, OfferInput, OfferTranslations } from '@/domain/offer-input';
import { getJson, sendJson } from '@/web/lib/api-client';
import { isObject, isString, PayloadError } from '@/web/lib/payload-checks';
import { adminKeys } from './admin-keys';
import { adminMutationRetry, adminQueryRetry } from './admin-request';

/** `{ nl: { title?, description? } }`: each language an object of optional texts. */
function isTranslations(value: unknown): value is OfferTranslations {
  return (
    isObject(value) &&
    Object.values(value).every(
      (text) =>
        isObject(text) &&
        (text.title === undefined || isString(text.title)) &&
        (text.description === undefined || isString(text.description)),
    )
  );
}

/**
 * An offer as the admin reads it, with its texts in other languages (issue 30; absent from
 * servers older than that: read as none).
 */
function readOffer(value: unknown): AdminOffer & { translations: OfferTranslations } {
  const offer = adminOfferSchema.parse(value);
  const { translations = {} } = value as { translations?: unknown };
  if (!isTranslations(translations)) throw new PayloadError('offer translations');
  return { ...offer, translations };
}

/** GET /api/admin/offers: each item read as readOffer reads one. */
function readOffers(value: unknown): { items: ReturnType<typeof readOffer>[] } {
  if (!isObject(value) || !Array.isArray(value.items)) throw new PayloadError('the offers');
  return { items: value.items.map(readOffer) };
}

/** GET /api/admin/offers: every offer with its uses so far. */
export function adminOffersQuery() {
  return queryOptions({
    queryKey: adminKeys.offers(),
    queryFn: ({ signal }) => getJson('/api/admin/offers', readOffers, signal),
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
