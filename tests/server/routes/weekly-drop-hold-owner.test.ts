// Issue 28: a drop hold belongs to the cart that made it. Changing it, releasing it or spending
// it in a quote or an order needs that cart's id as well as the hold's; with another cart's id,
// or none, the hold does not exist (404 "There is no such hold." — or, in a quote or an order,
// the answer an unknown hold gets), and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import type { AdminDrop, HoldAnswer, WeeklyDropAnswer } from '@/domain/drops';
import type { OrderView, Quote } from '@/domain/orders';
import { orders } from '@/server/db/schema';
import { rowsOf } from '@/server/services/drops/rows';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import { idempotencyKey, type ApiProblem } from '../../support/api-client';
import { insertProduct } from '../../support/catalog-fixtures';
import { LOCKER_CODE, insertOrderShop } from '../../support/order-fixtures';

let fixture: AdminTestApp;
let drop: AdminDrop;
const OWNER = 'owner-cart-0000000001';
const OTHER = 'other-cart-0000000002';
const UNKNOWN_HOLD = '00000000-0000-4000-8000-00000000abcd';
const NO_SUCH_HOLD = { code: 'NOT_FOUND', message: 'There is no such hold.' };

beforeAll(async () => {
  // Each request names its own address: the holds' rate limit is tested apart.
  fixture = await buildAdminTestApp({ env: { TRUST_PROXY: 'true' } });
  await insertOrderShop(fixture.db);
  const serum = await insertProduct(fixture.db, {
    slug: 'owner-serum',
    name: 'Owner Serum',
    price: 2000,
    stock: 50,
  });
  const now = Date.now();
  ({ body: drop } = await fixture.admin.post<AdminDrop>(
    '/api/admin/drops',
    {
      title: 'Whose hold is it',
      audience: 'public',
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 24 * 3_600_000).toISOString(),
      items: [
        {
          productId: serum,
          variant: null,
          dropPrice: 1200,
          dropBusinessPrice: null,
          units: 10,
          perOrderLimit: 3,
        },
      ],
    },
    { status: 201 },
  ));
});
afterAll(() => fixture.close());

let address = 0;
/** A shopper from an address of its own, so no rate limit interferes. */
function shopper() {
  address += 1;
  return fixture.anonymous.as({ headers: { 'X-Forwarded-For': `10.28.${address % 250}.9` } });
}

const itemId = () => drop.items[0]?.id ?? 0;

async function holdFor(cartId: string, quantity = 1): Promise<HoldAnswer> {
  const { body } = await shopper().post<HoldAnswer>(
    '/api/weekly-drop/holds',
    { itemId: itemId(), quantity, cartId },
    { status: 201 },
  );
  return body;
}

/** DELETE with a JSON body (or none at all). */
async function release(holdId: string, body?: unknown): Promise<Response> {
  address += 1;
  return fixture.app.request(`/api/weekly-drop/holds/${holdId}`, {
    method: 'DELETE',
    headers: {
      'X-Forwarded-For': `10.28.${address % 250}.9`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function unitsLeft(): Promise<number> {
  const { body } = await shopper().get<WeeklyDropAnswer>('/api/weekly-drop');
  return body.drop?.items.find((item) => item.id === itemId())?.unitsLeft ?? -1;
}

async function holdRow(id: string) {
  const [row] = rowsOf<{ quantity: number; released: boolean; consumed: boolean }>(
    await fixture.db.execute(sql`
      select quantity, released_at is not null as released, consumed_at is not null as consumed
      from drop_holds where id = ${id}`),
  );
  return row && { ...row, quantity: Number(row.quantity) };
}

async function orderCount(): Promise<number> {
  const [row] = await fixture.db.select({ orders: count() }).from(orders);
  return row?.orders ?? 0;
}

const locker = { method: 'locker', lockerId: LOCKER_CODE };
const orderBody = (holdId: string, cartId?: string) => ({
  items: [{ type: 'drop', holdId }],
  delivery: locker,
  customer: { name: 'Drop Shopper', email: 'drop@example.com' },
  payment: { method: 'card' },
  ...(cartId === undefined ? {} : { cartId }),
});

describe('changing a hold (PATCH /api/weekly-drop/holds/{id})', () => {
  it.each<[string, Record<string, unknown>]>([
    ['another cart’s id', { cartId: OTHER }],
    ['no cart id', {}],
  ])('with %s answers like an unknown hold and changes nothing', async (_name, cart) => {
    const held = await holdFor(OWNER);
    const before = await unitsLeft();
    const refused = await shopper().patch<ApiProblem>(
      `/api/weekly-drop/holds/${held.hold.id}`,
      { quantity: 3, ...cart },
      { status: 404 },
    );
    expect(refused.body).toEqual(NO_SUCH_HOLD);
    const unknown = await shopper().patch<ApiProblem>(
      `/api/weekly-drop/holds/${UNKNOWN_HOLD}`,
      { quantity: 3, cartId: OWNER },
      { status: 404 },
    );
    expect(refused.body).toEqual(unknown.body);
    expect(await holdRow(held.hold.id)).toMatchObject({ quantity: 1, released: false });
    expect(await unitsLeft()).toBe(before);
    await release(held.hold.id, { cartId: OWNER });
  });

  it('says nothing about another cart’s hold that has ended, either', async () => {
    const held = await holdFor(OWNER);
    await fixture.db.execute(
      sql`update drop_holds set expires_at = now() - interval '1 second' where id = ${held.hold.id}`,
    );
    const refused = await shopper().patch<ApiProblem>(
      `/api/weekly-drop/holds/${held.hold.id}`,
      { quantity: 2, cartId: OTHER },
      { status: 404 },
    );
    expect(refused.body).toEqual(NO_SUCH_HOLD);
    // Its own cart hears that it expired.
    const own = await shopper().patch<ApiProblem>(
      `/api/weekly-drop/holds/${held.hold.id}`,
      { quantity: 2, cartId: OWNER },
      { status: 409 },
    );
    expect(own.body.code).toBe('HOLD_EXPIRED');
  });

  it('works for the cart that made it', async () => {
    const held = await holdFor(OWNER);
    const before = await unitsLeft();
    const { body } = await shopper().patch<HoldAnswer>(
      `/api/weekly-drop/holds/${held.hold.id}`,
      { quantity: 3, cartId: OWNER },
      { status: 200 },
    );
    expect(body.hold.quantity).toBe(3);
    expect(await unitsLeft()).toBe(before - 2);
    await release(held.hold.id, { cartId: OWNER });
  });
});

describe('releasing a hold (DELETE /api/weekly-drop/holds/{id})', () => {
  it.each<[string, unknown]>([
    ['another cart’s id', { cartId: OTHER }],
    ['an empty body', {}],
    ['no body at all', undefined],
  ])('with %s answers like an unknown hold and keeps it', async (_name, body) => {
    const held = await holdFor(OWNER);
    const before = await unitsLeft();
    const refused = await release(held.hold.id, body);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual(NO_SUCH_HOLD);
    expect(await holdRow(held.hold.id)).toMatchObject({ quantity: 1, released: false });
    expect(await unitsLeft()).toBe(before);
    expect((await release(held.hold.id, { cartId: OWNER })).status).toBe(204);
  });

  it('gives the units back for the cart that made it', async () => {
    const held = await holdFor(OWNER, 2);
    const before = await unitsLeft();
    expect((await release(held.hold.id, { cartId: OWNER })).status).toBe(204);
    expect(await holdRow(held.hold.id)).toMatchObject({ released: true });
    expect(await unitsLeft()).toBe(before + 2);
  });
});

describe('spending a hold in a quote or an order', () => {
  it.each<[string, string | undefined]>([
    ['another cart’s id', OTHER],
    ['no cart id', undefined],
  ])('with %s is refused as an unknown hold would be', async (_name, cartId) => {
    const held = await holdFor(OWNER);
    const quote = await shopper().post<ApiProblem>(
      '/api/orders/quote',
      { items: [{ type: 'drop', holdId: held.hold.id }], delivery: locker, cartId },
      { status: 409 },
    );
    const unknown = await shopper().post<ApiProblem>(
      '/api/orders/quote',
      { items: [{ type: 'drop', holdId: UNKNOWN_HOLD }], delivery: locker, cartId: OWNER },
      { status: 409 },
    );
    expect(quote.body.code).toBe('HOLD_EXPIRED');
    expect(quote.body).toEqual(unknown.body);

    const ordersBefore = await orderCount();
    const order = await shopper().post<ApiProblem>('/api/orders', orderBody(held.hold.id, cartId), {
      status: 409,
      headers: idempotencyKey(),
    });
    expect(order.body).toEqual(unknown.body);
    expect(await orderCount()).toBe(ordersBefore);
    expect(await holdRow(held.hold.id)).toMatchObject({ consumed: false, released: false });
    await release(held.hold.id, { cartId: OWNER });
  });

  it('refuses another cart’s hold beside the cart’s own, naming that line', async () => {
    const own = await holdFor(OWNER);
    const theirs = await holdFor(OTHER);
    const refused = await shopper().post<ApiProblem>(
      '/api/orders',
      {
        ...orderBody(own.hold.id, OWNER),
        items: [
          { type: 'drop', holdId: own.hold.id },
          { type: 'drop', holdId: theirs.hold.id },
        ],
      },
      { status: 409, headers: idempotencyKey() },
    );
    expect(refused.body.code).toBe('HOLD_EXPIRED');
    expect(refused.body.issues?.[0]?.path).toEqual(['items', 1]);
    expect(await holdRow(own.hold.id)).toMatchObject({ consumed: false });
    expect(await holdRow(theirs.hold.id)).toMatchObject({ consumed: false });
    await release(own.hold.id, { cartId: OWNER });
    await release(theirs.hold.id, { cartId: OTHER });
  });

  it('prices and spends the hold for the cart that made it', async () => {
    const held = await holdFor(OWNER, 2);
    const quote = await shopper().post<Quote>(
      '/api/orders/quote',
      { items: [{ type: 'drop', holdId: held.hold.id }], delivery: locker, cartId: OWNER },
      { status: 200 },
    );
    expect(quote.body.lines[0]).toMatchObject({ unitPrice: 1200, quantity: 2 });
    const order = await shopper().post<OrderView>('/api/orders', orderBody(held.hold.id, OWNER), {
      status: 201,
      headers: idempotencyKey(),
    });
    expect(order.body.totals.subtotal).toBe(2400);
    expect(await holdRow(held.hold.id)).toMatchObject({ consumed: true });
  });
});
