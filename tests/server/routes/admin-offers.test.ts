import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOffer, AdminOffersAnswer, OfferInput } from '@/domain/offer-input';
import type { OffersAnswer } from '@/domain/offers';
import { offers } from '@/server/db/schema';
import { callAdmin, expectJson } from '../../support/admin-fixtures';
import { adminToken } from '../../support/auth-tokens';
import {
  insertOrderShop,
  orderRequest,
  postOrder,
  type OrderShop,
} from '../../support/order-fixtures';
import { buildApp } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// product.md §9, §14 and issue 12: the admin lists offers with their uses so far, creates, edits
// and ends them; bad input is a 400 naming the field and changes nothing; codes are unique
// whatever their case (409).
const DAY = 24 * 60 * 60 * 1000;
let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let shop: OrderShop;
let token: string;
const db = () => test.database.db;

beforeAll(async () => {
  test = await createTestDatabase();
  shop = await insertOrderShop(db());
  app = buildApp(test.database);
  token = await adminToken(db());
});
afterAll(() => test.close());
beforeEach(async () => {
  await db().delete(offers);
});

// One clock for the file: two calls of at(5) in one case must name the same moment, even when a
// millisecond passes between them.
const NOW = Date.now();
const at = (days: number) => new Date(NOW + days * DAY).toISOString();
const admin = (path: string, call: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {}) =>
  callAdmin(app, path, { ...call, token });

function offerInput(overrides: Partial<OfferInput> = {}): OfferInput {
  return {
    title: 'Spring 10 %',
    description: 'Ten percent off everything.',
    kind: 'percent',
    value: 10,
    targetType: 'order',
    audience: 'all',
    startsAt: at(-1),
    endsAt: at(10),
    code: 'spring10',
    minSubtotal: 0,
    maxUses: null,
    ...overrides,
  };
}

const create = (input: unknown) =>
  expectJson<AdminOffer>(admin('/api/admin/offers', { method: 'POST', body: input }), 201);
const list = async () => (await expectJson<AdminOffersAnswer>(admin('/api/admin/offers'))).items;
const publicOffers = async () => (await expectJson<OffersAnswer>(app.request('/api/offers'))).items;

describe('admin offers', () => {
  it('an admin creates an offer; its code is stored upper case and shoppers see it running', async () => {
    const offer = await create(offerInput());
    expect(offer).toMatchObject({ code: 'SPRING10', uses: 0, state: 'running' });
    expect(await list()).toEqual([offer]);
    expect((await publicOffers()).map((item) => item.code)).toEqual(['SPRING10']);
  });

  it('lists each offer with its uses so far', async () => {
    const offer = await create(offerInput({ maxUses: 5 }));
    const order = await postOrder(
      app,
      orderRequest({ items: [{ productId: shop.shampoo, quantity: 1 }], offerCode: 'spring10' }),
    );
    expect(order.status).toBe(201);
    expect((await list()).find((item) => item.id === offer.id)).toMatchObject({
      uses: 1,
      maxUses: 5,
    });
  });

  it('targets a product, a category, a family or the whole order, named for the admin', async () => {
    await create(offerInput({ code: null, targetType: 'product', targetProductId: shop.wig }));
    await create(offerInput({ code: null, targetType: 'category', targetName: 'wigs' }));
    await create(offerInput({ code: null, targetType: 'family', targetName: 'human-hair' }));
    const labels = (await list()).map((item) => item.targetLabel).sort();
    expect(labels).toEqual(['Human hair', 'Lace Front Wig', 'Wigs']);
  });

  it('an edit replaces the fields; a target the offer no longer has is cleared', async () => {
    const offer = await create(offerInput({ targetType: 'family', targetName: 'human-hair' }));
    const edited = await expectJson<AdminOffer>(
      admin(`/api/admin/offers/${offer.id}`, {
        method: 'PUT',
        body: offerInput({ title: 'Spring 20 %', value: 20, code: 'SPRING20' }),
      }),
    );
    expect(edited).toMatchObject({
      id: offer.id,
      title: 'Spring 20 %',
      value: 20,
      code: 'SPRING20',
      targetType: 'order',
      targetName: null,
    });
  });

  it('ending an offer now ends it at this moment: shoppers no longer see it', async () => {
    const offer = await create(offerInput());
    const before = Date.now();
    const ended = await expectJson<AdminOffer>(
      admin(`/api/admin/offers/${offer.id}/end`, { method: 'POST' }),
    );
    expect(ended.state).toBe('ended');
    expect(Date.parse(ended.endsAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(ended.endsAt ?? '')).toBeLessThanOrEqual(Date.now());
    expect(await publicOffers()).toEqual([]);
  });

  it('an unknown offer is 404 for edit and end', async () => {
    expect((await admin('/api/admin/offers/9999/end', { method: 'POST' })).status).toBe(404);
    expect((await admin('/api/admin/offers/abc/end', { method: 'POST' })).status).toBe(404);
    const edit = await admin('/api/admin/offers/9999', { method: 'PUT', body: offerInput() });
    expect(edit.status).toBe(404);
  });
});

describe('admin offer validation', () => {
  it.each<[string, Partial<OfferInput>, string]>([
    ['a percentage above 90', { value: 91 }, 'value'],
    ['a percentage of 0', { value: 0 }, 'value'],
    ['an amount of 0', { kind: 'amount', value: 0 }, 'value'],
    ['an end before the start', { startsAt: at(5), endsAt: at(1) }, 'endsAt'],
    ['an end equal to the start', { startsAt: at(5), endsAt: at(5) }, 'endsAt'],
    ['a code of 2 characters', { code: 'AB' }, 'code'],
    ['a code of 21 characters', { code: 'A'.repeat(21) }, 'code'],
    ['a code with a space', { code: 'SPRING 10' }, 'code'],
    ['a code with a dash', { code: 'SPRING-10' }, 'code'],
    ['a product target without a product', { targetType: 'product' }, 'targetProductId'],
    [
      'a category target of no category',
      { targetType: 'category', targetName: 'hats' },
      'targetName',
    ],
    ['a family target without a family', { targetType: 'family' }, 'targetName'],
    [
      'a product that does not exist',
      { targetType: 'product', targetProductId: 99999 },
      'targetProductId',
    ],
  ])('refuses %s with 400 naming the field, and creates nothing', async (_, overrides, field) => {
    const problem = await expectJson<{ code: string; issues: { path: string[] }[] }>(
      admin('/api/admin/offers', { method: 'POST', body: offerInput(overrides) }),
      400,
    );
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.issues.map((issue) => issue.path[0])).toEqual([field]);
    expect(await db().select().from(offers)).toEqual([]);
  });

  it('accepts a percentage of 90 and an amount of 1 cent', async () => {
    await create(offerInput({ value: 90 }));
    await create(offerInput({ kind: 'amount', value: 1, code: null }));
    expect(await list()).toHaveLength(2);
  });

  it('a code another offer has, in any case, is 409 with a clear message; nothing changes', async () => {
    const first = await create(offerInput({ code: 'WELCOME10' }));
    const taken = await expectJson<{ code: string; message: string }>(
      admin('/api/admin/offers', { method: 'POST', body: offerInput({ code: 'welcome10' }) }),
      409,
    );
    expect(taken).toMatchObject({ code: 'OFFER_CODE_TAKEN' });
    expect(taken.message).toContain('WELCOME10');
    const other = await create(offerInput({ code: 'OTHER5' }));
    const edit = await admin(`/api/admin/offers/${other.id}`, {
      method: 'PUT',
      body: offerInput({ code: 'Welcome10' }),
    });
    expect(edit.status).toBe(409);
    const rows = await db().select().from(offers).where(eq(offers.id, other.id));
    expect(rows[0]?.code).toBe('OTHER5');
    expect((await list()).map((item) => item.id).sort()).toEqual([first.id, other.id].sort());
  });

  it('an offer may keep its own code on edit', async () => {
    const offer = await create(offerInput({ code: 'KEEPME' }));
    const edited = await expectJson<AdminOffer>(
      admin(`/api/admin/offers/${offer.id}`, {
        method: 'PUT',
        body: offerInput({ code: 'keepme', title: 'Kept' }),
      }),
    );
    expect(edited).toMatchObject({ code: 'KEEPME', title: 'Kept' });
  });
});
