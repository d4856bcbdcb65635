// The server hands out the built web app: hashed assets cached for ever, the shell never, and
// every app route answered with the shell so the client-side router can take over — with 200 at
// the shop's pages and 404 elsewhere, where the app shows its not-found page. What a page's HTML
// adds to the shell (its preloads and data) is tested in page-html.test.ts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATTERNS } from '@/domain/page-routes';
import { SECURITY_HEADERS } from '@/server/http/security-headers';
import { insertProduct } from '../../support/catalog-fixtures';
import { buildApp, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

const ROOT = '<div id="root"></div>';
const SHELL = `<!doctype html><html><head><title>Tress</title></head><body>${ROOT}</body></html>`;
const BUNDLE = `console.log(${JSON.stringify('tress '.repeat(1000))});`;
const SECRET = 'TOP-SECRET-NEXT-TO-CLIENT-DIR';
const UUID = '0f8a3c1e-8c1b-4d59-9a51-2f0c8f4b7e21';

let test: TestDatabase;
let folder: string;
let app: ReturnType<typeof buildApp>;
/** A product for sale: a product page answers 200 only for one (404 unknown, 410 archived). */
let productId: number;
const withProduct = (path: string) => path.replace(':id', String(productId));

beforeAll(async () => {
  test = await createTestDatabase();
  productId = await insertProduct(test.database.db, { slug: 'web-app-bundle' });
  folder = await mkdtemp(join(tmpdir(), 'tress-web-'));
  const client = join(folder, 'client');
  await mkdir(join(client, 'assets'), { recursive: true });
  await writeFile(join(client, 'index.html'), SHELL);
  await writeFile(join(client, 'assets', 'app-abc123.js'), BUNDLE);
  // The build's brotli copy (scripts/precompress.mjs) of the first, none of the second.
  await writeFile(join(client, 'assets', 'app-abc123.js.br'), brotliCompressSync(BUNDLE));
  await writeFile(join(client, 'assets', 'other-def456.js'), BUNDLE);
  // Any file of public/ (robots.txt is the server's own: routes/seo.ts).
  await writeFile(join(client, 'manifest.txt'), 'tress\n');
  await writeFile(join(folder, 'secret.txt'), SECRET);
  app = buildApp(test.database, testEnv({ CLIENT_DIR: client }));
});
afterAll(async () => {
  await test.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the web app', () => {
  it.each([
    '/',
    '/shop',
    '/product/:id',
    '/admin',
    '/recommendation/0f8a3c1e-8c1b-4d59-9a51-2f0c8f4b7e21',
    '/cart/checkout',
  ])('answers %s with index.html, never cached without revalidation', async (path) => {
    const res = await app.request(withProduct(path));

    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toContain(ROOT);
  });

  it.each(
    PAGE_PATTERNS.map((pattern) =>
      pattern
        .replace(':uuid', UUID)
        .replace(':reference', 'tb_0123456789abcdef')
        // A category page names a category of its family (else it is a 404, issue 32).
        .concat(pattern === '/shop-category' ? '?family=human-hair&category=bundles&' : '?')
        .concat('utm_source=mail'),
    ),
  )('answers the page %s with the shell and 200, whatever its query', async (path) => {
    const res = await app.request(withProduct(path));

    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toContain(ROOT);
  });

  it.each(['/shop/', '/cart/checkout/?step=2', '/Shop', `/recommendation/${UUID.toUpperCase()}`])(
    'answers %s, which the app shows as a page, with 200',
    async (path) => {
      const res = await app.request(path);

      expect(res.status).toBe(200);
      expect(await res.text()).toContain(ROOT);
    },
  );

  it.each([
    '/nope',
    '/nope?page=2',
    '/product/abc',
    '/product/0',
    '/product/12/reviews',
    '/recommendation/not-a-uuid',
    '/checkout/123',
    '/human-hairx',
    '/shop/extra/segments',
    '/some/deep/unknown/path',
    '/assets-old/page',
  ])('answers the unknown page %s with the shell and 404, kept nowhere', async (path) => {
    const res = await app.request(path);

    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.text()).toContain(ROOT);
  });

  it('answers HEAD for an unknown page with 404 and no body', async () => {
    const res = await app.request('/nope', { method: 'HEAD' });

    expect(res.status).toBe(404);
    expect(await res.text()).toBe('');
  });

  it('sends /index.html to /, keeping the query', async () => {
    const res = await app.request('/index.html?ref=old-link');

    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/?ref=old-link');
  });

  it('answers HEAD for an app route with the shell headers and no body', async () => {
    const res = await app.request('/shop', { method: 'HEAD' });

    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe('');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.request('/assets/app-abc123.js');

    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(BUNDLE);
  });

  it('serves other files for an hour', async () => {
    const res = await app.request('/manifest.txt');

    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });

  it('gzips text when the browser accepts it', async () => {
    const res = await app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });

    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(BUNDLE);
  });

  it('sends the build’s brotli copy to a browser that takes br, gzip where there is none', async () => {
    const headers = { 'Accept-Encoding': 'gzip, deflate, br' };
    const res = await app.request('/assets/app-abc123.js', { headers });

    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(BUNDLE);

    const other = await app.request('/assets/other-def456.js', { headers });
    expect(other.headers.get('Content-Encoding')).toBe('gzip');
  });

  it.each(['/assets/missing-123.js', '/assets/', '/logo.png'])(
    'answers a missing file %s with 404, not the shell',
    async (path) => {
      const res = await app.request(path);

      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<html');
    },
  );

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.request('/api/nothing-here');

    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/assets/..\\..\\secret.txt',
  ])('never serves a file outside the client folder for %s', async (path) => {
    const res = await app.request(`http://localhost${path}`);

    expect(await res.text()).not.toContain(SECRET);
  });

  it('puts the security headers on files and on the shell', async () => {
    for (const path of ['/assets/app-abc123.js', '/shop', '/assets/missing.js', '/nope']) {
      const res = await app.request(path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(res.headers.get(name), `${path} ${name}`).toBe(value);
    }
  });
});

describe('before the web app is built', () => {
  it('answers app routes with 503 and how to build it, while the API keeps working', async () => {
    const unbuilt = buildApp(test.database, testEnv({ CLIENT_DIR: join(folder, 'no-build-here') }));

    const page = await unbuilt.request('/shop');
    expect(page.status).toBe(503);
    expect(await page.text()).toBe('The web app is not built yet: run npm run build');

    expect((await unbuilt.request('/api/health')).status).toBe(200);
  });
});
