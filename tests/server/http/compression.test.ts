// API answers are compressed for browsers that take it when that gains something, and a
// remembered answer (the answer cache) is compressed once, not once per request — while every
// answer, remembered or not, still carries its own request id and the security headers.
import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '@/domain/products';
import { chooseEncoding } from '@/server/http/compression';
import { SECURITY_HEADERS } from '@/server/http/security-headers';
import { insertProduct } from '../../support/catalog-fixtures';
import { listen, type ListeningApp } from '../../support/listening-app';
import { buildApp, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let productId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  // Long enough descriptions that the list is worth compressing; the one product alone is not.
  productId = await insertProduct(db, { slug: 'short-one', description: 'Short.' });
  for (const n of [1, 2, 3, 4, 5]) {
    await insertProduct(db, {
      slug: `long-wavy-bundle-${n}`,
      description: `A long wavy bundle, number ${n}. `.repeat(20),
    });
  }
  // A minute of memory: the test never depends on how fast it runs.
  app = buildApp(test.database, testEnv({ CATALOG_CACHE_MS: '60000' }));
});
afterAll(() => test.close());

const GZIP = { 'Accept-Encoding': 'gzip, deflate, br' };

describe('compressed API answers', () => {
  it('gzip a large answer for a browser that takes it, the same JSON and ETag as without', async () => {
    const plain = await app.request('/api/products');
    const packed = await app.request('/api/products', { headers: GZIP });

    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(packed.headers.get('Content-Encoding')).toBe('gzip');
    expect(packed.headers.get('Vary')).toMatch(/X-Tress-Access.*Accept-Encoding/);
    expect(packed.headers.get('ETag')).toBe(plain.headers.get('ETag'));
    const unpacked = JSON.parse(
      gunzipSync(Buffer.from(await packed.arrayBuffer())).toString(),
    ) as ProductPage;
    expect(unpacked).toEqual(await plain.json());
    expect(unpacked.items).toHaveLength(6);
  });

  it('send a remembered answer gzipped again, to each browser that asks', async () => {
    const first = await app.request('/api/products', { headers: GZIP });
    const again = await app.request('/api/products', { headers: GZIP });
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const againBytes = Buffer.from(await again.arrayBuffer());

    expect(again.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(againBytes).toString()).toBe(gunzipSync(firstBytes).toString());
    expect(again.headers.get('Content-Length')).toBe(String(againBytes.byteLength));
  });

  it('answer 304 to a browser that takes gzip and has the answer', async () => {
    const etag = (await app.request('/api/products', { headers: GZIP })).headers.get('ETag');
    const res = await app.request('/api/products', {
      headers: { ...GZIP, 'If-None-Match': etag ?? '' },
    });

    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
  });

  it('deflate for a browser that takes only that', async () => {
    const res = await app.request('/api/products', { headers: { 'Accept-Encoding': 'deflate' } });

    expect(res.headers.get('Content-Encoding')).toBe('deflate');
    const page = JSON.parse(inflateSync(Buffer.from(await res.arrayBuffer())).toString());
    expect((page as ProductPage).items).toHaveLength(6);
  });

  it.each([
    ['a small answer', `/api/products/__ID__`],
    ['an error', '/api/products/999999'],
    ['an unknown endpoint', '/api/nothing-here'],
  ])('leave %s as it is', async (_kind, path) => {
    const res = await app.request(path.replace('__ID__', String(productId)), { headers: GZIP });

    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toEqual(expect.any(Object));
  });

  it('leave a small remembered answer as it is too', async () => {
    await app.request(`/api/products/${productId}`);
    const res = await app.request(`/api/products/${productId}`, { headers: GZIP });

    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(((await res.json()) as Product).id).toBe(productId);
  });
});

describe('a remembered answer', () => {
  it("carries this request's id and the security headers, never the first request's id", async () => {
    const path = `/api/products/${productId}`;
    const first = await app.request(path, { headers: { 'X-Request-Id': 'first-request' } });
    const second = await app.request(path, { headers: { 'X-Request-Id': 'second-request' } });
    const third = await app.request(path);

    expect(first.headers.get('X-Request-Id')).toBe('first-request');
    expect(second.headers.get('X-Request-Id')).toBe('second-request');
    expect(third.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    for (const res of [second, third, await app.request(path, { headers: GZIP })]) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(res.headers.get(name), name).toBe(value);
      }
    }
  });

  it('gets a new id when the one sent is not a valid request id', async () => {
    const res = await app.request(`/api/products/${productId}`, {
      headers: { 'X-Request-Id': 'not valid!' },
    });
    expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** An answer as it crosses the wire from a real server: status, raw headers and bytes. */
function fetchRaw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('answers over HTTP (@hono/node-server, as in production)', () => {
  let served: ListeningApp;
  beforeAll(async () => {
    served = await listen(app);
  });
  afterAll(() => served.close());

  it.each([
    ['a first answer', `/api/products/__ID__`, {}],
    ['a remembered answer', `/api/products/__ID__`, {}],
    ['a remembered gzip answer', '/api/products', GZIP],
    ['an error', '/api/products/999999', GZIP],
    ['an unknown path', '/api/nothing-here', {}],
  ])('carry the security headers and their own request id: %s', async (_kind, path, headers) => {
    const url = served.baseUrl + path.replace('__ID__', String(productId));
    const one = await fetchRaw(url, headers);
    const other = await fetchRaw(url, { ...headers, 'X-Request-Id': 'mine-123' });

    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(one.headers[name.toLowerCase()], name).toBe(value);
      expect(other.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(one.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).toBe('mine-123');
    expect(one.status).toBe(other.status);
  });

  it('send a remembered answer whole, with its length, type and ETag', async () => {
    const url = `${served.baseUrl}/api/products`;
    await fetchRaw(url);
    const plain = await fetchRaw(url);
    const packed = await fetchRaw(url, GZIP);

    expect(plain.headers['content-length']).toBe(String(plain.body.byteLength));
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(packed.body).equals(plain.body)).toBe(true);
    expect(JSON.parse(plain.body.toString())).toMatchObject({ total: 6 });
  });
});

describe('the choice of encoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['deflate, gzip', 'gzip'],
    ['gzip;q=0.5, deflate', 'deflate'],
    ['gzip;q=0, deflate;q=0', null],
    ['*', 'gzip'],
    ['br, *;q=0.1', 'gzip'],
  ])('for Accept-Encoding %j is %j, as hono/compress chooses', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
