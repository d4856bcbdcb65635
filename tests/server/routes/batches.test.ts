import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BatchableOrders,
  BatchChanged,
  BatchCreated,
  BatchDetail,
  BatchList,
  PurchaseList,
} from '@/domain/batches';
import type { OrderView } from '@/domain/orders';
import type { OrderStatus } from '@/domain/order-status';
import { batchEvents, batchOrders, batches, emails, orders, products } from '@/server/db/schema';
import { orderInStatus } from '../../support/admin-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import type { ApiClient, ApiProblem } from '../../support/api-client';
import { ADMIN_EMAIL } from '../../support/auth-tokens';
import { insertOrderShop, type OrderShop } from '../../support/order-fixtures';

// Issue 16: a batch groups paid orders (and orders on invoice) for one purchase from the
// supplier. An order is in at most one batch (a partial unique index), a batch moves
// open → ordered → received → shipped one step at a time (each step recorded, never back),
// moving its orders with it, and can be cancelled only while open, which releases its orders.
let fixture: AdminTestApp;
let admin: ApiClient;
let shop: OrderShop;
const db = () => fixture.db;

beforeAll(async () => {
  fixture = await buildAdminTestApp({
    env: { ORDER_RATE_LIMIT_PER_MINUTE: '100000', SITE_URL: 'https://shop.tress.example' },
  });
  admin = fixture.admin;
  shop = await insertOrderShop(db());
  await db().update(products).set({ boxEligible: true }).where(eq(products.id, shop.shampoo));
});
afterAll(() => fixture.close());

type Items = Parameters<typeof orderInStatus>[3];

/**
 * An order placed through the shop and then put in `status` (the API cannot pay for it here);
 * `invoice`: a business's order on invoice, as pay on invoice leaves it.
 */
async function order(
  status: OrderStatus,
  items: Items = [{ productId: shop.shampoo, quantity: 1 }],
  invoice = false,
): Promise<OrderView> {
  const placed = await orderInStatus(fixture.app, db(), status, items);
  if (invoice) {
    await db().update(orders).set({ paymentMethod: 'invoice' }).where(eq(orders.id, placed.id));
  }
  return placed;
}

const batchable = async (query = '') =>
  (await admin.get<BatchableOrders>(`/api/batch-orders${query}`, { status: 200 })).body;
const create = (body: unknown) => admin.post<BatchCreated & ApiProblem>('/api/batches', body);
const detail = async (id: number) =>
  (await admin.get<BatchDetail>(`/api/batches/${id}`, { status: 200 })).body;
const advance = (id: number, body: unknown = {}) =>
  admin.post<BatchChanged & ApiProblem>(`/api/batches/${id}/advance`, body);
const cancel = (id: number) => admin.post<BatchChanged & ApiProblem>(`/api/batches/${id}/cancel`);
const statusOf = async (id: string) =>
  (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
const batchCount = async () => (await db().select({ id: batches.id }).from(batches)).length;

/** Puts every order still waiting for a batch into one, so a test starts from none waiting. */
async function batchEverythingWaiting(): Promise<void> {
  const waiting = await batchable();
  if (waiting.items.length > 0) await create({}).then((r) => expect(r.status).toBe(201));
}

describe('creating a batch', () => {
  it('refuses with 409 NOTHING_TO_BATCH when no paid order waits, and writes nothing', async () => {
    await order('pending_payment');
    await order('processing');
    const { status, body } = await create({});
    expect(status).toBe(409);
    expect(body.code).toBe('NOTHING_TO_BATCH');
    expect(await batchCount()).toBe(0);
  });

  it('lists paid orders and orders on invoice, never unpaid, processing or cancelled ones', async () => {
    const paid = await order('paid');
    const onInvoice = await order('awaiting_invoice', undefined, true);
    await order('cancelled');
    await order('refunded');
    const listed = await batchable();
    expect(listed.total).toBe(2);
    expect(listed.items.map((item) => item.number).sort()).toEqual(
      [paid.number, onInvoice.number].sort(),
    );
    const paidItem = listed.items.find((item) => item.id === paid.id);
    expect(paidItem).toMatchObject({
      status: 'paid',
      customerName: 'Anouk de Vries',
      total: paid.totals.total,
      units: 1,
    });
    expect(paidItem?.deliveryPlace).toContain('Amsterdam');
    await batchEverythingWaiting();
  });

  it('takes every order placed up to and including an Amsterdam day', async () => {
    const lateEvening = await order('paid');
    const afterMidnight = await order('paid');
    // 23:30 on 1 March in Amsterdam (CET, UTC+1), and 00:30 on 2 March.
    await db()
      .update(orders)
      .set({ createdAt: new Date('2026-03-01T22:30:00Z') })
      .where(eq(orders.id, lateEvening.id));
    await db()
      .update(orders)
      .set({ createdAt: new Date('2026-03-01T23:30:00Z') })
      .where(eq(orders.id, afterMidnight.id));

    expect((await batchable('?upTo=2026-03-01')).items.map((item) => item.id)).toEqual([
      lateEvening.id,
    ]);
    const { status, body } = await create({ upTo: '2026-03-01' });
    expect(status).toBe(201);
    expect(body.status).toBe('open');
    expect(body.orders.map((item) => item.id)).toEqual([lateEvening.id]);
    expect((await create({ upTo: '2026-02-28' })).body.code).toBe('NOTHING_TO_BATCH');
    await batchEverythingWaiting();
  });

  it('takes a selection, records who made it, and the orders leave the waiting list', async () => {
    const first = await order('paid');
    const second = await order('awaiting_invoice', undefined, true);
    const other = await order('paid');
    const { status, body } = await create({ orderIds: [first.id, second.id.toUpperCase()] });
    expect(status).toBe(201);
    expect(body.orders.map((item) => item.number).sort()).toEqual(
      [first.number, second.number].sort(),
    );
    expect((await batchable()).items.map((item) => item.id)).toEqual([other.id]);

    const seen = await detail(body.id);
    expect(seen.batch).toMatchObject({ id: body.id, status: 'open', createdBy: ADMIN_EMAIL });
    expect(seen.batch.events).toEqual([
      { fromStatus: null, toStatus: 'open', actor: ADMIN_EMAIL, at: expect.any(String) },
    ]);
    const list = await admin.get<BatchList>('/api/batches', { status: 200 });
    expect(list.body.items[0]).toMatchObject({
      id: body.id,
      status: 'open',
      orders: 2,
      units: 2,
      total: first.totals.total + second.totals.total,
    });
    await batchEverythingWaiting();
  });

  it('refuses orders that are not batchable with 409 naming them, and writes nothing', async () => {
    const paid = await order('paid');
    const unpaid = await order('pending_payment');
    const shipped = await order('shipped');
    const before = await batchCount();
    const { status, body } = await create({ orderIds: [paid.id, unpaid.id, shipped.id] });
    expect(status).toBe(409);
    expect(body.code).toBe('ORDER_NOT_BATCHABLE');
    expect(body.message).toContain(unpaid.number);
    expect(body.message).toContain(shipped.number);
    expect(body.message).not.toContain(paid.number);

    const unknown = await create({ orderIds: [paid.id, '00000000-0000-4000-8000-000000000001'] });
    expect(unknown.status).toBe(409);
    expect(unknown.body.code).toBe('ORDER_NOT_BATCHABLE');
    expect(await batchCount()).toBe(before);
    expect((await batchable()).items.map((item) => item.id)).toEqual([paid.id]);
    await batchEverythingWaiting();
  });

  it('puts an order in one batch only: a second batch naming it is refused whole', async () => {
    const taken = await order('paid');
    const free = await order('paid');
    const first = await create({ orderIds: [taken.id] });
    expect(first.status).toBe(201);
    const second = await create({ orderIds: [free.id, taken.id] });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('ORDER_NOT_BATCHABLE');
    expect(second.body.message).toContain(taken.number);
    expect(second.body.message).not.toContain(free.number);
    // Nothing of the refused batch stays: the free order still waits.
    expect((await batchable()).items.map((item) => item.id)).toEqual([free.id]);
    await batchEverythingWaiting();
  });

  it('is a database rule: a second unreleased row for an order fails, a released one does not', async () => {
    const paid = await order('paid');
    const made = await create({ orderIds: [paid.id] });
    const [other] = await db().insert(batches).values({ createdBy: 'x@example.test' }).returning();
    await expect(
      db()
        .insert(batchOrders)
        .values({ batchId: other?.id ?? 0, orderId: paid.id }),
    ).rejects.toThrow();
    await cancel(made.body.id);
    await db()
      .insert(batchOrders)
      .values({ batchId: other?.id ?? 0, orderId: paid.id });
    await db()
      .delete(batches)
      .where(eq(batches.id, other?.id ?? 0));
  });

  it('refuses bad requests with 400 naming the field', async () => {
    const paid = await order('paid');
    for (const [body, field] of [
      [{ orderIds: [paid.id], upTo: '2026-03-01' }, 'upTo'],
      [{ orderIds: [] }, 'orderIds'],
      [{ orderIds: [paid.id, paid.id] }, 'orderIds'],
      [{ orderIds: ['T-1001'] }, 'orderIds'],
      [{ upTo: '2026-02-30' }, 'upTo'],
      [{ upTo: '1 March' }, 'upTo'],
      [{ everything: true }, ''],
    ] as const) {
      const { status, body: problem } = await create(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(problem.code).toBe('VALIDATION_FAILED');
      if (field) expect(problem.issues?.[0]?.path[0]).toBe(field);
    }
    const tooMany = Array.from(
      { length: 501 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    expect((await create({ orderIds: tooMany })).status).toBe(400);
    await batchEverythingWaiting();
  });
});

describe('the purchase list', () => {
  let batchId = 0;
  let orderA: OrderView;
  let orderB: OrderView;

  beforeAll(async () => {
    await db()
      .update(products)
      .set({ name: '=HYPERLINK("http://evil.example")' })
      .where(eq(products.id, shop.wig));
    orderA = await order('paid', [
      { productId: shop.bundle, variant: '16 inch', quantity: 2 },
      { productId: shop.shampoo, quantity: 1 },
    ]);
    orderB = await order('paid', [
      { productId: shop.bundle, variant: '16 inch', quantity: 1 },
      { productId: shop.bundle, variant: '18 inch', quantity: 1 },
      { type: 'box', size: 'small', components: [{ productId: shop.shampoo, quantity: 3 }] },
      { productId: shop.wig, quantity: 1 },
    ]);
    batchId = (await create({ orderIds: [orderA.id, orderB.id] })).body.id;
  });

  it('sums units per product and variant, counts box components (not the box), sorted by name', async () => {
    const { body } = await admin.get<PurchaseList>(`/api/batch-processing/${batchId}`, {
      status: 200,
    });
    const [a, b] = [orderA.number, orderB.number].sort();
    expect(body).toEqual({
      batchId,
      items: [
        {
          productId: shop.wig,
          name: '=HYPERLINK("http://evil.example")',
          variant: null,
          units: 1,
          orders: [orderB.number],
        },
        {
          productId: shop.bundle,
          name: 'Body Wave Bundle',
          variant: '16 inch',
          units: 3,
          orders: [a, b],
        },
        {
          productId: shop.bundle,
          name: 'Body Wave Bundle',
          variant: '18 inch',
          units: 1,
          orders: [orderB.number],
        },
        {
          productId: shop.shampoo,
          name: 'Repair Shampoo',
          variant: null,
          units: 4,
          orders: [a, b],
        },
      ],
    });
    expect((await detail(batchId)).purchaseList).toEqual(body);
  });

  it('exports it as CSV: UTF-8 with a BOM, as an attachment, formulas kept as text', async () => {
    const response = await fixture.app.request(`/api/batch-processing/${batchId}.csv`, {
      headers: { Authorization: `Bearer ${fixture.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="batch-${batchId}-purchase-list.csv"`,
    );
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Product id,Product,Variant,Units,Orders');
    expect(lines[1]).toBe(`${shop.wig},"'=HYPERLINK(""http://evil.example"")",,1,${orderB.number}`);
    expect(lines[2]).toContain(',Body Wave Bundle,16 inch,3,');
    expect(lines).toHaveLength(5);
  });

  it('answers 404 for a batch that does not exist, in either form', async () => {
    for (const path of [
      '/api/batch-processing/999999',
      '/api/batch-processing/999999.csv',
      '/api/batch-processing/abc',
    ]) {
      const { status, body } = await admin.get<ApiProblem>(path);
      expect(status, path).toBe(404);
      expect(body.code).toBe('NOT_FOUND');
    }
    expect((await admin.get('/api/batches/999999')).status).toBe(404);
    expect((await advance(999999)).status).toBe(404);
    expect((await cancel(999999)).status).toBe(404);
  });
});

describe('advancing a batch', () => {
  it('goes open → ordered → received → shipped, recording each step and moving its orders', async () => {
    await batchEverythingWaiting();
    const paid = await order('paid');
    const onInvoice = await order('awaiting_invoice', undefined, true);
    const { body: made } = await create({ orderIds: [paid.id, onInvoice.id] });

    const ordered = await advance(made.id, { status: 'ordered' });
    expect(ordered.status).toBe(200);
    expect(ordered.body).toMatchObject({ id: made.id, status: 'ordered', skipped: [] });
    expect(await statusOf(paid.id)).toBe('paid');

    const received = await advance(made.id);
    expect(received.body.status).toBe('received');
    expect(await statusOf(paid.id)).toBe('processing');
    expect(await statusOf(onInvoice.id)).toBe('processing');

    const shipped = await advance(made.id, {
      status: 'shipped',
      tracking: [{ orderId: paid.id, carrier: 'PostNL', trackingNumber: ' 3SABC 123 ' }],
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.status).toBe('shipped');
    const rows = await db()
      .select()
      .from(orders)
      .where(inArray(orders.id, [paid.id, onInvoice.id]));
    expect(rows.find((row) => row.id === paid.id)).toMatchObject({
      status: 'shipped',
      carrier: 'PostNL',
      trackingNumber: '3SABC 123',
    });
    expect(rows.find((row) => row.id === onInvoice.id)).toMatchObject({
      status: 'shipped',
      carrier: null,
      trackingNumber: null,
    });
    const mails = await db()
      .select({ orderId: emails.orderId })
      .from(emails)
      .where(
        and(inArray(emails.orderId, [paid.id, onInvoice.id]), eq(emails.kind, 'order-shipped')),
      );
    expect(mails.map((mail) => mail.orderId).sort()).toEqual([paid.id, onInvoice.id].sort());

    expect(
      shipped.body.detail.batch.events.map((event) => [event.fromStatus, event.toStatus]),
    ).toEqual([
      [null, 'open'],
      ['open', 'ordered'],
      ['ordered', 'received'],
      ['received', 'shipped'],
    ]);
    expect(shipped.body.detail.batch.events.every((event) => event.actor === ADMIN_EMAIL)).toBe(
      true,
    );
    expect(shipped.body.detail.orders.find((item) => item.id === paid.id)).toMatchObject({
      status: 'shipped',
      carrier: 'PostNL',
      trackingNumber: '3SABC 123',
    });

    const again = await advance(made.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_TRANSITION');
  });

  it('accepts only the next status: skipping ahead or going back is 409 and changes nothing', async () => {
    const paid = await order('paid');
    const { body: made } = await create({ orderIds: [paid.id] });
    for (const status of ['received', 'shipped', 'open']) {
      const refused = await advance(made.id, { status });
      expect(refused.status, status).toBe(409);
      expect(refused.body.code).toBe('INVALID_TRANSITION');
    }
    await advance(made.id, { status: 'ordered' });
    const back = await advance(made.id, { status: 'open' });
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('INVALID_TRANSITION');
    const seen = await detail(made.id);
    expect(seen.batch.status).toBe('ordered');
    expect(seen.batch.events).toHaveLength(2);
    expect(await statusOf(paid.id)).toBe('paid');
  });

  it('refuses tracking before the shipped step, and tracking for an order not in the batch', async () => {
    const paid = await order('paid');
    const stranger = await order('paid');
    const { body: made } = await create({ orderIds: [paid.id] });
    const early = await advance(made.id, {
      tracking: [{ orderId: paid.id, trackingNumber: 'X1' }],
    });
    expect(early.status).toBe(400);
    expect(early.body.issues?.[0]?.path).toEqual(['tracking']);
    await advance(made.id);
    await advance(made.id);
    const wrong = await advance(made.id, {
      tracking: [{ orderId: stranger.id, trackingNumber: 'X1' }],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues?.[0]?.path).toEqual(['tracking', 0, 'orderId']);
    const badNumber = await advance(made.id, {
      tracking: [{ orderId: paid.id, trackingNumber: 'X<1>' }],
    });
    expect(badNumber.status).toBe(400);
    expect((await detail(made.id)).batch.status).toBe('received');
    expect(await statusOf(paid.id)).toBe('processing');
    await batchEverythingWaiting();
  });

  it('skips an order an admin cancelled or refunded meanwhile and names it', async () => {
    const kept = await order('paid');
    const cancelled = await order('paid');
    const refunded = await order('paid');
    const { body: made } = await create({ orderIds: [kept.id, cancelled.id, refunded.id] });
    await admin.post(
      `/api/admin/orders/${cancelled.id}/status`,
      { status: 'processing' },
      { status: 200 },
    );
    await admin.post(
      `/api/admin/orders/${cancelled.id}/status`,
      { status: 'cancelled' },
      { status: 200 },
    );
    await admin.post(
      `/api/admin/orders/${refunded.id}/status`,
      { status: 'refunded' },
      { status: 200 },
    );
    await advance(made.id);
    const received = await advance(made.id);
    expect(received.status).toBe(200);
    expect(received.body.skipped).toEqual(
      expect.arrayContaining([
        { number: cancelled.number, status: 'cancelled' },
        { number: refunded.number, status: 'refunded' },
      ]),
    );
    expect(received.body.skipped).toHaveLength(2);
    expect(await statusOf(kept.id)).toBe('processing');
    const shipped = await advance(made.id);
    expect(shipped.body.skipped).toHaveLength(2);
    expect(await statusOf(kept.id)).toBe('shipped');
    expect(await statusOf(cancelled.id)).toBe('cancelled');
  });

  it('advances once when two admins press at the same moment', async () => {
    const paid = await order('paid');
    const { body: made } = await create({ orderIds: [paid.id] });
    await advance(made.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => advance(made.id, { status: 'received' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const events = await db().select().from(batchEvents).where(eq(batchEvents.batchId, made.id));
    expect(events).toHaveLength(3);
    expect(await statusOf(paid.id)).toBe('processing');
  });
});

describe('cancelling a batch', () => {
  it('releases the orders of an open batch, keeps the history, and they can be batched again', async () => {
    await batchEverythingWaiting();
    const paid = await order('paid');
    const { body: made } = await create({ orderIds: [paid.id] });
    const cancelled = await cancel(made.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.detail.orders.map((item) => item.id)).toEqual([paid.id]);
    expect(cancelled.body.detail.purchaseList.items).toEqual([]);
    const [row] = await db().select().from(batchOrders).where(eq(batchOrders.batchId, made.id));
    expect(row?.releasedAt).toBeInstanceOf(Date);
    expect((await batchable()).items.map((item) => item.id)).toEqual([paid.id]);
    expect(await statusOf(paid.id)).toBe('paid');

    const again = await create({ orderIds: [paid.id] });
    expect(again.status).toBe(201);
    expect((await cancel(made.id)).status).toBe(409);
    expect((await advance(made.id)).body.code).toBe('INVALID_TRANSITION');
  });

  it('refuses once the batch is ordered from the supplier', async () => {
    const paid = await order('paid');
    const { body: made } = await create({ orderIds: [paid.id] });
    await advance(made.id);
    const refused = await cancel(made.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INVALID_TRANSITION');
    expect((await batchable()).items.map((item) => item.id)).not.toContain(paid.id);
  });
});

describe('two admins making batches at once', () => {
  it('gives each order to exactly one batch (a real race on PostgreSQL)', async () => {
    await batchEverythingWaiting();
    const waiting = await Promise.all(Array.from({ length: 6 }, () => order('paid')));
    const ids = waiting.map((item) => item.id);
    const answers = await Promise.all([
      create({ orderIds: ids }),
      create({ orderIds: ids.slice(0, 3) }),
      create({}),
      create({ orderIds: ids.slice(2) }),
      create({}),
    ]);
    const made = answers.filter((answer) => answer.status === 201);
    for (const answer of answers) {
      expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 409) {
        expect(['ORDER_NOT_BATCHABLE', 'NOTHING_TO_BATCH']).toContain(answer.body.code);
      }
    }
    expect(made.length).toBeGreaterThan(0);
    const taken = made.flatMap((answer) => answer.body.orders.map((item) => item.id));
    expect(taken.sort()).toEqual([...ids].sort());
    const rows = await db()
      .select({ orderId: batchOrders.orderId })
      .from(batchOrders)
      .where(and(inArray(batchOrders.orderId, ids), sql`${batchOrders.releasedAt} is null`));
    expect(rows).toHaveLength(ids.length);
    // Refused batches left nothing behind.
    const allBatches = await db().select({ id: batches.id }).from(batches);
    const withOrders = await db().selectDistinct({ id: batchOrders.batchId }).from(batchOrders);
    expect(withOrders).toHaveLength(allBatches.length);
  });
});
