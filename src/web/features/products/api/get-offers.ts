import { queryOptions } from '@tanstack/react-query';
import type { OffersAnswer } from '@/domain/offers';
import type { PricingTier } from '@/domain/pricing';
import { apiRequest } from '@/web/lib/api-client';

// GET /api/offers: the running offers for the shopper's tier (the access header says which).
// Here beside the products because product cards and pages show the automatic offers too.

export const offerKeys = {
  all: ['offers'] as const,
  list: (tier: PricingTier) => [...offerKeys.all, 'list', tier] as const,
};

export async function getOffers(signal?: AbortSignal): Promise<OffersAnswer> {
  const response = await apiRequest('GET', '/api/offers', undefined, signal ? { signal } : {});
  return (await response.json()) as OffersAnswer;
}

export function offersQueryOptions(tier: PricingTier) {
  return queryOptions({
    queryKey: offerKeys.list(tier),
    queryFn: ({ signal }) => getOffers(signal),
    // Offers change rarely; every product card on a page shares this one answer.
    staleTime: 60_000,
  });
}
