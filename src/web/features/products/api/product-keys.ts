import type { PricingTier } from '@/domain/pricing';

// Query keys of the shop's products, from general to specific so one call can invalidate a
// whole branch (an admin's save clears every tier's copy). Product answers differ per pricing
// tier (business prices are only filled for business access), so every key carries the tier:
// switching tier is a new query. The catalog's lists, the product page and the cart's repricing
// all read through these keys, so one product has one cache entry per tier.
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  /** `filters`: the list's whole filter state (the catalog's ShopFilters). */
  list: (filters: object, tier: PricingTier) => [...productKeys.lists(), tier, filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number, tier: PricingTier) => [...productKeys.details(), tier, id] as const,
};
