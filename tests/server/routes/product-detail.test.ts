import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@/domain/products';
import { insertProduct } from '../../support/catalog-fixtures';
import { api } from '../../support/api-client';
import { buildApp } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let withVariants: number;
let single: number;
let archived: number;
const created = new Date('2025-03-04T05:06:07.000Z');
const updated = new Date('2025-04-05T06:07:08.000Z');

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  withVariants = await insertProduct(db, {
    slug: 'body-wave-bundle',
    name: 'Body Wave Bundle',
    description: 'Soft waves. <b>Not HTML</b>.',
    images: ['/images/products/body-wave.svg', '/images/products/body-wave-2.svg'],
    price: 6900,
    businessPrice: 4500,
    stock: 99,
    weightOz: 3.5,
    tags: ['wavy', 'virgin'],
    createdAt: created,
    updatedAt: updated,
    // Inserted out of order: the answer follows position, not insertion.
    variants: [
      { position: 2, name: '18 inch', price: 8900, businessPrice: 5800, stock: 4 },
      { position: 0, name: '14 inch', price: null, businessPrice: null, stock: 7 },
      { position: 1, name: '16 inch', price: 7900, businessPrice: 5100, stock: 0 },
    ],
  });
  single = await insertProduct(db, { slug: 'edge-brush', price: 895, stock: 12, weightOz: null });
  archived = await insertProduct(db, { slug: 'old-wig', active: false });
  app = buildApp(test.database);
});
afterAll(() => test.close());

describe('GET /api/products/{id}', () => {
  it('answers the Product: variants by position, their stock summed, money in cents', async () => {
    const res = await api(app).get<Product>(`/api/products/${withVariants}`);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: withVariants,
      slug: 'body-wave-bundle',
      name: 'Body Wave Bundle',
      family: 'human-hair',
      category: 'bundles',
      description: 'Soft waves. <b>Not HTML</b>.',
      images: ['/images/products/body-wave.svg', '/images/products/body-wave-2.svg'],
      price: 6900,
      business_price: null,
      variant_detail: [
        // Lengths have no swatch colour: null, never absent (issue 17).
        { name: '14 inch', price: null, business_price: null, stock: 7, colour: null },
        { name: '16 inch', price: 7900, business_price: null, stock: 0, colour: null },
        { name: '18 inch', price: 8900, business_price: null, stock: 4, colour: null },
      ],
      stock: 11,
      weight_oz: 3.5,
      tags: ['wavy', 'virgin'],
      active: true,
      box_eligible: false,
      created_at: '2025-03-04T05:06:07.000Z',
      updated_at: '2025-04-05T06:07:08.000Z',
    } satisfies Product);
  });

  it('gives a product without variants its own stock', async () => {
    const { body } = await api(app).get<Product>(`/api/products/${single}`);
    expect(body).toMatchObject({ variant_detail: [], stock: 12, weight_oz: null });
  });

  it.each([
    ['an unknown id', () => '999999'],
    ['an archived product', () => String(archived)],
    ['a non-numeric id', () => 'body-wave-bundle'],
    ['a fractional id', () => '1.5'],
    ['a zero-padded id', () => `0${withVariants}`],
    ['a negative id', () => '-1'],
  ])('answers 404 NOT_FOUND for %s', async (_name, id) => {
    const res = await app.request(`/api/products/${id()}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it.each(['99999999999', '2147483648', '1e15', '%00'])(
    'answers 400 VALIDATION_FAILED for %s, which no database id can be',
    async (id) => {
      const res = await app.request(`/api/products/${id}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [expect.objectContaining({ path: ['id'] })],
      });
    },
  );
});
