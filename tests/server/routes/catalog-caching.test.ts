import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@/server/db/schema';
import { insertProduct, insertSalon, salonAccessFor } from '../../support/catalog-fixtures';
import { buildApp, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// Catalog answers may be kept by browsers and proxies but are revalidated every time, so an
// admin's edit shows at once while an unchanged answer costs a body-less 304.
let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let productId: number;
let salonId: string;
let salonAccess: string;

beforeAll(async () => {
  test = await createTestDatabase();
  productId = await insertProduct(test.database.db, {
    slug: 'silk-press-serum',
    businessPrice: 900,
  });
  salonId = await insertSalon(test.database.db);
  salonAccess = await salonAccessFor(test.database.db, salonId);
  // Seven refused keys below in a row: more than the failed access checks an address may make
  // in a minute (issue 28, tested in access-header-rate-limit.test.ts).
  app = buildApp(test.database, testEnv({ ACCESS_CHECK_RATE_LIMIT_PER_MINUTE: '100' }));
});
afterAll(() => test.close());

const cached = () => [
  '/api/products',
  `/api/products/${productId}`,
  '/api/catalog',
  '/api/salons',
  '/api/settings',
  `/api/hairdressers/${salonId}`,
  '/api/lockers',
];

describe('catalog answers', () => {
  it('carry an ETag, public no-cache and Vary: X-Tress-Access', async () => {
    for (const path of cached()) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('ETag'), path).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers.get('Cache-Control'), path).toBe('public, no-cache');
      expect(res.headers.get('Vary'), path).toContain('X-Tress-Access');
    }
  });

  it('are private when the request carries shopper access, valid or not', async () => {
    for (const access of [salonAccess, 'ff:wrong-key-wrong-key']) {
      const res = await app.request('/api/products', { headers: { 'X-Tress-Access': access } });
      expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
      expect(res.headers.get('Vary')).toContain('X-Tress-Access');
    }
  });

  it('answer 304 without a body when If-None-Match matches, keeping the cache headers', async () => {
    for (const path of cached()) {
      const first = await app.request(path);
      const etag = first.headers.get('ETag') ?? '';

      const again = await app.request(path, { headers: { 'If-None-Match': etag } });

      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect(again.headers.get('ETag'), path).toBe(etag);
      expect(again.headers.get('Cache-Control'), path).toBe('public, no-cache');
      expect(again.headers.get('Vary'), path).toContain('X-Tress-Access');
    }
  });

  it('match a strong or listed tag too, and * ', async () => {
    const etag = (await app.request('/api/catalog')).headers.get('ETag') ?? '';
    const strong = etag.replace(/^W\//, '');
    for (const header of [strong, `"other", ${etag}`, '*']) {
      const res = await app.request('/api/catalog', { headers: { 'If-None-Match': header } });
      expect(res.status, header).toBe(304);
    }
  });

  it('answer 200 with a new ETag once the data changed', async () => {
    const path = `/api/products/${productId}`;
    const etag = (await app.request(path)).headers.get('ETag') ?? '';
    await test.database.db.update(products).set({ price: 1234 }).where(eq(products.id, productId));

    const res = await app.request(path, { headers: { 'If-None-Match': etag } });

    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).not.toBe(etag);
    expect(await res.json()).toMatchObject({ price: 1234 });
  });

  it('differ by access: business prices have their own ETag', async () => {
    const path = `/api/products/${productId}`;
    const client = (await app.request(path)).headers.get('ETag') ?? '';
    const business = await app.request(path, {
      headers: { 'X-Tress-Access': salonAccess, 'If-None-Match': client },
    });
    expect(business.status).toBe(200);
    expect(await business.json()).toMatchObject({ business_price: 900 });
  });

  it('never let an answer given to a refused key validate for a good one', async () => {
    // Chromium revalidates a stored answer even when Vary no longer matches, and a 304 keeps the
    // stored headers: the refused answer's X-Tress-Access-Status must not survive that.
    for (const path of cached()) {
      const refused = await app.request(path, { headers: { 'X-Tress-Access': 'ff:wrong' } });
      expect(refused.headers.get('X-Tress-Access-Status'), path).toBe('invalid');
      const tag = refused.headers.get('ETag') ?? '';
      const good = await app.request(path, {
        headers: { 'X-Tress-Access': salonAccess, 'If-None-Match': tag },
      });
      expect(good.status, path).toBe(200);
      expect(good.headers.get('X-Tress-Access-Status'), path).toBeNull();
      const anonymous = await app.request(path, { headers: { 'If-None-Match': tag } });
      expect(anonymous.status, path).toBe(200);
    }
  });

  it('are never cached when they are errors', async () => {
    const res = await app.request('/api/products/999999');
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('ETag')).toBeNull();
  });
});
