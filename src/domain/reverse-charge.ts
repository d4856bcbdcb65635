// Reverse charge (issue 31): a Dutch seller supplying a Belgian business with a VAT number charges
// no Dutch VAT; the buyer accounts for it in Belgium. Decided once, by `isReverseCharge`, for the
// quote, the order (stored in orders.reverse_charge), its payment and its invoice, which all charge
// the same net amounts: the quote is turned net here, the order stores it as quoted, the payment
// charges the order's total and the invoice prints the stored amounts at 0 %.
import { isValidVatNumber } from './hairdressers';
import type { Cents } from './money';
import type { BoxQuoteLine, OrderLine, QuoteLine, Totals } from './orders';
import type { PricingTier } from './pricing';
import { DELIVERY_VAT_RATE, VAT_RATES, vatOf, type VatRate, type VatSummary } from './vat';

/** Who is billed, as far as VAT is concerned: its country and VAT number (if any). */
export interface VatBuyer {
  country: string;
  vatNumber: string | null | undefined;
}

/**
 * The one rule: a business-tier order, sold from the Netherlands, to a buyer in Belgium whose VAT
 * number passes the format and checksum checks (src/domain/hairdressers.ts). The buyer is the
 * company given for pay on invoice, else the salon of a salon session; a friends-and-family
 * shopper (a private person) and a client never have one.
 */
export function isReverseCharge({
  sellerCountry,
  tier,
  buyer,
}: {
  sellerCountry: string;
  tier: PricingTier;
  buyer: VatBuyer | null;
}): boolean {
  return (
    tier === 'business' &&
    sellerCountry.trim().toUpperCase() === 'NL' &&
    buyer !== null &&
    buyer.country.trim().toUpperCase() === 'BE' &&
    isValidVatNumber('BE', buyer.vatNumber)
  );
}

/** What a reverse-charged buyer reads for a VAT-inclusive amount: it without the Dutch VAT. */
export function netOf(gross: Cents, rate: VatRate): Cents {
  return gross - vatOf(gross, rate);
}

/** A reverse-charged quote's or order's VAT: none. */
export const NO_VAT: VatSummary = { total: 0, rates: [] };

/**
 * A catalog or drop line, net: the unit price without its VAT, times the quantity (so a stored
 * line still adds up: line total = unit price × quantity); each discount without its VAT, never
 * more than what is left of the line. Its rate becomes 0: the price includes no VAT.
 */
export function netLine<T extends QuoteLine>(
  line: T,
  fallbackRate: VatRate = VAT_RATES.standard,
): T {
  const rate = line.vatRate ?? fallbackRate;
  const unitPrice = netOf(line.unitPrice, rate);
  const lineTotal = unitPrice * line.quantity;
  const discount = Math.min(netOf(line.discount ?? 0, rate), lineTotal);
  const codeDiscount = Math.min(netOf(line.codeDiscount ?? 0, rate), lineTotal - discount);
  return {
    ...line,
    unitPrice,
    lineTotal,
    ...(line.discount !== undefined ? { discount } : {}),
    ...(line.codeDiscount !== undefined ? { codeDiscount } : {}),
    ...(line.vatRate !== undefined ? { vatRate: 0 } : {}),
  };
}

/**
 * A box, net: its components net (their sum is the box's sum), its price without its VAT (never
 * above that sum), its saving the difference.
 */
export function netBox<T extends BoxQuoteLine>(box: T): T {
  const rate = box.vatRate ?? VAT_RATES.standard;
  const components = box.components.map((component) => netLine(component, rate));
  const sum = components.reduce((total, component) => total + component.lineTotal, 0);
  const price = Math.min(netOf(box.lineTotal, rate), sum);
  return {
    ...box,
    components: components as T['components'],
    sum,
    unitPrice: price,
    lineTotal: price,
    discount: sum - price,
    ...(box.vatRate !== undefined ? { vatRate: 0 } : {}),
  };
}

/** What a line charges for after its discounts (a box: its price). */
function charged(line: OrderLine): Cents {
  return line.type === 'box'
    ? line.lineTotal
    : line.lineTotal - (line.discount ?? 0) - (line.codeDiscount ?? 0);
}

/**
 * A priced quote as a reverse-charged buyer is charged: every line net (netLine, netBox),
 * delivery net, and what the order keeps apart from its lines (an offer code's share on a box)
 * net too. The totals add up as ever: subtotal − discount + shipping = total = the lines' charges
 * + the order's own discount + delivery, so the invoice's lines (read from the stored order) add
 * up to exactly the total the payment charges.
 */
export function reverseChargedQuote<L extends OrderLine>(
  lines: readonly L[],
  totals: Totals,
): { lines: L[]; totals: Totals; vat: VatSummary } {
  const net = lines.map((line) => (line.type === 'box' ? netBox(line) : netLine(line)) as L);
  const grossGoods = lines.reduce((sum, line) => sum + charged(line), 0);
  const netGoods = net.reduce((sum, line) => sum + charged(line), 0);
  // The order's own discount (≤ 0): the total less delivery less what the lines charge.
  const rest = totals.total - totals.shipping - grossGoods;
  const netRest =
    rest < 0
      ? -Math.min(netOf(-rest, VAT_RATES.standard), netGoods)
      : netOf(rest, VAT_RATES.standard);
  const shipping = netOf(totals.shipping, DELIVERY_VAT_RATE);
  const subtotal = net.reduce((sum, line) => sum + line.lineTotal, 0);
  const total = netGoods + netRest + shipping;
  return {
    lines: net,
    totals: { subtotal, discount: subtotal + shipping - total, shipping, total },
    vat: NO_VAT,
  };
}
