import { useQuery } from '@tanstack/react-query';
import type { Cents } from '@/domain/money';
import { pricingOfferOf, type OffersAnswer } from '@/domain/offers';
import type { PricingTier } from '@/domain/pricing';
import type { OfferKind } from '@/domain/pricing-engine';
import { bestAutomaticOffer } from '@/domain/offer-rules';
import { offersQueryOptions } from '@/web/features/products/api/get-offers';

export interface ShownOffer {
  /** The unit price after the offer. */
  price: Cents;
  /** What the badge says, in the page's language: "−15 %" (percent) or "−€5.00" (cents). */
  kind: OfferKind;
  value: number;
  title: string;
}

type OfferedProduct = { id: number; category: string; family: string };

/**
 * The automatic offer a product card or page shows for one unit at `unitPrice`: the engine's own
 * choice (the best running offer for the product, its category or family and the tier), so the
 * card says what the cart and the checkout will charge. Null while the offers load or fail: the
 * plain price is never wrong, only without its saving.
 */
export function useAutomaticOffer(
  product: OfferedProduct,
  tier: PricingTier,
  unitPrice: Cents,
): ShownOffer | null {
  const offers = useQuery(offersQueryOptions(tier));
  if (!offers.data) return null;
  return automaticOfferOn(product, tier, unitPrice, offers.data, new Date(offers.dataUpdatedAt));
}

/** The best automatic offer on one unit at `unitPrice`, from the running offers listed at `now`. */
export function automaticOfferOn(
  product: OfferedProduct,
  tier: PricingTier,
  unitPrice: Cents,
  offers: OffersAnswer,
  now: Date,
): ShownOffer | null {
  const best = bestAutomaticOffer(
    {
      productId: product.id,
      category: product.category,
      family: product.family,
      unitPrice,
      quantity: 1,
    },
    tier,
    offers.items.map(pricingOfferOf),
    // The listing holds the offers running when it was fetched.
    now,
  );
  if (!best) return null;
  return {
    price: unitPrice - best.saving,
    kind: best.offer.kind,
    value: best.offer.value,
    title: best.offer.title,
  };
}
