import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@/domain/products';
import { insertProduct } from '../../support/catalog-fixtures';
import { api, type ApiProblem } from '../../support/api-client';
import { buildApp } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// Five products for sale and one archived, chosen so every filter and sort has exactly one
// right answer. Inserted in this order, so ids and created_at rise from alpha to zeta.
let test: TestDatabase;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  // From €40.00 (its 12 inch), though its own price says €50.00; in stock through one variant.
  await insertProduct(db, {
    slug: 'alpha',
    name: 'Alpha Bundle',
    price: 5000,
    stock: 0,
    popularity: 10,
    variants: [
      { name: '14 inch', price: 5000, stock: 0 },
      { name: '12 inch', price: 4000, stock: 3 },
    ],
  });
  await insertProduct(db, {
    slug: 'beta',
    name: 'Beta Closure',
    category: 'closures',
    description: 'A closure of 100% Swiss lace.',
    tags: ['hd-lace'],
    price: 3000,
    stock: 0,
    popularity: 50,
  });
  await insertProduct(db, {
    slug: 'gamma',
    name: 'Gamma Braid',
    family: 'synthetic-hair',
    category: 'braiding-hair',
    description: 'Pre-stretched and ready.',
    tags: ['Knotless', 'jumbo'],
    price: 800,
    stock: 12,
    popularity: 30,
  });
  // Own stock, but its variants are sold out: a product with variants sells only those.
  await insertProduct(db, {
    slug: 'delta',
    name: 'Delta Shea_Butter Mask',
    family: 'salon-essentials',
    category: 'care',
    price: 1500,
    stock: 5,
    popularity: 30,
    variants: [
      { name: '500 ml', price: 2500, stock: 0 },
      { name: '250 ml', price: null, stock: 0 },
    ],
  });
  await insertProduct(db, {
    slug: 'epsilon',
    name: 'Epsilon Archived Alpha',
    price: 100,
    active: false,
    popularity: 1000,
  });
  await insertProduct(db, {
    slug: 'zeta',
    name: 'Zeta Wig',
    family: 'synthetic-hair',
    category: 'wigs',
    price: 4000,
    stock: 2,
    popularity: 5,
  });
  app = buildApp(test.database);
});
afterAll(() => test.close());

async function list(query: string): Promise<ProductPage> {
  return (await api(app).get<ProductPage>(`/api/products${query}`, { status: 200 })).body;
}
const slugs = async (query: string) => (await list(query)).items.map((item) => item.slug);

describe('GET /api/products sorts', () => {
  it('by popularity by default, ties by id, and only active products', async () => {
    expect(await slugs('')).toEqual(['beta', 'gamma', 'delta', 'alpha', 'zeta']);
    expect(await slugs('?sort=popular')).toEqual(['beta', 'gamma', 'delta', 'alpha', 'zeta']);
  });
  it('newest first', async () => {
    expect(await slugs('?sort=newest')).toEqual(['zeta', 'delta', 'gamma', 'beta', 'alpha']);
  });
  it('by the lowest client price, up and down, ties by id', async () => {
    expect(await slugs('?sort=price-asc')).toEqual(['gamma', 'delta', 'beta', 'alpha', 'zeta']);
    expect(await slugs('?sort=price-desc')).toEqual(['alpha', 'zeta', 'beta', 'delta', 'gamma']);
  });
});

describe('GET /api/products filters', () => {
  it('by family, and by category within a family or on its own', async () => {
    expect(await slugs('?family=human-hair')).toEqual(['beta', 'alpha']);
    expect(await slugs('?family=synthetic-hair&category=wigs')).toEqual(['zeta']);
    expect(await slugs('?category=bundles')).toEqual(['alpha']);
  });
  it('by a search over name, description and tags, in any case', async () => {
    expect(await slugs('?q=ALPHA')).toEqual(['alpha']);
    expect(await slugs('?q=swiss')).toEqual(['beta']);
    expect(await slugs('?q=knotless')).toEqual(['gamma']);
    expect(await slugs('?q=lace')).toEqual(['beta']);
    expect(await slugs('?q=nothing-like-this')).toEqual([]);
  });
  // Issue 32: the search matches words (full text and trigrams), so LIKE's % and _ mean nothing:
  // never a wildcard, and a query of signs alone finds nothing.
  it('treats % and _ in a search as signs, not wildcards, and searches the words', async () => {
    expect(await slugs('?q=_')).toEqual([]);
    expect(await slugs(`?q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await slugs(`?q=${encodeURIComponent('100%')}`)).toEqual(['beta']);
    expect(await slugs(`?q=${encodeURIComponent('shea_butter')}`)).toEqual(['delta']);
  });
  it('by price range on the lowest client price over the variants', async () => {
    expect(await slugs('?minPrice=1500&maxPrice=4000&sort=price-asc')).toEqual([
      'delta',
      'beta',
      'alpha',
      'zeta',
    ]);
    // alpha costs from €40.00 although its own price is €50.00.
    expect(await slugs('?maxPrice=4500&sort=price-asc')).toContain('alpha');
    expect(await slugs('?minPrice=4500')).toEqual([]);
    expect(await slugs('?minPrice=801&maxPrice=1500')).toEqual(['delta']);
  });
  it('by stock: a product or any of its variants has units', async () => {
    expect(await slugs('?inStock=true')).toEqual(['gamma', 'alpha', 'zeta']);
    expect(await slugs('?inStock=false')).toHaveLength(5);
  });
  it('combines filters', async () => {
    expect(await slugs('?family=synthetic-hair&inStock=true&q=wig')).toEqual(['zeta']);
  });
});

describe('GET /api/products pages', () => {
  it('gives the total, the page and its size with each page', async () => {
    const first = await list('?pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((item) => item.slug)).toEqual(['beta', 'gamma']);
    expect(await slugs('?pageSize=2&page=2')).toEqual(['delta', 'alpha']);
  });
  it('ends with a short last page, and an empty page past the end keeps the total', async () => {
    const last = await list('?pageSize=2&page=3');
    expect(last.items.map((item) => item.slug)).toEqual(['zeta']);
    expect(last.total).toBe(5);
    expect(await list('?pageSize=2&page=4')).toEqual({ items: [], total: 5, page: 4, pageSize: 2 });
  });
  it('counts the filtered products, not all of them', async () => {
    expect((await list('?inStock=true&pageSize=1')).total).toBe(3);
    expect(await list('?q=nothing-like-this&page=2')).toMatchObject({ items: [], total: 0 });
  });
});

describe('GET /api/products refuses bad parameters with 400 VALIDATION_FAILED', () => {
  it.each([
    ['an unknown family', '?family=wool', 'family'],
    ['a category not in the family', '?family=salon-essentials&category=wigs', 'category'],
    ['a page size above 100', '?pageSize=101', 'pageSize'],
    ['page 0', '?page=0', 'page'],
    ['a lowest price above the highest', '?minPrice=5000&maxPrice=1000', 'minPrice'],
    ['a negative price', '?minPrice=-1', 'minPrice'],
    ['an unknown sort', '?sort=cheapest', 'sort'],
    ['an unknown parameter', '?colour=red', ''],
    ['a repeated parameter', '?family=human-hair&family=synthetic-hair', 'family'],
  ])('%s', async (_name, query, field) => {
    const res = await api(app).get<ApiProblem>(`/api/products${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { body } = res;
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues?.length).toBeGreaterThan(0);
    if (field) expect(body.issues?.some((issue) => issue.path[0] === field)).toBe(true);
  });
});
