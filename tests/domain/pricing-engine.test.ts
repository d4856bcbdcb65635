import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestAutomaticOffer,
  price,
  type PricingLineInput,
  type PricingOffer,
  type PricingSettings,
} from '@/domain/pricing-engine';
import type { PricingTier } from '@/domain/pricing';

/** How many random carts each property is checked on. */
const PROPERTY_RUNS = 500;

const NOW = new Date('2025-06-15T12:00:00Z');
const settings: PricingSettings = {
  delivery: {
    deliveryFees: { home: 695, locker: 395, salon: 0 },
    freeDeliveryThresholds: { client: 7500, business: 25000 },
  },
  method: 'home',
  salonSession: false,
  now: NOW,
};

function offer(overrides: Partial<PricingOffer> & Pick<PricingOffer, 'id'>): PricingOffer {
  return {
    title: `Offer ${overrides.id}`,
    kind: 'percent',
    value: 10,
    target: { type: 'order' },
    audience: 'all',
    startsAt: null,
    endsAt: null,
    code: null,
    minSubtotal: 0,
    usesLeft: null,
    active: true,
    ...overrides,
  };
}

function item(overrides: Partial<Extract<PricingLineInput, { kind: 'item' }>> = {}) {
  return {
    kind: 'item' as const,
    productId: 1,
    variant: null,
    category: 'shampoo',
    family: 'care',
    quantity: 1,
    unitPrice: 2000,
    ...overrides,
  };
}

describe('pricing engine: automatic offers (step 2)', () => {
  it('applies the single best offer of the product, category or family, never stacked', () => {
    const offers = [
      offer({ id: 1, target: { type: 'family', family: 'care' }, value: 10 }),
      offer({ id: 2, target: { type: 'category', category: 'shampoo' }, value: 15 }),
      offer({ id: 3, target: { type: 'product', productId: 1 }, kind: 'amount', value: 100 }),
    ];
    const result = price([item({ quantity: 2 })], 'client', offers, settings);
    expect(result.lines[0]).toMatchObject({
      lineTotal: 4000,
      discount: 600,
      offer: { id: 2, title: 'Offer 2' },
      total: 3400,
    });
    expect(result.discount).toBe(600);
  });

  it('gives an offer only to its audience', () => {
    const offers = [
      offer({ id: 1, target: { type: 'family', family: 'care' }, audience: 'business' }),
    ];
    expect(price([item()], 'client', offers, settings).discount).toBe(0);
    expect(price([item()], 'business', offers, settings).discount).toBe(200);
  });

  it('ignores offers that ended, have not started or are inactive', () => {
    const target = { type: 'family', family: 'care' } as const;
    const offers = [
      offer({ id: 1, target, endsAt: '2025-06-15T12:00:00Z' }),
      offer({ id: 2, target, startsAt: '2025-06-16T00:00:00Z' }),
      offer({ id: 3, target, active: false }),
    ];
    expect(price([item()], 'client', offers, settings).discount).toBe(0);
  });

  it('never takes a line below 0', () => {
    const offers = [
      offer({ id: 1, target: { type: 'product', productId: 1 }, kind: 'amount', value: 5000 }),
    ];
    const result = price([item()], 'client', offers, settings);
    expect(result.lines[0]?.total).toBe(0);
    expect(result.total).toBe(695);
  });

  it('rounds per line half away from zero', () => {
    const offers = [offer({ id: 1, target: { type: 'family', family: 'care' }, value: 10 })];
    const result = price(
      [item({ unitPrice: 1005 }), item({ productId: 2, unitPrice: 1005 })],
      'client',
      offers,
      settings,
    );
    expect(result.lines.map((line) => line.discount)).toEqual([101, 101]);
  });

  it('never applies a code offer or an order-wide offer automatically', () => {
    const offers = [offer({ id: 1, code: 'WELCOME10' }), offer({ id: 2 })];
    expect(bestAutomaticOffer({ ...item() }, 'client', offers, NOW)).toBeNull();
  });
});

describe('pricing engine: boxes (step 3)', () => {
  it('prices a box by its size and applies no automatic offer inside it', () => {
    const offers = [offer({ id: 1, target: { type: 'product', productId: 1 }, value: 50 })];
    const result = price(
      [
        {
          kind: 'box',
          size: 'small',
          percentOff: 10,
          components: [
            { productId: 1, variant: null, unitPrice: 1000, quantity: 2 },
            { productId: 2, variant: null, unitPrice: 1005, quantity: 1 },
          ],
        },
      ],
      'client',
      offers,
      settings,
    );
    expect(result.boxes[0]).toMatchObject({ sum: 3005, discount: 301, total: 2704 });
    expect(result).toMatchObject({ subtotal: 3005, discount: 301, shipping: 695, total: 3399 });
  });
});

describe('pricing engine: one offer code per order (step 4)', () => {
  const welcome = offer({ id: 9, code: 'WELCOME10', audience: 'client', minSubtotal: 5000 });

  it('takes a percentage off the eligible subtotal, the code matched case-insensitively', () => {
    const result = price([item({ unitPrice: 6000 })], 'client', [welcome], settings, ' welcome10 ');
    expect(result.code).toEqual({
      status: 'applied',
      code: 'WELCOME10',
      offer: { id: 9, title: 'Offer 9' },
      saving: 600,
    });
    expect(result).toMatchObject({ subtotal: 6000, discount: 600, shipping: 695, total: 6095 });
  });

  it('takes an amount off, at most the eligible subtotal of its target', () => {
    const code = offer({
      id: 4,
      code: 'CARE5',
      kind: 'amount',
      value: 500,
      target: { type: 'family', family: 'care' },
    });
    const result = price(
      [item({ unitPrice: 300 }), item({ productId: 2, family: 'styling', unitPrice: 8000 })],
      'client',
      [code],
      settings,
      'care5',
    );
    expect(result.code).toMatchObject({ status: 'applied', saving: 300 });
    expect(result.lines[1]?.codeDiscount).toBe(0);
  });

  it.each([
    ['unknown', [] as PricingOffer[], 'client' as PricingTier, 6000],
    ['unknown', [{ ...welcome, active: false }], 'client' as PricingTier, 6000],
    ['expired', [{ ...welcome, endsAt: '2025-06-01T00:00:00Z' }], 'client' as PricingTier, 6000],
    [
      'not-yet-valid',
      [{ ...welcome, startsAt: '2025-07-01T00:00:00Z' }],
      'client' as PricingTier,
      6000,
    ],
    ['below-minimum', [welcome], 'client' as PricingTier, 4999],
    ['wrong-audience', [welcome], 'business' as PricingTier, 6000],
    ['used-up', [{ ...welcome, usesLeft: 0 }], 'client' as PricingTier, 6000],
    [
      'not-applicable',
      [{ ...welcome, minSubtotal: 0, target: { type: 'family', family: 'tools' } as const }],
      'client' as PricingTier,
      6000,
    ],
  ])('refuses a code that is %s, saving nothing', (reason, offers, tier, unit) => {
    const result = price([item({ unitPrice: unit })], tier, offers, settings, 'WELCOME10');
    expect(result.code).toMatchObject({ status: 'refused', code: 'WELCOME10', reason });
    expect(result.discount).toBe(0);
  });

  it('judges the minimum on the subtotal after automatic offers', () => {
    const auto = offer({ id: 1, target: { type: 'family', family: 'care' }, value: 20 });
    const result = price(
      [item({ unitPrice: 6000 })],
      'client',
      [auto, welcome],
      settings,
      'WELCOME10',
    );
    expect(result.code).toMatchObject({ status: 'refused', reason: 'below-minimum' });
  });
});

describe('pricing engine: delivery (step 5)', () => {
  it('decides free delivery on the subtotal after discounts', () => {
    const auto = offer({ id: 1, target: { type: 'family', family: 'care' }, value: 10 });
    const result = price([item({ unitPrice: 8000 })], 'client', [auto], settings);
    expect(result).toMatchObject({
      subtotal: 8000,
      discount: 800,
      shipping: 695,
      freeDelivery: false,
      total: 7895,
    });
    expect(price([item({ unitPrice: 8000 })], 'client', [], settings)).toMatchObject({
      shipping: 0,
      total: 8000,
    });
  });
});

// Random carts over a small catalog and random offers.
const FAMILIES = ['care', 'styling', 'tools'];
const CATEGORIES = ['shampoo', 'mask', 'spray'];
const catalogLine = fc.record({
  kind: fc.constant('item' as const),
  productId: fc.integer({ min: 1, max: 8 }),
  variant: fc.constant(null),
  category: fc.constantFrom(...CATEGORIES),
  family: fc.constantFrom(...FAMILIES),
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPrice: fc.integer({ min: 0, max: 50_000 }),
});
const boxLine = fc.record({
  kind: fc.constant('box' as const),
  size: fc.constantFrom('small' as const, 'medium' as const, 'large' as const),
  percentOff: fc.integer({ min: 0, max: 90 }),
  components: fc.array(
    fc.record({
      productId: fc.integer({ min: 1, max: 8 }),
      variant: fc.constant(null),
      unitPrice: fc.integer({ min: 0, max: 50_000 }),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    { minLength: 1, maxLength: 8 },
  ),
});
const target = fc.oneof(
  fc.record({ type: fc.constant('product' as const), productId: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ type: fc.constant('category' as const), category: fc.constantFrom(...CATEGORIES) }),
  fc.record({ type: fc.constant('family' as const), family: fc.constantFrom(...FAMILIES) }),
  fc.constant({ type: 'order' as const }),
);
const randomOffer = (id: number) =>
  fc.record({
    id: fc.constant(id),
    title: fc.constant(`Offer ${id}`),
    kind: fc.constantFrom('percent' as const, 'amount' as const),
    value: fc.integer({ min: 1, max: 90 }).chain((v) => fc.constantFrom(v, v * 137)),
    target,
    audience: fc.constantFrom('all' as const, 'client' as const, 'business' as const),
    startsAt: fc.constantFrom(null, '2025-01-01T00:00:00Z', '2025-07-01T00:00:00Z'),
    endsAt: fc.constantFrom(null, '2025-06-01T00:00:00Z', '2025-12-31T00:00:00Z'),
    code: fc.constantFrom(null, null, `CODE${id}`),
    minSubtotal: fc.constantFrom(0, 2500, 10_000),
    usesLeft: fc.constantFrom(null, 0, 3),
    active: fc.boolean(),
  });
const offersArb = fc
  .integer({ min: 0, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => randomOffer(i + 1))));
const cartArb = fc.record({
  lines: fc.array(
    fc.oneof({ weight: 4, arbitrary: catalogLine }, { weight: 1, arbitrary: boxLine }),
    {
      minLength: 1,
      maxLength: 12,
    },
  ),
  tier: fc.constantFrom('client' as const, 'business' as const),
  offers: offersArb,
  code: fc.constantFrom(undefined, 'code1', 'CODE2', ' code3 ', 'NOPE'),
  method: fc.constantFrom('home' as const, 'locker' as const, 'salon' as const),
});

describe('pricing engine properties over random carts', () => {
  it('the total is never negative and never above the undiscounted total', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const withOffers = price(
          cart.lines,
          cart.tier,
          cart.offers,
          { ...settings, method: cart.method },
          cart.code,
        );
        const without = price(cart.lines, cart.tier, [], { ...settings, method: cart.method });
        expect(withOffers.total).toBeGreaterThanOrEqual(0);
        // Shipping may rise when discounts drop the subtotal below the free-delivery threshold.
        expect(withOffers.total - withOffers.shipping).toBeLessThanOrEqual(
          without.total - without.shipping,
        );
        expect(withOffers.total).toBeLessThanOrEqual(
          without.total + settings.delivery.deliveryFees[cart.method],
        );
        expect(withOffers.subtotal).toBe(without.subtotal);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('discount = undiscounted − discounted exactly, and every line stays between 0 and its total', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const result = price(
          cart.lines,
          cart.tier,
          cart.offers,
          { ...settings, method: cart.method },
          cart.code,
        );
        const discounted =
          result.lines.reduce((sum, line) => sum + line.total, 0) +
          result.boxes.reduce((sum, box) => sum + box.total, 0);
        expect(result.discount).toBe(result.subtotal - discounted);
        expect(result.total).toBe(result.subtotal - result.discount + result.shipping);
        for (const line of result.lines) {
          expect(line.total).toBeGreaterThanOrEqual(0);
          expect(line.total).toBe(line.lineTotal - line.discount - line.codeDiscount);
          expect(Number.isInteger(line.total)).toBe(true);
        }
        for (const box of result.boxes) expect(box.total).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('a code never applies twice: its saving is one application, the rest is automatic offers', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const s = { ...settings, method: cart.method };
        const withCode = price(cart.lines, cart.tier, cart.offers, s, cart.code);
        const withoutCode = price(cart.lines, cart.tier, cart.offers, s);
        const codeSaving = withCode.code?.status === 'applied' ? withCode.code.saving : 0;
        expect(withCode.discount).toBe(withoutCode.discount + codeSaving);
        const codeShares =
          withCode.lines.reduce((sum, line) => sum + line.codeDiscount, 0) +
          withCode.boxes.reduce((sum, box) => sum + box.codeDiscount, 0);
        expect(codeShares).toBe(codeSaving);
        if (withCode.code?.status === 'applied') {
          const appliedId = withCode.code.offer.id;
          const applied = cart.offers.find((o) => o.id === appliedId);
          if (applied?.kind === 'amount') expect(codeSaving).toBeLessThanOrEqual(applied.value);
          // A code offer is never also an automatic offer on a line.
          for (const line of withCode.lines) expect(line.offer?.id).not.toBe(applied?.id);
        }
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
