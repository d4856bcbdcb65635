import { describe, expect, it } from 'vitest';
import {
  cartItemCount,
  cartReducer,
  dropLineId,
  emptyCart,
  holdMsLeft,
  isExpiredDropLine,
  isSameLine,
  type Cart,
  type CartProductInput,
  type NewCartItem,
} from '@/domain/cart';
import { MAX_LINE_QUANTITY } from '@/domain/line-quantity';

const BUNDLE: CartProductInput = {
  id: 101,
  name: 'Body Wave Bundle',
  images: ['/images/products/body-wave.webp', '/second.webp'],
  price: 8900,
  business_price: 6200,
  variant_detail: [
    { name: '14 inch', price: 8900, business_price: 6200 },
    { name: '18 inch', price: 10900, business_price: 7600 },
    { name: '22 inch', price: 12900, business_price: null },
  ],
};
const OIL: CartProductInput = {
  id: 202,
  name: 'Argan Oil',
  price: 1895,
  business_price: 1200,
  variant_detail: [],
};
const BOX = (uuid: string): CartProductInput => ({
  id: `box:${uuid}`,
  name: 'Small box',
  price: 5000,
  business_price: 4000,
  variant_detail: [],
});

function run(cart: Cart, ...items: NewCartItem[]): Cart {
  return items.reduce((next, item) => cartReducer(next, { type: 'add', item }), cart);
}

describe('cart rules (specification §3–§5, product.md §5)', () => {
  it('adding an item that matches an existing product and variant increases that item’s quantity', () => {
    const cart = run(
      emptyCart(),
      { product: BUNDLE, selectedVariant: '14 inch', quantity: 1 },
      { product: BUNDLE, selectedVariant: '14 inch', quantity: 2 },
    );
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(3);
  });

  it('adding another variant of the same product makes its own line', () => {
    const cart = run(
      emptyCart(),
      { product: BUNDLE, selectedVariant: '14 inch', quantity: 1 },
      { product: BUNDLE, selectedVariant: '18 inch', quantity: 1 },
    );
    expect(cart.items.map((i) => i.selectedVariant)).toEqual(['14 inch', '18 inch']);
  });

  it('two items match only when productId, selectedVariant and components are equal', () => {
    const components = [
      { productId: 101, name: 'Body Wave Bundle', selectedVariant: '14 inch', quantity: 1 },
    ];
    const line = { productId: 5, selectedVariant: null, components };
    expect(isSameLine(line, { ...line, components: [...components] })).toBe(true);
    expect(isSameLine(line, { ...line, components: [{ ...components[0]!, quantity: 2 }] })).toBe(
      false,
    );
    expect(isSameLine(line, { productId: 5, selectedVariant: null })).toBe(false);
    expect(
      isSameLine({ productId: 5, selectedVariant: null }, { productId: 5, selectedVariant: null }),
    ).toBe(true);
  });

  it('each box has its own box:<uuid> product id, so boxes never merge', () => {
    const cart = run(
      emptyCart(),
      { product: BOX('a1'), quantity: 1, type: 'box', components: [] },
      { product: BOX('b2'), quantity: 1, type: 'box', components: [] },
    );
    expect(cart.items.map((i) => i.productId)).toEqual(['box:a1', 'box:b2']);
    expect(cart.items.every((i) => i.type === 'box')).toBe(true);
  });

  it('removing deletes by product', () => {
    const cart = run(
      emptyCart(),
      { product: BUNDLE, selectedVariant: '14 inch', quantity: 1 },
      { product: BUNDLE, selectedVariant: '18 inch', quantity: 1 },
      { product: OIL, quantity: 1 },
    );
    const after = cartReducer(cart, { type: 'remove', productId: 101 });
    expect(after.items.map((i) => i.productId)).toEqual([202]);
    expect(after.totalAmount).toBe(1895);
  });

  it('removing with a variant named removes only that line', () => {
    const cart = run(
      emptyCart(),
      { product: BUNDLE, selectedVariant: '14 inch', quantity: 1 },
      { product: BUNDLE, selectedVariant: '18 inch', quantity: 1 },
    );
    const after = cartReducer(cart, { type: 'remove', productId: 101, selectedVariant: '18 inch' });
    expect(after.items.map((i) => i.selectedVariant)).toEqual(['14 inch']);
  });

  it('removing a box removes that one box', () => {
    const cart = run(
      emptyCart(),
      { product: BOX('a1'), quantity: 1, type: 'box' },
      { product: BOX('b2'), quantity: 1, type: 'box' },
    );
    expect(
      cartReducer(cart, { type: 'remove', productId: 'box:a1' }).items.map((i) => i.productId),
    ).toEqual(['box:b2']);
  });

  it.each([0, -3, Number.NaN, 0.4])('quantity is never below 1 (update to %s)', (quantity) => {
    const cart = run(emptyCart(), { product: OIL, quantity: 2 });
    const after = cartReducer(cart, {
      type: 'update-quantity',
      productId: 202,
      selectedVariant: null,
      quantity,
    });
    expect(after.items[0]?.quantity).toBe(1);
  });

  it('quantity is never below 1 when adding', () => {
    expect(run(emptyCart(), { product: OIL, quantity: 0 }).items[0]?.quantity).toBe(1);
  });

  it('quantity is whole and capped at the line maximum', () => {
    const cart = run(emptyCart(), { product: OIL, quantity: 1 });
    expect(
      cartReducer(cart, {
        type: 'update-quantity',
        productId: 202,
        selectedVariant: null,
        quantity: 2.7,
      }).items[0]?.quantity,
    ).toBe(2);
    expect(
      cartReducer(cart, {
        type: 'update-quantity',
        productId: 202,
        selectedVariant: null,
        quantity: 10_000,
      }).items[0]?.quantity,
    ).toBe(MAX_LINE_QUANTITY);
  });

  it('updating the quantity changes only the named line and the total follows', () => {
    const cart = run(
      emptyCart(),
      { product: BUNDLE, selectedVariant: '14 inch', quantity: 1 },
      { product: OIL, quantity: 1 },
    );
    const after = cartReducer(cart, {
      type: 'update-quantity',
      productId: 101,
      selectedVariant: '14 inch',
      quantity: 3,
    });
    expect(after.items.map((i) => i.quantity)).toEqual([3, 1]);
    expect(after.totalAmount).toBe(3 * 8900 + 1895);
  });

  it('a variant can be changed, and the price follows the tier', () => {
    const client = run(emptyCart(), { product: BUNDLE, selectedVariant: '14 inch', quantity: 2 });
    const changed = cartReducer(client, {
      type: 'change-variant',
      productId: 101,
      fromVariant: '14 inch',
      toVariant: '18 inch',
    });
    expect(changed.items[0]).toMatchObject({
      selectedVariant: '18 inch',
      price: 10900,
      quantity: 2,
    });
    const salon = run(emptyCart('salon'), {
      product: BUNDLE,
      selectedVariant: '14 inch',
      quantity: 1,
    });
    const salonChanged = cartReducer(salon, {
      type: 'change-variant',
      productId: 101,
      fromVariant: '14 inch',
      toVariant: '18 inch',
    });
    expect(salonChanged.items[0]?.price).toBe(7600);
  });

  it('changing to a variant that already has a line merges the two', () => {
    const cart = run(
      emptyCart(),
      { product: BUNDLE, selectedVariant: '14 inch', quantity: 1 },
      { product: BUNDLE, selectedVariant: '18 inch', quantity: 2 },
    );
    const after = cartReducer(cart, {
      type: 'change-variant',
      productId: 101,
      fromVariant: '14 inch',
      toVariant: '18 inch',
    });
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ selectedVariant: '18 inch', quantity: 3 });
  });

  it('totalAmount is the sum of price times quantity, in cents', () => {
    const cart = run(
      emptyCart(),
      { product: BUNDLE, selectedVariant: '18 inch', quantity: 2 },
      { product: OIL, quantity: 3 },
    );
    expect(cart.totalAmount).toBe(2 * 10900 + 3 * 1895);
    expect(cartItemCount(cart)).toBe(5);
  });

  it('clearing the cart keeps the user type and the salon id', () => {
    const cart = run(
      { ...emptyCart('salon', 'salon-1'), freeDelivery: true },
      { product: OIL, quantity: 1 },
    );
    const cleared = cartReducer(cart, { type: 'clear' });
    expect(cleared).toMatchObject({
      items: [],
      totalAmount: 0,
      userType: 'salon',
      salonId: 'salon-1',
      freeDelivery: false,
    });
  });

  it('business shoppers pay the variant’s business price, then the product’s, then the normal price', () => {
    const cart = run(
      emptyCart('friends-family'),
      { product: BUNDLE, selectedVariant: '14 inch', quantity: 1 },
      {
        product: {
          ...BUNDLE,
          business_price: 6000,
          variant_detail: [{ name: 'x', price: 9999, business_price: null }],
        },
        selectedVariant: 'x',
        quantity: 1,
      },
      { product: { ...OIL, business_price: null }, quantity: 1 },
    );
    expect(cart.items.map((i) => i.price)).toEqual([6200, 6000, 1895]);
  });

  it('changing the user type reprices every line (salon → client)', () => {
    const cart = run(emptyCart('salon', 's1'), {
      product: BUNDLE,
      selectedVariant: '14 inch',
      quantity: 2,
    });
    expect(cart.totalAmount).toBe(12400);
    const client = cartReducer(cart, { type: 'set-shopper', userType: 'client', salonId: null });
    expect(client.items[0]?.price).toBe(8900);
    expect(client.totalAmount).toBe(17800);
    expect(client.salonId).toBeNull();
  });

  it('fresh product details reprice the lines that use them', () => {
    const cart = run(emptyCart('salon', 's1'), {
      product: { ...OIL, business_price: null },
      quantity: 2,
    });
    expect(cart.items[0]?.price).toBe(1895);
    const after = cartReducer(cart, { type: 'refresh-products', products: [OIL] });
    expect(after.items[0]?.price).toBe(1200);
    expect(after.totalAmount).toBe(2400);
  });

  it('keeps a lean product snapshot with its first image', () => {
    const cart = run(emptyCart(), {
      product: { ...BUNDLE, description: 'long text' } as CartProductInput,
      selectedVariant: '14 inch',
      quantity: 1,
    });
    expect(cart.items[0]?.product.image).toBe('/images/products/body-wave.webp');
    expect(cart.items[0]?.product).not.toHaveProperty('description');
  });

  it('delivery choices are kept in the cart', () => {
    const salon = {
      id: 's1',
      name: 'Studio',
      city: 'Utrecht',
      address: 'A 1, Utrecht, NL',
      email: null,
    };
    let cart = cartReducer(emptyCart(), { type: 'select-delivery', method: 'salon' });
    cart = cartReducer(cart, { type: 'select-salon', salon });
    expect(cart).toMatchObject({ deliveryMethod: 'salon', selectedSalon: salon });
  });
});

const DROP_ITEM = (itemId: number, dropPrice = 4900): CartProductInput => ({
  id: dropLineId(itemId),
  name: 'Silk Press Bundle',
  image: '/images/products/silk.webp',
  price: dropPrice,
  business_price: null,
  variant_detail: [],
});
const HOLD = (id: string, itemId = 7, expiresAt = '2030-01-06T10:10:00.000Z') => ({
  id,
  itemId,
  dropId: 'd1',
  expiresAt,
  audience: 'public' as const,
});

describe('drop lines (product.md §10)', () => {
  it('a drop line is its own line with type drop, productId drop:<itemId>, its hold and the drop price', () => {
    const cart = run(emptyCart('salon', 's1'), {
      product: DROP_ITEM(7),
      selectedVariant: '18 inch',
      quantity: 2,
      type: 'drop',
      hold: HOLD('h1'),
    });
    expect(cart.items[0]).toMatchObject({
      productId: 'drop:7',
      type: 'drop',
      price: 4900,
      quantity: 2,
      hold: { id: 'h1', itemId: 7 },
    });
    expect(cart.totalAmount).toBe(9800);
  });

  it('adding the same drop item under the same hold adds the units and keeps the newest expiry', () => {
    const cart = run(
      emptyCart(),
      { product: DROP_ITEM(7), quantity: 1, type: 'drop', hold: HOLD('h1') },
      {
        product: DROP_ITEM(7),
        quantity: 2,
        type: 'drop',
        hold: HOLD('h1', 7, '2030-01-06T10:20:00.000Z'),
      },
    );
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      quantity: 3,
      hold: { expiresAt: '2030-01-06T10:20:00.000Z' },
    });
  });

  it('a new hold for a drop item replaces the expired one and only its units count', () => {
    const cart = run(
      emptyCart(),
      { product: DROP_ITEM(7), quantity: 3, type: 'drop', hold: HOLD('old') },
      { product: DROP_ITEM(7), quantity: 1, type: 'drop', hold: HOLD('new') },
    );
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 1, hold: { id: 'new' } });
  });

  it('a changed hold sets the drop line’s hold and quantity', () => {
    const cart = cartReducer(
      run(emptyCart(), { product: DROP_ITEM(7), quantity: 1, type: 'drop', hold: HOLD('h1') }),
      { type: 'hold', productId: 'drop:7', hold: HOLD('h2'), quantity: 4 },
    );
    expect(cart.items[0]).toMatchObject({ quantity: 4, hold: { id: 'h2' } });
    expect(cart.totalAmount).toBe(4 * 4900);
  });

  it('drop lines keep their drop price when the tier changes or the catalog refreshes', () => {
    const cart = run(emptyCart(), {
      product: DROP_ITEM(7),
      quantity: 1,
      type: 'drop',
      hold: HOLD('h1'),
    });
    const salon = cartReducer(cart, { type: 'set-shopper', userType: 'salon', salonId: 's1' });
    expect(salon.items[0]?.price).toBe(4900);
    const refreshed = cartReducer(salon, {
      type: 'refresh-products',
      products: [{ ...DROP_ITEM(7, 100), id: 'drop:7' }],
    });
    expect(refreshed.items[0]?.price).toBe(4900);
  });

  it('a drop line’s variant cannot be changed', () => {
    const cart = run(emptyCart(), {
      product: DROP_ITEM(7),
      selectedVariant: '18 inch',
      quantity: 1,
      type: 'drop',
      hold: HOLD('h1'),
    });
    expect(
      cartReducer(cart, {
        type: 'change-variant',
        productId: 'drop:7',
        fromVariant: '18 inch',
        toVariant: '22 inch',
      }),
    ).toBe(cart);
  });

  it('a hold’s time left runs on the server’s clock, and an expired drop line is known', () => {
    const hold = HOLD('h1', 7, '2030-01-06T10:10:00.000Z');
    const device = Date.parse('2030-01-06T10:00:00.000Z');
    expect(holdMsLeft(hold, 0, device)).toBe(600_000);
    // The device runs 2 minutes behind the server: 8 minutes are left.
    expect(holdMsLeft(hold, 120_000, device)).toBe(480_000);
    expect(holdMsLeft(hold, 0, device + 700_000)).toBe(0);
    expect(isExpiredDropLine({ type: 'drop', hold }, 0, device)).toBe(false);
    expect(isExpiredDropLine({ type: 'drop', hold }, 0, device + 600_000)).toBe(true);
    expect(isExpiredDropLine({ type: 'drop' }, 0, device)).toBe(true);
    expect(isExpiredDropLine({}, 0, device)).toBe(false);
  });
});
