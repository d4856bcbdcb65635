import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@/domain/admin';
import type { OnlinePaymentMethod, OrderView } from '@/domain/orders';
import { issuerFor } from '@/server/auth/constants';
import { createApp } from '@/server/app';
import {
  auditLog,
  invoices,
  orderEvents,
  orders,
  payments,
  refunds,
  testBankPayments,
} from '@/server/db/schema';
import type { PaymentProvider } from '@/server/services/payments/provider';
import { createTestCardProvider } from '@/server/services/payments/test-cards';
import { callAdmin, expectJson } from '../../support/admin-fixtures';
import { ADMIN_EMAIL, adminToken, nonAdminToken } from '../../support/auth-tokens';
import {
  census,
  insertOrderShop,
  orderRequest,
  postOrder,
  productStock,
  type OrderShop,
} from '../../support/order-fixtures';
import {
  freshAddress,
  paymentsEnv,
  placeInvoiceOrder,
  startCheckout,
} from '../../support/payment-requests';
import { recordingLogger } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// Issue 31: an admin's refund goes back through the provider that took the money (here the test
// bank), and is recorded on the order, in its history and in the audit log.
const SITE = 'https://shop.tress.example';

let test: TestDatabase;
let app: ReturnType<typeof createApp>;
let shop: OrderShop;
let token: string;
/** While set, the provider refuses every refund, as a provider that is down would. */
let refundsFail = false;
const refundCalls: { reference: string; amount: number; key: string }[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  shop = await insertOrderShop(test.database.db);
  const env = paymentsEnv({ SITE_URL: SITE });
  const testProvider = createTestCardProvider();
  const provider: PaymentProvider = {
    ...testProvider,
    refund: async (request, db) => {
      refundCalls.push({
        reference: request.reference,
        amount: request.amount,
        key: request.idempotencyKey,
      });
      if (refundsFail) throw new Error('the test bank is down');
      return testProvider.refund(request, db);
    },
  };
  app = createApp({
    database: test.database,
    env,
    logger: recordingLogger().logger,
    payments: provider,
    now: () => new Date('2030-01-01T12:00:05Z'),
  });
  token = await adminToken(test.database.db, { issuer: issuerFor(env.SITE_URL) });
});
afterAll(() => test.close());

const db = () => test.database.db;

/** As the admin, or as `as` (null: no token at all). */
const refund = (orderId: string, body: unknown = {}, as: string | null = token) =>
  callAdmin(app, `/api/admin/orders/${orderId}/refund`, {
    method: 'POST',
    body,
    ...(as === null ? {} : { token: as }),
  });
const move = (orderId: string, status: string) =>
  callAdmin(app, `/api/admin/orders/${orderId}/status`, {
    method: 'POST',
    body: { status },
    token,
  });

/** An order placed with `method` and paid at the test bank, as a shopper does it. */
async function paidOrder(
  options: { method?: OnlinePaymentMethod; quantity?: number; access?: string } = {},
): Promise<OrderView> {
  const method = options.method ?? 'ideal';
  const placed = await postOrder(
    app,
    orderRequest({
      items: [{ productId: shop.shampoo, quantity: options.quantity ?? 1 }],
      payment: { method },
    }),
    options.access ? { access: options.access } : {},
  );
  const order = await expectJson<OrderView>(placed, 201);
  const { url } = await expectJson<{ url: string }>(startCheckout(app, order.id));
  const reference = url.slice(url.lastIndexOf('/') + 1);
  await expectJson(
    app.request(`/api/test-bank/payments/${reference}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
      body: JSON.stringify({
        outcome: 'paid',
        ...(method === 'ideal' ? { bank: 'ABNANL2A' } : {}),
      }),
    }),
  );
  expect((await orderRow(order.id))?.status).toBe('paid');
  return order;
}

async function orderRow(orderId: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  return row;
}

async function paymentOf(orderId: string) {
  const [row] = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  return row;
}

function refundRows(orderId: string) {
  return db().select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt);
}

function auditRows(orderId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, orderId)));
}

async function bankRowOf(orderId: string) {
  const [row] = await db()
    .select()
    .from(testBankPayments)
    .where(and(eq(testBankPayments.orderId, orderId), eq(testBankPayments.status, 'paid')));
  return row;
}

describe('POST /api/admin/orders/{id}/refund', () => {
  it('refunds a paid order through the test bank: order refunded, stock back, recorded', async () => {
    const stockBefore = await productStock(db(), shop.shampoo);
    const order = await paidOrder({ quantity: 2 });
    expect(await productStock(db(), shop.shampoo)).toBe(stockBefore - 2);
    const { total } = order.totals;

    const detail = await expectJson<AdminOrderDetail>(
      refund(order.id, { note: 'Customer returned the parcel unopened' }),
    );
    expect(detail).toMatchObject({ id: order.id, status: 'refunded' });
    expect((await orderRow(order.id))?.status).toBe('refunded');
    // It never shipped: its units are back on the shelf.
    expect(await productStock(db(), shop.shampoo)).toBe(stockBefore);

    const [row] = await refundRows(order.id);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(row).toMatchObject({
      provider: 'test',
      amount: total,
      status: 'succeeded',
      reason: 'admin',
      actor: ADMIN_EMAIL,
      providerRef: expect.stringMatching(/^tbr_/),
    });
    expect(await paymentOf(order.id)).toMatchObject({ refundedAmount: total, attention: null });
    // The money went back at the bank that took it.
    expect(await bankRowOf(order.id)).toMatchObject({ refundedAmount: total });

    const audits = await auditRows(order.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      targetType: 'order',
      targetLabel: order.number,
      changes: [{ field: 'refund', before: null, after: expect.stringMatching(/ via test$/) }],
    });

    const [event] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'refunded')));
    expect(event).toMatchObject({
      fromStatus: 'paid',
      note: expect.stringMatching(
        new RegExp(
          `^Refunded .+ through test \\(${row?.providerRef}\\): Customer returned the parcel unopened$`,
        ),
      ),
    });
  });

  it('refunds once: a second refund is refused (the order is refunded) and moves no more money', async () => {
    const order = await paidOrder({ method: 'card' });
    await expectJson(refund(order.id));
    const calls = refundCalls.length;
    const before = await census(db());

    const again = await refund(order.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect(refundCalls).toHaveLength(calls);
    expect(await census(db())).toEqual(before);
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it('refunds once when two admins click at the same time: the other gets 409', async () => {
    const order = await paidOrder({ method: 'bancontact' });
    const answers = await Promise.all([refund(order.id), refund(order.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    // NOT_REFUNDABLE when both took up the one pending refund and the other recorded it first;
    // INVALID_TRANSITION when the first had finished.
    expect(await refused?.json()).toMatchObject({
      code: expect.stringMatching(/^(NOT_REFUNDABLE|INVALID_TRANSITION)$/),
    });
    // Whoever asked the provider asked for the one refund, under its one idempotency key.
    const asked = refundCalls.filter((call) => call.reference === refundCalls.at(-1)?.reference);
    expect(new Set(asked.map((call) => call.key)).size).toBe(1);
    expect(await refundRows(order.id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await bankRowOf(order.id)).toMatchObject({ refundedAmount: order.totals.total });
    expect(await auditRows(order.id)).toHaveLength(1);
  });

  it('refuses a refund under way elsewhere, and takes one left pending up under its own key', async () => {
    const order = await paidOrder();
    const payment = await paymentOf(order.id);
    // An earlier refund the provider made but the shop could not record (it stayed pending).
    const [pending] = await db()
      .insert(refunds)
      .values({
        paymentId: payment!.id,
        orderId: order.id,
        provider: 'test',
        amount: order.totals.total,
        status: 'pending',
        reason: 'admin',
        actor: 'other-admin@example.test',
      })
      .returning({ id: refunds.id });
    // Fresh, it is still under way elsewhere: refused, no provider asked.
    const calls = refundCalls.length;
    const underWay = await refund(order.id);
    expect(underWay.status).toBe(409);
    expect(await underWay.json()).toMatchObject({ code: 'NOT_REFUNDABLE' });
    expect(refundCalls).toHaveLength(calls);
    // A minute later its request has ended for sure: the next refund takes it up.
    await db()
      .update(refunds)
      .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(refunds.id, pending!.id));
    const provider = createTestCardProvider();
    await provider.refund(
      {
        reference: payment!.providerRef,
        amount: order.totals.total,
        idempotencyKey: pending!.id,
        description: 'earlier',
      },
      db(),
    );

    await expectJson(refund(order.id));
    expect(refundCalls.at(-1)).toMatchObject({ key: pending!.id });
    expect((await orderRow(order.id))?.status).toBe('refunded');
    expect(await refundRows(order.id)).toMatchObject([{ status: 'succeeded', id: pending!.id }]);
    // Asked twice under one key: given back once.
    expect(await bankRowOf(order.id)).toMatchObject({ refundedAmount: order.totals.total });
  });

  it('refuses an order paid on invoice with 409 NOT_REFUNDABLE: no provider holds its money', async () => {
    const order = await placeInvoiceOrder(app, shop.shampoo);
    for (const status of ['processing', 'shipped', 'delivered']) {
      await expectJson(move(order.id, status));
    }
    const before = await census(db());
    const response = await refund(order.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'NOT_REFUNDABLE' });
    expect(await census(db())).toEqual(before);
    expect(await refundRows(order.id)).toHaveLength(0);
    // The admin marks it refunded once the money went back by bank transfer.
    await expectJson(move(order.id, 'refunded'));
  });

  it('refuses an order that is not paid with 409 INVALID_TRANSITION', async () => {
    const placed = await postOrder(
      app,
      orderRequest({
        items: [{ productId: shop.shampoo, quantity: 1 }],
        payment: { method: 'ideal' },
      }),
    );
    const order = await expectJson<OrderView>(placed, 201);
    const before = await census(db());
    const response = await refund(order.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect(await census(db())).toEqual(before);
    expect((await orderRow(order.id))?.status).toBe('pending_payment');
  });

  it('will not mark a provider-paid order refunded by status: 409 REFUND_THROUGH_PROVIDER', async () => {
    const order = await paidOrder();
    const before = await census(db());
    const response = await move(order.id, 'refunded');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'REFUND_THROUGH_PROVIDER' });
    expect(await census(db())).toEqual(before);
    expect((await orderRow(order.id))?.status).toBe('paid');
  });

  it('answers 502 when the provider refuses, changes nothing, and can be tried again', async () => {
    const order = await paidOrder();
    const before = await census(db());
    refundsFail = true;
    try {
      const response = await refund(order.id);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    } finally {
      refundsFail = false;
    }
    expect(await census(db())).toEqual(before);
    expect((await orderRow(order.id))?.status).toBe('paid');
    expect(await paymentOf(order.id)).toMatchObject({ refundedAmount: 0 });
    expect(await bankRowOf(order.id)).toMatchObject({ refundedAmount: 0 });
    // The admin's request is on record (the audit row is written before the provider is asked).
    expect(await auditRows(order.id)).toHaveLength(1);
    // The attempt is kept as failed, which does not stand in the way of the next one.
    expect(await refundRows(order.id)).toMatchObject([{ status: 'failed', reason: 'admin' }]);

    await expectJson(refund(order.id));
    expect((await orderRow(order.id))?.status).toBe('refunded');
    expect((await refundRows(order.id)).map((row) => row.status)).toEqual(['failed', 'succeeded']);
    expect(await bankRowOf(order.id)).toMatchObject({ refundedAmount: order.totals.total });
  });

  it('never refunds twice when the order’s change fails after the provider gave the money back', async () => {
    const order = await paidOrder();
    // The order's history cannot be written: its change rolls back, the provider's refund not.
    await db().execute(sql`
      create function refund_test_refusal() returns trigger language plpgsql as $$
      begin raise exception 'order events refused by the test'; end; $$`);
    await db().execute(sql`
      create trigger refund_test_refusal before insert on order_events
      for each row execute function refund_test_refusal()`);
    try {
      expect((await refund(order.id)).status).toBeGreaterThanOrEqual(500);
    } finally {
      await db().execute(sql`drop trigger refund_test_refusal on order_events`);
      await db().execute(sql`drop function refund_test_refusal()`);
    }
    expect((await orderRow(order.id))?.status).toBe('paid');
    // The money went back at the bank; the shop's refund stays pending, to be taken up.
    expect(await refundRows(order.id)).toMatchObject([{ status: 'pending', reason: 'admin' }]);
    expect(await bankRowOf(order.id)).toMatchObject({ refundedAmount: order.totals.total });
    const [pending] = await refundRows(order.id);
    await db()
      .update(refunds)
      .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(refunds.id, pending!.id));

    // Asking again later finishes it under the same idempotency key: no second refund at the bank.
    await expectJson(refund(order.id));
    expect(refundCalls.at(-1)).toMatchObject({ key: pending!.id });
    expect((await orderRow(order.id))?.status).toBe('refunded');
    expect(await refundRows(order.id)).toMatchObject([{ status: 'succeeded', reason: 'admin' }]);
    expect(await bankRowOf(order.id)).toMatchObject({ refundedAmount: order.totals.total });
    expect(await paymentOf(order.id)).toMatchObject({ refundedAmount: order.totals.total });
  });

  it('credits a business order’s invoice with a credit note', async () => {
    const order = await paidOrder({ access: shop.salonAccess });
    expect(order.tier).toBe('business');
    const issued = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(issued).toMatchObject([{ kind: 'invoice' }]);

    await expectJson(refund(order.id));
    const all = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    const credit = all.find((invoice) => invoice.kind === 'credit_note');
    expect(all).toHaveLength(2);
    expect(credit).toMatchObject({
      creditsInvoiceId: issued[0]?.id,
      gross: -(issued[0]?.gross ?? 0),
    });
  });

  it('is for admins only: 401 without a token, 403 for another signed-in user', async () => {
    const order = await paidOrder();
    const before = await census(db());
    const anonymous = await refund(order.id, {}, null);
    expect(anonymous.status).toBe(401);
    const staff = await nonAdminToken(db(), { issuer: issuerFor(SITE) });
    expect((await refund(order.id, {}, staff)).status).toBe(403);
    expect(await census(db())).toEqual(before);
    expect(await refundRows(order.id)).toHaveLength(0);
  });

  it('answers 404 for an order that does not exist and 400 for a body it does not take', async () => {
    const missing = await refund('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await refund('not-an-order')).status).toBe(404);
    const order = await paidOrder();
    const response = await refund(order.id, { amount: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await orderRow(order.id))?.status).toBe('paid');
  });
});
