// The demo shop in Dutch (issue 30): every demo product has a Dutch name and description, stated
// facts (grams, sizes, temperatures) agree with the English, and a Dutch page of the seeded shop
// shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTextSchema } from '@/domain/product-translations';
import type { ProductPage } from '@/domain/products';
import { DEMO_CATALOG } from '@/server/db/seed/demo-catalog';
import { DEMO_CATALOG_NL } from '@/server/db/seed/demo-catalog-nl';
import { seedIfEmpty } from '@/server/db/seed/demo-shop';
import { api } from '../../support/api-client';
import { buildApp, recordingLogger } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

/** The figures a text states with their units: "100 g", "180 °C", "38 ml", "13x4". */
function statedFacts(text: string): string[] {
  const facts = [
    ...[...text.matchAll(/(\d+)\s?(g|ml|°C)\b/g)].map((match) => `${match[1]} ${match[2]}`),
    ...[...text.matchAll(/\b(\d+x\d+)\b/g)].map((match) => match[1] ?? ''),
    ...[...text.matchAll(/(\d+)%/g)].map((match) => `${match[1]}%`),
  ];
  return facts.sort();
}

describe('the demo catalog in Dutch', () => {
  it('gives every demo product a Dutch name and description, and no other slug any', () => {
    for (const product of DEMO_CATALOG) {
      const dutch = DEMO_CATALOG_NL[product.slug];
      expect(dutch, product.slug).toBeDefined();
      expect(dutch?.name.trim(), product.slug).not.toBe('');
      expect(dutch?.description.trim(), product.slug).not.toBe('');
      // Written, not copied: the description always differs from the English.
      expect(dutch?.description, product.slug).not.toBe(product.description);
      // Within what the product form allows.
      expect(productTextSchema.safeParse(dutch).success, product.slug).toBe(true);
    }
    const slugs = new Set(DEMO_CATALOG.map((product) => product.slug));
    expect(Object.keys(DEMO_CATALOG_NL).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('states the same grams, millilitres, temperatures, sizes and densities as the English', () => {
    for (const product of DEMO_CATALOG) {
      const dutch = DEMO_CATALOG_NL[product.slug]?.description ?? '';
      expect(statedFacts(dutch), product.slug).toEqual(statedFacts(product.description));
    }
  });
});

describe('the seeded shop, asked from a Dutch page', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  beforeAll(async () => {
    test = await createTestDatabase();
    await seedIfEmpty(test.database.db, { logger: recordingLogger().logger });
    app = buildApp(test.database);
  });
  afterAll(() => test.close());

  it('shows every product for sale with its Dutch name and description', async () => {
    const { body } = await api(app, { headers: { 'X-Tress-Language': 'nl' } }).get<ProductPage>(
      '/api/products?pageSize=100',
      { status: 200 },
    );
    expect(body.items.length).toBe(DEMO_CATALOG.filter((product) => product.active).length);
    for (const item of body.items) {
      expect(item.name, item.slug).toBe(DEMO_CATALOG_NL[item.slug]?.name);
      expect(item.description, item.slug).toBe(DEMO_CATALOG_NL[item.slug]?.description);
    }
    const english = await api(app).get<ProductPage>('/api/products?pageSize=100', { status: 200 });
    const bySlug = new Map(DEMO_CATALOG.map((product) => [product.slug, product]));
    for (const item of english.body.items) {
      expect(item.name, item.slug).toBe(bySlug.get(item.slug)?.name);
    }
  });
});
