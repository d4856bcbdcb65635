import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@/domain/orders';
import type { OrderStatus } from '@/domain/order-status';
import type { StatsAnswer } from '@/domain/stats';
import type { RecommendationReceipt } from '@/domain/recommendations';
import { dropItems, drops, offers, orderLines, orders, products } from '@/server/db/schema';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import type { ApiClient, ApiProblem } from '../../support/api-client';
import { insertSalon, salonAccessFor } from '../../support/catalog-fixtures';
import {
  insertOrderShop,
  orderRequest,
  placeOrder,
  type OrderShop,
} from '../../support/order-fixtures';

// Issue 16: GET /api/admin/stats sums paid orders (paid, processing, shipped, delivered) placed on
// the Amsterdam days of the range, goods after discounts with delivery apart; orders by status
// count every order placed. The fixture: orders placed through the shop, then moved to a status,
// a city and a moment (written into their rows: the API cannot backdate an order), and sums
// written out by hand below.
//
// The range is Monday 23 March to Sunday 5 April 2026: summer time starts on 29 March, so the
// first day begins at 23:00 UTC (CET) and the last ends at 22:00 UTC (CEST).
const FROM = '2026-03-23';
const TO = '2026-04-05';

let fixture: AdminTestApp;
let admin: ApiClient;
let shop: OrderShop;
const db = () => fixture.db;
const placed: Record<string, OrderView> = {};
let zon = '';
let dropId = '';

type Made = {
  items: { productId: number; quantity: number; variant?: string }[] | unknown[];
  status: OrderStatus;
  createdAt: string;
  city?: string | null;
  offerCode?: string;
  recommendationId?: string;
  access?: string;
};

async function made(order: Made): Promise<OrderView> {
  const { body } = await placeOrder(
    fixture.app,
    orderRequest({
      items: order.items as never,
      ...(order.offerCode ? { offerCode: order.offerCode } : {}),
      ...(order.recommendationId ? { recommendationId: order.recommendationId } : {}),
    }),
    { access: order.access, status: 201 },
  );
  await db()
    .update(orders)
    .set({
      status: order.status,
      createdAt: new Date(order.createdAt),
      ...(order.city === undefined ? {} : { deliveryCity: order.city }),
    })
    .where(eq(orders.id, body.id));
  return body;
}

const stats = async (query: string) =>
  (await admin.get<StatsAnswer>(`/api/admin/stats${query}`, { status: 200 })).body;

const goodsOf = (order: OrderView | undefined) =>
  (order?.totals.subtotal ?? Number.NaN) - (order?.totals.discount ?? Number.NaN);
const shippingOf = (order: OrderView | undefined) => order?.totals.shipping ?? Number.NaN;

beforeAll(async () => {
  fixture = await buildAdminTestApp({ env: { ORDER_RATE_LIMIT_PER_MINUTE: '100000' } });
  ({ admin } = fixture);
  shop = await insertOrderShop(db());
  await db()
    .update(products)
    .set({ boxEligible: true })
    .where(sql`${products.id} = ${shop.shampoo}`);
  await db()
    .insert(offers)
    .values({
      title: 'Ten off',
      kind: 'percent',
      value: 10,
      targetType: 'order',
      code: 'TENOFF',
      startsAt: new Date('2020-01-01T00:00:00Z'),
    });
  zon = await insertSalon(db(), { salonName: 'Kapsalon Zon', email: 'zon@salon.example' });
  const { body: recommendation } = await fixture.anonymous
    .as({ access: await salonAccessFor(db(), zon) })
    .post<RecommendationReceipt>(
      '/api/recommendations',
      { note: 'For you', items: [{ productId: shop.shampoo, quantity: 1 }] },
      { status: 201 },
    );
  const shampoo = (quantity = 1) => [{ productId: shop.shampoo, quantity }];
  const wig = [{ productId: shop.wig, quantity: 1 }];

  // Counted: 00:30 on Monday 23 March in Amsterdam (CET), two shampoos less 10 %, referred.
  placed.first = await made({
    items: shampoo(2),
    offerCode: 'TENOFF',
    recommendationId: recommendation.id,
    status: 'paid',
    createdAt: '2026-03-22T23:30:00Z',
    city: 'Amsterdam',
  });
  // Counted: a salon (business tier) buys a 16 inch bundle.
  placed.business = await made({
    items: [{ productId: shop.bundle, variant: '16 inch', quantity: 1 }],
    access: shop.salonAccess,
    status: 'processing',
    createdAt: '2026-03-25T10:00:00Z',
    city: 'Leiden',
  });
  // Counted: a small box of three shampoos (its components are not goods of their own).
  placed.box = await made({
    items: [{ type: 'box', size: 'small', components: [{ productId: shop.shampoo, quantity: 3 }] }],
    status: 'paid',
    createdAt: '2026-03-26T12:00:00Z',
    city: null,
  });
  // Counted: referred, in the second week; its shampoo came from the drop.
  placed.dropped = await made({
    items: shampoo(),
    recommendationId: recommendation.id,
    status: 'shipped',
    createdAt: '2026-03-30T10:00:00Z',
    city: 'Amsterdam',
  });
  // Counted: 23:30 on Sunday 5 April in Amsterdam (CEST), with TENOFF.
  placed.last = await made({
    items: wig,
    offerCode: 'TENOFF',
    status: 'delivered',
    createdAt: '2026-04-05T21:30:00Z',
    city: 'Utrecht',
  });
  // In the range but never revenue.
  placed.cancelled = await made({
    items: wig,
    status: 'cancelled',
    createdAt: '2026-03-26T09:00:00Z',
  });
  placed.unpaid = await made({
    items: shampoo(),
    status: 'pending_payment',
    createdAt: '2026-03-27T09:00:00Z',
  });
  placed.refunded = await made({
    items: shampoo(),
    status: 'refunded',
    createdAt: '2026-03-28T09:00:00Z',
  });
  placed.invoice = await made({
    items: shampoo(),
    status: 'awaiting_invoice',
    createdAt: '2026-03-28T10:00:00Z',
  });
  // Paid, but just outside: 23:30 on 22 March and 00:30 on 6 April in Amsterdam.
  placed.before = await made({ items: wig, status: 'paid', createdAt: '2026-03-22T22:30:00Z' });
  placed.after = await made({
    items: shampoo(),
    status: 'paid',
    createdAt: '2026-04-05T22:30:00Z',
  });

  // A drop in the range (20 shampoos; one sold to a shipped order, one to an unpaid one) and one
  // that ended early, before the range.
  [{ id: dropId = '' } = { id: '' }] = await db()
    .insert(drops)
    .values({
      title: 'Spring shampoo drop',
      audience: 'public',
      startsAt: new Date('2026-03-30T08:00:00Z'),
      endsAt: new Date('2026-04-05T21:59:59Z'),
    })
    .returning({ id: drops.id });
  const [early] = await db()
    .insert(drops)
    .values({
      title: 'Ended early',
      audience: 'public',
      startsAt: new Date('2026-03-16T09:00:00Z'),
      endsAt: new Date('2026-03-29T21:59:59Z'),
      endedAt: new Date('2026-03-20T12:00:00Z'),
    })
    .returning({ id: drops.id });
  const [item] = await db()
    .insert(dropItems)
    .values([
      {
        dropId,
        productId: shop.shampoo,
        dropPrice: 1000,
        unitsTotal: 20,
        unitsLeft: 18,
        perOrderLimit: 2,
      },
      {
        dropId,
        productId: shop.wig,
        dropPrice: 25000,
        unitsTotal: 2,
        unitsLeft: 2,
        perOrderLimit: 1,
      },
      {
        dropId: early?.id ?? '',
        productId: shop.wig,
        dropPrice: 25000,
        unitsTotal: 1,
        unitsLeft: 0,
        perOrderLimit: 1,
      },
    ])
    .returning({ id: dropItems.id });
  for (const order of [placed.dropped, placed.unpaid]) {
    await db()
      .update(orderLines)
      .set({ dropItemId: item?.id ?? null })
      .where(eq(orderLines.orderId, order?.id ?? ''));
  }
});
afterAll(() => fixture.close());

const COUNTED = ['first', 'business', 'box', 'dropped', 'last'] as const;
const sumOf = (names: readonly string[], of: (order: OrderView | undefined) => number) =>
  names.reduce((sum, name) => sum + of(placed[name]), 0);

describe('GET /api/admin/stats', () => {
  it('knows the fixture: the discounts and the box are as written', () => {
    expect(placed.first?.totals).toMatchObject({ subtotal: 2500, discount: 250 });
    expect(placed.last?.totals).toMatchObject({ subtotal: 30000, discount: 3000 });
    expect(placed.business?.totals).toMatchObject({ subtotal: 5100, discount: 0 });
    expect(goodsOf(placed.box)).toBeGreaterThan(0);
  });

  it('sums paid orders of the Amsterdam days, goods after discounts and delivery apart', async () => {
    const answer = await stats(`?from=${FROM}&to=${TO}`);
    const goods = 2250 + 5100 + goodsOf(placed.box) + 1250 + 27000;
    const delivery = sumOf(COUNTED, shippingOf);
    expect(answer.range).toEqual({ from: FROM, to: TO, days: 14 });
    expect(answer.totals).toEqual({
      orders: 5,
      goodsRevenue: goods,
      delivery,
      averageOrderValue: Math.round((goods + delivery) / 5),
      averageGoodsValue: Math.round(goods / 5),
    });
  });

  it('lists every ISO week of the range from its Monday, zero-filled', async () => {
    const answer = await stats(`?from=${FROM}&to=${TO}`);
    expect(answer.weeks).toEqual([
      {
        week: '2026-03-23',
        orders: 3,
        goodsRevenue: 2250 + 5100 + goodsOf(placed.box),
        delivery: sumOf(['first', 'business', 'box'], shippingOf),
      },
      {
        week: '2026-03-30',
        orders: 2,
        goodsRevenue: 1250 + 27000,
        delivery: sumOf(['dropped', 'last'], shippingOf),
      },
    ]);
    // A Wednesday to a Tuesday three weeks on: four weeks, the empty ones as zeros.
    const wide = await stats('?from=2026-03-18&to=2026-04-07');
    expect(wide.weeks.map((week) => [week.week, week.orders])).toEqual([
      ['2026-03-16', 1],
      ['2026-03-23', 3],
      ['2026-03-30', 2],
      ['2026-04-06', 1],
    ]);
    const empty = await stats('?from=2025-01-06&to=2025-01-19');
    expect(empty.weeks).toEqual([
      { week: '2025-01-06', orders: 0, goodsRevenue: 0, delivery: 0 },
      { week: '2025-01-13', orders: 0, goodsRevenue: 0, delivery: 0 },
    ]);
    expect(empty.totals).toEqual({
      orders: 0,
      goodsRevenue: 0,
      delivery: 0,
      averageOrderValue: 0,
      averageGoodsValue: 0,
    });
  });

  it('counts every order placed in the range by status, with its total', async () => {
    const answer = await stats(`?from=${FROM}&to=${TO}`);
    const total = (name: string) => placed[name]?.totals.total ?? Number.NaN;
    expect(answer.statuses).toEqual([
      { status: 'pending_payment', orders: 1, total: total('unpaid') },
      { status: 'awaiting_invoice', orders: 1, total: total('invoice') },
      { status: 'paid', orders: 2, total: total('first') + total('box') },
      { status: 'processing', orders: 1, total: total('business') },
      { status: 'shipped', orders: 1, total: total('dropped') },
      { status: 'delivered', orders: 1, total: total('last') },
      { status: 'cancelled', orders: 1, total: total('cancelled') },
      { status: 'refunded', orders: 1, total: total('refunded') },
    ]);
  });

  it('splits revenue by tier', async () => {
    const answer = await stats(`?from=${FROM}&to=${TO}`);
    expect(answer.tiers).toEqual([
      {
        tier: 'client',
        orders: 4,
        goodsRevenue: 2250 + goodsOf(placed.box) + 1250 + 27000,
        delivery: sumOf(['first', 'box', 'dropped', 'last'], shippingOf),
      },
      { tier: 'business', orders: 1, goodsRevenue: 5100, delivery: shippingOf(placed.business) },
    ]);
  });

  it('ranks products and variants from the lines, a box as one product and its components not at all', async () => {
    const answer = await stats(`?from=${FROM}&to=${TO}`);
    const box = { name: 'Small box', productId: null, units: 1, revenue: goodsOf(placed.box) };
    expect(answer.topProducts.byRevenue).toEqual(
      [
        {
          key: `p${shop.wig}`,
          productId: shop.wig,
          name: 'Lace Front Wig',
          units: 1,
          revenue: 27000,
        },
        {
          key: `p${shop.bundle}`,
          productId: shop.bundle,
          name: 'Body Wave Bundle',
          units: 1,
          revenue: 5100,
        },
        // Two less 10 % and one: 2250 + 1250; the box's three shampoos are not counted.
        {
          key: `p${shop.shampoo}`,
          productId: shop.shampoo,
          name: 'Repair Shampoo',
          units: 3,
          revenue: 3500,
        },
        { key: 'box:small', ...box },
      ].sort((a, b) => b.revenue - a.revenue),
    );
    expect(answer.topProducts.byUnits[0]).toMatchObject({ name: 'Repair Shampoo', units: 3 });
    expect(answer.topVariants.byRevenue).toContainEqual({
      key: `p${shop.bundle}:16 inch`,
      productId: shop.bundle,
      name: 'Body Wave Bundle',
      variant: '16 inch',
      units: 1,
      revenue: 5100,
    });
    expect(answer.topVariants.byRevenue.map((row) => row.name)).not.toContain('Small box');
  });

  it('groups by city (unknown when none), by referring salon and by offer code', async () => {
    const answer = await stats(`?from=${FROM}&to=${TO}`);
    expect(answer.cities).toEqual(
      [
        { city: 'Utrecht', orders: 1, goodsRevenue: 27000, delivery: shippingOf(placed.last) },
        { city: 'Leiden', orders: 1, goodsRevenue: 5100, delivery: shippingOf(placed.business) },
        {
          city: 'Amsterdam',
          orders: 2,
          goodsRevenue: 2250 + 1250,
          delivery: sumOf(['first', 'dropped'], shippingOf),
        },
        {
          city: 'Unknown',
          orders: 1,
          goodsRevenue: goodsOf(placed.box),
          delivery: shippingOf(placed.box),
        },
      ].sort((a, b) => b.goodsRevenue - a.goodsRevenue),
    );
    expect(answer.salons).toEqual([
      { salonId: zon, salonName: 'Kapsalon Zon', orders: 2, goodsRevenue: 2250 + 1250 },
    ]);
    expect(answer.offerCodes).toEqual([
      { code: 'TENOFF', uses: 2, saving: 250 + 3000, goodsRevenue: 2250 + 27000 },
    ]);
  });

  it('shows the drops overlapping the range with units offered and sold to paid orders', async () => {
    const answer = await stats(`?from=${FROM}&to=${TO}`);
    expect(answer.drops).toEqual([
      {
        dropId,
        title: 'Spring shampoo drop',
        startsAt: '2026-03-30T08:00:00Z',
        endsAt: '2026-04-05T21:59:59Z',
        unitsOffered: 22,
        unitsSold: 1,
        revenue: 1250,
      },
    ]);
  });

  it('answers with no-store, and defaults to the last 30 days up to today in Amsterdam', async () => {
    const response = await admin.get<StatsAnswer>('/api/admin/stats', { status: 200 });
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.body.range.days).toBe(30);
    const fromOnly = await stats('?from=2026-03-01');
    expect(fromOnly.range.from).toBe('2026-03-01');
    const toOnly = await stats(`?to=${TO}`);
    expect(toOnly.range).toEqual({ from: '2026-03-07', to: TO, days: 30 });
  });

  it.each([
    ['?from=2026-02-30&to=2026-03-01', 'from'],
    ['?from=2026-3-1', 'from'],
    ['?from=2026-04-01&to=2026-03-01', 'from'],
    ['?from=2020-01-01&to=2026-01-01', 'to'],
    ['?from=2026-01-01&to=2026-01-31&tier=client', ''],
    ['?to=1999-12-31', 'to'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const { body } = await admin.get<ApiProblem>(`/api/admin/stats${query}`, { status: 400 });
    expect(body.code).toBe('VALIDATION_FAILED');
    if (field) expect(body.issues?.map((issue) => issue.path[0])).toContain(field);
  });

  it('refuses a from after today when no to is given', async () => {
    const { body } = await admin.get<ApiProblem>('/api/admin/stats?from=2999-01-01', {
      status: 400,
    });
    expect(body.code).toBe('VALIDATION_FAILED');
  });
});
