import { queryOptions } from '@tanstack/react-query';
import type { OffersAnswer, PublicOffer } from '@/domain/offers';
import type { PricingTier } from '@/domain/pricing';
import { OFFER_AUDIENCES, OFFER_KINDS, type OfferTarget } from '@/domain/offer-rules';
import { getJson } from '@/web/lib/api-client';
import {
  isCents,
  isCount,
  isObject,
  isString,
  listOf,
  nullable,
  oneOf,
  reader,
  shape,
} from '@/web/lib/payload-checks';

// GET /api/offers: the running offers for the shopper's tier (the access header says which).
// Here beside the products because product cards and pages show the automatic offers too.

export const offerKeys = {
  all: ['offers'] as const,
  list: (tier: PricingTier) => [...offerKeys.all, 'list', tier] as const,
};

const isOfferTarget = (value: unknown): value is OfferTarget => {
  if (!isObject(value)) return false;
  switch (value.type) {
    case 'product':
      return isCount(value.productId);
    case 'category':
      return isString(value.category);
    case 'family':
      return isString(value.family);
    case 'order':
      return true;
    default:
      return false;
  }
};

// Read by every product card on the home page's first visit: checked by hand, not with zod.
const readOffers = reader(
  shape<OffersAnswer>({
    items: listOf(
      shape<PublicOffer>({
        id: isCount,
        title: isString,
        description: isString,
        kind: oneOf(OFFER_KINDS),
        value: isCount,
        target: isOfferTarget,
        targetName: isString,
        targetSlug: nullable(isString),
        audience: oneOf(OFFER_AUDIENCES),
        minSubtotal: isCents,
        startsAt: isString,
        endsAt: nullable(isString),
        code: nullable(isString),
      }),
    ),
  }),
  'offers',
);

export function getOffers(signal?: AbortSignal): Promise<OffersAnswer> {
  return getJson('/api/offers', readOffers, signal);
}

export function offersQueryOptions(tier: PricingTier) {
  return queryOptions({
    queryKey: offerKeys.list(tier),
    queryFn: ({ signal }) => getOffers(signal),
    // Offers change rarely; every product card on a page shares this one answer.
    staleTime: 60_000,
  });
}
