import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILIES } from '@/domain/catalog';
import type { Catalog } from '@/domain/products';
import { insertProduct } from '../../support/catalog-fixtures';
import { api } from '../../support/api-client';
import { buildApp } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let test: TestDatabase;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  await insertProduct(db, { slug: 'a', family: 'human-hair', category: 'bundles' });
  await insertProduct(db, { slug: 'b', family: 'human-hair', category: 'bundles' });
  await insertProduct(db, { slug: 'c', family: 'human-hair', category: 'wigs' });
  await insertProduct(db, { slug: 'd', family: 'synthetic-hair', category: 'wigs' });
  await insertProduct(db, {
    slug: 'e',
    family: 'salon-essentials',
    category: 'care',
    active: false,
  });
  app = buildApp(test.database);
});
afterAll(() => test.close());

describe('GET /api/catalog', () => {
  it('lists every family and category in the shop order, with active products counted', async () => {
    const res = await api(app).get<Catalog>('/api/catalog');
    expect(res.status).toBe(200);
    const { families } = res.body;

    expect(families.map((family) => family.slug)).toEqual(FAMILIES.map((family) => family.slug));
    expect(families.map((family) => [family.slug, family.name, family.count])).toEqual([
      ['human-hair', 'Human hair', 3],
      ['synthetic-hair', 'Synthetic hair', 1],
      ['salon-essentials', 'Salon essentials', 0],
    ]);
    const human = families[0];
    expect(human?.categories).toEqual([
      { slug: 'bundles', name: 'Bundles', count: 2 },
      { slug: 'closures', name: 'Closures', count: 0 },
      { slug: 'frontals', name: 'Frontals', count: 0 },
      { slug: 'wigs', name: 'Wigs', count: 1 },
      { slug: 'ponytails', name: 'Ponytails', count: 0 },
      { slug: 'clip-ins', name: 'Clip-ins', count: 0 },
    ]);
    // The archived care product is not counted.
    expect(families[2]?.categories.find((category) => category.slug === 'care')?.count).toBe(0);
  });

  it('counts what the product list shows for each category', async () => {
    const { families } = (await api(app).get<Catalog>('/api/catalog')).body;
    for (const family of families) {
      for (const category of family.categories) {
        const res = await app.request(
          `/api/products?family=${family.slug}&category=${category.slug}&pageSize=1`,
        );
        expect((await res.json()).total, `${family.slug}/${category.slug}`).toBe(category.count);
      }
    }
  });
});
