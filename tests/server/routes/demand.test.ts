import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRequest } from '@/domain/orders';
import type { DemandAnswer, InterestReceipt, UnknownCityProblem } from '@/domain/demand';
import { createApp } from '@/server/app';
import { demandInterest, orders } from '@/server/db/schema';
import { insertSalon } from '../../support/catalog-fixtures';
import {
  HOME,
  insertOrderShop,
  LOCKER_CODE,
  orderRequest,
  postOrder,
  type OrderShop,
} from '../../support/order-fixtures';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// product.md §13: the demand map's numbers per city — partner salons, orders (only from 3 on)
// and registered interest — and nothing that identifies a person.
let test: TestDatabase;
let app: ReturnType<typeof createApp>;
let shop: OrderShop;
let address = 0;
const db = () => test.database.db;

beforeAll(async () => {
  test = await createTestDatabase();
  shop = await insertOrderShop(db());
  app = createApp({
    database: test.database,
    env: testEnv({ TRUST_PROXY: 'true' }),
    logger: recordingLogger().logger,
    now: () => new Date('2030-03-01T10:00:05Z'),
  });
});
afterAll(() => test.close());

function interest(body: unknown, from = `198.51.100.${(address += 1)}`) {
  return app.request('/api/demand/interest', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify(body),
  });
}

async function demand(): Promise<DemandAnswer> {
  const response = await app.request('/api/demand');
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toContain('no-store');
  return (await response.json()) as DemandAnswer;
}

const cityNamed = async (name: string) => (await demand()).cities.find((c) => c.name === name);

async function order(delivery: OrderRequest['delivery']) {
  const response = await postOrder(
    app,
    orderRequest({
      items: [{ productId: shop.shampoo, quantity: 1 }],
      delivery,
    }),
  );
  expect(response.status).toBe(201);
}

describe('GET /api/demand', () => {
  it('counts approved partner salons per city, matching their city names to the list', async () => {
    await insertSalon(db(), { salonName: 'Salon Bxl', city: 'BRUXELLES' });
    await insertSalon(db(), { salonName: 'Salon Brussel', city: 'Brussel' });
    await insertSalon(db(), { salonName: 'Pending', city: 'Brussel', status: 'pending' });
    expect(await cityNamed('Bruxelles')).toMatchObject({ salons: 2, orders: null, interest: 0 });
    // Studio Krul and the friends-and-family salon of the order shop.
    expect(await cityNamed('Utrecht')).toMatchObject({ salons: 2, country: 'NL' });
  });

  it('shows a city’s orders only from 3 on; fewer show no count', async () => {
    await order({ ...HOME, address: { ...HOME.address, city: 'Groningen' } });
    await order({ ...HOME, address: { ...HOME.address, city: 'groningen' } });
    // Two orders and nothing else: the city is not on the map at all.
    expect(await cityNamed('Groningen')).toBeUndefined();
    await interest({ city: 'Groningen', families: ['human-hair'] });
    expect(await cityNamed('Groningen')).toMatchObject({ orders: null, interest: 1 });
    await order({ ...HOME, address: { ...HOME.address, city: 'Groningen' } });
    expect(await cityNamed('Groningen')).toMatchObject({ orders: 3, interest: 1 });
  });

  it('counts locker and salon-pickup orders in the locker’s and salon’s city, not cancelled ones', async () => {
    for (let i = 0; i < 2; i += 1) await order({ method: 'locker', lockerId: LOCKER_CODE });
    await order({ method: 'salon', salonId: shop.otherSalon });
    await order({ ...HOME, address: { ...HOME.address, city: 'Amsterdam' } });
    expect(await cityNamed('Amsterdam')).toMatchObject({ orders: 3 });
    await db().update(orders).set({ status: 'cancelled' });
    const amsterdam = await cityNamed('Amsterdam');
    expect(amsterdam?.orders ?? null).toBeNull();
  });

  it('answers aggregates only: no names, emails or addresses', async () => {
    await interest({ city: 'Leiden', families: ['synthetic-hair'], email: 'private@example.com' });
    const text = JSON.stringify(await demand());
    expect(text).not.toContain('private@example.com');
    expect(text).not.toContain('anouk');
    expect(text).not.toContain('Studio Krul');
    expect(text).not.toContain('Prinsengracht');
    for (const city of (await demand()).cities)
      expect(Object.keys(city).sort()).toEqual(
        ['country', 'id', 'interest', 'lat', 'lng', 'name', 'orders', 'salons'].sort(),
      );
  });
});

describe('POST /api/demand/interest', () => {
  it('matches the city whatever its case and accents, and counts it', async () => {
    const first = await interest({
      city: '  LIEGE ',
      families: ['human-hair', 'salon-essentials'],
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ city: { id: 'liege', name: 'Liège' }, interest: 1 });
    const second = (await (
      await interest({ city: 'luik', families: ['synthetic-hair'] })
    ).json()) as InterestReceipt;
    expect(second.interest).toBe(2);
    expect(await cityNamed('Liège')).toMatchObject({ interest: 2 });
  });

  it('refuses an unknown city with 400 and the closest names, keeping nothing', async () => {
    const before = (await db().select().from(demandInterest)).length;
    const response = await interest({ city: 'Amsterdm', families: ['human-hair'] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as UnknownCityProblem;
    expect(body.code).toBe('UNKNOWN_CITY');
    expect(body.suggestions[0]).toBe('Amsterdam');
    expect(body.issues[0]?.path).toEqual(['city']);
    expect((await db().select().from(demandInterest)).length).toBe(before);
  });

  it.each([
    ['no family', { city: 'Utrecht', families: [] }],
    ['an unknown family', { city: 'Utrecht', families: ['hats'] }],
    ['a family twice', { city: 'Utrecht', families: ['human-hair', 'human-hair'] }],
    ['a bad email', { city: 'Utrecht', families: ['human-hair'], email: 'nope' }],
    ['no city', { families: ['human-hair'] }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_name, body) => {
    const response = await interest(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers a filled honeypot like a success and counts nothing', async () => {
    const before = (await db().select().from(demandInterest)).length;
    const response = await interest({ city: 'Utrecht', families: ['human-hair'], website: 'x' });
    expect(response.status).toBe(201);
    expect((await db().select().from(demandInterest)).length).toBe(before);
  });

  it('takes 5 per minute per address', async () => {
    for (let i = 0; i < 5; i += 1)
      expect(
        (await interest({ city: 'Utrecht', families: ['human-hair'] }, '203.0.113.70')).status,
      ).toBe(201);
    const refused = await interest({ city: 'Utrecht', families: ['human-hair'] }, '203.0.113.70');
    expect(refused.status).toBe(429);
  });
});
