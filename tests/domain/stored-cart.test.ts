import { describe, expect, it } from 'vitest';
import { cartReducer, emptyCart, type Cart } from '@/domain/cart';
import { parseStoredCart } from '@/domain/stored-cart';

const OIL = {
  id: 202,
  name: 'Argan Oil',
  slug: 'argan-oil',
  image: null,
  price: 1895,
  business_price: 1200,
  variant_detail: [],
};

function stored(cart: Cart): string {
  return JSON.stringify(cart);
}

describe('stored cart (spec §4, §8)', () => {
  it('a stored cart is loaded at start, with freeDelivery reset to false', () => {
    const cart = cartReducer(
      { ...emptyCart('salon', 's1'), freeDelivery: true },
      { type: 'add', item: { product: OIL, quantity: 2 } },
    );
    const loaded = parseStoredCart(stored({ ...cart, freeDelivery: true }));
    expect(loaded.freeDelivery).toBe(false);
    expect(loaded).toMatchObject({ userType: 'salon', salonId: 's1', totalAmount: 2400 });
    expect(loaded.items[0]).toMatchObject({ productId: 202, quantity: 2, price: 1200 });
  });

  it('nothing stored is an empty cart', () => {
    expect(parseStoredCart(null)).toEqual(emptyCart());
  });

  it('a corrupt value fails to load (the app logs it and starts empty)', () => {
    expect(() => parseStoredCart('{"items": [ this is not json')).toThrow();
    expect(() => parseStoredCart('"text"')).toThrow();
  });

  it('prices and the total are recomputed, never trusted', () => {
    const raw = JSON.stringify({
      items: [{ productId: 202, product: OIL, selectedVariant: null, quantity: 3, price: 1 }],
      totalAmount: 5,
    });
    const loaded = parseStoredCart(raw);
    expect(loaded.items[0]?.price).toBe(1895);
    expect(loaded.totalAmount).toBe(3 * 1895);
  });

  it('bad lines are dropped and the good ones kept', () => {
    const raw = JSON.stringify({
      userType: 'admin',
      items: [
        { quantity: 2 },
        null,
        { productId: 'drop:1', product: OIL, quantity: 1 },
        { productId: 202, product: { ...OIL, price: -5 }, quantity: 1 },
        { productId: 202, product: OIL, selectedVariant: null, quantity: 0 },
      ],
    });
    const loaded = parseStoredCart(raw);
    expect(loaded.userType).toBe('client');
    expect(loaded.items).toHaveLength(1);
    expect(loaded.items[0]?.quantity).toBe(1);
  });

  it('keeps box lines with their components and type', () => {
    const box = { ...OIL, id: 'box:1f2e', name: 'Small box' };
    const components = [{ productId: 202, name: 'Argan Oil', selectedVariant: null, quantity: 3 }];
    const raw = JSON.stringify({
      items: [
        {
          productId: 'box:1f2e',
          product: box,
          selectedVariant: null,
          quantity: 1,
          type: 'box',
          components,
        },
      ],
    });
    expect(parseStoredCart(raw).items[0]).toMatchObject({
      productId: 'box:1f2e',
      type: 'box',
      components,
    });
  });

  it('keeps drop lines with their hold and drop price', () => {
    const hold = {
      id: '0b7f3c1e-9a55-4a43-8d0c-2f1f7d0c9a11',
      itemId: 7,
      dropId: 'd1',
      expiresAt: '2030-01-06T10:10:00.000Z',
      audience: 'public',
    };
    const product = { ...OIL, id: 'drop:7', name: 'Silk Press Bundle', price: 4900 };
    const raw = JSON.stringify({
      userType: 'salon',
      items: [
        {
          productId: 'drop:7',
          product,
          selectedVariant: '18 inch',
          quantity: 2,
          type: 'drop',
          hold,
        },
      ],
    });
    const loaded = parseStoredCart(raw);
    expect(loaded.items[0]).toMatchObject({
      productId: 'drop:7',
      type: 'drop',
      price: 4900,
      quantity: 2,
      hold,
    });
    expect(loaded.totalAmount).toBe(9800);
  });

  it('drop lines without a readable hold, or with a hold of another item, are dropped', () => {
    const product = { ...OIL, id: 'drop:7', price: 4900 };
    const hold = {
      id: 'h1',
      itemId: 7,
      dropId: 'd1',
      expiresAt: '2030-01-06T10:10:00.000Z',
      audience: 'public',
    };
    const line = { productId: 'drop:7', product, selectedVariant: null, quantity: 1, type: 'drop' };
    const raw = JSON.stringify({
      items: [
        line,
        { ...line, hold: { ...hold, itemId: 8 } },
        { ...line, hold: { ...hold, expiresAt: 'soon' } },
        { ...line, hold: { ...hold, audience: 'friends' } },
        { ...line, type: undefined, hold },
        { ...line, productId: 202, product: OIL, hold },
      ],
    });
    expect(parseStoredCart(raw).items).toEqual([]);
  });
});

// Deterministic pseudo-random junk, so a failure can be replayed.
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function junk(random: () => number, depth = 0): unknown {
  const pick = Math.floor(random() * 13);
  const choices: (() => unknown)[] = [
    () => null,
    () => undefined,
    () => random() * 1e6 - 5e5,
    () => Math.floor(random() * 20) - 5,
    () =>
      ['', 'box:', 'box:x', '14 inch', 'salon', '__proto__', '💇', 'drop:7', 'drop', 'public'][
        Math.floor(random() * 10)
      ],
    () => random() > 0.5,
    () => Number.NaN,
    () =>
      depth > 3
        ? []
        : Array.from({ length: Math.floor(random() * 4) }, () => junk(random, depth + 1)),
    () => (depth > 3 ? {} : junkObject(random, depth + 1)),
    () => ({ ...OIL, price: junk(random, 5) }),
    () => ({
      productId: 202,
      product: OIL,
      quantity: junk(random, 5),
      selectedVariant: junk(random, 5),
    }),
    () => Infinity,
    () => ({
      productId: 'drop:7',
      product: { ...OIL, id: 'drop:7' },
      quantity: 1,
      type: junk(random, 5),
      hold: {
        id: 'h1',
        itemId: junk(random, 5),
        dropId: 'd1',
        expiresAt: junk(random, 5),
        audience: 'public',
      },
    }),
  ];
  return choices[pick]!();
}

const FIELDS = [
  'items',
  'userType',
  'totalAmount',
  'salonId',
  'selectedSalon',
  'selectedLocker',
  'freeDelivery',
  'deliveryMethod',
  'productId',
  'product',
  'quantity',
  'price',
  'selectedVariant',
  'components',
  'type',
  'variant_detail',
  'name',
  'hold',
  'itemId',
  'expiresAt',
  'audience',
];

function junkObject(random: () => number, depth: number): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of FIELDS) if (random() > 0.5) value[field] = junk(random, depth);
  return value;
}

describe('nothing in the stored cart can make the page crash', () => {
  it('junk values either load as a well-formed cart or fail cleanly to load', () => {
    const random = generator(20250501);
    for (let round = 0; round < 3000; round += 1) {
      const value = round % 3 === 0 ? junk(random) : junkObject(random, 0);
      const raw = JSON.stringify(value) ?? 'undefined';
      let cart: Cart;
      try {
        cart = parseStoredCart(raw);
      } catch {
        continue; // a clean failure: the app logs it and starts with an empty cart
      }
      expect(Array.isArray(cart.items)).toBe(true);
      expect(Number.isSafeInteger(cart.totalAmount)).toBe(true);
      expect(cart.freeDelivery).toBe(false);
      for (const item of cart.items) {
        expect(Number.isInteger(item.quantity) && item.quantity >= 1).toBe(true);
        expect(Number.isSafeInteger(item.price) && item.price >= 0).toBe(true);
        expect(typeof item.product.name).toBe('string');
      }
    }
  });
});
