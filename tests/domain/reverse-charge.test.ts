// Issue 31: quote, order, payment and invoice agree to the cent, reverse-charged or not, over
// tiers, countries and VAT numbers; reverse charge exactly for a Belgian salon with a valid one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidVatNumber } from '@/domain/hairdressers';
import {
  chargedAmounts,
  invoiceLines,
  invoiceTotals,
  type ChargedOrderLine,
} from '@/domain/invoices';
import type { BoxQuoteLine, OrderLine, QuoteLine, Totals } from '@/domain/orders';
import { isReverseCharge, reverseChargedQuote } from '@/domain/reverse-charge';

const RUNS = 400;
const SHOPPERS = ['client', 'salon', 'friends-family'] as const;
type Shopper = (typeof SHOPPERS)[number];
const VAT_NUMBERS = {
  none: () => null,
  valid: (country: 'NL' | 'BE') => (country === 'BE' ? 'BE0403170701' : 'NL858123456B01'),
  malformed: (country: 'NL' | 'BE') => (country === 'BE' ? 'BE0403170702' : 'NL85812345B01'),
} as const;

const catalogLine = fc
  .record({
    unitPrice: fc.integer({ min: 0, max: 40_000 }),
    quantity: fc.integer({ min: 1, max: 12 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    codeShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ unitPrice, quantity, discountShare, codeShare }): QuoteLine => {
    const lineTotal = unitPrice * quantity;
    const discount = Math.floor(lineTotal * discountShare * 0.5);
    const codeDiscount = Math.floor((lineTotal - discount) * codeShare * 0.3);
    return {
      productId: 1,
      variant: null,
      name: 'Bundle',
      quantity,
      unitPrice,
      lineTotal,
      discount,
      codeDiscount,
      offer: null,
      vatRate: 21,
    };
  });

const boxLine = fc
  .record({
    components: fc.array(
      fc.record({
        unitPrice: fc.integer({ min: 0, max: 9_000 }),
        quantity: fc.integer({ min: 1, max: 4 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    percentOff: fc.integer({ min: 0, max: 30 }),
  })
  .map(({ components, percentOff }): BoxQuoteLine => {
    const lines = components.map(({ unitPrice, quantity }): QuoteLine => ({
      productId: 2,
      variant: null,
      name: 'Component',
      quantity,
      unitPrice,
      lineTotal: unitPrice * quantity,
    }));
    const sum = lines.reduce((total, line) => total + line.lineTotal, 0);
    const discount = Math.round((sum * percentOff) / 100);
    return {
      type: 'box',
      size: 'medium',
      name: 'Medium box',
      quantity: 1,
      unitPrice: sum - discount,
      lineTotal: sum - discount,
      sum,
      discount,
      components: lines,
      vatRate: 21,
    };
  });

/** A priced cart as quoteFor builds it: lines, delivery and an offer code's share on boxes. */
const pricedCart = fc
  .record({
    lines: fc.array(fc.oneof(catalogLine, catalogLine, boxLine), { minLength: 1, maxLength: 6 }),
    shipping: fc.constantFrom(0, 495, 695, 1295),
    boxCodeShare: fc.double({ min: 0, max: 0.2, noNaN: true }),
  })
  .map(({ lines, shipping, boxCodeShare }) => {
    const boxes = lines.reduce((sum, line) => sum + (line.type === 'box' ? line.lineTotal : 0), 0);
    const onOrder = Math.floor(boxes * boxCodeShare);
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    const lineDiscounts = lines.reduce(
      (sum, line) =>
        sum + (line.type === 'box' ? 0 : (line.discount ?? 0) + (line.codeDiscount ?? 0)),
      0,
    );
    const discount = lineDiscounts + onOrder;
    const totals: Totals = { subtotal, discount, shipping, total: subtotal - discount + shipping };
    return { lines: lines as OrderLine[], totals };
  });

/** The lines an order stores, as the invoice reads them back (boxes: one line, no discounts). */
function storedLines(lines: readonly OrderLine[]): ChargedOrderLine[] {
  return lines.map((line) => ({
    name: line.name,
    variant: null,
    quantity: line.quantity,
    lineTotal: line.lineTotal,
    discount: line.type === 'box' ? 0 : (line.discount ?? 0),
    codeDiscount: line.type === 'box' ? 0 : (line.codeDiscount ?? 0),
    box: line.type === 'box',
    rate: 21,
  }));
}

describe('reverse charge: quote, order, payment and invoice agree to the cent', () => {
  it('over tiers, countries and VAT numbers', () => {
    fc.assert(
      fc.property(
        pricedCart,
        fc.constantFrom(...SHOPPERS),
        fc.constantFrom('NL' as const, 'BE' as const),
        fc.constantFrom('none' as const, 'valid' as const, 'malformed' as const),
        (cart, shopper: Shopper, country, vatKind) => {
          const vatNumber = VAT_NUMBERS[vatKind](country);
          // Only a salon is billed as a business; a friend and a client never have a VAT buyer.
          const buyer = shopper === 'salon' ? { country, vatNumber } : null;
          const tier = shopper === 'client' ? 'client' : 'business';
          const reverse = isReverseCharge({ sellerCountry: 'NL', tier, buyer });
          expect(reverse).toBe(shopper === 'salon' && country === 'BE' && vatKind === 'valid');

          // The quote (what the checkout shows).
          const quote = reverse
            ? reverseChargedQuote(cart.lines, cart.totals)
            : { lines: cart.lines, totals: cart.totals };
          const { totals } = quote;
          // The order stores the quote: its checks hold (orders_total_adds_up, money ≥ 0,
          // order_lines_total_adds_up).
          expect(totals.total).toBe(totals.subtotal - totals.discount + totals.shipping);
          for (const value of Object.values(totals)) expect(value).toBeGreaterThanOrEqual(0);
          for (const line of quote.lines) {
            expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
            if (line.type === 'box') {
              expect(line.discount).toBeGreaterThanOrEqual(0);
              for (const c of line.components) expect(c.lineTotal).toBe(c.unitPrice * c.quantity);
            } else {
              expect((line.discount ?? 0) + (line.codeDiscount ?? 0)).toBeLessThanOrEqual(
                line.lineTotal,
              );
            }
          }
          if (reverse) {
            expect(totals.total).toBeLessThanOrEqual(cart.totals.total);
            expect(quote.lines.every((line) => line.vatRate === 0)).toBe(true);
          }
          // The payment charges the order's total; the invoice prints the stored order.
          const payment = totals.total;
          const lines = invoiceLines(chargedAmounts(storedLines(quote.lines), totals), reverse);
          const invoice = invoiceTotals(lines);
          expect(invoice.gross).toBe(payment);
          expect(invoice.net + invoice.vat).toBe(invoice.gross);
          for (const line of lines) {
            expect(line.net + line.vat).toBe(line.gross);
            if (reverse) expect(line).toMatchObject({ vat: 0, rate: 0 });
          }
          if (reverse) expect(invoice.vat).toBe(0);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('the one reverse-charge rule', () => {
  const belgianSalon = { country: 'BE', vatNumber: 'BE0403170701' };
  it('a Dutch seller, a business tier and a Belgian buyer whose VAT number passes the checks', () => {
    expect(isReverseCharge({ sellerCountry: 'NL', tier: 'business', buyer: belgianSalon })).toBe(
      true,
    );
    expect(
      isReverseCharge({
        sellerCountry: 'NL',
        tier: 'business',
        buyer: { country: 'BE', vatNumber: 'be 0403.170.701' },
      }),
    ).toBe(true);
  });
  it('never for a client, a seller abroad, a Dutch buyer, or a VAT number that fails its checks', () => {
    expect(isReverseCharge({ sellerCountry: 'NL', tier: 'client', buyer: belgianSalon })).toBe(
      false,
    );
    expect(isReverseCharge({ sellerCountry: 'BE', tier: 'business', buyer: belgianSalon })).toBe(
      false,
    );
    expect(isReverseCharge({ sellerCountry: 'NL', tier: 'business', buyer: null })).toBe(false);
    for (const vatNumber of [null, '', ' ', 'BE0403170702', 'BE403170701', 'NL858123456B01']) {
      expect(
        isReverseCharge({
          sellerCountry: 'NL',
          tier: 'business',
          buyer: { country: 'BE', vatNumber },
        }),
      ).toBe(false);
    }
    expect(
      isReverseCharge({
        sellerCountry: 'NL',
        tier: 'business',
        buyer: { country: 'NL', vatNumber: 'NL858123456B01' },
      }),
    ).toBe(false);
  });
  it('checks a VAT number by its country: Belgian mod 97, Dutch by format', () => {
    expect(isValidVatNumber('BE', 'BE0403170701')).toBe(true);
    expect(isValidVatNumber('BE', 'BE0403170702')).toBe(false);
    expect(isValidVatNumber('NL', 'NL858123456B01')).toBe(true);
    expect(isValidVatNumber('NL', 'NL858123456')).toBe(false);
    expect(isValidVatNumber('NL', 'BE0403170701')).toBe(false);
  });
});
