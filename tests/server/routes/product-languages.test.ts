// Products in the page's language (issue 30): a request from a /nl page carries
// X-Tress-Language: nl, and every public answer with product names and descriptions gives the
// Dutch ones where the product has them, the English where it has none. Such answers vary by the
// header, and no cache ever hands one language's answer to the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoxBuilderAnswer } from '@/domain/boxes';
import type { WeeklyDropAnswer } from '@/domain/drops';
import type { OffersAnswer } from '@/domain/offers';
import type { Catalog, Product, ProductPage } from '@/domain/products';
import { dropItems, drops, offers } from '@/server/db/schema';
import { api } from '../../support/api-client';
import { insertProduct } from '../../support/catalog-fixtures';
import { buildApp, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

const DUTCH = { 'X-Tress-Language': 'nl' };
const HOUR = 60 * 60 * 1000;

let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let mask: number;
let comb: number;
let half: number;
let blank: number;

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  mask = await insertProduct(db, {
    slug: 'argan-repair-mask',
    name: 'Argan Repair Mask',
    description: 'A rich weekly mask with argan oil.',
    family: 'salon-essentials',
    category: 'care',
    popularity: 40,
    boxEligible: true,
    translations: {
      nl: {
        name: 'Herstellend arganmasker',
        description: 'Een rijk wekelijks masker met arganolie.',
      },
    },
  });
  // No Dutch at all: shown in English on a Dutch page.
  comb = await insertProduct(db, {
    slug: 'carbon-tail-comb',
    name: 'Carbon Tail Comb',
    description: 'An anti-static comb for clean parts.',
    family: 'salon-essentials',
    category: 'tools',
    popularity: 30,
    boxEligible: true,
  });
  // Only a Dutch name; its empty description stands for the English one.
  half = await insertProduct(db, {
    slug: 'satin-bonnet',
    name: 'Satin Bonnet',
    description: 'A roomy double-layer bonnet.',
    family: 'salon-essentials',
    category: 'accessories',
    popularity: 20,
    translations: { nl: { name: 'Satijnen bonnet', description: '' } },
  });
  // Texts of blanks only: as good as none.
  blank = await insertProduct(db, {
    slug: 'bobby-pins',
    name: 'Bobby Pins',
    description: 'Matte, rubber-tipped pins.',
    family: 'salon-essentials',
    category: 'accessories',
    popularity: 10,
    translations: { nl: { name: '   ', description: ' ' } },
  });
  app = buildApp(test.database);
});
afterAll(() => test.close());

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('the product list and a product, asked from a Dutch page', () => {
  it('give the Dutch name and description, and the English where a product has none', async () => {
    const { body: page, headers } = await api(app, { headers: DUTCH }).get<ProductPage>(
      '/api/products',
      { status: 200 },
    );
    expect(names(page.items)).toEqual([
      'Herstellend arganmasker',
      'Carbon Tail Comb',
      'Satijnen bonnet',
      'Bobby Pins',
    ]);
    expect(page.items.map((item) => item.description)).toEqual([
      'Een rijk wekelijks masker met arganolie.',
      'An anti-static comb for clean parts.',
      'A roomy double-layer bonnet.',
      'Matte, rubber-tipped pins.',
    ]);
    expect(headers.get('Vary')).toMatch(/X-Tress-Language/);

    const { body: one } = await api(app, { headers: DUTCH }).get<Product>(`/api/products/${mask}`, {
      status: 200,
    });
    expect(one).toMatchObject({
      name: 'Herstellend arganmasker',
      description: 'Een rijk wekelijks masker met arganolie.',
      slug: 'argan-repair-mask',
    });
    // The shopper's answer is the shop's Product: no other language rides along.
    expect(one).not.toHaveProperty('translations');
  });

  it('stay English without the header, and for a language the shop lacks', async () => {
    const asked: Record<string, string>[] = [{}, { 'X-Tress-Language': 'fr' }];
    for (const headers of asked) {
      const { body } = await api(app, { headers }).get<ProductPage>('/api/products', {
        status: 200,
      });
      expect(names(body.items)).toEqual([
        'Argan Repair Mask',
        'Carbon Tail Comb',
        'Satin Bonnet',
        'Bobby Pins',
      ]);
      const { body: one } = await api(app, { headers }).get<Product>(`/api/products/${half}`, {
        status: 200,
      });
      expect(one.name).toBe('Satin Bonnet');
    }
  });

  it('find a product by its Dutch name or description, and still by its English name', async () => {
    const search = async (q: string, headers: Record<string, string>) =>
      (
        await api(app, { headers }).get<ProductPage>(`/api/products?q=${encodeURIComponent(q)}`, {
          status: 200,
        })
      ).body.items.map((item) => item.id);
    expect(await search('arganmasker', DUTCH)).toEqual([mask]);
    expect(await search('SATIJNEN', DUTCH)).toEqual([half]);
    expect(await search('wekelijks masker', DUTCH)).toEqual([mask]);
    expect(await search('repair mask', DUTCH)).toEqual([mask]);
    expect(await search('tail comb', DUTCH)).toEqual([comb]);
    // An English page searches the English texts first, and finds the Dutch name too (issue 32:
    // the search's English document holds the other languages' names at a lower weight).
    expect(await search('arganmasker', {})).toEqual([mask]);
    expect(await search('Bobby', DUTCH)).toEqual([blank]);
  });
});

describe('the catalog, asked from a Dutch page', () => {
  it('names the families and categories in Dutch, and varies by the language', async () => {
    const dutch = await api(app, { headers: DUTCH }).get<Catalog>('/api/catalog', {
      status: 200,
    });
    const essentials = dutch.body.families.find((family) => family.slug === 'salon-essentials');
    expect(essentials?.name).toBe('Salonproducten');
    expect(essentials?.categories.map((category) => category.name)).toEqual([
      'Verzorging',
      'Tools',
      'Lijmen',
      'Accessoires',
    ]);
    expect(essentials?.count).toBe(4);
    expect(dutch.headers.get('Vary')).toMatch(/X-Tress-Language/);

    const english = await api(app).get<Catalog>('/api/catalog', { status: 200 });
    expect(english.body.families.map((family) => family.name)).toEqual([
      'Human hair',
      'Synthetic hair',
      'Salon essentials',
    ]);
  });
});

describe('the box builder, asked from a Dutch page', () => {
  it('names its products in Dutch, sorted by what the shopper reads', async () => {
    const { body, headers } = await api(app, { headers: DUTCH }).get<BoxBuilderAnswer>(
      '/api/box-builder',
      { status: 200 },
    );
    expect(names(body.products)).toEqual(['Carbon Tail Comb', 'Herstellend arganmasker']);
    expect(headers.get('Vary')).toMatch(/X-Tress-Language/);
    const english = await api(app).get<BoxBuilderAnswer>('/api/box-builder', { status: 200 });
    expect(names(english.body.products)).toEqual(['Argan Repair Mask', 'Carbon Tail Comb']);
  });
});

describe('the weekly drop and the offers, asked from a Dutch page', () => {
  beforeAll(async () => {
    const { db } = test.database;
    const now = Date.now();
    const [drop] = await db
      .insert(drops)
      .values({
        title: 'Friday drop',
        audience: 'public',
        startsAt: new Date(now - HOUR),
        endsAt: new Date(now + 24 * HOUR),
      })
      .returning({ id: drops.id });
    if (!drop) throw new Error('no drop');
    await db.insert(dropItems).values(
      [mask, comb].map((productId, position) => ({
        dropId: drop.id,
        position,
        productId,
        dropPrice: 500,
        unitsTotal: 5,
        unitsLeft: 5,
        perOrderLimit: 2,
      })),
    );
    await db.insert(offers).values([
      {
        title: 'Mask week',
        kind: 'percent',
        value: 10,
        targetType: 'product',
        targetProductId: mask,
        startsAt: new Date(now - HOUR),
      },
      {
        title: 'Everything',
        kind: 'percent',
        value: 5,
        targetType: 'order',
        startsAt: new Date(now - HOUR),
      },
    ]);
  });

  it('name the drop items in Dutch, the English where there is none', async () => {
    const { body, headers } = await api(app, { headers: DUTCH }).get<WeeklyDropAnswer>(
      '/api/weekly-drop',
      { status: 200 },
    );
    expect(names(body.drop?.items ?? [])).toEqual(['Herstellend arganmasker', 'Carbon Tail Comb']);
    expect(headers.get('Vary')).toMatch(/X-Tress-Language/);
    const english = await api(app).get<WeeklyDropAnswer>('/api/weekly-drop', { status: 200 });
    expect(names(english.body.drop?.items ?? [])).toEqual([
      'Argan Repair Mask',
      'Carbon Tail Comb',
    ]);
  });

  it('name an offer’s product, and the whole order, in Dutch', async () => {
    const { body, headers } = await api(app, { headers: DUTCH }).get<OffersAnswer>('/api/offers', {
      status: 200,
    });
    expect(body.items.map((offer) => offer.targetName).sort()).toEqual([
      'Herstellend arganmasker',
      'Je hele bestelling',
    ]);
    expect(headers.get('Vary')).toMatch(/X-Tress-Language/);
    const english = await api(app).get<OffersAnswer>('/api/offers', { status: 200 });
    expect(english.body.items.map((offer) => offer.targetName).sort()).toEqual([
      'Argan Repair Mask',
      'Your whole order',
    ]);
  });
});

describe('caches, with the answer cache on', () => {
  it('never hand a Dutch answer to an English page, nor back', async () => {
    // Two apps, two caches: one is asked in Dutch first, the other in English first; whichever
    // answer is kept, the other language must not get it.
    for (const order of [
      [DUTCH, {}],
      [{}, DUTCH],
    ] as const) {
      const cached = buildApp(test.database, testEnv({ CATALOG_CACHE_MS: '60000' }));
      for (const path of ['/api/products', `/api/products/${mask}`]) {
        const answers = new Map<string, string>();
        for (const headers of [...order, ...order]) {
          const res = await cached.request(path, { headers });
          expect(res.status, path).toBe(200);
          const text = await res.text();
          const language = 'X-Tress-Language' in headers ? 'nl' : 'en';
          expect(text, `${path} ${language}`).toContain(
            language === 'nl' ? 'Herstellend arganmasker' : 'Argan Repair Mask',
          );
          expect(text, `${path} ${language}`).not.toContain(
            language === 'nl' ? 'Argan Repair Mask' : 'Herstellend arganmasker',
          );
          if (answers.has(language)) expect(text, path).toBe(answers.get(language));
          answers.set(language, text);
        }
      }
    }
  });

  it('never let one language’s ETag validate the other’s answer', async () => {
    for (const path of ['/api/products', `/api/products/${comb}`, '/api/catalog']) {
      const dutch = await app.request(path, { headers: DUTCH });
      const tag = dutch.headers.get('ETag') ?? '';
      expect(tag, path).not.toBe('');
      // Even where both languages read the same (the comb has no Dutch), each has its own tag.
      const english = await app.request(path, { headers: { 'If-None-Match': tag } });
      expect(english.status, path).toBe(200);
      expect(english.headers.get('ETag'), path).not.toBe(tag);
      const again = await app.request(path, { headers: { ...DUTCH, 'If-None-Match': tag } });
      expect(again.status, path).toBe(304);
    }
  });
});
