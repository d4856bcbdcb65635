// The shop in two languages (issue 30): English at the specification's paths, Dutch under /nl,
// each page naming both with hreflang on the shop's public address; the admin in English only;
// only the language switch's remembered choice, never Accept-Language, moves a visitor of "/".
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { writeClientBuild } from '../../support/client-build';
import { buildApp, recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

const SITE = 'https://tress.example';
// The build's manifest: the entry loads the shell's catalogue of the page's language, the shop
// page its own feature's.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    dynamicImports: ['src/web/app/messages/en.json', 'src/web/app/messages/nl.json'],
  },
  'src/web/app/messages/en.json': { file: 'assets/en-app.js', isDynamicEntry: true },
  'src/web/app/messages/nl.json': { file: 'assets/nl-app.js', isDynamicEntry: true },
  'src/web/features/catalog/pages/shop-page.tsx': {
    file: 'assets/shop-page-x.js',
    isDynamicEntry: true,
    dynamicImports: [
      'src/web/features/catalog/messages/en.json',
      'src/web/features/catalog/messages/nl.json',
    ],
  },
  'src/web/features/catalog/messages/en.json': { file: 'assets/en-catalog.js' },
  'src/web/features/catalog/messages/nl.json': { file: 'assets/nl-catalog.js' },
};

let test: TestDatabase;
let folder: string;
let app: ReturnType<typeof buildApp>;
let rendering: ReturnType<typeof createApp>;

beforeAll(async () => {
  test = await createTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'tress-languages-'));
  const client = await writeClientBuild(folder, { manifest: MANIFEST });
  const env = testEnv({ CLIENT_DIR: client, SITE_URL: SITE });
  app = buildApp(test.database, env);
  const { renderPage, pageHead } = await import('@/web/entry-server');
  rendering = createApp({
    database: test.database,
    env,
    logger: recordingLogger().logger,
    renderMarkup: renderPage,
    renderHead: pageHead,
    renderTimeoutMs: 30_000,
  });
});
afterAll(async () => {
  await test.close();
  await rm(folder, { recursive: true, force: true });
});

function alternatesOf(html: string): string[] {
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    (match) => `${match[1]} ${match[2]}`,
  );
}

describe('a page in each language', () => {
  it.each([
    ['/nl/shop?family=human-hair', 'nl'],
    ['/shop?family=human-hair', 'en'],
  ])('%s is the shop in %s, and names both versions on the public address', async (path, lang) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}">`);
    // Their canonical addresses (issue 32): a filter makes no page of its own.
    expect(alternatesOf(html)).toEqual([
      `en ${SITE}/shop`,
      `nl ${SITE}/nl/shop`,
      `x-default ${SITE}/shop`,
    ]);
  });

  it('names the home page in both languages', async () => {
    for (const path of ['/', '/nl', '/nl/']) {
      const html = await (await app.request(path)).text();
      expect(alternatesOf(html), path).toEqual([
        `en ${SITE}/`,
        `nl ${SITE}/nl`,
        `x-default ${SITE}/`,
      ]);
    }
  });

  it('preloads the catalogues of the page’s language only', async () => {
    const dutch = await (await app.request('/nl/shop')).text();
    expect(dutch).toContain('href="/assets/nl-app.js"');
    expect(dutch).toContain('href="/assets/nl-catalog.js"');
    expect(dutch).not.toMatch(/en-(app|catalog)\.js/);
    const english = await (await app.request('/shop')).text();
    expect(english).toContain('href="/assets/en-catalog.js"');
    expect(english).not.toMatch(/nl-(app|catalog)\.js/);
  });

  it.each(['/nl/no-such-page', '/en/shop', '/fr/shop', '/nl/nl/shop'])(
    'answers %s, which is no page in any language, with 404 and no alternates',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(alternatesOf(await res.text())).toEqual([]);
    },
  );
});

describe('the admin', () => {
  it.each([
    ['/nl/admin?tab=orders', '/admin?tab=orders'],
    ['/nl/login', '/login'],
    ['/nl/product-edit?id=3', '/product-edit?id=3'],
    ['/nl/enhanced-admin', '/enhanced-admin'],
    ['/nl/batch-processing', '/batch-processing'],
  ])('stays English: %s moves to %s', async (path, english) => {
    const res = await app.request(path);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(english);
  });
});

describe('the remembered language', () => {
  it('takes a visitor of "/" who chose Dutch with the switch to /nl, keeping the query', async () => {
    const res = await app.request('/?utm_source=mail', {
      headers: { Cookie: 'tress_language=nl' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/nl?utm_source=mail');
    expect(res.headers.get('Vary')).toBe('Cookie');
  });

  it('never moves a visitor for the browser’s language, nor away from any other page', async () => {
    const byBrowser = await app.request('/', { headers: { 'Accept-Language': 'nl-NL,nl;q=0.9' } });
    expect(byBrowser.status).toBe(200);
    expect(byBrowser.headers.get('Vary')).toMatch(/\bCookie\b/);
    expect(await byBrowser.text()).toContain('<html lang="en">');
    for (const [path, cookie] of [
      ['/shop', 'tress_language=nl'],
      ['/', 'tress_language=en'],
      ['/', 'tress_language=fr'],
      ['/', 'tress_language=%2F%2Fevil.example'],
    ] as const) {
      const res = await app.request(path, { headers: { Cookie: cookie } });
      expect(res.status, `${path} with ${cookie}`).toBe(200);
    }
  });
});

describe('the rendered page', () => {
  it('is in the address’s language, its links staying in it', async () => {
    const dutch = await (await rendering.request('/nl')).text();
    expect(dutch).toContain('<html lang="nl">');
    expect(dutch).toContain('>Echt haar</a>');
    expect(dutch).toContain('href="/nl/human-hair"');
    expect(dutch).toContain('href="/nl/cart"');
    // The language switch: the same page in English.
    expect(dutch).toMatch(/<a href="\/" hrefLang="en" lang="en"[^>]*>English<\/a>/);
    expect(dutch).not.toContain('>Human hair</a>');

    const english = await (await rendering.request('/')).text();
    expect(english).toContain('>Human hair</a>');
    expect(english).toContain('href="/human-hair"');
    expect(english).toMatch(/<a href="\/nl" hrefLang="nl" lang="nl"[^>]*>Nederlands<\/a>/);
  });
});

describe('the page’s head', () => {
  const head = (html: string) => ({
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)">/.exec(html)?.[1],
    noscript: /<noscript>([^<]*)<\/noscript>/.exec(html)?.[1],
  });

  it('is in the page’s language: a rendered page’s own title, and its description', async () => {
    expect(head(await (await rendering.request('/nl/terms')).text())).toEqual({
      title: 'Algemene voorwaarden · Tress',
      description: expect.stringMatching(/^De algemene voorwaarden van Tress in gewone taal/),
      noscript: 'Zet JavaScript aan om de winkel van Tress te zien.',
    });
    expect(head(await (await rendering.request('/terms')).text())).toMatchObject({
      title: expect.stringMatching(/^Terms.* · Tress$/),
      description: expect.stringMatching(/^The terms and conditions of Tress in plain words/),
      noscript: 'Tress needs JavaScript switched on to show the shop.',
    });
  });

  it('is in the page’s language on a page the app renders in the browser', async () => {
    expect(head(await (await rendering.request('/nl/cart')).text())).toEqual({
      title: 'Je winkelwagen · Tress',
      description: expect.stringMatching(/^Tress: echt haar/),
      noscript: 'Zet JavaScript aan om de winkel van Tress te zien.',
    });
    // Its own title in English too (issue 32), where the template's words stood before.
    expect(head(await (await rendering.request('/cart')).text())).toEqual({
      title: 'Your cart · Tress',
      description: expect.stringMatching(/^Tress: human hair, synthetic hair/),
      noscript: 'Tress needs JavaScript switched on to show the shop.',
    });
  });
});
