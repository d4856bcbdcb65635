import type { PricingTier } from '@/domain/pricing';

// Query keys of the cart feature, general to specific. The first segments are the fetch path
// (the default query function reads them); the tier is in every key whose answer depends on it.
export const cartKeys = {
  settings: ['/api/settings'] as const,
  product: (id: number, tier: PricingTier) => ['/api/products', id, { tier }] as const,
  lockers: (city: string) => ['/api/lockers', { city }] as const,
  salons: ['/api/salons'] as const,
};
