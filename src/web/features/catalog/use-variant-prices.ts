import { useQuery } from '@tanstack/react-query';
import type { Cents } from '@/domain/money';
import { unitPrice, type PricingTier } from '@/domain/pricing';
import type { Product } from '@/domain/products';
import { offersQueryOptions } from '@/web/features/products/api/get-offers';
import { automaticOfferOn } from './use-automatic-offer';

/**
 * What one unit of each variant costs this shopper, in the variants' order: the tier's price
 * (business prices only where the API answered them) after the best automatic offer, as the
 * price tag shows once that variant is chosen. Null when every variant costs the same, so the
 * page says the price once instead of on every option.
 */
export function useVariantPrices(product: Product, tier: PricingTier): Cents[] | null {
  const offers = useQuery(offersQueryOptions(tier));
  const prices = product.variant_detail.map((variant) => {
    const amount = unitPrice(product, variant, tier);
    if (!offers.data) return amount;
    const offer = automaticOfferOn(
      product,
      tier,
      amount,
      offers.data,
      new Date(offers.dataUpdatedAt),
    );
    return offer ? offer.price : amount;
  });
  return new Set(prices).size > 1 ? prices : null;
}
