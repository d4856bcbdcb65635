// The pricing engine (product.md §3, §9, §11): one pure module prices a whole cart, so the server's
// quote (what the shopper is charged) and the web app's estimate (what the cart and the product
// cards show) can never disagree. It has no dependencies beyond small domain modules (no zod), so
// it is cheap to load on the first visit.
//
// Order of work:
//  1. Tier unit price. The caller passes each catalog line's unit price for the shopper's tier,
//     computed with `unitPrice` of ./pricing (variant → product → normal; business prices first
//     for the business tier). The engine never looks a price up itself.
//  2. Automatic offers. Offers without a code, active at `now`, for the shopper's audience
//     (`all`, or `client`/`business` matching the tier), targeting the line's product, category
//     or family. Per catalog line the single best one (the largest saving on that line; on a tie,
//     the lowest id) applies; offers never stack on a line. Percent: `percentOf(lineTotal, value)`;
//     amount: `value` per unit. A line's discount never exceeds its total (never below 0).
//  3. Boxes. A box line is priced by `boxPrice` of ./boxes: the sum of its components' tier unit
//     prices times quantities, minus the size's percentage. Automatic offers never apply inside a
//     box; the box discount replaces them.
//  3b. Drop lines (product.md §10) are priced at the drop price of the shopper's tier, which the
//     caller passes; no automatic offer or code applies to them (the drop price is the deal).
//     They count toward the subtotal, a code's minimum and free delivery like any line.
//  4. One offer code per order. The code (matched case-insensitively, surrounding spaces ignored)
//     names one offer with a code. It must be active and started, not ended, for the audience,
//     have uses left, the cart's subtotal after steps 2–3 must reach its minimum, and something in
//     the cart must be eligible. Eligible: catalog lines of its target product/category/family
//     (after their automatic offer), or for an `order` target every catalog line and box (at
//     their prices after steps 2–3). Percent: `percentOf` of each eligible line, added up;
//     amount: `value`, at most the eligible subtotal. Otherwise it is refused with a reason and
//     saves nothing; the rest of the price is unchanged.
//  5. Delivery. The fee of ./delivery on the subtotal after every discount (free from the tier's
//     threshold; free for a salon picking up in its own salon session).
//
// Money is integer cents. Rounding happens per line (and per box), half away from zero, through
// `percentOf`; totals are sums of rounded lines, so every figure adds up exactly:
// subtotal − discount + shipping = total, and discount = undiscounted − discounted.
import { boxPrice, percentOf, type BoxSize } from './boxes';
import type { DeliveryMethod } from './cart';
import { deliveryFee, qualifiesForFreeDelivery, type DeliverySettings } from './delivery';
import type { Cents } from './money';
import type { PricingTier } from './pricing';
import { bestAutomaticOffer, isForAudience, targets, type PricingOffer } from './offer-rules';

export {
  bestAutomaticOffer,
  isForAudience,
  isRunning,
  OFFER_AUDIENCES,
  OFFER_KINDS,
  OFFER_TARGET_TYPES,
  type OfferAudience,
  type OfferKind,
  type OfferTarget,
  type OfferTargetType,
  type PricingOffer,
} from './offer-rules';

export interface CatalogLineInput {
  kind: 'item';
  productId: number;
  variant: string | null;
  category: string;
  family: string;
  quantity: number;
  /** The tier unit price (step 1). */
  unitPrice: Cents;
}

export interface BoxComponentInput {
  productId: number;
  variant: string | null;
  /** The component's tier unit price. */
  unitPrice: Cents;
  quantity: number;
}

export interface BoxLineInput {
  kind: 'box';
  size: BoxSize;
  /** The size's percentage off (from the settings' box sizes). */
  percentOff: number;
  components: readonly BoxComponentInput[];
}

export interface DropLineInput {
  kind: 'drop';
  itemId: number;
  quantity: number;
  /** The drop price for the shopper's tier. */
  unitPrice: Cents;
}

export type PricingLineInput = CatalogLineInput | BoxLineInput | DropLineInput;

export interface PricingSettings {
  delivery: DeliverySettings;
  method: DeliveryMethod;
  /** A salon picking up at its own salon in its salon session: delivery is free. */
  salonSession: boolean;
  /** The moment offers are judged at. */
  now: Date;
}

export interface AppliedOffer {
  id: number;
  title: string;
}

export interface PricedCatalogLine extends CatalogLineInput {
  /** unitPrice × quantity, before any offer. */
  lineTotal: Cents;
  /** The automatic offer's saving on this line (0 without one). */
  discount: Cents;
  offer: AppliedOffer | null;
  /** The code's share of its saving on this line (0 when the code does not touch it). */
  codeDiscount: Cents;
  /** lineTotal − discount − codeDiscount. */
  total: Cents;
}

export interface PricedBox extends BoxLineInput {
  /** The components' sum. */
  sum: Cents;
  /** The box discount (the size's percentage of the sum). */
  discount: Cents;
  /** The code's share of its saving on this box. */
  codeDiscount: Cents;
  /** sum − discount − codeDiscount. */
  total: Cents;
}

export const CODE_REFUSALS = [
  'unknown',
  'expired',
  'not-yet-valid',
  'below-minimum',
  'wrong-audience',
  'used-up',
  'not-applicable',
] as const;
export type CodeRefusal = (typeof CODE_REFUSALS)[number];

export type CodeResult =
  | { status: 'applied'; code: string; offer: AppliedOffer; saving: Cents }
  | { status: 'refused'; code: string; reason: CodeRefusal; message: string };

export interface PricedDropLine extends DropLineInput {
  /** unitPrice × quantity: what the line costs. */
  total: Cents;
}

export interface PricedCart {
  lines: PricedCatalogLine[];
  boxes: PricedBox[];
  drops: PricedDropLine[];
  /** Before any discount: catalog line totals plus box sums. */
  subtotal: Cents;
  /** Automatic offers + box discounts + the code's saving. */
  discount: Cents;
  shipping: Cents;
  /** subtotal − discount + shipping. */
  total: Cents;
  freeDelivery: boolean;
  /** Null when no code was given. */
  code: CodeResult | null;
}

/** A code as stored and compared: trimmed, upper case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

const REFUSAL_MESSAGES: Record<CodeRefusal, string> = {
  unknown: 'This code is not valid',
  expired: 'This code has expired',
  'not-yet-valid': 'This code is not valid yet',
  'below-minimum': 'Your order is below the minimum for this code',
  'wrong-audience': 'This code is not for your account type',
  'used-up': 'This code has been used up',
  'not-applicable': 'Nothing in your cart is part of this offer',
};

export function refusalMessage(reason: CodeRefusal, offer?: PricingOffer): string {
  if (reason === 'below-minimum' && offer) {
    return `${REFUSAL_MESSAGES[reason]} (${(offer.minSubtotal / 100).toFixed(2)} EUR)`;
  }
  return REFUSAL_MESSAGES[reason];
}

/** Step 4's checks, in the order a shopper can best act on them. */
function checkCode(
  offer: PricingOffer | undefined,
  tier: PricingTier,
  now: Date,
  subtotalAfterOffers: Cents,
  eligible: Cents,
): CodeRefusal | null {
  if (!offer || !offer.active) return 'unknown';
  const time = now.getTime();
  if (offer.startsAt !== null && time < Date.parse(offer.startsAt)) return 'not-yet-valid';
  if (offer.endsAt !== null && time >= Date.parse(offer.endsAt)) return 'expired';
  if (!isForAudience(offer.audience, tier)) return 'wrong-audience';
  if (offer.usesLeft !== null && offer.usesLeft <= 0) return 'used-up';
  if (subtotalAfterOffers < offer.minSubtotal) return 'below-minimum';
  if (eligible <= 0) return 'not-applicable';
  return null;
}

/** Prices a whole cart; see the order of work at the top of this module. */
export function price(
  lines: readonly PricingLineInput[],
  tier: PricingTier,
  offers: readonly PricingOffer[],
  settings: PricingSettings,
  code?: string | null,
): PricedCart {
  const { now } = settings;
  // Steps 1–2.
  const catalog: PricedCatalogLine[] = [];
  const boxes: PricedBox[] = [];
  const drops: PricedDropLine[] = [];
  for (const line of lines) {
    if (line.kind === 'drop') {
      // Step 3b.
      drops.push({ ...line, total: line.unitPrice * line.quantity });
    } else if (line.kind === 'item') {
      const lineTotal = line.unitPrice * line.quantity;
      const best = bestAutomaticOffer(line, tier, offers, now);
      const discount = best?.saving ?? 0;
      catalog.push({
        ...line,
        lineTotal,
        discount,
        offer: best ? { id: best.offer.id, title: best.offer.title } : null,
        codeDiscount: 0,
        total: lineTotal - discount,
      });
    } else {
      // Step 3.
      const box = boxPrice(line.components, line.percentOff);
      boxes.push({
        ...line,
        sum: box.sum,
        discount: box.discount,
        codeDiscount: 0,
        total: box.price,
      });
    }
  }

  // Step 4.
  let codeResult: CodeResult | null = null;
  const given = code == null ? '' : normalizeCode(code);
  if (given !== '') {
    const offer = offers.find(
      (candidate) => candidate.code !== null && normalizeCode(candidate.code) === given,
    );
    const afterOffers =
      catalog.reduce((sum, line) => sum + line.total, 0) +
      boxes.reduce((sum, box) => sum + box.total, 0) +
      dropTotal(drops);
    const eligibleLines = offer ? catalog.filter((line) => targets(offer.target, line)) : [];
    const eligibleBoxes = offer?.target.type === 'order' ? boxes : [];
    const eligible =
      eligibleLines.reduce((sum, line) => sum + line.total, 0) +
      eligibleBoxes.reduce((sum, box) => sum + box.total, 0);
    const refusal = checkCode(offer, tier, now, afterOffers, eligible);
    if (refusal !== null || !offer) {
      const reason = refusal ?? 'unknown';
      codeResult = {
        status: 'refused',
        code: given,
        reason,
        message: refusalMessage(reason, offer),
      };
    } else {
      const targetsOf: { total: Cents; codeDiscount: Cents }[] = [
        ...eligibleLines,
        ...eligibleBoxes,
      ];
      if (offer.kind === 'percent') {
        for (const item of targetsOf) item.codeDiscount = percentOf(item.total, offer.value);
      } else {
        // An amount is spread over the eligible lines in order, each at most its own total.
        let left = Math.min(offer.value, eligible);
        for (const item of targetsOf) {
          const share = Math.min(left, item.total);
          item.codeDiscount = share;
          left -= share;
        }
      }
      let saving = 0;
      for (const item of targetsOf) {
        item.codeDiscount = Math.max(0, Math.min(item.total, item.codeDiscount));
        item.total -= item.codeDiscount;
        saving += item.codeDiscount;
      }
      codeResult = {
        status: 'applied',
        code: given,
        offer: { id: offer.id, title: offer.title },
        saving,
      };
    }
  }

  // Step 5.
  const subtotal =
    catalog.reduce((sum, line) => sum + line.lineTotal, 0) +
    boxes.reduce((sum, box) => sum + box.sum, 0) +
    dropTotal(drops);
  const discounted =
    catalog.reduce((sum, line) => sum + line.total, 0) +
    boxes.reduce((sum, box) => sum + box.total, 0) +
    dropTotal(drops);
  const discount = subtotal - discounted;
  const context = {
    subtotal: discounted,
    tier,
    salonSession: settings.salonSession,
    settings: settings.delivery,
  };
  const shipping = deliveryFee(settings.method, context);
  return {
    lines: catalog,
    boxes,
    drops,
    subtotal,
    discount,
    shipping,
    total: discounted + shipping,
    freeDelivery: qualifiesForFreeDelivery(context),
    code: codeResult,
  };
}

function dropTotal(drops: readonly PricedDropLine[]): Cents {
  return drops.reduce((sum, line) => sum + line.total, 0);
}
