// The page store (issue 33): a public page is rendered once and answered from memory until a
// change it shows arrives — on every instance, since the database itself announces the change.
// Two apps on one database are two instances here (on PostgreSQL, two LISTEN connections).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageHead, ReadPublicAnswer, RenderedMarkup } from '@/domain/page-data';
import { createApp } from '@/server/app';
import { products, productVariants, settings } from '@/server/db/schema';
import { acceptedEncoding } from '@/server/http/static';
import { PageStore, productsRead, type RenderedPage } from '@/server/http/page-store';
import { ChangeFeed, parseChange } from '@/server/services/changes';
import { insertProduct } from '../../support/catalog-fixtures';
import { writeClientBuild } from '../../support/client-build';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let test: TestDatabase;
let folder: string;
let productId: number;
/** Pages each instance rendered, by address. */
const renders: { a: string[]; b: string[] } = { a: [], b: [] };
let instanceA: ReturnType<typeof createApp>;
let instanceB: ReturnType<typeof createApp>;
const feeds: ChangeFeed[] = [];

interface ProductAnswer {
  name: string;
  fromPrice?: number;
  price?: number;
}

/** A page whose markup shows the product's name and price as the API gives them. */
function renderer(into: string[]) {
  return async (url: URL, read: ReadPublicAnswer): Promise<RenderedMarkup> => {
    into.push(`${url.pathname}${url.search}`);
    const id = /\/product\/(\d+)/.exec(url.pathname)?.[1];
    const product = id ? ((await read(`/api/products/${id}`)) as ProductAnswer | undefined) : null;
    const shown = product ? `${product.name} ${product.fromPrice ?? product.price}` : 'home';
    return { html: `<p>${shown}</p>`, queries: [], renderedAt: Date.now() };
  };
}

const head = async (): Promise<PageHead> => ({
  title: 'Tress',
  description: 'A page',
  noscript: '',
});

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  productId = await insertProduct(db, {
    slug: 'stored-bundle',
    name: 'Stored bundle',
    price: 7900,
  });
  folder = await mkdtemp(join(tmpdir(), 'tress-page-store-'));
  const client = await writeClientBuild(folder);
  const env = testEnv({ CLIENT_DIR: client, PAGE_STORE_SECONDS: '60' });
  const instance = (into: string[]) => {
    const changes = new ChangeFeed(test.database, recordingLogger().logger);
    feeds.push(changes);
    return createApp({
      database: test.database,
      env,
      changes,
      renderMarkup: renderer(into),
      renderHead: head,
      renderTimeoutMs: 30_000,
    });
  };
  instanceA = instance(renders.a);
  instanceB = instance(renders.b);
  // Both listen before any page is kept.
  await Promise.all(feeds.map((feed) => feed.start()));
});
afterAll(async () => {
  await Promise.all(feeds.map((feed) => feed.close()));
  await test.close();
  await rm(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  await forgetAll();
  renders.a.length = 0;
  renders.b.length = 0;
});

/**
 * Empties both instances' stores the way the shop does, with a change notice (a settings
 * change), and waits until each has heard it: its kept home page is rendered anew.
 */
async function forgetAll(): Promise<void> {
  const instances = [
    [instanceA, renders.a],
    [instanceB, renders.b],
  ] as const;
  for (const [app] of instances) await pageOf(app, '/');
  await test.database.db.update(settings).set({ updatedAt: new Date() });
  for (const [app, into] of instances) {
    await expect
      .poll(async () => {
        const before = into.length;
        await pageOf(app, '/');
        return into.length > before;
      })
      .toBe(true);
  }
}

async function pageOf(app: ReturnType<typeof createApp>, path: string, headers = {}) {
  const response = await app.request(path, { headers });
  return { response, text: await response.text() };
}

describe('the page store', () => {
  it('renders a public page once and answers the next visitors from it, with an ETag', async () => {
    const first = await pageOf(instanceA, `/product/${productId}`);
    expect(first.response.status).toBe(200);
    expect(first.text).toContain('Stored bundle 7900');
    const second = await pageOf(instanceA, `/product/${productId}`);
    expect(second.text).toBe(first.text);
    expect(renders.a.filter((path) => path === `/product/${productId}`)).toHaveLength(1);

    const etag = second.response.headers.get('ETag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(second.response.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
    );
    expect(second.response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(second.response.headers.get('Server-Timing')).toMatch(/^page-age;dur=\d+$/);
    const again = await instanceA.request(`/product/${productId}`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends the page compressed as the browser takes it, the same page in each encoding', async () => {
    const plain = await pageOf(instanceA, '/shop');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await instanceA.request('/shop', { headers: { 'Accept-Encoding': accept } });
      expect(response.headers.get('Content-Encoding')).toBe(encoding);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(decode(bytes).toString()).toBe(plain.text);
    }
    expect(renders.a.filter((path) => path === '/shop')).toHaveLength(1);
  });

  it('shows a price changed through one instance on the other’s next page', async () => {
    const { db } = test.database;
    expect((await pageOf(instanceB, `/product/${productId}`)).text).toContain('7900');
    expect((await pageOf(instanceA, `/product/${productId}`)).text).toContain('7900');
    await db.update(products).set({ price: 8100 }).where(eq(products.id, productId));
    // The notice reaches each instance as the database sends it: a moment after the commit.
    await expect
      .poll(async () => (await pageOf(instanceB, `/product/${productId}`)).text)
      .toContain('Stored bundle 8100');
    await expect
      .poll(async () => (await pageOf(instanceA, `/product/${productId}`)).text)
      .toContain('Stored bundle 8100');
  });

  it('forgets the pages that show a product when its stock changes, and keeps the others', async () => {
    const { db } = test.database;
    await pageOf(instanceA, `/product/${productId}`);
    await pageOf(instanceA, '/help');
    const rendered = (path: string) => renders.a.filter((visited) => visited === path).length;
    await db.update(products).set({ stock: 2 }).where(eq(products.id, productId));
    await expect
      .poll(async () => {
        await pageOf(instanceA, `/product/${productId}`);
        return rendered(`/product/${productId}`);
      })
      .toBe(2);
    // The help page shows no product: still kept.
    await pageOf(instanceA, '/help');
    expect(rendered('/help')).toBe(1);
  });

  it('never keeps nor serves a page to a visit through a salon or friends-and-family link', async () => {
    await pageOf(instanceA, `/product/${productId}`);
    const links = [
      `/product/${productId}?salonId=9b2c3c3e-8f1e-4a55-9a55-2a4a0c1f0e11&key=abc`,
      `/product/${productId}?access=friends-family&key=abc`,
      `/product/${productId}?salonId=9b2c3c3e-8f1e-4a55-9a55-2a4a0c1f0e11`,
    ];
    for (const link of links) {
      for (let visit = 0; visit < 2; visit += 1) {
        const { response } = await pageOf(instanceA, link);
        expect(response.status).toBe(200);
        expect(response.headers.get('ETag')).toBeNull();
        expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
      }
      expect(renders.a.filter((path) => path === link)).toHaveLength(2);
    }
  });

  it('answers 410 for a product retired after its page was kept', async () => {
    const { db } = test.database;
    const retired = await insertProduct(db, { slug: 'retired-bundle', name: 'Retired bundle' });
    expect((await pageOf(instanceA, `/product/${retired}`)).response.status).toBe(200);
    await db.update(products).set({ active: false }).where(eq(products.id, retired));
    await expect
      .poll(async () => (await pageOf(instanceA, `/product/${retired}`)).response.status)
      .toBe(410);
  });

  it('never serves the Dutch page for English, nor the English one for Dutch', async () => {
    const dutch = await pageOf(instanceA, `/nl/product/${productId}`);
    const english = await pageOf(instanceA, `/product/${productId}`);
    expect(dutch.text).toContain('lang="nl"');
    expect(english.text).toContain('lang="en"');
    expect((await pageOf(instanceA, `/nl/product/${productId}`)).text).toBe(dutch.text);
    expect((await pageOf(instanceA, `/product/${productId}`)).text).toBe(english.text);
  });

  it('keeps no search’s results: a search that finds nothing is counted each time', async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const { response } = await pageOf(instanceA, '/shop?q=kinky');
      expect(response.headers.get('ETag')).toBeNull();
    }
    expect(renders.a.filter((path) => path === '/shop?q=kinky')).toHaveLength(2);
  });

  it('keeps no page of one shopper’s own (the cart, an order)', async () => {
    for (const path of [
      '/cart',
      '/cart/checkout',
      '/recommendation/9b2c3c3e-8f1e-4a55-9a55-2a4a0c1f0e11',
    ]) {
      const { response } = await pageOf(instanceA, path);
      expect(response.headers.get('ETag')).toBeNull();
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('forgets every page when a variant’s price changes in one transaction with others', async () => {
    const { db } = test.database;
    const withVariant = await insertProduct(db, {
      slug: 'variant-bundle',
      name: 'Variant bundle',
      variants: [{ name: '16 inch', price: 9900, stock: 3 }],
    });
    await pageOf(instanceB, `/product/${withVariant}`);
    const count = () => renders.b.filter((path) => path === `/product/${withVariant}`).length;
    await db.transaction(async (tx) => {
      await tx
        .update(productVariants)
        .set({ price: 9500 })
        .where(eq(productVariants.productId, withVariant));
    });
    await expect
      .poll(async () => {
        await pageOf(instanceB, `/product/${withVariant}`);
        return count();
      })
      .toBe(2);
  });
});

describe('the page store’s rules', () => {
  const page = (html: string, products: RenderedPage['products'] = 'any'): RenderedPage => ({
    html,
    products,
    keep: true,
  });

  it('renders an address once however many visitors ask at the same moment', async () => {
    const store = new PageStore({ ttlMs: 60_000, listening: () => true });
    let calls = 0;
    const render = async () => {
      calls += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return page('<p>one</p>');
    };
    const pages = await Promise.all(Array.from({ length: 20 }, () => store.page('/shop', render)));
    expect(calls).toBe(1);
    expect(new Set(pages.map((kept) => kept.etag)).size).toBe(1);
    expect(store.size).toBe(1);
  });

  it('keeps nothing rendered across a change, before it listens, or that asked not to be', async () => {
    let listening = false;
    const store = new PageStore({ ttlMs: 60_000, listening: () => listening });
    await store.page('/', async () => page('<p>early</p>'));
    expect(store.size).toBe(0);
    listening = true;
    await store.page('/', async () => {
      store.forget({ kind: 'table', table: 'offers' });
      return page('<p>old</p>');
    });
    expect(store.size).toBe(0);
    await store.page('/', async () => ({ ...page('<p>late</p>'), keep: false }));
    expect(store.size).toBe(0);
    await store.page('/', async () => page('<p>kept</p>'));
    expect(store.size).toBe(1);
  });

  it('forgets the pages that show a product, and only those', async () => {
    const store = new PageStore({ ttlMs: 60_000, listening: () => true });
    await store.page('/product/1', async () => page('1', new Set([1])));
    await store.page('/product/2', async () => page('2', new Set([2])));
    await store.page('/shop', async () => page('shop', 'any'));
    store.forget({ kind: 'product', productId: 1 });
    expect(store.get('/product/1')).toBeUndefined();
    expect(store.get('/shop')).toBeUndefined();
    expect(store.get('/product/2')).toBeDefined();
    store.forget({ kind: 'table', table: 'settings' });
    expect(store.size).toBe(0);
  });

  it('keeps a page no longer than its lifetime, and no more pages than its room', async () => {
    let now = 1_000;
    const store = new PageStore({
      ttlMs: 500,
      maxEntries: 2,
      listening: () => true,
      now: () => now,
    });
    await store.page('/a', async () => page('a'));
    now += 499;
    expect(store.get('/a')).toBeDefined();
    now += 1;
    expect(store.get('/a')).toBeUndefined();
    for (const path of ['/b', '/c', '/d']) await store.page(path, async () => page(path));
    expect(store.size).toBe(2);
    expect(store.get('/b')).toBeUndefined();
  });

  it('knows which products a page showed from the answers it read', () => {
    expect(productsRead(['/api/settings', '/api/products/12'])).toEqual(new Set([12]));
    expect(productsRead(['/api/products/12', '/api/products?sort=popular'])).toBe('any');
    expect(productsRead(['/api/weekly-drop'])).toBe('any');
    expect(productsRead([])).toEqual(new Set());
  });

  it('reads change notices, and ignores what is none', () => {
    expect(parseChange('products:42')).toEqual({ kind: 'product', productId: 42 });
    expect(parseChange('settings')).toEqual({ kind: 'table', table: 'settings' });
    expect(parseChange('products:x')).toBeUndefined();
    expect(parseChange('DROP TABLE')).toBeUndefined();
  });

  it('chooses brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  });
});
