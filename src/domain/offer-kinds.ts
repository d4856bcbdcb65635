// The words of an offer (product.md §9), apart from the pricing engine that applies them: the
// web's reading of GET /api/offers checks an answer against them on every first visit, and the
// engine itself is only downloaded with the cart's estimate (web/features/cart/cart-estimate.ts).
// Imported from pricing-engine.ts, the whole engine would ride in the entry chunk.

export const OFFER_KINDS = ['percent', 'amount'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const OFFER_AUDIENCES = ['all', 'client', 'business'] as const;
export type OfferAudience = (typeof OFFER_AUDIENCES)[number];
export const OFFER_TARGET_TYPES = ['product', 'category', 'family', 'order'] as const;
export type OfferTargetType = (typeof OFFER_TARGET_TYPES)[number];

export type OfferTarget =
  | { type: 'product'; productId: number }
  | { type: 'category'; category: string }
  | { type: 'family'; family: string }
  | { type: 'order' };
