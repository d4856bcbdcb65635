// Delivery fees and the free-delivery rule (product.md §7). Fees and thresholds come from the
// shop's settings; the cart shows this estimate and checkout charges the server's quote.
import type { DeliveryMethod } from './cart';
import type { Cents } from './money';
import type { PricingTier } from './pricing';
import type { PublicSettings } from './settings';

export type DeliverySettings = Pick<PublicSettings, 'deliveryFees' | 'freeDeliveryThresholds'>;

export interface DeliveryContext {
  subtotal: Cents;
  tier: PricingTier;
  /** A salon shopping in its own salon session: its orders come to the salon, free. */
  salonSession: boolean;
  settings: DeliverySettings;
}

export function freeDeliveryThreshold(settings: DeliverySettings, tier: PricingTier): Cents {
  return settings.freeDeliveryThresholds[tier];
}

/** The cart's `freeDelivery`: home and locker delivery cost nothing from the tier's threshold. */
export function qualifiesForFreeDelivery(context: DeliveryContext): boolean {
  if (context.salonSession) return true;
  return (
    context.subtotal > 0 &&
    context.subtotal >= freeDeliveryThreshold(context.settings, context.tier)
  );
}

export function deliveryFee(method: DeliveryMethod, context: DeliveryContext): Cents {
  if (qualifiesForFreeDelivery(context)) return 0;
  return context.settings.deliveryFees[method];
}

export interface FreeDeliveryProgress {
  threshold: Cents;
  /** What is still missing; 0 once reached. */
  remaining: Cents;
  /** 0…1, for the progress bar. */
  ratio: number;
  reached: boolean;
}

export function freeDeliveryProgress(context: DeliveryContext): FreeDeliveryProgress {
  const threshold = freeDeliveryThreshold(context.settings, context.tier);
  const reached = qualifiesForFreeDelivery(context);
  const remaining = reached ? 0 : Math.max(0, threshold - context.subtotal);
  const ratio =
    reached || threshold === 0 ? 1 : Math.min(1, Math.max(0, context.subtotal / threshold));
  return { threshold, remaining, ratio, reached };
}
