import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@/domain/products';
import { products } from '@/server/db/schema';
import { answerCache } from '@/server/http/answer-cache';
import { apiErrorHandler } from '@/server/http/errors';
import type { AppEnv } from '@/server/http/app-env';
import { productRoutes } from '@/server/routes/products';
import { insertProduct, insertSalon, salonAccessFor } from '../../support/catalog-fixtures';
import { recordingLogger } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// A second's memory for product answers (CATALOG_CACHE_MS): repeated questions skip the
// database, each tier has its own answers, and nothing outlives its second.
let test: TestDatabase;
let clock = 0;
let cache: ReturnType<typeof answerCache>;
let app: Hono<AppEnv>;
let productId: number;
let salonAccess: string;

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  productId = await insertProduct(db, {
    slug: 'argan-repair-mask',
    price: 2495,
    businessPrice: 1600,
  });
  salonAccess = await salonAccessFor(db, await insertSalon(db, { status: 'approved' }));
  cache = answerCache({ ttlMs: 1000, now: () => clock });
  const { logger } = recordingLogger();
  app = new Hono<AppEnv>();
  app.onError(apiErrorHandler(logger));
  app.route('/api', productRoutes({ db, logger, cache }));
});
afterAll(() => test.close());

async function priceSeen(headers: Record<string, string> = {}) {
  const response = await app.request(`/api/products/${productId}`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as Product).price;
}
const setPrice = (price: number) =>
  test.database.db.update(products).set({ price }).where(eq(products.id, productId));

describe('the answer cache', () => {
  it('answers a repeated question from memory within its second, then asks the database again', async () => {
    clock = 0;
    cache.clear();
    expect(await priceSeen()).toBe(2495);
    await setPrice(2695);
    clock = 999;
    expect(await priceSeen()).toBe(2495);
    clock = 1001;
    expect(await priceSeen()).toBe(2695);
    await setPrice(2495);
  });

  it('keeps business answers apart from client answers', async () => {
    clock = 10_000;
    cache.clear();
    const client = await app.request(`/api/products/${productId}`);
    const salon = await app.request(`/api/products/${productId}`, {
      headers: { 'X-Tress-Access': salonAccess },
    });
    expect(((await client.json()) as Product).business_price).toBeNull();
    expect(((await salon.json()) as Product).business_price).toBe(1600);
    expect(salon.headers.get('Cache-Control')).toBe('private, no-cache');
    const again = await app.request(`/api/products/${productId}`);
    expect(((await again.json()) as Product).business_price).toBeNull();
    expect(again.headers.get('Cache-Control')).toBe('public, no-cache');
  });

  it('answers 304 from memory when the ETag matches', async () => {
    clock = 20_000;
    cache.clear();
    const first = await app.request(`/api/products/${productId}`);
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const second = await app.request(`/api/products/${productId}`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });

  it('forgets everything when cleared, and never keeps errors', async () => {
    clock = 30_000;
    cache.clear();
    expect(await priceSeen()).toBe(2495);
    await setPrice(2795);
    cache.clear();
    expect(await priceSeen()).toBe(2795);
    await setPrice(2495);
    // A not-found is not remembered: the product can appear within the same second.
    const hidden = await insertProduct(test.database.db, {
      slug: 'late-arrival',
      price: 100,
      active: false,
    });
    expect((await app.request(`/api/products/${hidden}`)).status).toBe(404);
    await test.database.db.update(products).set({ active: true }).where(eq(products.id, hidden));
    expect((await app.request(`/api/products/${hidden}`)).status).toBe(200);
  });

  it('is off with a lifetime of 0', async () => {
    const off = answerCache({ ttlMs: 0 });
    const plain = new Hono<AppEnv>().route(
      '/api',
      productRoutes({ db: test.database.db, logger: recordingLogger().logger, cache: off }),
    );
    await plain.request(`/api/products/${productId}`);
    await setPrice(2895);
    const after = (await (await plain.request(`/api/products/${productId}`)).json()) as Product;
    expect(after.price).toBe(2895);
    await setPrice(2495);
  });
});
