import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderSummary, Paged } from '@/domain/admin';
import type { OrderStatus } from '@/domain/order-status';
import { orderEvents, orders } from '@/server/db/schema';
import { callAdmin, expectJson, orderInStatus } from '../../support/admin-fixtures';
import { ADMIN_EMAIL } from '../../support/auth-tokens';
import {
  insertOrderShop,
  productStock,
  variantStock,
  type OrderShop,
} from '../../support/order-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';

// product.md §8, §14: admins find orders, read them in full and move them along the allowed
// transitions only; cancelling gives the stock back; two admins cannot both move one order.
let fixture: AdminTestApp;
let app: AdminTestApp['app'];
let shop: OrderShop;
let token: string;
const db = () => fixture.db;

beforeAll(async () => {
  fixture = await buildAdminTestApp({ env: { ORDER_RATE_LIMIT_PER_MINUTE: '100000' } });
  ({ app, token } = fixture);
  shop = await insertOrderShop(db());
});
afterAll(() => fixture.close());

const shampoo = (quantity = 1) => [{ productId: shop.shampoo, quantity }];
const list = (query = '') =>
  expectJson<Paged<AdminOrderSummary>>(callAdmin(app, `/api/admin/orders${query}`, { token }));
const detail = (id: string) =>
  expectJson<AdminOrderDetail>(callAdmin(app, `/api/admin/orders/${id}`, { token }));
const move = (id: string, status: OrderStatus, note?: string) =>
  callAdmin(app, `/api/admin/orders/${id}/status`, {
    method: 'POST',
    body: { status, ...(note ? { note } : {}) },
    token,
  });

describe('the admin order list', () => {
  beforeEach(async () => {
    await db().delete(orders);
  });

  it('lists every order newest first with the summary fields', async () => {
    const first = await orderInStatus(app, db(), 'pending_payment', shampoo());
    const second = await orderInStatus(app, db(), 'paid', shampoo(2), {
      customer: { name: 'Bram Jansen', email: 'bram@example.com' },
    });
    const page = await list();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(page.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toEqual({
      id: second.id,
      number: second.number,
      status: 'paid',
      createdAt: expect.any(String),
      customerName: 'Bram Jansen',
      // Admins see the real address, not the shopper-facing mask.
      customerEmail: 'bram@example.com',
      total: second.totals.total,
      tier: 'client',
      paymentMethod: 'card',
      deliveryMethod: 'home',
    });
  });

  it('filters by status and searches number, email and name', async () => {
    const anouk = await orderInStatus(app, db(), 'pending_payment', shampoo());
    const bram = await orderInStatus(app, db(), 'shipped', shampoo(), {
      customer: { name: 'Bram Jansen', email: 'bram@jansen.example' },
    });
    expect((await list('?status=shipped')).items.map((item) => item.id)).toEqual([bram.id]);
    expect((await list('?q=jansen.example')).items.map((item) => item.id)).toEqual([bram.id]);
    expect((await list('?q=ANOUK')).items.map((item) => item.id)).toEqual([anouk.id]);
    expect((await list(`?q=${anouk.number}`)).items.map((item) => item.id)).toEqual([anouk.id]);
    // A LIKE wildcard in the search is text, not a pattern.
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('filters by day (Amsterdam time, both days included)', async () => {
    const order = await orderInStatus(app, db(), 'paid', shampoo());
    // 23:30 UTC on 1 March is already 2 March in Amsterdam.
    await db()
      .update(orders)
      .set({ createdAt: new Date('2025-03-01T23:30:00Z') })
      .where(eq(orders.id, order.id));
    expect((await list('?from=2025-03-02&to=2025-03-02')).total).toBe(1);
    expect((await list('?from=2025-03-01&to=2025-03-01')).total).toBe(0);
    expect((await list('?from=2025-03-03')).total).toBe(0);
    expect((await list('?to=2025-03-01')).total).toBe(0);
  });

  it('pages without overlap and counts all matches', async () => {
    for (let index = 0; index < 5; index += 1) await orderInStatus(app, db(), 'paid', shampoo());
    const first = await list('?pageSize=2&page=1');
    const second = await list('?pageSize=2&page=2');
    const third = await list('?pageSize=2&page=3');
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(5);
  });

  it('refuses bad filters with 400 and their issues', async () => {
    for (const query of [
      '?status=lost',
      '?from=2025-13-01',
      '?from=2025-03-02&to=2025-03-01',
      '?pageSize=1000',
      '?colour=red',
    ]) {
      const body = await expectJson<{ code: string; issues: unknown[] }>(
        callAdmin(app, `/api/admin/orders${query}`, { token }),
        400,
      );
      expect(body.code, query).toBe('VALIDATION_FAILED');
      expect(body.issues.length, query).toBeGreaterThan(0);
    }
  });
});

describe('one order in full', () => {
  it('shows the customer, delivery, payments, lines, totals, history and next steps', async () => {
    const order = await orderInStatus(app, db(), 'pending_payment', shampoo(2), {
      customer: { name: 'Anouk de Vries', email: 'anouk@example.com', phone: '+31 6 1234 5678' },
    });
    const view = await detail(order.id);
    expect(view).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'pending_payment',
      tier: 'client',
      paidAt: null,
      customer: { name: 'Anouk de Vries', email: 'anouk@example.com', phone: '+31 6 1234 5678' },
      delivery: { method: 'home', place: expect.stringContaining('Prinsengracht 263') },
      payment: { method: 'card', payments: [] },
      lines: order.lines,
      totals: order.totals,
      history: [
        { fromStatus: null, toStatus: 'pending_payment', note: 'Placed by the shopper', by: null },
      ],
      allowedTransitions: ['cancelled'],
    });
    expect(view.expiresAt).not.toBeNull();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const body = await expectJson<{ code: string }>(
        callAdmin(app, `/api/admin/orders/${id}`, { token }),
        404,
      );
      expect(body.code).toBe('NOT_FOUND');
    }
  });
});

describe('status changes', () => {
  const ALLOWED: [OrderStatus, OrderStatus][] = [
    ['pending_payment', 'cancelled'],
    ['awaiting_invoice', 'processing'],
    ['awaiting_invoice', 'cancelled'],
    ['paid', 'processing'],
    ['paid', 'refunded'],
    ['processing', 'shipped'],
    ['processing', 'cancelled'],
    ['shipped', 'delivered'],
    ['delivered', 'refunded'],
  ];

  it.each(ALLOWED)('%s → %s is allowed and recorded with the admin and note', async (from, to) => {
    const order = await orderInStatus(app, db(), from, shampoo());
    const view = await expectJson<AdminOrderDetail>(move(order.id, to, 'as agreed by phone'));
    expect(view.status).toBe(to);
    expect(view.history.at(-1)).toMatchObject({
      fromStatus: from,
      toStatus: to,
      note: 'as agreed by phone',
      by: ADMIN_EMAIL,
    });
  });

  const REFUSED: [OrderStatus, OrderStatus][] = [
    ['pending_payment', 'paid'],
    ['pending_payment', 'shipped'],
    ['paid', 'cancelled'],
    ['processing', 'delivered'],
    ['shipped', 'cancelled'],
    ['delivered', 'shipped'],
    ['cancelled', 'processing'],
    ['refunded', 'paid'],
    ['paid', 'paid'],
  ];

  it.each(REFUSED)(
    '%s → %s is refused with 409 INVALID_TRANSITION and changes nothing',
    async (from, to) => {
      const order = await orderInStatus(app, db(), from, shampoo());
      const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      const body = await expectJson<{ code: string }>(move(order.id, to), 409);
      expect(body.code).toBe('INVALID_TRANSITION');
      expect((await detail(order.id)).status).toBe(from);
      expect(
        await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id)),
      ).toEqual(events);
    },
  );

  it('refuses an unknown status or a long note with 400', async () => {
    const order = await orderInStatus(app, db(), 'paid', shampoo());
    await expectJson(move(order.id, 'lost' as OrderStatus), 400);
    await expectJson(move(order.id, 'processing', 'x'.repeat(501)), 400);
    expect((await detail(order.id)).status).toBe('paid');
  });

  it('cancelling an order gives its units back, to the variant it reserved', async () => {
    const before = await variantStock(db(), shop.bundle, '18 inch');
    const order = await orderInStatus(app, db(), 'processing', [
      { productId: shop.bundle, variant: '18 inch', quantity: 2 },
    ]);
    expect(await variantStock(db(), shop.bundle, '18 inch')).toBe(before - 2);
    await expectJson(move(order.id, 'cancelled'));
    expect(await variantStock(db(), shop.bundle, '18 inch')).toBe(before);
  });

  it('a refund after delivery returns money, not units', async () => {
    const order = await orderInStatus(app, db(), 'delivered', shampoo(3));
    const before = await productStock(db(), shop.shampoo);
    await expectJson(move(order.id, 'refunded'));
    expect(await productStock(db(), shop.shampoo)).toBe(before);
  });

  // On PostgreSQL the requests truly overlap; on PGlite they queue (conventions "Server").
  it('two admins moving one order at once: it changes once, stock comes back once', async () => {
    const order = await orderInStatus(app, db(), 'pending_payment', shampoo(4));
    const before = await productStock(db(), shop.shampoo);
    const answers = await Promise.all(Array.from({ length: 6 }, () => move(order.id, 'cancelled')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await productStock(db(), shop.shampoo)).toBe(before + 4);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((event) => event.toStatus === 'cancelled')).toHaveLength(1);
  });
});
