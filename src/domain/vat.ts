// VAT (issue 17, product.md §8): every stored price — client and business — is a gross amount
// that includes Dutch VAT, so what a shopper is charged never depends on this module. It only
// says how much of a total is VAT, per rate, for the quote, the order and the cart's estimate:
// one pure function for the server and the web app, so they never disagree by a cent.
import type { Cents } from './money';
import type { PricedCart } from './pricing-engine';

/** Dutch VAT rates in percent. */
export const VAT_RATES = { standard: 21, reduced: 9 } as const;
export type VatRate = number;

/**
 * The rate each product family is sold at. Hair, care products and tools are all standard-rated
 * in the Netherlands; a family sold at another rate is listed here and every line, quote and
 * order follows by data.
 */
const FAMILY_VAT_RATES: Readonly<Record<string, VatRate>> = {
  'human-hair': VAT_RATES.standard,
  'synthetic-hair': VAT_RATES.standard,
  'salon-essentials': VAT_RATES.standard,
};

/** A product's rate by its family; unknown (or not given): the standard rate. */
export function productVatRate(family?: string): VatRate {
  return (family !== undefined ? FAMILY_VAT_RATES[family] : undefined) ?? VAT_RATES.standard;
}

/** Delivery follows the goods it delivers; all of them are standard-rated. */
export const DELIVERY_VAT_RATE: VatRate = VAT_RATES.standard;

/**
 * The VAT a gross amount includes at `rate` percent: gross − round(gross × 100 / (100 + rate)),
 * rounded to the cent half up, so the net is a whole number of cents and net + VAT = gross.
 */
export function vatOf(gross: Cents, rate: VatRate): Cents {
  if (rate === 0) return 0;
  return gross - Math.round((gross * 100) / (100 + rate));
}

/** One rate of a breakdown: net + vat is the gross paid at that rate. */
export interface VatPart {
  rate: VatRate;
  net: Cents;
  vat: Cents;
}

/** The VAT a total includes: its sum, and per rate (highest rate first). */
export interface VatSummary {
  total: Cents;
  rates: VatPart[];
}

/** A gross amount (a line after every discount, or the delivery fee) and its rate. */
export interface TaxedAmount {
  gross: Cents;
  rate: VatRate;
}

/**
 * Groups the amounts per rate and takes the VAT of each group's sum (rounding once per rate, as an
 * invoice does), so the nets and VATs add up to the sum of the amounts exactly. Rates whose amounts
 * come to nothing are left out.
 */
export function vatBreakdown(amounts: readonly TaxedAmount[]): VatSummary {
  const grossByRate = new Map<VatRate, Cents>();
  for (const { gross, rate } of amounts) {
    grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + gross);
  }
  const rates = [...grossByRate]
    .filter(([, gross]) => gross !== 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, gross]) => {
      const vat = vatOf(gross, rate);
      return { rate, net: gross - vat, vat };
    });
  return { total: rates.reduce((sum, part) => sum + part.vat, 0), rates };
}

/**
 * The VAT of a priced cart (src/domain/pricing-engine.ts): each catalog line, box and drop line
 * after its discounts at its product's rate, plus delivery. Adds up to `priced.total`. Boxes and
 * drop items are standard-rated like everything sold now; a box mixing rates would be split here.
 */
export function cartVat(priced: PricedCart): VatSummary {
  return vatBreakdown([
    ...priced.lines.map((line) => ({ gross: line.total, rate: productVatRate(line.family) })),
    ...priced.boxes.map((box) => ({ gross: box.total, rate: productVatRate() })),
    ...priced.drops.map((line) => ({ gross: line.total, rate: productVatRate() })),
    { gross: priced.shipping, rate: DELIVERY_VAT_RATE },
  ]);
}

/** Whether a stored breakdown has anything to show (orders placed before VAT was recorded: no). */
export function hasVat(summary: VatSummary | null | undefined): summary is VatSummary {
  return summary !== null && summary !== undefined && summary.rates.length > 0;
}
