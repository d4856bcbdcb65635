import type { PricingTier } from '@/domain/pricing';

// Query keys of the header's search. Suggestions carry prices, and business prices only come
// with business access, so every key holds the tier (a salon session is a new query).
export const searchKeys = {
  all: ['search'] as const,
  suggestions: (query: string, tier: PricingTier) =>
    [...searchKeys.all, 'suggestions', tier, query] as const,
};
