// Offers as the shop shows them (GET /api/offers, product.md §9) and how the web app feeds them to
// the pricing engine for its estimates. No zod here: product cards import it on the first visit.
import type { Cents } from './money';
import type { OfferAudience, OfferKind, OfferTarget } from './offer-rules';
import type { PricingOffer } from './pricing-engine';

/** One item of GET /api/offers. Never how many uses a code has left. */
export interface PublicOffer {
  id: number;
  title: string;
  description: string;
  kind: OfferKind;
  value: number;
  target: OfferTarget;
  /** The product's name, the category or family, or "Your whole order". */
  targetName: string;
  /** A product target's slug, for its page. */
  targetSlug: string | null;
  audience: OfferAudience;
  minSubtotal: Cents;
  startsAt: string;
  endsAt: string | null;
  /** Public codes are meant to be shown and copied; null for automatic offers. */
  code: string | null;
}

export interface OffersAnswer {
  items: PublicOffer[];
}

/**
 * The engine's view of a listed offer. The listing holds only running offers for the shopper's
 * tier, and the uses left stay on the server (which refuses a used-up code at checkout).
 */
export function pricingOfferOf(offer: PublicOffer): PricingOffer {
  return {
    id: offer.id,
    title: offer.title,
    kind: offer.kind,
    value: offer.value,
    target: offer.target,
    audience: offer.audience,
    startsAt: offer.startsAt,
    endsAt: offer.endsAt,
    code: offer.code,
    minSubtotal: offer.minSubtotal,
    usesLeft: null,
    active: true,
  };
}

/** "−15 %" or "−€5.00": the badge of an offer's value. */
export function offerBadge(kind: OfferKind, value: number): string {
  return kind === 'percent' ? `−${value} %` : `−€${(value / 100).toFixed(2)}`;
}
