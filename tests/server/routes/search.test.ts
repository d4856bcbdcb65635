// GET /api/search/suggestions (issue 32): products priced for the shopper's tier, named in the
// page's language, never one that is not for sale; refused input is a 400. And the searches
// that found nothing: counted by GET /api/products?q=… (also when the answer cache answers),
// read by the admin at GET /api/admin/stats/search-misses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { searchMissesAnswerSchema, type SearchSuggestions } from '@/domain/search';
import { createApp } from '@/server/app';
import { issuerFor } from '@/server/auth/constants';
import { searchMisses } from '@/server/db/schema';
import { SEARCH_MISS_HEADER } from '@/server/routes/search';
import type { AdminProduct } from '@/domain/product-translations';
import { productInput } from '../../support/admin-fixtures';
import { api, type ApiProblem } from '../../support/api-client';
import { adminToken } from '../../support/auth-tokens';
import { insertProduct, insertSalon, salonAccessFor } from '../../support/catalog-fixtures';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

/** Sunday 14 June 2026, 10:00 in Amsterdam: the misses' days count back from it. */
let clock = new Date('2026-06-14T08:00:00Z');
let test: TestDatabase;
let app: ReturnType<typeof createApp>;
/** The same app with a minute-long answer cache, as a busy shop runs it. */
let cachedApp: ReturnType<typeof createApp>;
let salonAccess: string;
let token: string;
let bonnetId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  await insertProduct(db, {
    slug: 'silk-press-bundle',
    name: 'Silk Press Bundle',
    translations: { nl: { name: 'Zijdezachte bundel', description: 'Steil en glanzend.' } },
    images: ['/uploads/silk-press.jpg', '/uploads/silk-press-side.jpg'],
    price: 7900,
    businessPrice: 5100,
    popularity: 50,
    variants: [
      { name: '16 inch', price: 7900, businessPrice: 5100, stock: 3 },
      { name: '14 inch', price: 6900, businessPrice: null, stock: 3 },
    ],
  });
  bonnetId = await insertProduct(db, {
    slug: 'silk-bonnet',
    name: 'Silk Bonnet',
    family: 'salon-essentials',
    category: 'accessories',
    price: 1500,
    businessPrice: 900,
    popularity: 10,
  });
  await insertProduct(db, {
    slug: 'silk-press-archived',
    name: 'Silk Press Archived Bundle',
    price: 100,
    popularity: 1000,
    active: false,
  });
  salonAccess = await salonAccessFor(db, await insertSalon(db));
  const env = testEnv({ ACCESS_CHECK_RATE_LIMIT_PER_MINUTE: '1000' });
  const now = () => clock;
  const logger = recordingLogger().logger;
  app = createApp({ database: test.database, env, logger, now });
  cachedApp = createApp({
    database: test.database,
    env: testEnv({ CATALOG_CACHE_MS: '60000' }),
    logger,
    now,
  });
  token = await adminToken(db, { issuer: issuerFor(env.SITE_URL) });
});
afterAll(() => test.close());

const suggestions = async (q: string, caller: Parameters<typeof api>[1] = {}) =>
  (
    await api(app, caller).get<SearchSuggestions>(
      `/api/search/suggestions?q=${encodeURIComponent(q)}`,
      { status: 200 },
    )
  ).body;

describe('GET /api/search/suggestions', () => {
  it('suggests products with their first picture and client "from" price, and their categories', async () => {
    expect(await suggestions('  silk ')).toEqual({
      query: 'silk',
      products: [
        {
          id: expect.any(Number) as number,
          slug: 'silk-press-bundle',
          name: 'Silk Press Bundle',
          family: 'human-hair',
          category: 'bundles',
          image: '/uploads/silk-press.jpg',
          price: 6900,
          business_price: null,
        },
        {
          id: expect.any(Number) as number,
          slug: 'silk-bonnet',
          name: 'Silk Bonnet',
          family: 'salon-essentials',
          category: 'accessories',
          image: null,
          price: 1500,
          business_price: null,
        },
      ],
      categories: [
        { family: 'human-hair', category: 'bundles' },
        { family: 'salon-essentials', category: 'accessories' },
      ],
    });
  });

  it('gives the business "from" price only to business access', async () => {
    const business = await suggestions('silk', { access: salonAccess });
    // The 14 inch has no business price: it costs the product's (5100), the 16 inch 5100 too.
    expect(business.products.map((p) => [p.slug, p.price, p.business_price])).toEqual([
      ['silk-press-bundle', 6900, 5100],
      ['silk-bonnet', 1500, 900],
    ]);
    const forged = await suggestions('silk', { access: 'salon:nobody:wrong' });
    expect(forged.products.every((p) => p.business_price === null)).toBe(true);
  });

  it('names products in the page’s language', async () => {
    const dutch = await suggestions('bundel', { headers: { 'X-Tress-Language': 'nl' } });
    expect(dutch.products.map((p) => p.name)).toEqual(['Zijdezachte bundel']);
  });

  it('never suggests a product that is not for sale', async () => {
    const found = await suggestions('archived silk press');
    expect(found.products.map((p) => p.slug)).not.toContain('silk-press-archived');
  });

  it('says what the answer varies by, and lets a browser revalidate it', async () => {
    const res = await app.request('/api/search/suggestions?q=silk');
    expect(res.status).toBe(200);
    const vary = res.headers.get('Vary') ?? '';
    expect(vary).toContain('X-Tress-Access');
    expect(vary).toContain('X-Tress-Language');
    const etag = res.headers.get('ETag') ?? '';
    const again = await app.request('/api/search/suggestions?q=silk', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('keeps answers a while, and shows a product edit at once, wherever it was made', async () => {
    const cached = api(cachedApp, { token });
    const ask = async () =>
      (
        await api(cachedApp).get<SearchSuggestions>('/api/search/suggestions?q=bonnet', {
          status: 200,
        })
      ).body.products.map((p) => [p.name, p.price]);
    expect(await ask()).toEqual([['Silk Bonnet', 1500]]);
    // Changed behind the shop's back (a hand-run UPDATE, another instance): the database's
    // change notice reaches every instance, which forgets its kept answers (issue 33).
    await test.database.db.execute(
      sql`update products set price = 1400 where slug = 'silk-bonnet'`,
    );
    await expect.poll(ask).toEqual([['Silk Bonnet', 1400]]);
    // Changed by an admin: the next answer has it.
    const { body: bonnet } = await cached.get<AdminProduct>(`/api/admin/products/${bonnetId}`, {
      status: 200,
    });
    await cached.put(
      `/api/admin/products/${bonnetId}`,
      productInput({
        slug: bonnet.slug,
        name: 'Silk Bonnet Deluxe',
        family: 'salon-essentials',
        category: 'accessories',
        price: 1600,
        business_price: 900,
        variant_detail: [],
        stock: 4,
      }),
      { status: 200 },
    );
    expect(await ask()).toEqual([['Silk Bonnet Deluxe', 1600]]);
  });

  it.each([
    ['no query', '', 'q'],
    ['an empty query', '?q=', 'q'],
    ['only spaces', '?q=%20%20', 'q'],
    ['a query over 100 characters', `?q=${'a'.repeat(101)}`, 'q'],
    ['a NUL', '?q=a%00b', 'q'],
    ['a repeated query', '?q=a&q=b', 'q'],
    ['an unknown parameter', '?q=silk&limit=50', ''],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_name, query, field) => {
    const res = await api(app).get<ApiProblem>(`/api/search/suggestions${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    if (field) expect(res.body.issues?.some((issue) => issue.path[0] === field)).toBe(true);
  });
});

/** Every counted miss, as stored. */
async function storedMisses() {
  return test.database.db
    .select({
      query: searchMisses.query,
      language: searchMisses.language,
      day: searchMisses.day,
      count: searchMisses.count,
    })
    .from(searchMisses)
    .orderBy(searchMisses.query, searchMisses.language, searchMisses.day);
}

describe('searches that found nothing', () => {
  it('are counted per normalised query, language and day, and nothing else is', async () => {
    await test.database.db.execute(sql`delete from ${searchMisses}`);
    const shop = api(app);
    const dutch = api(app, { headers: { 'X-Tress-Language': 'nl' } });
    const miss = await app.request('/api/products?q=Mermaid%20%20Wig');
    expect(await miss.json()).toMatchObject({ total: 0 });
    // The marker is the server's own: the shopper never sees it.
    expect(miss.headers.get(SEARCH_MISS_HEADER)).toBeNull();
    await shop.get('/api/products?q=mermaid%20wig', { status: 200 });
    await dutch.get('/api/products?q=zeemeermin', { status: 200 });
    // Not misses: found something, a later page, no query, a refused query.
    await shop.get('/api/products?q=silk', { status: 200 });
    await shop.get('/api/products?q=mermaid&page=2', { status: 200 });
    await shop.get('/api/products', { status: 200 });
    await shop.get(`/api/products?q=${'x'.repeat(101)}`, { status: 400 });
    // Never kept: what may name a person.
    await shop.get('/api/products?q=naomi%40example.com', { status: 200 });
    await shop.get('/api/products?q=06%2012345678', { status: 200 });

    expect(await storedMisses()).toEqual([
      { query: 'mermaid wig', language: 'en', day: '2026-06-14', count: 2 },
      { query: 'zeemeermin', language: 'nl', day: '2026-06-14', count: 1 },
    ]);
  });

  it('are counted when the answer cache answers, but not when a browser revalidates', async () => {
    await test.database.db.execute(sql`delete from ${searchMisses}`);
    const first = await cachedApp.request('/api/products?q=unicorn');
    const second = await cachedApp.request('/api/products?q=unicorn');
    expect(await second.text()).toBe(await first.text());
    const etag = second.headers.get('ETag') ?? '';
    const revalidated = await cachedApp.request('/api/products?q=unicorn', {
      headers: { 'If-None-Match': etag },
    });
    expect(revalidated.status).toBe(304);
    expect(await storedMisses()).toEqual([
      { query: 'unicorn', language: 'en', day: '2026-06-14', count: 2 },
    ]);
  });

  it('reach the admin, most frequent first, over the last N days', async () => {
    await test.database.db.execute(sql`delete from ${searchMisses}`);
    const search = (q: string, language = 'en') =>
      app.request(`/api/products?q=${encodeURIComponent(q)}`, {
        headers: { 'X-Tress-Language': language },
      });
    clock = new Date('2026-05-01T08:00:00Z'); // 44 days before: outside 30, inside 60
    for (let i = 0; i < 5; i += 1) await search('old miss');
    clock = new Date('2026-06-10T08:00:00Z');
    await search('water wave wig');
    await search('lace tint');
    clock = new Date('2026-06-14T08:00:00Z');
    await search('lace tint');
    await search('lace tint', 'nl');

    const admin = api(app, { token });
    const recent = await admin.get('/api/admin/stats/search-misses', {
      status: 200,
      schema: searchMissesAnswerSchema,
    });
    expect(recent.headers.get('Cache-Control')).toBe('no-store');
    expect(recent.body).toEqual([
      {
        query: 'lace tint',
        count: 2,
        language: 'en',
        last_searched_at: '2026-06-14T08:00:00.000Z',
      },
      {
        query: 'lace tint',
        count: 1,
        language: 'nl',
        last_searched_at: '2026-06-14T08:00:00.000Z',
      },
      {
        query: 'water wave wig',
        count: 1,
        language: 'en',
        last_searched_at: '2026-06-10T08:00:00.000Z',
      },
    ]);
    const longer = await admin.get('/api/admin/stats/search-misses?days=60', {
      status: 200,
      schema: searchMissesAnswerSchema,
    });
    expect(longer.body[0]).toMatchObject({ query: 'old miss', count: 5 });
    const today = await admin.get('/api/admin/stats/search-misses?days=1', {
      status: 200,
      schema: searchMissesAnswerSchema,
    });
    expect(today.body.map((row) => [row.query, row.language, row.count])).toEqual([
      ['lace tint', 'en', 1],
      ['lace tint', 'nl', 1],
    ]);
  });

  it('are the admin’s only: no token is 401, and a bad window is 400', async () => {
    await api(app).get('/api/admin/stats/search-misses', { status: 401 });
    for (const days of ['0', '366', 'x', '1.5']) {
      const res = await api(app, { token }).get<ApiProblem>(
        `/api/admin/stats/search-misses?days=${days}`,
        { status: 400 },
      );
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
