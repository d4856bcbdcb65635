// The search finds what a person meant (issue 32): a table of what shoppers type — misspelt,
// half typed, with or without accents, Dutch words on Dutch pages — and the product it must put
// first, on the demo shop (plus one keratin product, which the demo does not sell). The same
// ranking serves the header's suggestions and GET /api/products?q=… (sort relevance): both are
// checked. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@/domain/products';
import { seedIfEmpty } from '@/server/db/seed/demo-shop';
import { searchSuggestions } from '@/server/services/search/suggestions';
import { searchTermsOf } from '@/server/services/search/relevance';
import { api } from '../../support/api-client';
import { insertProduct } from '../../support/catalog-fixtures';
import { buildApp, recordingLogger } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let test: TestDatabase;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  await seedIfEmpty(db, { logger: recordingLogger().logger });
  await insertProduct(db, {
    slug: 'keratin-tip-extensions',
    name: 'Keratin Tip Extensions — Straight',
    family: 'human-hair',
    category: 'clip-ins',
    description: 'Pre-bonded keratin tips for fusion extensions, 1 g per strand.',
    translations: {
      nl: {
        name: 'Keratine tip extensions — Steil',
        description: 'Voorgebonden keratine tips voor fusion extensions, 1 g per streng.',
      },
    },
    tags: ['keratin', 'fusion', 'u-tip'],
    price: 8900,
    popularity: 40,
  });
  app = buildApp(test.database);
});
afterAll(() => test.close());

/** [page language, what was typed, the slug it must put first, why] */
const MEANT: [string, string, string, string][] = [
  ['en', 'lace frontl', 'hd-lace-frontal-13x4-straight', 'a typo: a lace frontal'],
  ['en', 'lace fro', 'hd-lace-frontal-13x4-straight', 'still typing: lace frontals'],
  ['en', 'lace front', 'synthetic-lace-front-wig-straight', 'whole words: a lace front wig'],
  ['en', 'closure 4x4', 'lace-closure-4x4-body-wave', 'a size: the 4x4 closures'],
  ['en', 'closre 4x4', 'lace-closure-4x4-body-wave', 'a typo and a size'],
  ['en', 'keratine', 'keratin-tip-extensions', 'the Dutch spelling on an English page'],
  ['en', 'kératine', 'keratin-tip-extensions', 'accents ignored'],
  ['en', 'KERATIN', 'keratin-tip-extensions', 'any case'],
  ['en', 'wig', 'glueless-closure-wig-5x5-bob', 'the category: wigs before wig caps'],
  ['en', 'wigs', 'glueless-closure-wig-5x5-bob', 'a plural'],
  ['en', 'ponytial', 'synthetic-drawstring-ponytail-straight', 'two letters swapped'],
  ['en', 'brazilan bundle', 'brazilian-body-wave-bundle', 'a letter left out'],
  ['en', 'bundel', 'brazilian-body-wave-bundle', 'a Dutch word on an English page'],
  ['en', 'satin bonet', 'satin-bonnet-double-layer', 'a letter left out'],
  ['en', 'edge contrl', 'edge-control-strong-hold', 'a letter left out'],
  ['en', 'braids', 'pre-stretched-braiding-hair', 'the category braiding hair'],
  ['en', 'kinky curl wig', 'glueless-kinky-curly-wig', 'three words, the last whole'],
  ['en', 'sat', 'satin-bonnet-double-layer', 'the first letters of a word'],
  ['nl', 'bundel', 'brazilian-body-wave-bundle', 'Dutch: bundels'],
  ['nl', 'bundels', 'brazilian-body-wave-bundle', 'Dutch plural, stemmed'],
  ['nl', 'pruik', 'glueless-closure-wig-5x5-bob', 'Dutch: pruiken'],
  ['nl', 'pruiken', 'glueless-closure-wig-5x5-bob', 'Dutch plural, stemmed'],
  ['nl', 'staart', 'synthetic-drawstring-ponytail-straight', 'paardenstaart, not the staartkam'],
  ['nl', 'sluiting', 'lace-closure-4x4-body-wave', 'Dutch for closure'],
  ['nl', 'verzorging', 'edge-control-strong-hold', 'the category care'],
  ['nl', 'gereedschap', 'carbon-tail-comb', 'the category tools'],
  ['nl', 'vlechthaar', 'pre-stretched-braiding-hair', 'braiding hair in Dutch'],
  ['nl', 'kératine', 'keratin-tip-extensions', 'accents ignored, Dutch'],
  ['nl', 'lace fro', 'hd-lace-frontal-13x4-straight', 'still typing, Dutch page'],
  ['nl', 'wig', 'glueless-closure-wig-5x5-bob', 'an English word on a Dutch page'],
  ['nl', 'paardestaart', 'synthetic-drawstring-ponytail-straight', 'a Dutch typo'],
];

describe('the search puts first what a person meant', () => {
  it.each(MEANT)('%s "%s" → %s (%s)', async (language, typed, slug) => {
    const { db } = test.database;
    const suggested = await searchSuggestions(db, typed, 'client', language);
    expect(suggested.products[0]?.slug).toBe(slug);

    const listed = await api(app, { headers: { 'X-Tress-Language': language } }).get<ProductPage>(
      `/api/products?q=${encodeURIComponent(typed)}&pageSize=6`,
      { status: 200 },
    );
    expect(listed.body.items[0]?.slug).toBe(slug);
    // The shop's results and the suggestions agree on the order of what both show.
    expect(listed.body.items.map((item) => item.slug).slice(0, suggested.products.length)).toEqual(
      suggested.products.map((product) => product.slug),
    );
  });

  it('names the products in the page’s language', async () => {
    const { db } = test.database;
    const dutch = await searchSuggestions(db, 'staart', 'client', 'nl');
    expect(dutch.products[0]?.name).toBe('Synthetische drawstring paardenstaart — Steil');
    const english = await searchSuggestions(db, 'ponytail', 'client', 'en');
    expect(english.products[0]?.name).toBe('Synthetic Drawstring Ponytail — Straight');
  });

  it('suggests the categories of the matches, the best match’s first', async () => {
    const { db } = test.database;
    const { categories } = await searchSuggestions(db, 'lace fro', 'client', 'en');
    expect(categories[0]).toEqual({ family: 'human-hair', category: 'frontals' });
    expect(categories.length).toBeLessThanOrEqual(3);
    expect(new Set(categories.map((c) => `${c.family}/${c.category}`)).size).toBe(
      categories.length,
    );
  });

  it('finds nothing, quietly, for what no product is and for signs alone', async () => {
    const { db } = test.database;
    for (const typed of ['zzzqqq xylophone', '%', '_', '!!', '&|!():*']) {
      expect((await searchSuggestions(db, typed, 'client', 'en')).products).toEqual([]);
    }
  });

  it('answers any script, mark or digit without a failure', async () => {
    const { db } = test.database;
    for (const typed of [
      '假发',
      'שיער',
      'ผมปลอม',
      'ǅemal',
      'ab\u0301c',
      '١٢٣',
      'ﬁne',
      'x'.repeat(40),
    ]) {
      const found = await searchSuggestions(db, typed, 'client', 'nl');
      expect(Array.isArray(found.products), typed).toBe(true);
    }
  });

  it('keeps to_tsquery syntax out of the words', () => {
    expect(searchTermsOf(`lace & !fro:* | 'x' (4x4)`).words).toEqual(['lace', 'fro', 'x', '4x4']);
    expect(searchTermsOf('a b c d e f g h i j').words).toHaveLength(8);
  });
});
