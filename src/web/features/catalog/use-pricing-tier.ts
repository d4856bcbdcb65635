import type { PricingTier } from '@/domain/pricing';
import { useShopper } from '@/web/features/shopper/shopper-context';

/** The tier the catalog prices for, and part of every product query key. */
export function usePricingTier(): PricingTier {
  return useShopper().tier;
}
