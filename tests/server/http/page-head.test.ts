// The head of every page for search engines and shared links (issue 32), read from the markup
// the server sends, in both languages: each page's own title and description, its canonical
// address or noindex, its preview card (Open Graph, Twitter) and its JSON-LD, parsed and checked
// against the product's data — client prices only, never a business price — and 404/410 for a
// product that is not (or no longer) for sale.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATTERNS } from '@/domain/page-routes';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import { createApp } from '@/server/app';
import { insertProduct } from '../../support/catalog-fixtures';
import { writeClientBuild } from '../../support/client-build';
import { leavesOf } from '../../support/json-leaves';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

/** The support catalogue's words in a language, as written (the help's questions). */
const supportWords = (language: string) =>
  JSON.parse(
    readFileSync(join('src/web/features/support/messages', `${language}.json`), 'utf8'),
  ) as Record<string, string>;

const SITE = 'https://tress.example';
const HOSTILE = '</script><script>alert("ld")</script> & "quoted"';
// Business prices no public page may carry: cents values found nowhere else in the catalog.
const BUSINESS_CENTS = [5123, 5877, 1111];

let test: TestDatabase;
let folder: string;
/** The shop with the web app's own rendering and head (src/web/entry-server.tsx). */
let rendering: ReturnType<typeof createApp>;
/** The same shop whose markup render always fails: the head must not depend on it. */
let headOnly: ReturnType<typeof createApp>;
const ids = { bundle: 0, serum: 0, archived: 0, hostile: 0 };

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  ids.bundle = await insertProduct(db, {
    slug: 'silk-press-bundle',
    name: 'Silk Press Bundle',
    description:
      'Soft, ethically sourced hair with a silk-press finish. Washes and colours like your own.',
    translations: {
      nl: {
        name: 'Zijdeglad bundel',
        description:
          'Zacht, ethisch ingekocht haar met een zijdeglad effect. Je wast en kleurt het als je eigen haar.',
      },
    },
    images: ['/images/products/silk-press.svg', '/images/products/silk-press-side.svg'],
    price: 7900,
    businessPrice: 5123,
    variants: [
      { name: '16 inch', price: 7900, businessPrice: 5877, stock: 3 },
      { name: '20 inch', price: 9900, businessPrice: 1111, stock: 0 },
    ],
  });
  ids.serum = await insertProduct(db, {
    slug: 'argan-serum',
    name: 'Argan Serum',
    family: 'salon-essentials',
    category: 'care',
    description: 'A light oil for shine.',
    images: ['/images/products/argan-serum.svg'],
    price: 1495,
    businessPrice: 1111,
    stock: 0,
  });
  ids.archived = await insertProduct(db, { slug: 'retired-wig', active: false });
  ids.hostile = await insertProduct(db, { slug: 'hostile', name: HOSTILE, price: 2500 });

  folder = await mkdtemp(join(tmpdir(), 'tress-head-'));
  const client = await writeClientBuild(folder);
  const env = testEnv({ CLIENT_DIR: client, SITE_URL: SITE });
  const { renderPage, pageHead } = await import('@/web/entry-server');
  const logger = recordingLogger().logger;
  // A page's first render here also transforms its modules: slow on a busy machine.
  rendering = createApp({
    database: test.database,
    env,
    logger,
    renderMarkup: renderPage,
    renderHead: pageHead,
    renderTimeoutMs: 30_000,
  });
  headOnly = createApp({
    database: test.database,
    env,
    logger,
    renderMarkup: async () => {
      throw new Error('render broke');
    },
    renderHead: pageHead,
    renderTimeoutMs: 30_000,
  });
});
afterAll(async () => {
  await test.close();
  await rm(folder, { recursive: true, force: true });
});

interface Head {
  status: number;
  html: string;
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  /** Open Graph and Twitter tags: each key's contents, in order. */
  meta: Record<string, string[]>;
  /** Every ld+json block, parsed. */
  data: Record<string, unknown>[];
  rendered: boolean;
}

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

function headOf(status: number, html: string): Head {
  const meta: Record<string, string[]> = {};
  for (const match of html.matchAll(
    /<meta (?:property|name)="((?:og|product|twitter):[^"]+)" content="([^"]*)">/g,
  )) {
    const key = match[1] ?? '';
    (meta[key] ??= []).push(unescape(match[2] ?? ''));
  }
  const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  const text = (pattern: RegExp) => {
    const found = pattern.exec(html)?.[1];
    // Intl writes a no-break space in "€ 79,00".
    return found === undefined ? undefined : unescape(found).replace(/\u00a0/g, ' ');
  };
  return {
    status,
    html,
    lang: text(/<html lang="([^"]*)"/),
    title: text(/<title>([^<]*)<\/title>/),
    description: text(/<meta name="description" content="([^"]*)">/),
    canonical: text(/<link rel="canonical" href="([^"]*)">/),
    robots: text(/<meta name="robots" content="([^"]*)">/),
    meta,
    data,
    rendered: html.includes('<div id="root" inert>'),
  };
}

async function head(path: string, app = rendering): Promise<Head> {
  const res = await app.request(path);
  return headOf(res.status, await res.text());
}

function ofType(data: Record<string, unknown>[], type: string): Record<string, unknown> {
  const found = data.find((block) => block['@type'] === type);
  expect(found, `a ${type} block`).toBeDefined();
  return found ?? {};
}

/** Every page a search engine may index, with its query where that makes the page. */
function indexablePages(): string[] {
  return [
    '/',
    '/shop',
    '/shop?page=2',
    '/shop-category?family=human-hair&category=bundles',
    '/shop-category?family=synthetic-hair&category=wigs',
    '/human-hair',
    '/synthetic-hair',
    '/salon-essentials',
    `/product/${ids.bundle}`,
    `/product/${ids.serum}`,
    '/weekly-drop',
    '/weekly-drop-salons',
    '/offers',
    '/box-builder-intro',
    '/box-builder',
    '/hairdresser',
    '/help',
    '/contact',
    '/suggest-product',
    '/demand-map',
    '/terms',
    '/privacy',
    '/returns',
    '/shipping',
  ];
}

const inDutch = (path: string) => (path === '/' ? '/nl' : `/nl${path}`);

describe('every page’s head, in each language', () => {
  it('knows the words of every page of the route table', async () => {
    const { PAGE_WORDS } = await import('@/web/seo/page-words');
    expect(Object.keys(PAGE_WORDS).sort()).toEqual([...PAGE_PATTERNS].sort());
  });

  it.each([
    ['en', (path: string) => path],
    ['nl', inDutch],
  ])(
    'gives each page in %s its own title, a description and its canonical address',
    async (lang, address) => {
      const titles = new Map<string, string>();
      const descriptions = new Set<string>();
      for (const page of indexablePages()) {
        const path = address(page);
        const found = await head(path);
        expect(found.status, path).toBe(200);
        expect(found.rendered, `${path} is rendered`).toBe(true);
        expect(found.lang, path).toBe(lang);
        expect(found.title, path).toMatch(/\S.* · Tress$|^Tress — /);
        const before = titles.get(found.title ?? '');
        expect(before, `${path} shares its title with ${before}`).toBeUndefined();
        titles.set(found.title ?? '', path);
        expect(found.description?.length, path).toBeGreaterThan(50);
        expect(found.description?.length, path).toBeLessThanOrEqual(320);
        descriptions.add(found.description ?? '');
        expect(found.canonical, path).toBe(`${SITE}${path}`);
        expect(found.robots, path).toBeUndefined();
        expect(found.meta['og:url'], path).toEqual([found.canonical]);
        expect(found.meta['twitter:card'], path).toEqual(['summary_large_image']);
        // The company behind the shop on every page, from its settings.
        expect(ofType(found.data, 'Organization')).toMatchObject({
          name: DEFAULT_SETTINGS.company.name,
          vatID: DEFAULT_SETTINGS.company.vatNumber,
          email: DEFAULT_SETTINGS.company.email,
          url: `${SITE}/`,
          address: { postalCode: DEFAULT_SETTINGS.company.postcode, addressCountry: 'NL' },
        });
      }
      // Pages of one kind may share a description's wording, but most say their own.
      expect(descriptions.size).toBeGreaterThan(indexablePages().length - 4);
    },
  );

  it('writes the Dutch pages in Dutch, canonical and card under /nl', async () => {
    const help = await head('/nl/help');
    expect(help.title).toBe('Hulp · Tress');
    expect(help.description).toMatch(/^Antwoorden over bestellen, bezorgen/);
    expect(help.meta['og:locale']).toEqual(['nl_NL']);
    expect(help.meta['og:locale:alternate']).toEqual(['en_GB']);
    const shop = await head('/nl/shop?page=2');
    expect(shop.title).toBe('Shop · Pagina 2 · Tress');
    expect(shop.description).toMatch(/^Pagina 2 van alles wat Tress verkoopt/);
    const terms = await head('/nl/terms');
    expect(terms.title).toBe('Algemene voorwaarden · Tress');
    expect(terms.description).toMatch(/^De algemene voorwaarden van Tress in gewone taal/);

    const english = await head('/help');
    expect(english.title).toBe('Help · Tress');
    expect(english.meta['og:locale']).toEqual(['en_GB']);
    expect(english.meta['og:locale:alternate']).toEqual(['nl_NL']);
  });

  it('is the same whether or not the page’s markup rendered: the tab’s title is the head’s', async () => {
    for (const page of indexablePages()) {
      for (const path of [page, inDutch(page)]) {
        const rendered = await head(path);
        const alone = await head(path, headOnly);
        expect(alone.rendered, path).toBe(false);
        expect(alone.title, path).toBe(rendered.title);
        expect(alone.description, path).toBe(rendered.description);
        expect(alone.canonical, path).toBe(rendered.canonical);
        expect(alone.meta, path).toEqual(rendered.meta);
        expect(alone.data, path).toEqual(rendered.data);
      }
    }
  });
});

describe('the canonical address', () => {
  it.each([
    ['/shop?sort=newest&family=human-hair&inStock=true', `${SITE}/shop`],
    ['/shop?page=3&sort=price-asc', `${SITE}/shop?page=3`],
    ['/shop?page=1', `${SITE}/shop`],
    ['/nl/shop?q=bundel', `${SITE}/nl/shop`],
    ['/Help/', `${SITE}/help`],
    [
      '/shop-category?sort=newest&category=bundles&family=human-hair&page=2',
      `${SITE}/shop-category?family=human-hair&category=bundles&page=2`,
    ],
    ['/?utm_source=mail', `${SITE}/`],
  ])('of %s is %s, and the languages it names are canonical too', async (path, canonical) => {
    const found = await head(path, headOnly);
    expect(found.canonical).toBe(canonical);
    const english = canonical.replace(`${SITE}/nl`, SITE).replace(/&/g, '&amp;');
    expect(found.html).toContain(`<link rel="alternate" hreflang="x-default" href="${english}">`);
  });
});

describe('a product page', () => {
  it('says what the product is, its family and its client price from', async () => {
    const page = await head(`/product/${ids.bundle}`);
    expect(page.title).toBe('Silk Press Bundle · Human hair · Tress');
    expect(page.description).toBe(
      'Silk Press Bundle (human hair) from €79.00 at Tress. Soft, ethically sourced hair with a silk-press finish.',
    );
    const dutch = await head(`/nl/product/${ids.bundle}`);
    expect(dutch.title).toBe('Zijdeglad bundel · Echt haar · Tress');
    expect(dutch.description).toBe(
      'Zijdeglad bundel (echt haar) vanaf € 79,00 bij Tress. Zacht, ethisch ingekocht haar met een zijdeglad effect.',
    );
    expect(dutch.canonical).toBe(`${SITE}/nl/product/${ids.bundle}`);
  });

  it('shares as a product card: its 1200-wide picture, its price in euros', async () => {
    const { meta, canonical } = await head(`/product/${ids.bundle}`);
    expect(meta).toMatchObject({
      'og:type': ['product'],
      'og:site_name': ['Tress'],
      'og:title': ['Silk Press Bundle · Human hair'],
      'og:url': [canonical],
      'og:image': [`${SITE}/images/products/silk-press-1200.jpg`],
      'og:image:type': ['image/jpeg'],
      'og:image:width': ['1200'],
      'og:image:height': ['1200'],
      'og:image:alt': ['Silk Press Bundle'],
      'product:price:amount': ['79.00'],
      'product:price:currency': ['EUR'],
      'product:availability': ['in stock'],
      'twitter:card': ['summary_large_image'],
    });
  });

  it('describes the product in JSON-LD: an AggregateOffer over its variants, client prices only', async () => {
    const { data, canonical } = await head(`/product/${ids.bundle}`);
    const product = ofType(data, 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Silk Press Bundle',
      sku: 'silk-press-bundle',
      url: canonical,
      image: [
        `${SITE}/images/products/silk-press-1200.jpg`,
        `${SITE}/images/products/silk-press-side-1200.jpg`,
      ],
      brand: { '@type': 'Brand', name: 'Tress' },
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '79.00',
        highPrice: '99.00',
        offerCount: 2,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    const offers = (product.offers as { offers: Record<string, unknown>[] }).offers;
    expect(offers.map(({ sku, price, availability }) => ({ sku, price, availability }))).toEqual([
      {
        sku: 'silk-press-bundle-16-inch',
        price: '79.00',
        availability: 'https://schema.org/InStock',
      },
      {
        sku: 'silk-press-bundle-20-inch',
        price: '99.00',
        availability: 'https://schema.org/OutOfStock',
      },
    ]);
    for (const image of product.image as string[]) expect(new URL(image).origin).toBe(SITE);
    expect(ofType(data, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Shop', item: `${SITE}/shop` },
      { '@type': 'ListItem', position: 2, name: 'Human hair', item: `${SITE}/human-hair` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Bundles',
        item: `${SITE}/shop-category?family=human-hair&category=bundles`,
      },
      { '@type': 'ListItem', position: 4, name: 'Silk Press Bundle', item: canonical },
    ]);
  });

  it('gives a product of one price one Offer, and says when it is sold out', async () => {
    const { data, meta } = await head(`/product/${ids.serum}`);
    expect(ofType(data, 'Product').offers).toMatchObject({
      '@type': 'Offer',
      price: '14.95',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(meta['product:availability']).toEqual(['out of stock']);
    expect(meta['og:type']).toEqual(['product']);
  });

  it('is in Dutch under /nl, its breadcrumb staying in Dutch addresses', async () => {
    const { data } = await head(`/nl/product/${ids.bundle}`);
    expect(ofType(data, 'Product').name).toBe('Zijdeglad bundel');
    const crumbs = ofType(data, 'BreadcrumbList').itemListElement as {
      name: string;
      item: string;
    }[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual([
      'Shop',
      'Echt haar',
      'Bundels',
      'Zijdeglad bundel',
    ]);
    for (const crumb of crumbs) expect(crumb.item.startsWith(`${SITE}/nl/`)).toBe(true);
  });

  it('never carries a business price, in its tags or its JSON-LD', async () => {
    for (const path of [`/product/${ids.bundle}`, `/nl/product/${ids.serum}`, '/shop']) {
      for (const app of [rendering, headOnly]) {
        const page = await head(path, app);
        for (const cents of BUSINESS_CENTS) {
          const euros = (cents / 100).toFixed(2);
          expect(page.html, path).not.toMatch(new RegExp(`(?<![\\d.])${cents}(?!\\d)`));
          expect(JSON.stringify(page.meta), path).not.toContain(euros);
          expect(JSON.stringify(page.data), path).not.toContain(euros);
        }
        for (const { path: at } of leavesOf(page.data))
          expect(at.join('.'), path).not.toMatch(/business/i);
      }
    }
  });

  it('keeps any name inside its element: JSON-LD escapes <, a tag’s attribute its quotes', async () => {
    const page = await head(`/product/${ids.hostile}`);
    expect(page.html).not.toContain('<script>alert');
    const blocks = [
      ...page.html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ];
    expect(blocks.length).toBe(3);
    for (const block of blocks) expect(block[1]).not.toMatch(/[<>]/);
    expect(ofType(page.data, 'Product').name).toBe(HOSTILE);
    expect(page.meta['og:title']).toEqual([`${HOSTILE} · Human hair`]);
  });
});

describe('a category and a family page', () => {
  it('carries its breadcrumb and its family’s picture', async () => {
    const page = await head('/shop-category?family=human-hair&category=bundles');
    expect(page.title).toBe('Bundles · Human hair · Tress');
    expect(page.meta['og:type']).toEqual(['website']);
    expect(page.meta['og:image']).toEqual([`${SITE}/images/family-human-hair-1200.jpg`]);
    expect(page.meta['og:image:height']).toEqual(['900']);
    expect(ofType(page.data, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Shop', item: `${SITE}/shop` },
      { '@type': 'ListItem', position: 2, name: 'Human hair', item: `${SITE}/human-hair` },
      { '@type': 'ListItem', position: 3, name: 'Bundles', item: page.canonical },
    ]);

    const family = await head('/nl/synthetic-hair');
    expect(family.title).toBe('Synthetisch haar · Tress');
    expect(
      (ofType(family.data, 'BreadcrumbList').itemListElement as { item: string }[]).map(
        (crumb) => crumb.item,
      ),
    ).toEqual([`${SITE}/nl/shop`, `${SITE}/nl/synthetic-hair`]);
  });

  it('shares other pages with the shop’s own picture', async () => {
    const { meta } = await head('/offers');
    expect(meta['og:image']).toEqual([`${SITE}/images/hero-waves-1200.jpg`]);
    expect(meta['og:image:width']).toEqual(['1200']);
    expect(meta['og:image:height']).toEqual(['1360']);
    expect(meta['og:image:alt']?.[0]).toMatch(/\S/);
  });

  it.each([
    '/shop-category?family=human-hair&category=care',
    '/shop-category?family=wigs&category=bundles',
    '/shop-category',
  ])('answers %s, a category that does not exist, with 404 and noindex', async (path) => {
    const page = await head(path);
    expect(page.status).toBe(404);
    expect(page.robots).toBe('noindex');
    expect(page.canonical).toBeUndefined();
    expect(page.title).toBe('Category not found · Tress');
  });
});

describe('the help page', () => {
  it.each([
    ['/help', 'en'],
    ['/nl/help', 'nl'],
  ])('%s lists its questions and answers as a FAQPage, in its language', async (path, language) => {
    const words = supportWords(language);
    const faq = ofType((await head(path)).data, 'FAQPage');
    const questions = faq.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
    expect(questions.length).toBeGreaterThan(10);
    expect(questions[0]).toMatchObject({
      '@type': 'Question',
      name: words['support.faq.how-to-order.q'],
      acceptedAnswer: { '@type': 'Answer' },
    });
    // The answers' money comes from the settings, as the page shows it.
    const delivery = questions.find(
      (question) => question.name === words['support.faq.delivery-cost.q'],
    );
    expect(delivery?.acceptedAnswer.text.replace(/\u00a0/g, ' ')).toContain(
      language === 'en' ? '€6.95' : '€ 6,95',
    );
  });
});

describe('pages that must not be indexed', () => {
  it.each([
    ['/cart', 'Your cart · Tress'],
    ['/nl/cart', 'Je winkelwagen · Tress'],
    ['/cart/checkout', 'Checkout · Tress'],
    ['/guest-checkout', 'Guest checkout · Tress'],
    ['/checkout/4b1c3a2e-8b7d-4c6e-9a10-5b2d7e8f9a01', 'Pay for your order · Tress'],
    ['/success?order=4b1c3a2e-8b7d-4c6e-9a10-5b2d7e8f9a01', 'Thank you · Tress'],
    ['/test-bank/tb_123', 'Test bank · Tress'],
    ['/login', 'Sign in · Tress'],
    ['/admin?tab=orders', 'Admin · Tress'],
    ['/recommendation/4b1c3a2e-8b7d-4c6e-9a10-5b2d7e8f9a01', undefined],
    ['/db-diagnostics', 'Database diagnostics · Tress'],
    ['/troubleshoot', 'Troubleshoot · Tress'],
    ['/archive/box-builder-intro', 'Box builder (earlier edition) · Tress'],
  ])('%s carries noindex and no canonical address', async (path, title) => {
    const page = await head(path);
    expect(page.status).toBe(200);
    expect(page.robots).toBe('noindex');
    expect(page.canonical).toBeUndefined();
    if (title) expect(page.title).toBe(title);
  });
});

describe('a product that is not for sale', () => {
  it('answers an unknown product with 404, the app’s not-found page and noindex', async () => {
    for (const [path, title] of [
      ['/product/999999', 'Product not found · Tress'],
      ['/nl/product/999999', 'Product niet gevonden · Tress'],
    ] as const) {
      const page = await head(path);
      expect(page.status, path).toBe(404);
      expect(page.robots, path).toBe('noindex');
      expect(page.canonical, path).toBeUndefined();
      expect(page.title, path).toBe(title);
      expect(page.data, path).toEqual([]);
      expect(page.meta, path).toEqual({});
      // The shell as for any unknown address: the app shows its not-found state.
      expect(page.html, path).toContain('<div id="root"></div>');
    }
  });

  it('answers an archived product with 410 Gone and noindex, HEAD alike', async () => {
    const page = await head(`/product/${ids.archived}`);
    expect(page.status).toBe(410);
    expect(page.robots).toBe('noindex');
    expect(page.html).not.toContain('retired-wig');
    const res = await rendering.request(`/product/${ids.archived}`, { method: 'HEAD' });
    expect(res.status).toBe(410);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers an address that is no page with 404 and noindex', async () => {
    const page = await head('/nl/no-such-page');
    expect(page.status).toBe(404);
    expect(page.robots).toBe('noindex');
    expect(page.title).toBe('Pagina niet gevonden · Tress');
  });
});
