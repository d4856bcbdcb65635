// The cart's estimate (issue 12): the cart's lines turned into the pricing engine's input and
// priced by `price()` of src/domain/pricing-engine.ts, the same engine the server's quote charges
// with. Pure (no React, no fetching), so the server's parity test builds its input through it too.
import { isBoxSize } from '@/domain/boxes';
import type { CartItem, DeliveryMethod } from '@/domain/cart';
import { freeDeliveryProgress, type FreeDeliveryProgress } from '@/domain/delivery';
import type { Cents } from '@/domain/money';
import type { PricingTier } from '@/domain/pricing';
import {
  price,
  type PricedCart,
  type PricingLineInput,
  type PricingOffer,
} from '@/domain/pricing-engine';
import type { PublicSettings } from '@/domain/settings';
import { cartVat, type VatSummary } from '@/domain/vat';

/** What automatic offers target beside the product itself; the cart does not keep it. */
export interface ProductFacts {
  category: string;
  family: string;
}

export type EstimateSettings = Pick<
  PublicSettings,
  'deliveryFees' | 'freeDeliveryThresholds' | 'boxSizes'
>;

export interface EstimateInputs {
  tier: PricingTier;
  /** The running offers (GET /api/offers); empty while they load: prices without savings. */
  offers: readonly PricingOffer[];
  settings: EstimateSettings;
  method: DeliveryMethod;
  /** A salon in its own session picking up at its own salon (the server's rule). */
  salonSession: boolean;
  now: Date;
  /** A catalog product's category and family, when known (category/family offers need them). */
  factsOf?: (productId: number) => ProductFacts | undefined;
}

/** A drop line's item id: a positive whole number, or undefined (the line is then left out). */
function dropItemId(item: CartItem): number | undefined {
  const id = item.hold?.itemId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The engine's lines for a cart, as the server's quote builds them for the same order:
 * - a catalog line (numeric id, no type) at the cart's tier unit price, with its category and
 *   family when known (unknown: only product-wide offers can match it);
 * - a box, once per unit (checkout sends one box item per unit), at the size's current
 *   percentage. The cart keeps a box's sum (its components' tier prices when it was built), not
 *   each component's price, and the box rule depends only on the sum, so the box goes in as one
 *   component carrying that sum;
 * - a drop line by its drop item, at its drop price; without a usable item id it is left out.
 * Anything else (a line checkout would hold back) is left out.
 */
export function engineLinesOf(
  items: readonly CartItem[],
  boxSizes: EstimateSettings['boxSizes'],
  factsOf: (productId: number) => ProductFacts | undefined = () => undefined,
): PricingLineInput[] {
  const lines: PricingLineInput[] = [];
  for (const item of items) {
    if (item.type === 'drop') {
      const itemId = dropItemId(item);
      if (itemId !== undefined)
        lines.push({ kind: 'drop', itemId, quantity: item.quantity, unitPrice: item.price });
    } else if (item.type === 'box') {
      const size = item.selectedVariant;
      const first = item.components?.[0];
      if (!isBoxSize(size) || !first) continue;
      const box: PricingLineInput = {
        kind: 'box',
        size,
        percentOff: boxSizes[size].discountPercent,
        components: [
          {
            productId: first.productId,
            variant: first.selectedVariant,
            unitPrice: item.product.price,
            quantity: 1,
          },
        ],
      };
      for (let unit = 0; unit < item.quantity; unit += 1) lines.push(box);
    } else if (item.type === undefined && typeof item.productId === 'number') {
      const facts = factsOf(item.productId);
      lines.push({
        kind: 'item',
        productId: item.productId,
        variant: item.selectedVariant,
        category: facts?.category ?? '',
        family: facts?.family ?? '',
        quantity: item.quantity,
        unitPrice: item.price,
      });
    }
  }
  return lines;
}

export interface CartEstimate {
  /** The engine's whole answer (per line: its offer and saving). */
  priced: PricedCart;
  /** Before offers, boxes at their box price: the quote's subtotal. */
  subtotal: Cents;
  /** What automatic offers save: the quote's discount without a code. */
  offerSavings: Cents;
  shipping: Cents;
  total: Cents;
  /** Free delivery and how far it is, on the subtotal after offers. */
  progress: FreeDeliveryProgress;
  /** The VAT the total includes, per rate: the quote's own rule (src/domain/vat.ts). */
  vat: VatSummary;
}

/** The cart priced by the engine, in the figures the checkout's quote shows. */
export function estimateCart(items: readonly CartItem[], inputs: EstimateInputs): CartEstimate {
  const { tier, settings, salonSession } = inputs;
  const priced = price(
    engineLinesOf(items, settings.boxSizes, inputs.factsOf),
    tier,
    inputs.offers,
    { delivery: settings, method: inputs.method, salonSession, now: inputs.now },
  );
  // A box's own discount is part of its price (the line shows it), as in the server's quote.
  const boxSavings = priced.boxes.reduce((sum, box) => sum + box.discount, 0);
  return {
    priced,
    subtotal: priced.subtotal - boxSavings,
    offerSavings: priced.discount - boxSavings,
    shipping: priced.shipping,
    total: priced.total,
    progress: freeDeliveryProgress({
      subtotal: priced.total - priced.shipping,
      tier,
      salonSession,
      settings,
    }),
    vat: cartVat(priced),
  };
}
