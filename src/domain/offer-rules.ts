// Offers (product.md §9) apart from the pricing engine that prices a cart with them: their words,
// which the web's reading of GET /api/offers checks on every first visit, and the rules a product
// card needs for its automatic offer. The engine itself (codes, boxes, delivery) is downloaded
// only with the cart's estimate (web/features/cart/cart-estimate.ts): a bundler keeps a module
// whole in the first chunk that needs any of it, so these could not stay in pricing-engine.ts.
import { percentOf } from './boxes';
import type { Cents } from './money';
import type { PricingTier } from './pricing';

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

/** An offer as the engine needs it (the database row and GET /api/offers both map to this). */
export interface PricingOffer {
  id: number;
  title: string;
  kind: OfferKind;
  /** Whole percent (1–90) for `percent`; cents for `amount`. */
  value: number;
  target: OfferTarget;
  audience: OfferAudience;
  /** ISO instants; null means no limit on that side. */
  startsAt: string | null;
  endsAt: string | null;
  /** Null for an automatic offer. */
  code: string | null;
  minSubtotal: Cents;
  /** Null: unlimited. Only the server knows it; the web's estimate passes null. */
  usesLeft: number | null;
  active: boolean;
}

/** Whether an offer runs at `now`: active, started, not ended. */
export function isRunning(offer: PricingOffer, now: Date): boolean {
  const time = now.getTime();
  return (
    offer.active &&
    (offer.startsAt === null || Date.parse(offer.startsAt) <= time) &&
    (offer.endsAt === null || time < Date.parse(offer.endsAt))
  );
}

export function isForAudience(audience: OfferAudience, tier: PricingTier): boolean {
  return audience === 'all' || audience === tier;
}

export function targets(
  target: OfferTarget,
  line: { productId: number; category: string; family: string },
): boolean {
  switch (target.type) {
    case 'product':
      return target.productId === line.productId;
    case 'category':
      return target.category === line.category;
    case 'family':
      return target.family === line.family;
    case 'order':
      return true;
  }
}

/** What an offer saves on `total` cents of `quantity` units, never more than `total`. */
export function savingOn(offer: PricingOffer, total: Cents, quantity: number): Cents {
  const saving = offer.kind === 'percent' ? percentOf(total, offer.value) : offer.value * quantity;
  return Math.max(0, Math.min(total, saving));
}

/**
 * Step 2 for one line: the single best automatic offer (largest saving; on a tie the lowest id)
 * and its saving, or null. Product cards and pages call it with quantity 1.
 */
export function bestAutomaticOffer(
  line: { productId: number; category: string; family: string; unitPrice: Cents; quantity: number },
  tier: PricingTier,
  offers: readonly PricingOffer[],
  now: Date,
): { offer: PricingOffer; saving: Cents } | null {
  const total = line.unitPrice * line.quantity;
  let best: { offer: PricingOffer; saving: Cents } | null = null;
  for (const offer of offers) {
    if (offer.code !== null || offer.target.type === 'order') continue;
    if (!isRunning(offer, now) || !isForAudience(offer.audience, tier)) continue;
    if (!targets(offer.target, line)) continue;
    const saving = savingOn(offer, total, line.quantity);
    if (saving <= 0) continue;
    if (!best || saving > best.saving || (saving === best.saving && offer.id < best.offer.id)) {
      best = { offer, saving };
    }
  }
  return best;
}
