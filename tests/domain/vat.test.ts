import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { price, type PricingLineInput, type PricingOffer } from '@/domain/pricing-engine';
import { cartVat, hasVat, productVatRate, VAT_RATES, vatBreakdown, vatOf } from '@/domain/vat';

const PROPERTY_RUNS = 500;

describe('VAT of a gross amount', () => {
  it('is gross − round(gross × 100 / (100 + rate))', () => {
    expect(vatOf(12100, 21)).toBe(2100);
    expect(vatOf(10900, 9)).toBe(900);
    // 1000 / 1.21 = 826.446… → net 826, VAT 174.
    expect(vatOf(1000, 21)).toBe(174);
    // 695 / 1.21 = 574.38… → net 574, VAT 121.
    expect(vatOf(695, 21)).toBe(121);
    // 1 / 1.21 = 0.826… → net 1, VAT 0: a cent is never split.
    expect(vatOf(1, 21)).toBe(0);
    expect(vatOf(3, 21)).toBe(1);
  });

  it('is nothing at a zero rate or on a zero amount', () => {
    expect(vatOf(12345, 0)).toBe(0);
    expect(vatOf(0, 21)).toBe(0);
  });

  it('leaves a whole-cent net, never above the gross', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(VAT_RATES.standard, VAT_RATES.reduced),
        (gross, rate) => {
          const vat = vatOf(gross, rate);
          expect(Number.isInteger(vat)).toBe(true);
          expect(vat).toBeGreaterThanOrEqual(0);
          expect(vat).toBeLessThanOrEqual(gross);
          // The net is the nearest cent to gross / (1 + rate).
          expect(Math.abs(gross - vat - (gross * 100) / (100 + rate))).toBeLessThanOrEqual(0.5);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});

describe('VAT breakdown per rate', () => {
  it('groups amounts per rate, highest rate first, and rounds once per rate', () => {
    const summary = vatBreakdown([
      { gross: 1000, rate: 21 },
      { gross: 1000, rate: 21 },
      { gross: 545, rate: 9 },
      { gross: 695, rate: 21 },
    ]);
    // 2695 at 21 %: net 2227 (2227.27…), VAT 468; 545 at 9 %: net 500, VAT 45.
    expect(summary).toEqual({
      total: 513,
      rates: [
        { rate: 21, net: 2227, vat: 468 },
        { rate: 9, net: 500, vat: 45 },
      ],
    });
  });

  it('leaves out rates whose amounts come to nothing', () => {
    expect(
      vatBreakdown([
        { gross: 0, rate: 9 },
        { gross: 1210, rate: 21 },
      ]),
    ).toEqual({
      total: 210,
      rates: [{ rate: 21, net: 1000, vat: 210 }],
    });
    expect(vatBreakdown([])).toEqual({ total: 0, rates: [] });
    expect(hasVat(vatBreakdown([]))).toBe(false);
    expect(hasVat(null)).toBe(false);
    expect(hasVat(vatBreakdown([{ gross: 100, rate: 21 }]))).toBe(true);
  });

  it('adds up to the amounts exactly: Σ(net + VAT) = Σ gross, total = Σ VAT', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gross: fc.integer({ min: 0, max: 5_000_000 }),
            rate: fc.constantFrom(0, VAT_RATES.reduced, VAT_RATES.standard),
          }),
          { maxLength: 30 },
        ),
        (amounts) => {
          const summary = vatBreakdown(amounts);
          const gross = amounts.reduce((sum, amount) => sum + amount.gross, 0);
          expect(summary.rates.reduce((sum, part) => sum + part.net + part.vat, 0)).toBe(gross);
          expect(summary.total).toBe(summary.rates.reduce((sum, part) => sum + part.vat, 0));
          expect(new Set(summary.rates.map((part) => part.rate)).size).toBe(summary.rates.length);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});

describe('VAT rates of what the shop sells', () => {
  it('sells every family, and delivery, at the standard Dutch rate of 21 %', () => {
    expect(VAT_RATES.standard).toBe(21);
    for (const family of ['human-hair', 'synthetic-hair', 'salon-essentials', 'unknown']) {
      expect(productVatRate(family)).toBe(21);
    }
    expect(productVatRate()).toBe(21);
  });
});

// Random carts: catalog lines, boxes and drop lines, offers and a code, any delivery.
const catalogLine = fc.record({
  kind: fc.constant('item' as const),
  productId: fc.integer({ min: 1, max: 6 }),
  variant: fc.constant(null),
  category: fc.constantFrom('bundles', 'care'),
  family: fc.constantFrom('human-hair', 'salon-essentials'),
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPrice: fc.integer({ min: 0, max: 50_000 }),
});
const boxLine = fc.record({
  kind: fc.constant('box' as const),
  size: fc.constantFrom('small' as const, 'medium' as const, 'large' as const),
  percentOff: fc.integer({ min: 0, max: 90 }),
  components: fc.array(
    fc.record({
      productId: fc.integer({ min: 1, max: 6 }),
      variant: fc.constant(null),
      unitPrice: fc.integer({ min: 0, max: 50_000 }),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    { minLength: 1, maxLength: 5 },
  ),
});
const dropLine = fc.record({
  kind: fc.constant('drop' as const),
  itemId: fc.integer({ min: 1, max: 9 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  unitPrice: fc.integer({ min: 0, max: 30_000 }),
});
const offerArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    title: fc.constant(`Offer ${id}`),
    kind: fc.constantFrom('percent' as const, 'amount' as const),
    value: fc.integer({ min: 1, max: 90 }).chain((v) => fc.constantFrom(v, v * 137)),
    target: fc.constantFrom(
      { type: 'order' as const },
      { type: 'family' as const, family: 'human-hair' },
      { type: 'product' as const, productId: 1 },
    ),
    audience: fc.constant('all' as const),
    startsAt: fc.constant(null),
    endsAt: fc.constant(null),
    code: fc.constantFrom(null, `CODE${id}`),
    minSubtotal: fc.constant(0),
    usesLeft: fc.constant(null),
    active: fc.constant(true),
  }) satisfies fc.Arbitrary<PricingOffer>;

describe('VAT of a priced cart', () => {
  it('counts every line after all its discounts, plus delivery, and adds up to the total exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(catalogLine, catalogLine, boxLine, dropLine), {
          minLength: 1,
          maxLength: 10,
        }) as fc.Arbitrary<PricingLineInput[]>,
        fc.tuple(offerArb(1), offerArb(2), offerArb(3)),
        fc.constantFrom(undefined, 'CODE1', 'CODE2', 'CODE3'),
        fc.constantFrom('home' as const, 'locker' as const, 'salon' as const),
        fc.constantFrom('client' as const, 'business' as const),
        (lines, offers, code, method, tier) => {
          const priced = price(
            lines,
            tier,
            offers,
            {
              delivery: {
                deliveryFees: { home: 695, locker: 395, salon: 0 },
                freeDeliveryThresholds: { client: 7500, business: 25000 },
              },
              method,
              salonSession: false,
              now: new Date('2025-06-15T12:00:00Z'),
            },
            code,
          );
          const vat = cartVat(priced);
          const parts = vat.rates.reduce((sum, part) => sum + part.net + part.vat, 0);
          expect(parts).toBe(priced.total);
          // Everything sold now is at 21 %: one rate, its VAT that of the whole total.
          expect(vat.total).toBe(vatOf(priced.total, 21));
          expect(vat.rates.every((part) => part.rate === 21)).toBe(true);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('takes the VAT of what is paid: after the offer, with the delivery fee', () => {
    const priced = price(
      [
        {
          kind: 'item',
          productId: 1,
          variant: null,
          category: 'care',
          family: 'salon-essentials',
          quantity: 2,
          unitPrice: 2500,
        },
      ],
      'client',
      [
        {
          id: 1,
          title: '10 % off care',
          kind: 'percent',
          value: 10,
          target: { type: 'category', category: 'care' },
          audience: 'all',
          startsAt: null,
          endsAt: null,
          code: null,
          minSubtotal: 0,
          usesLeft: null,
          active: true,
        },
      ],
      {
        delivery: {
          deliveryFees: { home: 695, locker: 395, salon: 0 },
          freeDeliveryThresholds: { client: 7500, business: 25000 },
        },
        method: 'home',
        salonSession: false,
        now: new Date('2025-06-15T12:00:00Z'),
      },
    );
    // 5000 − 500 + 695 = 5195; 5195 / 1.21 = 4293.39 → net 4293, VAT 902.
    expect(priced.total).toBe(5195);
    expect(cartVat(priced)).toEqual({ total: 902, rates: [{ rate: 21, net: 4293, vat: 902 }] });
  });
});
