import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '@/domain/products';
import type { AppEnv } from '@/server/http/app-env';
import { shopperAccess } from '@/server/http/shopper-access';
import { writeSettings } from '@/server/services/settings';
import { insertProduct, insertSalon } from '../support/catalog-fixtures';
import { buildApp, recordingLogger } from '../support/server-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Wholesale prices show only to an approved salon or the current friends-and-family key
// (product.md §3); every other header, however it is wrong, gets client prices and no error.
const KEY = 'friends-and-family-key-0123';
let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let productId: number;
const salon: Record<'approved' | 'pending' | 'rejected' | 'friendsFamily', string> = {
  approved: '',
  pending: '',
  rejected: '',
  friendsFamily: '',
};

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  productId = await insertProduct(db, {
    slug: 'kinky-straight-bundle',
    price: 7900,
    businessPrice: 5100,
    variants: [
      { name: '16 inch', price: 7900, businessPrice: 5100, stock: 3 },
      { name: '18 inch', price: 8900, businessPrice: 5800, stock: 3 },
    ],
  });
  salon.approved = await insertSalon(db, { status: 'approved' });
  salon.pending = await insertSalon(db, { status: 'pending' });
  salon.rejected = await insertSalon(db, { status: 'rejected' });
  salon.friendsFamily = await insertSalon(db, { salonName: 'Tress Friends & Family' });
  await writeSettings(db, { friendsFamilyKey: KEY, friendsFamilySalonId: salon.friendsFamily });
  app = buildApp(test.database);
});
afterAll(() => test.close());

async function pricesSeenWith(access: string | undefined) {
  const headers: Record<string, string> = access === undefined ? {} : { 'X-Tress-Access': access };
  const one = await app.request(`/api/products/${productId}`, { headers });
  const page = await app.request('/api/products', { headers });
  expect(one.status).toBe(200);
  expect(page.status).toBe(200);
  const product = (await one.json()) as Product;
  const listed = ((await page.json()) as ProductPage).items[0];
  expect(listed).toEqual(product);
  return {
    product: product.business_price,
    variants: product.variant_detail.map((variant) => variant.business_price),
    normal: [product.price, ...product.variant_detail.map((variant) => variant.price)],
  };
}

const WHOLESALE = { product: 5100, variants: [5100, 5800], normal: [7900, 7900, 8900] };
const HIDDEN = { product: null, variants: [null, null], normal: [7900, 7900, 8900] };

describe('business prices', () => {
  it('are hidden from a client without a header', async () => {
    expect(await pricesSeenWith(undefined)).toEqual(HIDDEN);
  });

  it('show to an approved salon, in any letter case', async () => {
    expect(await pricesSeenWith(`salon:${salon.approved}`)).toEqual(WHOLESALE);
    expect(await pricesSeenWith(`salon:${salon.approved.toUpperCase()}`)).toEqual(WHOLESALE);
  });

  it('show to the friends-and-family key', async () => {
    expect(await pricesSeenWith(`ff:${KEY}`)).toEqual(WHOLESALE);
  });

  it.each([
    ['a forged salon uuid', () => `salon:${randomUUID()}`],
    ['a pending salon', () => `salon:${salon.pending}`],
    ['a rejected salon', () => `salon:${salon.rejected}`],
    ['a salon id that is no uuid', () => 'salon:1 OR 1=1'],
    ['an empty salon id', () => 'salon:'],
    ['a wrong friends-and-family key', () => `ff:${KEY.slice(0, -1)}X`],
    ['the key with something after it', () => `ff:${KEY}X`],
    ['an empty key', () => 'ff:'],
    ['an overlong key', () => `ff:${'k'.repeat(5000)}`],
    ['a bare salon id without its kind', () => salon.approved],
    ['an unknown kind', () => `admin:${salon.approved}`],
    ['an empty header', () => ''],
  ])('are hidden, without an error, for %s', async (_name, header) => {
    expect(await pricesSeenWith(header())).toEqual(HIDDEN);
  });

  it('are hidden for any friends-and-family key while none is set', async () => {
    const fresh = await createTestDatabase();
    try {
      const id = await insertProduct(fresh.database.db, { slug: 'x', businessPrice: 500 });
      const res = await buildApp(fresh.database).request(`/api/products/${id}`, {
        headers: { 'X-Tress-Access': 'ff:' },
      });
      expect(((await res.json()) as Product).business_price).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('follow the key when an admin rotates it', async () => {
    const rotated = 'rotated-friends-key-4567';
    await writeSettings(test.database.db, { friendsFamilyKey: rotated });
    try {
      expect(await pricesSeenWith(`ff:${KEY}`)).toEqual(HIDDEN);
      expect(await pricesSeenWith(`ff:${rotated}`)).toEqual(WHOLESALE);
    } finally {
      await writeSettings(test.database.db, { friendsFamilyKey: KEY });
    }
  });
});

describe('the shopper access a route sees', () => {
  const accessOf = async (header: string | undefined) => {
    const probe = new Hono<AppEnv>()
      .use(shopperAccess({ db: test.database.db, logger: recordingLogger().logger }))
      .get('/', (c) => c.json(c.var.access));
    const headers: Record<string, string> =
      header === undefined ? {} : { 'X-Tress-Access': header };
    return (await probe.request('/', { headers })).json();
  };

  it('names the salon, or the friends-and-family salon, with the business tier', async () => {
    expect(await accessOf(`salon:${salon.approved}`)).toEqual({
      tier: 'business',
      kind: 'salon',
      salonId: salon.approved,
    });
    expect(await accessOf(`ff:${KEY}`)).toEqual({
      tier: 'business',
      kind: 'friends-family',
      salonId: salon.friendsFamily,
    });
  });

  it('is the client tier otherwise', async () => {
    expect(await accessOf(undefined)).toEqual({ tier: 'client', kind: 'client' });
    expect(await accessOf(`salon:${salon.pending}`)).toEqual({ tier: 'client', kind: 'client' });
  });
});
