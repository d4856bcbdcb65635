import type { PricingTier } from '@/domain/pricing';
import type { ShopFilters } from '../shop-filters';

// Query keys of the catalog feature, from general to specific so one call can invalidate a
// whole branch. Product answers differ per pricing tier (business prices are only filled for
// business access), so every product key carries the tier: switching tier is a new query.

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ShopFilters, tier: PricingTier) =>
    [...productKeys.lists(), tier, filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number, tier: PricingTier) => [...productKeys.details(), tier, id] as const,
};

/** Families and categories with their counts: the same for every tier. */
export const catalogKeys = {
  all: ['catalog'] as const,
  tree: () => [...catalogKeys.all, 'tree'] as const,
};
