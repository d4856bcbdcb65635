import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote, QuoteLine } from '@/domain/orders';
import { writeSettings } from '@/server/services/settings';
import {
  FRIENDS_FAMILY_KEY,
  HOME,
  LOCKER_CODE,
  insertOrderShop,
  quoteFor,
  type OrderShop,
} from '../../../support/order-fixtures';
import type { ApiProblem } from '../../../support/api-client';
import { buildApp } from '../../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

// product.md §3, §7, §8: the server prices every quote from the database for the shopper's tier;
// nothing a client sends about money counts.
let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let shop: OrderShop;
const salonAccess = () => shop.salonAccess;
const FF = `ff:${FRIENDS_FAMILY_KEY}`;

beforeAll(async () => {
  test = await createTestDatabase();
  shop = await insertOrderShop(test.database.db);
  app = buildApp(test.database);
});
afterAll(() => test.close());

async function quote(body: unknown, access?: string): Promise<Quote> {
  const response = await quoteFor(app, body, { access, status: 200 });
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return response.body;
}

function cart(delivery: unknown = HOME) {
  return {
    items: [
      { productId: shop.bundle, variant: '16 inch', quantity: 2 },
      { productId: shop.shampoo, quantity: 1 },
    ],
    delivery,
  };
}

describe('POST /api/orders/quote prices on the server', () => {
  it('prices a client at normal prices, with free delivery from €75', async () => {
    const answer = await quote(cart());
    expect(answer.tier).toBe('client');
    expect(answer.lines).toEqual([
      {
        productId: shop.bundle,
        variant: '16 inch',
        name: 'Body Wave Bundle',
        quantity: 2,
        unitPrice: 7900,
        lineTotal: 15800,
        discount: 0,
        offer: null,
        codeDiscount: 0,
        vatRate: 21,
      },
      {
        productId: shop.shampoo,
        variant: null,
        name: 'Repair Shampoo',
        quantity: 1,
        unitPrice: 1250,
        lineTotal: 1250,
        discount: 0,
        offer: null,
        codeDiscount: 0,
        vatRate: 21,
      },
    ]);
    expect(answer.offerCode).toBeNull();
    expect(answer.totals).toEqual({ subtotal: 17050, discount: 0, shipping: 0, total: 17050 });
    expect(answer.freeDelivery).toBe(true);
    // Prices include 21 % VAT: 17050 / 1.21 = 14090.91 → net 14091, VAT 2959.
    expect(answer.vat).toEqual({ total: 2959, rates: [{ rate: 21, net: 14091, vat: 2959 }] });
  });

  it.each([
    ['an approved salon', () => salonAccess()],
    ['friends and family', () => FF],
  ])('prices %s at business prices, with delivery charged below €250', async (_who, access) => {
    const answer = await quote(cart(), access());
    expect(answer.tier).toBe('business');
    expect(answer.lines.map((line) => line.unitPrice)).toEqual([5100, 1250]);
    expect(answer.totals).toEqual({ subtotal: 11450, discount: 0, shipping: 695, total: 12145 });
    expect(answer.freeDelivery).toBe(false);
  });

  it('gives client prices for a header it cannot prove', async () => {
    for (const access of [`salon:${shop.pendingSalon}`, 'ff:not-the-key-at-all-0000', 'nonsense']) {
      expect((await quote(cart(), access)).tier).toBe('client');
    }
  });

  it('prices a variant by its own price, and the quantity multiplies it', async () => {
    const body = {
      items: [{ productId: shop.bundle, variant: '18 inch', quantity: 3 }],
      delivery: HOME,
    };
    expect((await quote(body)).lines[0]).toMatchObject({ unitPrice: 8900, lineTotal: 26700 });
    expect((await quote(body, salonAccess())).lines[0]).toMatchObject({
      unitPrice: 5800,
      lineTotal: 17400,
    });
  });

  it('merges lines for the same product and variant', async () => {
    const answer = await quote({
      items: [
        { productId: shop.shampoo, quantity: 1 },
        { productId: shop.bundle, variant: '16 inch', quantity: 1 },
        { productId: shop.shampoo, quantity: 2 },
      ],
      delivery: HOME,
    });
    expect(answer.lines.map((line) => [(line as QuoteLine).productId, line.quantity])).toEqual([
      [shop.shampoo, 3],
      [shop.bundle, 1],
    ]);
  });

  it.each([
    ['a unit price', { items: [{ productId: 1, quantity: 1, unitPrice: 1 }], delivery: HOME }],
    ['a total', { items: [{ productId: 1, quantity: 1 }], delivery: HOME, total: 1 }],
    ['a discount', { items: [{ productId: 1, quantity: 1 }], delivery: HOME, discount: 500 }],
    ['a tier', { items: [{ productId: 1, quantity: 1 }], delivery: HOME, tier: 'business' }],
  ])('refuses a request that carries %s', async (_what, body) => {
    const response = await quoteFor(app, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('delivery in the quote', () => {
  const shampoos = (quantity: number, delivery: unknown = HOME) => ({
    items: [{ productId: shop.shampoo, quantity }],
    delivery,
  });

  it('charges home €6.95 and locker €3.95 below the client threshold; salon pickup is free', async () => {
    expect((await quote(shampoos(1))).totals.shipping).toBe(695);
    const locker = { method: 'locker', lockerId: LOCKER_CODE };
    expect((await quote(shampoos(1, locker))).totals).toMatchObject({ shipping: 395, total: 1645 });
    const pickup = { method: 'salon', salonId: shop.otherSalon };
    expect(await quote(shampoos(1, pickup))).toMatchObject({
      totals: { shipping: 0, total: 1250 },
      freeDelivery: false,
    });
  });

  it('makes home delivery free for a client from exactly €75.00', async () => {
    expect((await quote(shampoos(5))).totals.shipping).toBe(695); // €62.50
    expect(await quote(shampoos(6))).toMatchObject({ totals: { shipping: 0 }, freeDelivery: true }); // €75.00
  });

  it('makes delivery free for business from €250.00, not from the client threshold', async () => {
    const wigs = (quantity: number) => ({
      items: [{ productId: shop.wig, quantity }],
      delivery: { method: 'locker', lockerId: LOCKER_CODE },
    });
    expect((await quote(wigs(1), salonAccess())).totals).toMatchObject({
      subtotal: 20000,
      shipping: 395,
    });
    expect((await quote(wigs(2), salonAccess())).totals).toMatchObject({
      subtotal: 40000,
      shipping: 0,
    });
  });

  it('lets a salon in its own session pick up at its own salon for nothing', async () => {
    await writeSettings(test.database.db, { deliveryFees: { home: 695, locker: 395, salon: 250 } });
    try {
      const own = { method: 'salon', salonId: shop.salon };
      const other = { method: 'salon', salonId: shop.otherSalon };
      expect(await quote(shampoos(1, own), salonAccess())).toMatchObject({
        totals: { shipping: 0 },
        freeDelivery: true,
      });
      expect((await quote(shampoos(1, other), salonAccess())).totals.shipping).toBe(250);
      // Friends and family are attributed to a salon but are not that salon's session.
      expect((await quote(shampoos(1, own), FF)).totals.shipping).toBe(250);
    } finally {
      await writeSettings(test.database.db, { deliveryFees: { home: 695, locker: 395, salon: 0 } });
    }
  });
});

describe('a quote the server cannot price', () => {
  async function refused(body: unknown, access?: string) {
    const { status, body: answer } = await quoteFor<ApiProblem>(app, body, { access });
    return { status, body: answer };
  }

  it.each([
    ['an unknown product', () => ({ productId: 999_999, quantity: 1 }), 'productId'],
    ['a retired product', () => ({ productId: shop.retired, quantity: 1 }), 'productId'],
    [
      'an unknown variant',
      () => ({ productId: shop.bundle, variant: '30 inch', quantity: 1 }),
      'variant',
    ],
    ['a missing variant', () => ({ productId: shop.bundle, quantity: 1 }), 'variant'],
    [
      'a variant of a product without any',
      () => ({ productId: shop.wig, variant: 'XL', quantity: 1 }),
      'variant',
    ],
  ])('names the line with %s', async (_what, line, field) => {
    const answer = await refused({
      items: [{ productId: shop.shampoo, quantity: 1 }, line()],
      delivery: HOME,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['items', 1, field] }],
    });
  });

  it('refuses merged lines beyond 99 units', async () => {
    const answer = await refused({
      items: [
        { productId: shop.shampoo, quantity: 60 },
        { productId: shop.shampoo, quantity: 60 },
      ],
      delivery: HOME,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ issues: [{ path: ['items', 1, 'quantity'] }] });
  });

  it.each([
    ['an unknown locker', { method: 'locker', lockerId: 'nowhere-01' }, 'lockerId'],
    [
      'a salon that is not a partner',
      () => ({ method: 'salon', salonId: shop.pendingSalon }),
      'salonId',
    ],
    [
      'the friends-and-family salon (never a pickup salon)',
      () => ({ method: 'salon', salonId: shop.friendsFamilySalon }),
      'salonId',
    ],
  ])('refuses %s for delivery', async (_what, delivery, field) => {
    const answer = await refused({
      items: [{ productId: shop.shampoo, quantity: 1 }],
      delivery: typeof delivery === 'function' ? delivery() : delivery,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ issues: [{ path: ['delivery', field] }] });
  });

  it('refuses an unknown offer code with 422 and its reason, without a discount', async () => {
    const answer = await refused({ ...cart(), offerCode: 'NOSUCHCODE' });
    expect(answer).toEqual({
      status: 422,
      body: {
        code: 'OFFER_CODE_INVALID',
        message: 'This code is not valid',
        issues: [{ path: ['offerCode'], message: 'This code is not valid', code: 'unknown' }],
      },
    });
  });

  it.each([
    ['an empty cart', { items: [], delivery: HOME }],
    ['zero units', { items: [{ productId: 1, quantity: 0 }], delivery: HOME }],
    ['half a unit', { items: [{ productId: 1, quantity: 1.5 }], delivery: HOME }],
    ['no delivery', { items: [{ productId: 1, quantity: 1 }] }],
    [
      'an unknown method',
      { items: [{ productId: 1, quantity: 1 }], delivery: { method: 'drone' } },
    ],
  ])('refuses %s with zod issues', async (_what, body) => {
    const answer = await refused(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', issues: expect.any(Array) });
  });
});
