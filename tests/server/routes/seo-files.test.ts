// Issue 32: /sitemap.xml lists every active product, category, family and public page in every
// language with hreflang alternates and lastmod (an index of /sitemaps/<n>.xml past the
// protocol's limits), and /robots.txt keeps crawlers from the shopper's and the admin's pages and
// names the sitemap — both on SITE_URL whatever Host a request names, and both answered before
// the web app (which would take them for missing files).
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: jsdom (a dev dependency, for the web tests) ships no type declarations.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIndexable, NOINDEX_PATTERNS } from '@/domain/canonical';
import { FAMILIES } from '@/domain/catalog';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import { createApp } from '@/server/app';
import { settings } from '@/server/db/schema';
import { writeSettings } from '@/server/services/settings';
import type { SitemapLimits } from '@/server/services/seo/sitemap-xml';
import { callAdmin, expectJson } from '../../support/admin-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import type { RequestingApp } from '../../support/api-client';
import { insertProduct } from '../../support/catalog-fixtures';
import { recordingLogger, testEnv } from '../../support/server-app';

const SITE = 'https://shop.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

// Fixed times, so every lastmod is known: the public settings changed last on 1 Feb; the
// friends-and-family key (private, on no page) later, which must not count.
const SETTINGS_CHANGED = new Date('2025-02-01T12:00:00Z');
const KEY_ROTATED = new Date('2025-06-01T00:00:00Z');
const BUNDLE_CHANGED = new Date('2025-03-01T10:00:00Z');
const WIG_CHANGED = new Date('2025-04-02T08:30:00Z');

let fixture: AdminTestApp;
let bundle: number;
let wig: number;
let archived: number;
const folders: string[] = [];

beforeAll(async () => {
  fixture = await buildAdminTestApp({ env: { SITE_URL: SITE } });
  const { db } = fixture;
  await db.delete(settings);
  await db.insert(settings).values([
    { key: 'company', value: DEFAULT_SETTINGS.company, updatedAt: SETTINGS_CHANGED },
    { key: 'friendsFamilyKey', value: 'a-secret-key-0123456789', updatedAt: KEY_ROTATED },
  ]);
  bundle = await insertProduct(db, {
    slug: 'seo-bundle',
    family: 'human-hair',
    category: 'bundles',
    updatedAt: BUNDLE_CHANGED,
  });
  wig = await insertProduct(db, {
    slug: 'seo-wig',
    family: 'synthetic-hair',
    category: 'wigs',
    updatedAt: WIG_CHANGED,
  });
  // The one salon essential, archived: its family and category have no active product.
  archived = await insertProduct(db, {
    slug: 'seo-archived',
    family: 'salon-essentials',
    category: 'care',
    active: false,
    updatedAt: new Date('2025-07-01T00:00:00Z'),
  });
});
afterAll(async () => {
  await fixture.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** The same shop with other sitemap limits or another build folder. */
function appWith(options: { limits?: SitemapLimits; env?: Record<string, string> }) {
  return createApp({
    database: fixture.database,
    env: testEnv({ SITE_URL: SITE, ...options.env }),
    logger: recordingLogger().logger,
    sitemapLimits: options.limits,
  });
}

/** Parses strictly as XML (jsdom's parser: a well-formedness error is a <parsererror>). */
function parseXml(text: string): Document {
  const { DOMParser } = new JSDOM('').window as { DOMParser: typeof globalThis.DOMParser };
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

type SitemapUrl = { lastmod: string | undefined; alternates: Record<string, string> };

/** A urlset's <url>s by <loc>, each child checked to be where the schema puts it. */
function urlsOf(document: Document): Map<string, SitemapUrl> {
  const root = document.documentElement;
  expect([root.namespaceURI, root.localName]).toEqual([SITEMAP_NS, 'urlset']);
  const urls = new Map<string, SitemapUrl>();
  for (const url of Array.from(root.children)) {
    expect(url.localName).toBe('url');
    const children = Array.from(url.children);
    const loc = children[0];
    expect(loc?.localName).toBe('loc');
    const lastmod = children.find((child) => child.localName === 'lastmod');
    const alternates: Record<string, string> = {};
    for (const link of children.filter((child) => child.namespaceURI === XHTML_NS)) {
      expect([link.localName, link.getAttribute('rel')]).toEqual(['link', 'alternate']);
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
    }
    // loc, lastmod, then the other namespace's elements (the sitemap schema's sequence).
    expect(children.map((child) => child.localName)).toEqual([
      'loc',
      ...(lastmod ? ['lastmod'] : []),
      'link',
      'link',
      'link',
    ]);
    const address = loc?.textContent ?? '';
    expect(urls.has(address), address).toBe(false);
    urls.set(address, { lastmod: lastmod?.textContent ?? undefined, alternates });
  }
  return urls;
}

async function readSitemap(app: RequestingApp = fixture.app, path = '/sitemap.xml') {
  const answer = await app.request(path);
  expect(answer.status, path).toBe(200);
  expect(answer.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
  expect(answer.headers.get('Cache-Control')).toBe('public, max-age=3600');
  const text = await answer.text();
  return { text, document: parseXml(text) };
}

const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const bothLanguages = (path: string) => [
  `${SITE}${path}`,
  `${SITE}${path === '/' ? '/nl' : `/nl${path}`}`,
];
const categoryPath = (family: string, category: string) =>
  `/shop-category?family=${family}&category=${category}`;

describe('GET /sitemap.xml', () => {
  it('lists every active product in both languages at its updated_at, with its alternates', async () => {
    const urls = urlsOf((await readSitemap()).document);
    for (const [id, changed] of [
      [bundle, BUNDLE_CHANGED],
      [wig, WIG_CHANGED],
    ] as const) {
      const alternates = {
        en: `${SITE}/product/${id}`,
        nl: `${SITE}/nl/product/${id}`,
        'x-default': `${SITE}/product/${id}`,
      };
      for (const address of bothLanguages(`/product/${id}`)) {
        expect(urls.get(address), address).toEqual({ lastmod: w3c(changed), alternates });
      }
    }
    expect([...urls.keys()].filter((address) => address.includes(`/product/${archived}`))).toEqual(
      [],
    );
  });

  it('lists every family and category; their lastmod is their newest active product', async () => {
    const { text, document } = await readSitemap();
    const urls = urlsOf(document);
    // `&` written as XML needs it.
    expect(text).toContain(
      `<loc>${SITE}/shop-category?family=human-hair&amp;category=bundles</loc>`,
    );
    const expected: Record<string, Date> = {
      '/human-hair': BUNDLE_CHANGED,
      '/synthetic-hair': WIG_CHANGED,
      [categoryPath('human-hair', 'bundles')]: BUNDLE_CHANGED,
      [categoryPath('synthetic-hair', 'wigs')]: WIG_CHANGED,
    };
    for (const family of FAMILIES) {
      const paths = [
        `/${family.slug}`,
        ...family.categories.map((category) => categoryPath(family.slug, category.slug)),
      ];
      for (const path of paths) {
        for (const address of bothLanguages(path)) {
          // Without an active product (salon essentials: only an archived one), the page's own
          // words changed last with the public settings.
          expect(urls.get(address)?.lastmod, address).toBe(w3c(expected[path] ?? SETTINGS_CHANGED));
          expect(urls.get(address)?.alternates.nl).toBe(`${SITE}/nl${path}`);
        }
      }
    }
  });

  it('lists the public pages a shopper lands on, never a noindex one', async () => {
    const urls = urlsOf((await readSitemap()).document);
    for (const path of [
      '/help',
      '/terms',
      '/offers',
      '/weekly-drop',
      '/box-builder-intro',
      '/suggest-product',
      '/hairdresser',
      '/hairdresser-onboarding',
      '/weekly-drop-salons',
      '/demand-map',
    ]) {
      for (const address of bothLanguages(path)) {
        // The public settings' time, not the private key's later one (no build here).
        expect(urls.get(address)?.lastmod, address).toBe(w3c(SETTINGS_CHANGED));
      }
    }
    // The home page and the shop show products: the newest product's change is theirs.
    for (const address of [...bothLanguages('/'), ...bothLanguages('/shop')])
      expect(urls.get(address)?.lastmod, address).toBe(w3c(WIG_CHANGED));
    expect(urls.get(`${SITE}/nl`)?.alternates).toEqual({
      en: `${SITE}/`,
      nl: `${SITE}/nl`,
      'x-default': `${SITE}/`,
    });

    for (const address of urls.keys()) {
      expect(address.startsWith(`${SITE}/`), address).toBe(true);
      const { pathname, search } = new URL(address);
      const path = pathname.replace(/^\/nl(?=\/|$)/, '') || '/';
      expect(isIndexable(path), address).toBe(true);
      // The bare /shop-category is no page: only its categories are.
      if (path === '/shop-category') expect(search).not.toBe('');
      expect(urls.get(address)?.lastmod, address).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    for (const path of ['/cart', '/login', '/admin', '/success', '/troubleshoot']) {
      for (const address of bothLanguages(path)) expect(urls.has(address), address).toBe(false);
    }
  });

  it('drops a product the admin archives, and lists it again when restored', async () => {
    const archive = (action: 'archive' | 'restore') =>
      expectJson(
        callAdmin(fixture.app, `/api/admin/products/${wig}/${action}`, {
          method: 'POST',
          body: {},
          token: fixture.token,
        }),
      );
    const listed = async () =>
      urlsOf((await readSitemap()).document).has(`${SITE}/nl/product/${wig}`);
    expect(await listed()).toBe(true);

    await archive('archive');
    const urls = urlsOf((await readSitemap()).document);
    expect(urls.has(`${SITE}/product/${wig}`)).toBe(false);
    expect(urls.has(`${SITE}/nl/product/${wig}`)).toBe(false);
    // Its category lost its only product: back to the settings' time.
    expect(urls.get(`${SITE}${categoryPath('synthetic-hair', 'wigs')}`)?.lastmod).toBe(
      w3c(SETTINGS_CHANGED),
    );

    await archive('restore');
    expect(await listed()).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await fixture.app.request('/sitemap.xml', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(await answer.text()).toBe('');
  });

  it('names SITE_URL whatever Host the request names', async () => {
    const plain = await fixture.app.request('/sitemap.xml');
    const forged = await fixture.app.request('http://evil.example/sitemap.xml', {
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    });
    const text = await forged.text();
    expect(text).toBe(await plain.text());
    expect(text).not.toContain('evil.example');
  });

  it('has no parts while every URL fits in one file', async () => {
    expect((await fixture.app.request('/sitemaps/1.xml')).status).toBe(404);
  });
});

describe('a sitemap past the limits', () => {
  it('is an index of parts of at most maxUrls URLs that list the same URLs, each part its newest lastmod', async () => {
    const whole = urlsOf((await readSitemap()).document);
    const split = appWith({ limits: { maxUrls: 10, maxBytes: 50 * 1024 * 1024 } });
    const index = (await readSitemap(split)).document.documentElement;
    expect([index.namespaceURI, index.localName]).toEqual([SITEMAP_NS, 'sitemapindex']);
    const entries = Array.from(index.children).map((sitemap) => ({
      loc: sitemap.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '',
      lastmod: sitemap.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? '',
    }));
    expect(entries).toHaveLength(Math.ceil(whole.size / 10));
    expect(entries.map((entry) => entry.loc)).toEqual(
      entries.map((_, n) => `${SITE}/sitemaps/${n + 1}.xml`),
    );

    const together = new Map<string, SitemapUrl>();
    for (const entry of entries) {
      const part = urlsOf((await readSitemap(split, new URL(entry.loc).pathname)).document);
      expect(part.size).toBeLessThanOrEqual(10);
      const newest = [...part.values()]
        .map((url) => url.lastmod ?? '')
        .sort()
        .at(-1);
      expect(entry.lastmod).toBe(newest);
      for (const [address, url] of part) together.set(address, url);
    }
    expect(together).toEqual(whole);

    for (const path of [
      '/sitemaps/0.xml',
      `/sitemaps/${entries.length + 1}.xml`,
      '/sitemaps/01.xml',
      '/sitemaps/1.txt',
      '/sitemaps/1',
      '/sitemaps/%00.xml',
      '/sitemaps/1.xml%00',
      '/sitemaps/99999999999999999999.xml',
    ]) {
      expect((await split.request(path)).status, path).toBe(404);
    }
  });

  it('splits by bytes too: no part is larger than maxBytes', async () => {
    const split = appWith({ limits: { maxUrls: 50_000, maxBytes: 4000 } });
    const index = (await readSitemap(split)).document.documentElement;
    const parts = Array.from(index.getElementsByTagNameNS(SITEMAP_NS, 'loc'));
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      const { text } = await readSitemap(split, new URL(part.textContent ?? '').pathname);
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(4000);
    }
  });
});

describe('GET /robots.txt', () => {
  async function readRobots(
    app: RequestingApp = fixture.app,
    headers: Record<string, string> = {},
  ) {
    const answer = await app.request('/robots.txt', { headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=3600');
    return (await answer.text()).split('\n');
  }

  it('keeps every crawler from the shopper’s and admin’s pages and the API, in every language', async () => {
    const lines = await readRobots();
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const prefix of [
      '/api/',
      '/admin',
      '/cart',
      '/cart/checkout',
      '/guest-checkout',
      '/checkout/',
      '/success',
      '/login',
      '/recommendation/',
      '/nl/cart',
      '/nl/checkout/',
      '/nl/login',
      '/nl/admin',
    ])
      expect(disallowed).toContain(prefix);
    // Every noindex page is under a disallowed prefix, in both languages.
    for (const pattern of NOINDEX_PATTERNS) {
      const example = pattern.replace(/:\w+/, '0f8a3c1e-8c1b-4d59-9a51-2f0c8f4b7e21');
      for (const path of [example, `/nl${example}`])
        expect(
          disallowed.some((prefix) => path.startsWith(prefix)),
          path,
        ).toBe(true);
    }
    // …and no page the sitemap lists is.
    for (const address of urlsOf((await readSitemap()).document).keys()) {
      const path = new URL(address).pathname;
      expect(
        disallowed.filter((prefix) => path.startsWith(prefix)),
        address,
      ).toEqual([]);
    }
  });

  it('names the sitemap at its absolute SITE_URL address, whatever Host the request names', async () => {
    expect(await readRobots()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const forged = await readRobots(fixture.app, {
      Host: 'evil.example',
      'X-Forwarded-Host': 'evil.example',
    });
    expect(forged).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(forged.join('\n')).not.toContain('evil.example');
  });
});

describe('with the web app built', () => {
  it('answers both before the web app, and pages change no earlier than the build', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'tress-seo-'));
    folders.push(folder);
    const client = join(folder, 'client');
    await mkdir(client, { recursive: true });
    await writeFile(join(client, 'index.html'), '<!doctype html><div id="root"></div>');
    // A public/robots.txt copied into the build must not win over the generated one.
    await writeFile(join(client, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    const built = new Date('2025-05-05T05:05:05Z');
    await utimes(join(client, 'index.html'), built, built);
    const app = appWith({ env: { CLIENT_DIR: client } });

    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).not.toContain('Disallow: /\n');
    const urls = urlsOf((await readSitemap(app)).document);
    expect(urls.get(`${SITE}/help`)?.lastmod).toBe(w3c(built));
    expect(urls.get(`${SITE}/nl/terms`)?.lastmod).toBe(w3c(built));
    expect(urls.get(`${SITE}/product/${bundle}`)?.lastmod).toBe(w3c(BUNDLE_CHANGED));
  });
});

describe('a settings change', () => {
  it('moves the pages’ lastmod at once (the sitemap kept between requests is made again)', async () => {
    const lastmod = async () =>
      urlsOf((await readSitemap()).document).get(`${SITE}/help`)?.lastmod ?? '';
    expect(await lastmod()).toBe(w3c(SETTINGS_CHANGED));
    await writeSettings(fixture.db, { orderExpiryMinutes: 45 });
    expect((await lastmod()) > w3c(SETTINGS_CHANGED)).toBe(true);
  });
});
