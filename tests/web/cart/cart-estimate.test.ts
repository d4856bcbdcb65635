import { describe, expect, it } from 'vitest';
import { boxPrice } from '@/domain/boxes';
import type { CartItem } from '@/domain/cart';
import type { PricingOffer } from '@/domain/pricing-engine';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import {
  engineLinesOf,
  estimateCart,
  type EstimateInputs,
} from '@/web/features/cart/cart-estimate';
import { BUNDLE, OIL } from '../../support/msw-cart-handlers';
import { cartWith } from './cart-fixtures';

// The cart's estimate (issue 12): the cart's lines as the pricing engine's input, priced by the
// engine with the running offers and the settings, in the figures the checkout's quote shows.
const NOW = new Date('2025-06-01T12:00:00Z');
const offer = (fields: Partial<PricingOffer> & Pick<PricingOffer, 'id' | 'target'>) =>
  ({
    title: `Offer ${fields.id}`,
    kind: 'percent',
    value: 15,
    audience: 'all',
    startsAt: null,
    endsAt: null,
    code: null,
    minSubtotal: 0,
    usesLeft: null,
    active: true,
    ...fields,
  }) satisfies PricingOffer;

function inputs(overrides: Partial<EstimateInputs> = {}): EstimateInputs {
  return {
    tier: 'client',
    offers: [],
    settings: DEFAULT_SETTINGS,
    method: 'home',
    salonSession: false,
    now: NOW,
    ...overrides,
  };
}

/** A medium box as the builder adds it: its product's price is the sum, its variant the box price. */
function boxItem(sum: number, percentOff = 15): CartItem {
  const { price } = boxPrice([{ unitPrice: sum, quantity: 1 }], percentOff);
  return {
    productId: 'box:9f0e1d2c-3b4a-4596-8877-665544332211',
    product: {
      id: 'box:9f0e1d2c-3b4a-4596-8877-665544332211',
      name: 'Medium box',
      slug: null,
      image: null,
      price: sum,
      business_price: null,
      variant_detail: [{ name: 'medium', price, business_price: null }],
    },
    selectedVariant: 'medium',
    quantity: 1,
    price,
    type: 'box',
    components: [
      { productId: 202, name: 'Argan Finishing Oil', selectedVariant: null, quantity: 3 },
      { productId: 101, name: 'Body Wave Bundle', selectedVariant: '14 inch', quantity: 2 },
    ],
  };
}

/** The server's hold a drop line carries (its item id as given, to test what is refused). */
const hold = (itemId: unknown) => ({
  id: '00000000-0000-4000-8000-000000000001',
  itemId,
  dropId: '00000000-0000-4000-8000-000000000002',
  expiresAt: '2026-11-24T12:10:00.000Z',
  audience: 'public',
});

const dropItem = (fields: Record<string, unknown>): CartItem =>
  ({
    productId: 303,
    product: { ...OIL, id: 303, slug: null, image: null, name: 'Drop oil' },
    selectedVariant: null,
    quantity: 2,
    price: 990,
    type: 'drop',
    ...fields,
  }) as CartItem;

describe('the cart as the engine’s input', () => {
  it('a catalog line goes in at the cart’s tier unit price with its category and family', () => {
    const cart = cartWith([{ product: BUNDLE, selectedVariant: '18 inch', quantity: 2 }]);
    const facts = (id: number) =>
      id === 101 ? { category: 'bundles', family: 'human-hair' } : undefined;
    expect(engineLinesOf(cart.items, DEFAULT_SETTINGS.boxSizes, facts)).toEqual([
      {
        kind: 'item',
        productId: 101,
        variant: '18 inch',
        category: 'bundles',
        family: 'human-hair',
        quantity: 2,
        unitPrice: 10900,
      },
    ]);
  });

  it('a catalog line whose product is not known yet has no category or family', () => {
    const [line] = engineLinesOf(
      cartWith([{ product: OIL, quantity: 1 }]).items,
      DEFAULT_SETTINGS.boxSizes,
    );
    expect(line).toMatchObject({ kind: 'item', productId: 202, category: '', family: '' });
  });

  it('a box goes in as a box of its size at the size’s percentage, carrying its sum', () => {
    const [line] = engineLinesOf([boxItem(5500)], DEFAULT_SETTINGS.boxSizes);
    expect(line).toEqual({
      kind: 'box',
      size: 'medium',
      percentOff: 15,
      components: [{ productId: 202, variant: null, unitPrice: 5500, quantity: 1 }],
    });
  });

  it('a box of an unknown size or without components is left out', () => {
    const odd = { ...boxItem(5500), selectedVariant: 'huge' };
    const empty = { ...boxItem(5500), components: [] };
    expect(engineLinesOf([odd, empty], DEFAULT_SETTINGS.boxSizes)).toEqual([]);
  });

  it('a drop line goes in by its drop item at its price; without a usable item id it is left out', () => {
    const lines = engineLinesOf(
      [
        dropItem({ hold: hold(7) }),
        dropItem({ hold: hold(8) }),
        dropItem({}),
        dropItem({ hold: hold('x') }),
        dropItem({ hold: hold(0) }),
        dropItem({ hold: hold(1.5) }),
      ],
      DEFAULT_SETTINGS.boxSizes,
    );
    expect(lines).toEqual([
      { kind: 'drop', itemId: 7, quantity: 2, unitPrice: 990 },
      { kind: 'drop', itemId: 8, quantity: 2, unitPrice: 990 },
    ]);
  });
});

describe('the cart’s estimate', () => {
  it('without offers: the plain subtotal, the delivery fee and the total', () => {
    const cart = cartWith([{ product: OIL, quantity: 2 }]);
    const estimate = estimateCart(cart.items, inputs());
    expect(estimate).toMatchObject({ subtotal: 3790, offerSavings: 0, shipping: 695, total: 4485 });
    expect(estimate.progress).toMatchObject({ reached: false, remaining: 7500 - 3790 });
  });

  it('an automatic offer on the product lowers the total and counts toward free delivery', () => {
    const cart = cartWith([{ product: BUNDLE, selectedVariant: '14 inch', quantity: 1 }]);
    const estimate = estimateCart(
      cart.items,
      inputs({ offers: [offer({ id: 1, target: { type: 'product', productId: 101 } })] }),
    );
    // €89.00 − 15 % (€13.35) = €75.65: still above the €75 threshold.
    expect(estimate).toMatchObject({
      subtotal: 8900,
      offerSavings: 1335,
      shipping: 0,
      total: 7565,
    });
    expect(estimate.priced.lines[0]?.offer).toEqual({ id: 1, title: 'Offer 1' });
  });

  it('an offer that takes the subtotal below the threshold brings the delivery fee back', () => {
    const cart = cartWith([{ product: OIL, quantity: 4 }]); // €75.80
    const plain = estimateCart(cart.items, inputs());
    expect(plain.progress.reached).toBe(true);
    const withOffer = estimateCart(
      cart.items,
      inputs({
        offers: [offer({ id: 2, target: { type: 'family', family: 'salon-essentials' } })],
        factsOf: () => ({ category: 'care', family: 'salon-essentials' }),
      }),
    );
    expect(withOffer.offerSavings).toBe(1137);
    expect(withOffer.progress).toMatchObject({ reached: false, remaining: 7500 - (7580 - 1137) });
    expect(withOffer.shipping).toBe(695);
  });

  it('a family offer needs the product’s family: unknown, it does not apply', () => {
    const cart = cartWith([{ product: OIL, quantity: 1 }]);
    const estimate = estimateCart(
      cart.items,
      inputs({
        offers: [offer({ id: 2, target: { type: 'family', family: 'salon-essentials' } })],
      }),
    );
    expect(estimate.offerSavings).toBe(0);
  });

  it('offers for another audience or not running are not applied', () => {
    const cart = cartWith([{ product: OIL, quantity: 1 }]);
    const target = { type: 'product', productId: 202 } as const;
    const estimate = estimateCart(
      cart.items,
      inputs({
        offers: [
          offer({ id: 3, target, audience: 'business' }),
          offer({ id: 4, target, endsAt: '2025-05-01T00:00:00Z' }),
        ],
      }),
    );
    expect(estimate.offerSavings).toBe(0);
  });

  it('a box counts at its box price, with no offer inside it, and the subtotal shows it as the quote does', () => {
    const estimate = estimateCart(
      [boxItem(5500)],
      inputs({ offers: [offer({ id: 5, target: { type: 'product', productId: 202 } })] }),
    );
    // €55.00 − 15 % = €46.75; the box's own discount is part of its price, not an offer.
    expect(estimate).toMatchObject({ subtotal: 4675, offerSavings: 0, shipping: 695, total: 5370 });
  });

  it('the box percentage comes from the settings', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      boxSizes: { ...DEFAULT_SETTINGS.boxSizes, medium: { items: 5, discountPercent: 30 } },
    };
    expect(estimateCart([boxItem(5500)], inputs({ settings })).subtotal).toBe(3850);
  });

  it('drop lines count at their drop price toward free delivery', () => {
    const cart = cartWith([{ product: OIL, quantity: 3 }]); // €56.85
    const estimate = estimateCart(
      [...cart.items, dropItem({ hold: hold(7), quantity: 2 })],
      inputs(),
    );
    expect(estimate).toMatchObject({ subtotal: 5685 + 1980, shipping: 0, total: 7665 });
  });

  it('a salon picking up at its own salon pays no delivery', () => {
    const cart = cartWith([{ product: OIL, quantity: 1 }], 'salon');
    const estimate = estimateCart(
      cart.items,
      inputs({ tier: 'business', method: 'salon', salonSession: true }),
    );
    expect(estimate.shipping).toBe(0);
    expect(estimate.progress.reached).toBe(true);
  });
});
