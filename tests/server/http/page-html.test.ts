// A page's HTML (issue 18): the built shell, made to paint from its first response — the
// stylesheet inlined, the first screen's fonts, the page's own modules and its largest picture
// preloaded, and its first API answers as a JSON data island. The island is read as a public
// visitor reads the API, whoever asks for the page, and no text can break out of it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerKey,
  PAGE_DATA_ELEMENT_ID,
  PAGE_MODULES_ATTRIBUTE,
  type PageData,
  type RenderedQuery,
} from '@/domain/page-data';
import { writeSettings } from '@/server/services/settings';
import { insertProduct, insertSalon, salonAccessFor } from '../../support/catalog-fixtures';
import { leavesOf } from '../../support/json-leaves';
import { createApp } from '@/server/app';
import { buildApp, recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

const CSS = `@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-wght-normal-Ab1.woff2)}
@font-face{font-family:Inter Variable;src:url(/assets/inter-cyrillic-wght-normal-Cd2.woff2)}
@font-face{font-family:Fraunces Variable;src:url(/assets/fraunces-latin-wght-normal-Ef3.woff2)}
body{background:#faf7f2}`;
const SHELL = `<!doctype html><html lang="en"><head><title>Tress</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', imports: ['_shared-1.js'], isEntry: true },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_grid-2.js': { file: 'assets/grid-2.js', imports: ['_shared-1.js'] },
  'src/web/features/catalog/pages/product-page.tsx': {
    file: 'assets/product-page-x.js',
    imports: ['_shared-1.js', '_grid-2.js'],
    isDynamicEntry: true,
  },
  'src/web/features/catalog/pages/home-page.tsx': {
    file: 'assets/home-page-y.js',
    imports: ['_grid-2.js'],
  },
  'src/web/features/shopper/link-validation.ts': { file: 'assets/link-validation-z.js' },
};
const HOSTILE_NAME = '</script><script>alert("island")</script><!-- & \u2028';
// Business prices no public page may carry: cents values found nowhere else in the catalog.
const BUSINESS_CENTS = [5123, 5877];
const FF_KEY = 'friends-and-family-key-0123';

let test: TestDatabase;
let folder: string;
let app: ReturnType<typeof buildApp>;
/** The same shop with the web app's own server rendering (src/web/entry-server.tsx). */
let rendering: ReturnType<typeof createApp>;
const logged = recordingLogger();
let productId: number;
let salonProof: string;

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  productId = await insertProduct(db, {
    slug: 'hostile-bundle',
    name: HOSTILE_NAME,
    images: ['/images/products/hostile-bundle.svg'],
    price: 7900,
    businessPrice: 5123,
    variants: [{ name: '16 inch', price: 7900, businessPrice: 5877, stock: 3 }],
  });
  const salonId = await insertSalon(db, { status: 'approved' });
  salonProof = await salonAccessFor(db, salonId);
  const friendsFamily = await insertSalon(db, { salonName: 'Tress Friends & Family' });
  await writeSettings(db, { friendsFamilyKey: FF_KEY, friendsFamilySalonId: friendsFamily });

  folder = await mkdtemp(join(tmpdir(), 'tress-page-'));
  const client = join(folder, 'client');
  await mkdir(join(client, 'assets'), { recursive: true });
  await mkdir(join(client, '.vite'), { recursive: true });
  await writeFile(join(client, 'index.html'), SHELL);
  await writeFile(join(client, 'assets', 'index-abc.css'), CSS);
  await writeFile(join(client, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(join(client, 'boot.js'), '');
  app = buildApp(test.database, testEnv({ CLIENT_DIR: client }));
  const { renderPage } = await import('@/web/entry-server');
  rendering = createApp({
    database: test.database,
    env: testEnv({ CLIENT_DIR: client }),
    logger: logged.logger,
    renderMarkup: renderPage,
    // A page's first render here also transforms its modules: slow on a busy machine.
    renderTimeoutMs: 30_000,
  });
});
afterAll(async () => {
  await test.close();
  await rm(folder, { recursive: true, force: true });
});

/** Who asks for a page: nobody in particular, a salon, friends and family. */
const ACCESSES: [string, Record<string, string> | (() => Record<string, string>)][] = [
  ['no access', {}],
  ['an approved salon’s access', () => ({ 'X-Tress-Access': salonProof })],
  ['the friends-and-family access', { 'X-Tress-Access': `ff:${FF_KEY}` }],
];

/** Every landing page of issue 18, the salon and friends-and-family links included. */
function landingPages(): string[] {
  return [
    '/',
    '/shop',
    `/product/${productId}`,
    '/human-hair',
    '/weekly-drop',
    '/offers',
    '/box-builder',
    '/hairdresser',
    '/help',
    `/?salonId=${salonProof.split(':')[1]}&key=${salonProof.split(':')[2]}`,
    `/?access=friends-family&key=${FF_KEY}`,
  ];
}

/** business_price, businessPrice, dropBusinessPrice…: null (no leaf) in a public answer. */
function expectNoBusinessPrice(page: string, data: unknown): void {
  for (const { path: at, value } of leavesOf(data)) {
    if (at.some((segment) => /business_?price/i.test(String(segment))))
      expect.fail(`${page}: ${at.join('.')} = ${value}`);
  }
}

/** The island's text exactly as the HTML holds it, and its parsed answers. */
function islandOf(html: string): { text: string; answers: Record<string, unknown> } {
  const open = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`;
  const start = html.indexOf(open);
  expect(start, 'the page has a data island').toBeGreaterThan(-1);
  const end = html.indexOf('</script>', start);
  const text = html.slice(start + open.length, end);
  return { text, answers: (JSON.parse(text) as { answers: Record<string, unknown> }).answers };
}

async function pageHtml(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await app.request(path, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
  // A visit through a salon or friends-and-family link has the shopper's key in its address: no
  // shared cache keeps it (issue 33).
  const ownVisit = /[?&](salonId|access|key)=/.test(path);
  expect(res.headers.get('Cache-Control')).toBe(ownVisit ? 'private, no-cache' : 'no-cache');
  return res.text();
}

async function publicAnswer(path: string): Promise<unknown> {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  return res.json();
}

describe('a page’s HTML', () => {
  it('inlines the stylesheet and preloads the first screen’s fonts, latin only', async () => {
    const html = await pageHtml('/help');

    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-latin-wght-normal-Ab1.woff2" crossorigin>',
    );
    expect(html).toContain('href="/assets/fraunces-latin-wght-normal-Ef3.woff2"');
    expect(html).not.toContain('as="font" type="font/woff2" href="/assets/inter-cyrillic');
  });

  it('announces the page’s own modules once, beside the entry’s', async () => {
    const html = await pageHtml(`/product/${productId}`);

    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/product-page-x.js">',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/grid-2.js">');
    // Already announced by the entry: not a second time.
    expect(html.split('/assets/shared-1.js').length - 1).toBe(1);
    expect(html).not.toContain('home-page-y.js');
  });

  it('announces the link check to a visit through a salon or friends-and-family link only', async () => {
    const check = 'href="/assets/link-validation-z.js"';
    expect(await pageHtml(`/?access=friends-family&key=${FF_KEY}`)).toContain(check);
    expect(await pageHtml('/?salonId=4b1c3a2e-8b7d-4c6e-9a10-5b2d7e8f9a01&key=x')).toContain(check);
    expect(await pageHtml('/')).not.toContain(check);
  });

  it('preloads the product’s picture, AVIF in the sizes the page shows it at, first', async () => {
    const html = await pageHtml(`/product/${productId}`);

    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain(
      'imagesrcset="/images/products/hostile-bundle-320.avif 320w, /images/products/hostile-bundle-640.avif 640w, /images/products/hostile-bundle-960.avif 960w"',
    );
    expect(preload).toContain('imagesizes="');
    expect(preload).toContain('fetchpriority="high"');
  });

  it('preloads the shop’s first product picture on its plain landing only', async () => {
    const preload = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';

    expect(preload(await pageHtml('/shop'))).toContain(
      'imagesrcset="/images/products/hostile-bundle-320.avif 320w',
    );
    expect(preload(await pageHtml('/shop?family=human-hair'))).toBe('');
  });

  it('carries the product page’s first answers, equal to the public API’s', async () => {
    const { answers } = islandOf(await pageHtml(`/product/${productId}`));

    const product = `/api/products/${productId}`;
    const related = answerKey(
      '/api/products?family=human-hair&category=bundles&sort=popular&pageSize=5',
    );
    expect(Object.keys(answers).sort()).toEqual(
      ['/api/offers', '/api/settings', product, related].sort(),
    );
    expect(answers[product]).toEqual(await publicAnswer(product));
    expect(answers['/api/settings']).toEqual(await publicAnswer('/api/settings'));
    expect(answers[related]).toEqual(
      await publicAnswer(
        '/api/products?family=human-hair&category=bundles&sort=popular&pageSize=5',
      ),
    );
  });

  it.each([
    ['/', ['/api/offers', '/api/products?pageSize=8&sort=popular', '/api/settings']],
    [
      '/shop',
      ['/api/catalog', '/api/offers', '/api/products?pageSize=24&sort=popular', '/api/settings'],
    ],
    ['/shop?family=human-hair', ['/api/catalog', '/api/offers', '/api/settings']],
    [
      '/human-hair',
      [
        '/api/catalog',
        '/api/offers',
        '/api/products?family=human-hair&pageSize=4&sort=popular',
        '/api/settings',
      ],
    ],
    ['/weekly-drop', ['/api/settings', '/api/weekly-drop?audience=public']],
    ['/offers', ['/api/offers', '/api/settings']],
    ['/box-builder', ['/api/box-builder', '/api/settings']],
    ['/help', ['/api/settings']],
  ])('carries the first answers of %s', async (path, keys) => {
    const { answers } = islandOf(await pageHtml(path));

    expect(Object.keys(answers).sort()).toEqual(keys);
  });

  it('keeps any text inside the island: it parses back to the API’s answer', async () => {
    const html = await pageHtml(`/product/${productId}`);
    const { text, answers } = islandOf(html);

    expect(text).not.toMatch(/[<>]/);
    expect(html).not.toContain('<script>alert');
    expect((answers[`/api/products/${productId}`] as { name: string }).name).toBe(HOSTILE_NAME);
    // The document still ends as the shell does: nothing after the island was cut off.
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
  });

  it.each(ACCESSES)('never carries a business price, asked for with %s', async (_name, given) => {
    const headers = typeof given === 'function' ? given() : given;
    for (const path of landingPages()) {
      const html = await pageHtml(path, headers);
      const { answers } = islandOf(html);
      expectNoBusinessPrice(path, answers);
      for (const cents of BUSINESS_CENTS) expect(html, path).not.toContain(String(cents));
    }
  });

  it('answers HEAD with the page’s headers and no body', async () => {
    const res = await app.request(`/product/${productId}`, { method: 'HEAD' });

    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('gives an unknown address the shell without data, and keeps the manifest private', async () => {
    const missing = await app.request('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain(PAGE_DATA_ELEMENT_ID);

    expect((await app.request('/.vite/manifest.json')).status).toBe(404);
  });

  it('answers a product page that does not exist with 404 and the shell without data', async () => {
    // The app explains it (issue 32: a real 404 for search engines, page-head.test.ts).
    const missing = await app.request('/product/999999');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain(PAGE_DATA_ELEMENT_ID);
  });
});

/** The island of a page the server rendered: its module list and the queries its markup shows. */
function renderedIslandOf(html: string): {
  text: string;
  modules: string[];
  data: PageData & { queries: RenderedQuery[] };
} {
  const found = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}" ${PAGE_MODULES_ATTRIBUTE}="([^"]*)">([^<]*)</script>`,
  ).exec(html);
  expect(found, 'the page has a data island with its modules').not.toBeNull();
  const text = found?.[2] ?? '';
  return {
    text,
    modules: (found?.[1] ?? '').split(' '),
    data: JSON.parse(text) as PageData & { queries: RenderedQuery[] },
  };
}

async function renderedHtml(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await rendering.request(path, { headers });
  expect(res.status).toBe(200);
  // A visit through a salon or friends-and-family link has the shopper's key in its address: no
  // shared cache keeps it (issue 33).
  const ownVisit = /[?&](salonId|access|key)=/.test(path);
  expect(res.headers.get('Cache-Control')).toBe(ownVisit ? 'private, no-cache' : 'no-cache');
  return res.text();
}

/** The markup inside #root. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  return html.slice(start, html.indexOf('<script type="application/json"', start));
}

describe('a page the server rendered', () => {
  it('holds the product page’s first screen, inert until the app takes it over', async () => {
    const html = await renderedHtml(`/product/${productId}`);
    const root = rootOf(html);

    expect(root.startsWith('<div id="root" inert>')).toBe(true);
    expect(root).toMatch(/<h1[^>]*>&lt;\/script&gt;&lt;script&gt;alert\(/);
    expect(root).toContain('€79.00');
    // The page's own layout: header, main, footer with the shop's company details.
    expect(root).toContain('id="main-content"');
    expect(root).toContain('<footer');
  });

  it('carries the queries its markup shows instead of answers, and the render’s clock', async () => {
    const before = Date.now();
    const { data } = renderedIslandOf(await renderedHtml(`/product/${productId}`));

    expect(data.answers).toEqual({});
    expect(data.renderedAt).toBeGreaterThanOrEqual(before);
    const product = data.queries.find(
      (query) => (query.data as { id?: unknown } | null)?.id === productId,
    );
    expect(product?.data).toEqual(await publicAnswer(`/api/products/${productId}`));
    for (const query of data.queries) {
      expect(Array.isArray(query.key)).toBe(true);
      expect(query.updatedAt).toBeGreaterThanOrEqual(before);
    }
  });

  it('names the entry first, then every module of the page, for boot.js to load after the paint', async () => {
    const html = await renderedHtml(`/product/${productId}`);
    const { modules } = renderedIslandOf(html);

    expect(modules).toEqual([
      '/assets/index-abc.js',
      '/assets/shared-1.js',
      '/assets/product-page-x.js',
      '/assets/grid-2.js',
    ]);
    expect(html).toContain('<script type="module" src="/boot.js"></script>');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).not.toContain('rel="modulepreload"');
    // The picture is still preloaded first, before the stylesheet.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<style>'));
  });

  it('keeps any text inside the markup and the island', async () => {
    const html = await renderedHtml(`/product/${productId}`);
    const { text, data } = renderedIslandOf(html);

    expect(html).not.toContain('<script>alert');
    expect(text).not.toMatch(/[<>]/);
    const names = data.queries.map((query) => (query.data as { name?: unknown } | null)?.name);
    expect(names).toContain(HOSTILE_NAME);
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
  });

  it.each(ACCESSES)(
    'never shows or carries a business price, asked for with %s',
    async (_name, given) => {
      const headers = typeof given === 'function' ? given() : given;
      for (const path of landingPages()) {
        const html = await renderedHtml(path, headers);
        const { data } = renderedIslandOf(html);
        expect(data.queries.length, path).toBeGreaterThan(0);
        expectNoBusinessPrice(path, data.queries);
        for (const cents of BUSINESS_CENTS) {
          // As a number of its own (not inside a timestamp), or as the price a page shows.
          expect(html, path).not.toMatch(new RegExp(`(?<!\\d)${cents}(?!\\d)`));
          expect(html, path).not.toContain(`€${(cents / 100).toFixed(2)}`);
        }
      }
    },
  );

  it('renders a link visit with its business queries loading: a public read never fills them', async () => {
    const path = `/?salonId=${salonProof.split(':')[1]}&key=${salonProof.split(':')[2]}`;
    const { data } = renderedIslandOf(await renderedHtml(path));

    // The footer's settings only: the product and offer lists wait for the app's own requests.
    expect(data.queries.map((query) => query.key)).toEqual([['/api/settings']]);
  });

  it.each(['/cart', '/hairdresser-onboarding', '/login', '/admin'])(
    'leaves %s to the app: what it shows depends on the browser',
    async (path) => {
      const html = await (await rendering.request(path)).text();

      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(PAGE_MODULES_ATTRIBUTE);
    },
  );

  it('sends the page without markup, as before, when the render fails', async () => {
    const failing = createApp({
      database: test.database,
      env: testEnv({ CLIENT_DIR: join(folder, 'client') }),
      logger: logged.logger,
      renderMarkup: async () => {
        throw new Error('render broke');
      },
    });
    const res = await failing.request('/offers');
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(Object.keys(islandOf(html).answers).sort()).toEqual(['/api/offers', '/api/settings']);
    expect(logged.lines.some((line) => line.msg === 'page render failed')).toBe(true);
  });
});
