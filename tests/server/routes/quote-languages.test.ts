// A quote and a shared recommendation in the page's language (issue 30): asked from a /nl page
// (X-Tress-Language: nl), the checkout's lines, a box's components and a recommendation's
// products carry their Dutch names where the product has one; the order itself stores the
// English names (the admin reads English).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoxQuoteLine, OrderView, Quote } from '@/domain/orders';
import type { RecommendationReceipt, RecommendationView } from '@/domain/recommendations';
import { orderLines } from '@/server/db/schema';
import { api } from '../../support/api-client';
import { insertProduct, insertSalon, salonAccessFor } from '../../support/catalog-fixtures';
import { HOME, orderRequest } from '../../support/order-fixtures';
import { buildApp } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

const DUTCH = { 'X-Tress-Language': 'nl' };

let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let mask: number;
let comb: number;
let oil: number;
const db = () => test.database.db;

beforeAll(async () => {
  test = await createTestDatabase();
  mask = await insertProduct(db(), {
    slug: 'argan-repair-mask',
    name: 'Argan Repair Mask',
    price: 1500,
    stock: 50,
    boxEligible: true,
    translations: { nl: { name: 'Herstellend arganmasker' } },
  });
  // No Dutch name: the English one on a Dutch page too.
  comb = await insertProduct(db(), {
    slug: 'carbon-tail-comb',
    name: 'Carbon Tail Comb',
    price: 500,
    stock: 50,
    boxEligible: true,
  });
  oil = await insertProduct(db(), {
    slug: 'argan-oil',
    name: 'Argan Oil',
    price: 1000,
    stock: 50,
    boxEligible: true,
    translations: { nl: { name: 'Arganolie' } },
  });
  app = buildApp(test.database);
});
afterAll(() => test.close());

const box = () => ({
  type: 'box' as const,
  size: 'medium' as const,
  components: [
    { productId: oil, quantity: 2 },
    { productId: mask, quantity: 2 },
    { productId: comb, quantity: 1 },
  ],
});

const items = () => [{ productId: mask, quantity: 1 }, { productId: comb, quantity: 2 }, box()];

describe('POST /api/orders/quote from a Dutch page', () => {
  it('names the lines and a box’s components in Dutch where the product has a Dutch name', async () => {
    const { body } = await api(app, { headers: DUTCH }).post<Quote>(
      '/api/orders/quote',
      { items: items(), delivery: HOME },
      { status: 200 },
    );
    expect(body.lines.map((line) => line.name)).toEqual([
      'Herstellend arganmasker',
      'Carbon Tail Comb',
      'Medium box',
    ]);
    const boxLine = body.lines[2] as BoxQuoteLine;
    expect(boxLine.components.map((line) => line.name)).toEqual([
      'Arganolie',
      'Herstellend arganmasker',
      'Carbon Tail Comb',
    ]);
  });

  it('keeps the English names from an English page', async () => {
    const { body } = await api(app).post<Quote>(
      '/api/orders/quote',
      { items: items(), delivery: HOME },
      { status: 200 },
    );
    expect(body.lines.map((line) => line.name)).toEqual([
      'Argan Repair Mask',
      'Carbon Tail Comb',
      'Medium box',
    ]);
    expect((body.lines[2] as BoxQuoteLine).components.map((line) => line.name)).toEqual([
      'Argan Oil',
      'Argan Repair Mask',
      'Carbon Tail Comb',
    ]);
  });

  it('an order placed from a Dutch page stores the English names', async () => {
    const { body } = await api(app, { headers: DUTCH }).post<OrderView>(
      '/api/orders',
      orderRequest({ items: items() }),
      { headers: { 'Idempotency-Key': 'dutch-order-0001' }, status: 201 },
    );
    const stored = await db()
      .select({ name: orderLines.name })
      .from(orderLines)
      .where(eq(orderLines.orderId, body.id))
      .orderBy(asc(orderLines.position));
    expect(stored.map((line) => line.name)).toEqual([
      'Argan Repair Mask',
      'Carbon Tail Comb',
      'Medium box',
      'Argan Oil',
      'Argan Repair Mask',
      'Carbon Tail Comb',
    ]);
    // What the order's pages show: the Dutch names on a Dutch page, the English on an English one.
    const names = (order: OrderView) =>
      order.lines.flatMap((line) =>
        line.type === 'box' ? line.components.map((part) => part.name) : [line.name],
      );
    expect(names(body)).toEqual([
      'Herstellend arganmasker',
      'Carbon Tail Comb',
      'Arganolie',
      'Herstellend arganmasker',
      'Carbon Tail Comb',
    ]);
    const dutch = await app.request(`/api/orders/${body.id}`, { headers: DUTCH });
    expect(dutch.headers.get('Vary')).toContain('X-Tress-Language');
    expect(names((await dutch.json()) as OrderView)).toEqual(names(body));
    const english = (await (await app.request(`/api/orders/${body.id}`)).json()) as OrderView;
    expect(names(english)).toEqual([
      'Argan Repair Mask',
      'Carbon Tail Comb',
      'Argan Oil',
      'Argan Repair Mask',
      'Carbon Tail Comb',
    ]);
  });
});

describe('GET /api/recommendations/{id} from a Dutch page', () => {
  it('gives the products’ Dutch names, and the answer varies by the language', async () => {
    const salon = await insertSalon(db(), { salonName: 'Salon Lokken' });
    const shared = await api(app, {
      access: await salonAccessFor(db(), salon),
    }).post<RecommendationReceipt>(
      '/api/recommendations',
      {
        note: 'Twee keer per week.',
        items: [
          { productId: mask, quantity: 1 },
          { productId: comb, quantity: 1 },
        ],
      },
      { status: 201 },
    );
    const dutch = await api(app, { headers: DUTCH }).get<RecommendationView>(
      `/api/recommendations/${shared.body.id}`,
      { status: 200 },
    );
    expect(dutch.body.items.map((item) => item.product?.name)).toEqual([
      'Herstellend arganmasker',
      'Carbon Tail Comb',
    ]);
    expect(dutch.headers.get('Vary')).toContain('X-Tress-Language');
    const english = await api(app).get<RecommendationView>(
      `/api/recommendations/${shared.body.id}`,
      { status: 200 },
    );
    expect(english.body.items.map((item) => item.product?.name)).toEqual([
      'Argan Repair Mask',
      'Carbon Tail Comb',
    ]);
  });
});
