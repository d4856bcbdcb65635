import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@/domain/orders';
import type { RecommendationReceipt, RecommendationView } from '@/domain/recommendations';
import { createApp } from '@/server/app';
import { orders, recommendations } from '@/server/db/schema';
import { api, type ApiProblem } from '../../support/api-client';
import { insertSalon, salonAccessFor } from '../../support/catalog-fixtures';
import {
  FRIENDS_FAMILY_KEY,
  insertOrderShop,
  orderRequest,
  placeOrder,
  type OrderShop,
} from '../../support/order-fixtures';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// product.md §12, issue 14: a salon in its salon session shares products with a note (20 per
// hour per salon); anyone with the link sees them at their own tier; an order carrying the id
// within 30 days of sharing is attributed to the salon — never the salon's own order.
let test: TestDatabase;
let app: ReturnType<typeof createApp>;
let shop: OrderShop;
let otherAccess: string;
const clock = new Date('2030-03-01T10:00:05Z');
const db = () => test.database.db;

beforeAll(async () => {
  test = await createTestDatabase();
  app = createApp({
    database: test.database,
    env: testEnv({ ORDER_RATE_LIMIT_PER_MINUTE: '100000' }),
    logger: recordingLogger().logger,
    now: () => clock,
  });
  shop = await insertOrderShop(db());
  otherAccess = await salonAccessFor(db(), shop.otherSalon);
});
afterAll(() => test.close());

const recommendation = () => ({
  note: 'For your curls: wash twice a week and keep the bundle for the weekend.',
  items: [
    { productId: shop.bundle, variant: '18 inch', quantity: 2 },
    { productId: shop.shampoo, quantity: 1 },
    { productId: shop.retired, quantity: 1 },
  ],
});

function share(body: unknown, access?: string) {
  return api(app, { access }).post<RecommendationReceipt & ApiProblem>(
    '/api/recommendations',
    body,
  );
}

async function shared(access = shop.salonAccess): Promise<string> {
  const answer = await share(recommendation(), access);
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id;
}

describe('POST /api/recommendations', () => {
  it('a salon in its salon session shares a note and lines: 201 with the id and its page', async () => {
    const answer = await share(recommendation(), shop.salonAccess);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(String),
      url: `/recommendation/${answer.body.id}`,
    });
    const [row] = await db()
      .select()
      .from(recommendations)
      .where(eq(recommendations.id, answer.body.id));
    expect(row).toMatchObject({ salonId: shop.salon, note: recommendation().note });
    expect(row?.items).toEqual([
      { productId: shop.bundle, variant: '18 inch', quantity: 2 },
      { productId: shop.shampoo, variant: null, quantity: 1 },
      { productId: shop.retired, variant: null, quantity: 1 },
    ]);
  });

  it('shared from a Dutch page, it keeps Dutch: its link (and the salon list’s) is under /nl (issue 30)', async () => {
    const salon = await insertSalon(db(), {
      salonName: 'Salon Lokken',
      email: 'lokken@salon.example',
    });
    const dutch = api(app, {
      access: await salonAccessFor(db(), salon),
      headers: { 'X-Tress-Language': 'nl' },
    });
    const answer = await dutch.post<RecommendationReceipt>(
      '/api/recommendations',
      recommendation(),
    );
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.url).toBe(`/nl/recommendation/${answer.body.id}`);
    const [row] = await db()
      .select({ language: recommendations.language })
      .from(recommendations)
      .where(eq(recommendations.id, answer.body.id));
    expect(row?.language).toBe('nl');
    // Listed on an English page too, the link stays the one the client was sent.
    const list = await dutch
      .as({ headers: { 'X-Tress-Language': 'en' } })
      .get<{ items: { id: string; url: string }[] }>('/api/recommendations');
    expect(list.body.items.find((item) => item.id === answer.body.id)?.url).toBe(
      `/nl/recommendation/${answer.body.id}`,
    );
  });

  it.each([
    ['a client (no access)', undefined],
    ['friends and family', `ff:${FRIENDS_FAMILY_KEY}`],
    ['a salon with a wrong key', 'salon:00000000-0000-4000-8000-000000000000:wrong-key'],
  ])('refuses %s with 403 and stores nothing', async (_name, access) => {
    const before = await db().$count(recommendations);
    const answer = await share(recommendation(), access);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('FORBIDDEN');
    expect(await db().$count(recommendations)).toBe(before);
  });

  it.each([
    ['a note over 500 characters', { note: 'x'.repeat(501) }, 'note'],
    ['no lines', { items: [] }, 'items'],
    ['a quantity of 0', { items: [{ productId: 1, quantity: 0 }] }, 'items'],
    ['an unknown field', { price: 1 }, ''],
  ])('refuses %s with 400 naming it', async (_name, change, field) => {
    const answer = await share({ ...recommendation(), ...change }, shop.salonAccess);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    if (field) expect(answer.body.issues?.map((issue) => issue.path[0])).toContain(field);
  });

  it('takes 20 per hour per salon; the 21st is 429 and another salon is not affected', async () => {
    const busy = await insertSalon(db(), { salonName: 'Busy Salon', email: 'busy@salon.example' });
    const salonAccess = await salonAccessFor(db(), busy);
    for (let i = 0; i < 20; i += 1) await shared(salonAccess);
    const refused = await share(recommendation(), salonAccess);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.headers.get('Retry-After')).toBeTruthy();
    expect((await share(recommendation(), shop.salonAccess)).status).toBe(201);
  });
});

describe('GET /api/recommendations/{id}', () => {
  it('shows the salon, the note and the products at a client’s prices with stock and active', async () => {
    const id = await shared();
    const { body } = await api(app).get<RecommendationView>(`/api/recommendations/${id}`, {
      status: 200,
    });
    expect(body).toMatchObject({
      id,
      salon: { name: 'Studio Krul', city: 'Utrecht' },
      note: recommendation().note,
    });
    expect(body.items.map(({ product: _product, ...line }) => line)).toEqual([
      {
        productId: shop.bundle,
        variant: '18 inch',
        quantity: 2,
        unitPrice: 8900,
        stock: 10,
        active: true,
      },
      {
        productId: shop.shampoo,
        variant: null,
        quantity: 1,
        unitPrice: 1250,
        stock: 500,
        active: true,
      },
      {
        productId: shop.retired,
        variant: null,
        quantity: 1,
        unitPrice: expect.any(Number),
        stock: 9,
        active: false,
      },
    ]);
    // A client never sees wholesale prices.
    expect(body.items[0]?.product?.business_price).toBeNull();
  });

  it('shows business prices to a viewer with business access', async () => {
    const id = await shared();
    const { body } = await api(app, { access: otherAccess }).get<RecommendationView>(
      `/api/recommendations/${id}`,
      { status: 200 },
    );
    expect(body.items[0]?.unitPrice).toBe(5800);
  });

  it('answers 404 for an unknown id and for something that is no id', async () => {
    const unknown = await api(app).get<ApiProblem>(
      '/api/recommendations/6f1c1d5e-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    expect((await api(app).get('/api/recommendations/12')).status).toBe(404);
  });
});

describe('attribution of orders to the recommending salon', () => {
  const order = (recommendationId: string | undefined, access?: string) =>
    placeOrder<OrderView>(
      app,
      orderRequest({ items: [{ productId: shop.shampoo, quantity: 1 }], recommendationId }),
      { access, status: 201 },
    );
  const attribution = async (orderId: string) => {
    const [row] = await db()
      .select({
        recommendationId: orders.recommendationId,
        referringSalonId: orders.referringSalonId,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row;
  };

  it('a client’s order with a recommendation shared today records the salon and recommendation', async () => {
    const id = await shared();
    const { body } = await order(id);
    expect(await attribution(body.id)).toEqual({
      recommendationId: id,
      referringSalonId: shop.salon,
    });
  });

  it('another salon’s order is attributed too', async () => {
    const id = await shared();
    const { body } = await order(id, otherAccess);
    expect((await attribution(body.id))?.referringSalonId).toBe(shop.salon);
  });

  it('a recommendation shared 29 days ago still counts; one shared 31 days ago is ignored', async () => {
    const recent = await shared();
    const old = await shared();
    const age = (id: string, days: number) =>
      db()
        .update(recommendations)
        .set({ createdAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(recommendations.id, id));
    await age(recent, 29);
    await age(old, 31);
    expect((await attribution((await order(recent)).body.id))?.referringSalonId).toBe(shop.salon);
    expect(await attribution((await order(old)).body.id)).toEqual({
      recommendationId: null,
      referringSalonId: null,
    });
  });

  it('an unknown recommendation is ignored, never an error', async () => {
    const { body } = await order('6f1c1d5e-0000-4000-8000-000000000001');
    expect(await attribution(body.id)).toEqual({ recommendationId: null, referringSalonId: null });
  });

  it('a salon’s own order is never attributed to itself', async () => {
    const id = await shared();
    const { body } = await order(id, shop.salonAccess);
    expect(await attribution(body.id)).toEqual({ recommendationId: null, referringSalonId: null });
  });

  it('a quote takes the recommendation id, and refuses one that is no uuid', async () => {
    const id = await shared();
    const quote = await api(app).post('/api/orders/quote', {
      items: [{ productId: shop.shampoo, quantity: 1 }],
      delivery: orderRequest().delivery,
      recommendationId: id,
    });
    expect(quote.status, quote.text).toBe(200);
    const bad = await api(app).post<ApiProblem>('/api/orders/quote', {
      items: [{ productId: shop.shampoo, quantity: 1 }],
      delivery: orderRequest().delivery,
      recommendationId: 'abc',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.map((issue) => issue.path[0])).toContain('recommendationId');
  });
});
