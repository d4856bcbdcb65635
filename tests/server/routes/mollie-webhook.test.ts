import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderView, PaymentState } from '@/domain/orders';
import { issuerFor } from '@/server/auth/constants';
import { auditLog, orderEvents, payments } from '@/server/db/schema';
import { adminToken } from '../../support/auth-tokens';
import {
  census,
  insertOrderShop,
  orderRequest,
  postOrder,
  type OrderShop,
} from '../../support/order-fixtures';
import {
  MOLLIE_CHECKOUT_PAGE,
  startMollieStandIn,
  type MollieStandIn,
} from '../../support/mollie-stand-in';
import {
  letExpire,
  orderStatus,
  paymentsApp,
  paymentsEnv,
  paymentTrail,
  startCheckout,
  type PaymentsApp,
} from '../../support/payment-requests';
import { recordingLogger } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// Issue 31: PAYMENTS=mollie end to end through the app. Mollie's API is a local stand-in that
// answers as Mollie's documented v2 API does (tests/support/mollie-stand-in.ts); Mollie's webhook
// is posted here as Mollie posts it (form-encoded, only the payment's id). These tests never go
// online.
const SITE = 'https://shop.tress.example';
const WEBHOOK_URL = `${SITE}/api/payments/mollie/webhook`;

let test: TestDatabase;
let mollie: MollieStandIn;
let app: PaymentsApp;
let shop: OrderShop;
let token: string;

beforeAll(async () => {
  test = await createTestDatabase();
  shop = await insertOrderShop(test.database.db);
  mollie = await startMollieStandIn();
  const env = paymentsEnv({
    PAYMENTS: 'mollie',
    MOLLIE_API_KEY: 'test_tressStandInKey0123456789',
    MOLLIE_API_BASE: mollie.baseUrl,
    SITE_URL: SITE,
  });
  app = paymentsApp(test.database, env, recordingLogger().logger);
  token = await adminToken(test.database.db, { issuer: issuerFor(env.SITE_URL) });
});
afterAll(async () => {
  await mollie.close();
  await test.close();
});
beforeEach(() => {
  mollie.requests.length = 0;
});

/** A client's iDEAL order, as the checkout places it. */
async function placeIdealOrder(): Promise<OrderView> {
  const response = await postOrder(
    app,
    orderRequest({
      items: [{ productId: shop.shampoo, quantity: 2 }],
      payment: { method: 'ideal' },
    }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as OrderView;
}

/** POST /api/orders/{id}/payments/checkout: the payment at Mollie, by its id. */
async function payAtMollie(order: OrderView): Promise<{ url: string; reference: string }> {
  const response = await startCheckout(app, order.id);
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const reference = referenceOf(url);
  expect(mollie.payment(reference)).toMatchObject({ metadata: { order_id: order.id } });
  return { url, reference };
}

/** The payment a checkout link of the stand-in belongs to. */
function referenceOf(url: string): string {
  return `tr_${new URL(url).searchParams.get('token') ?? ''}`;
}

/** Mollie's webhook: a form-encoded POST carrying only the payment's id. */
function webhook(id: string) {
  return app.request('/api/payments/mollie/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }).toString(),
  });
}

async function shown(orderId: string): Promise<OrderView> {
  return (await (await app.request(`/api/orders/${orderId}`)).json()) as OrderView;
}

async function notesOn(orderId: string): Promise<(string | null)[]> {
  const events = await test.database.db
    .select({ note: orderEvents.note })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId));
  return events.map((event) => event.note);
}

function refundAsAdmin(orderId: string) {
  return app.request(`/api/admin/orders/${orderId}/refund`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ note: 'Returned unopened' }),
  });
}

describe('paying an iDEAL order through Mollie', () => {
  it('creates the payment at Mollie with the method, the amount and the webhook on SITE_URL', async () => {
    const order = await placeIdealOrder();
    const { url, reference } = await payAtMollie(order);

    expect(url.startsWith(MOLLIE_CHECKOUT_PAGE)).toBe(true);
    const [created] = mollie.requests.filter((r) => r.path === '/v2/payments');
    expect(created?.body).toMatchObject({
      method: 'ideal',
      amount: { currency: 'EUR', value: (order.totals.total / 100).toFixed(2) },
      description: `Order ${order.number}`,
      webhookUrl: WEBHOOK_URL,
      redirectUrl: `${SITE}/success?order=${order.id}`,
      cancelUrl: `${SITE}/cart?payment=cancelled`,
      metadata: { order_id: order.id, order_number: order.number },
    });
    expect(mollie.payment(reference)).toMatchObject({ status: 'open', method: 'ideal' });
    expect(await shown(order.id)).toMatchObject({
      status: 'pending_payment',
      payment: { method: 'ideal', state: 'open' },
    });
  });

  it('marks the order paid when Mollie, asked back, says paid; the same webhook again changes nothing', async () => {
    const order = await placeIdealOrder();
    const { reference } = await payAtMollie(order);
    mollie.setStatus(reference, 'paid');

    const first = await webhook(reference);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: 'paid' });
    expect(await orderStatus(test.database, order.id)).toMatchObject({ status: 'paid' });
    // The shop asked Mollie itself: the webhook's body was only the id.
    expect(mollie.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `GET /v2/payments/${reference}`,
    );

    const again = await webhook(reference);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });

    const trail = await paymentTrail(test.database, order.id);
    expect(trail.payments).toEqual([
      {
        provider: 'mollie',
        providerRef: reference,
        status: 'succeeded',
        amount: order.totals.total,
      },
    ]);
    expect(trail.paidEvents).toHaveLength(1);
    expect(trail.receivedMails).toHaveLength(1);
    expect(await shown(order.id)).toMatchObject({
      status: 'paid',
      payment: { method: 'ideal', state: 'paid' },
    });
  });

  it('treats a forged webhook as a question: while Mollie says open, the order waits', async () => {
    const order = await placeIdealOrder();
    const { reference } = await payAtMollie(order);

    const response = await webhook(reference);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'open' });
    expect(await orderStatus(test.database, order.id)).toMatchObject({
      status: 'pending_payment',
      paidAt: null,
    });
    expect((await paymentTrail(test.database, order.id)).receivedMails).toHaveLength(0);
  });

  it('answers 200 to an id Mollie does not know, so it is not retried, and changes nothing', async () => {
    const before = await census(test.database.db);
    const response = await webhook('tr_unknownPayment1');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'ignored' });
    expect(await census(test.database.db)).toEqual(before);
  });

  it('refuses a body that names no Mollie payment, without asking Mollie', async () => {
    const response = await webhook('../customers');
    expect(response.status).toBe(400);
    expect(mollie.requests).toHaveLength(0);
  });

  it('answers 502 while Mollie cannot be asked, so Mollie tries again, and settles then', async () => {
    const order = await placeIdealOrder();
    const { reference } = await payAtMollie(order);
    mollie.setStatus(reference, 'paid');

    // The client tries three times (Retry-After: 0 here); all three fail.
    mollie.failNext(503, 'The service is temporarily unavailable', { times: 3 });
    const down = await webhook(reference);
    expect(down.status).toBe(502);
    expect(await orderStatus(test.database, order.id)).toMatchObject({ status: 'pending_payment' });

    const retried = await webhook(reference);
    expect(retried.status).toBe(200);
    expect(await orderStatus(test.database, order.id)).toMatchObject({ status: 'paid' });
  });
});

describe('a payment that does not go through at Mollie', () => {
  it.each<[string, PaymentState, string]>([
    ['failed', 'failed', 'pending_payment'],
    ['expired', 'expired', 'pending_payment'],
    // The shopper went back to the cart (kept): the order gives its stock back now.
    ['canceled', 'cancelled', 'cancelled'],
  ])('Mollie’s %s shows as %s, the order %s', async (mollieStatus, state, orderState) => {
    const order = await placeIdealOrder();
    const { reference } = await payAtMollie(order);
    mollie.setStatus(reference, mollieStatus as 'failed' | 'expired' | 'canceled');

    const response = await webhook(reference);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: state });
    expect(await shown(order.id)).toMatchObject({
      status: orderState,
      payment: { method: 'ideal', state },
    });
    const trail = await paymentTrail(test.database, order.id);
    expect(trail.paidEvents).toHaveLength(0);
    expect(trail.receivedMails).toHaveLength(0);
  });

  it('lets the shopper try iDEAL again after a failure: a new payment at Mollie', async () => {
    const order = await placeIdealOrder();
    const first = await payAtMollie(order);
    mollie.setStatus(first.reference, 'failed');
    await webhook(first.reference);
    expect(await shown(order.id)).toMatchObject({ payment: { state: 'failed' } });

    const second = await payAtMollie(order);
    expect(second.reference).not.toBe(first.reference);
    expect(await shown(order.id)).toMatchObject({
      status: 'pending_payment',
      payment: { method: 'ideal', state: 'open' },
    });
    mollie.setStatus(second.reference, 'paid');
    expect(await (await webhook(second.reference)).json()).toMatchObject({ outcome: 'paid' });
    expect(await shown(order.id)).toMatchObject({ status: 'paid', payment: { state: 'paid' } });
  });

  it('lets the shopper try again with another method after a failure', async () => {
    const order = await placeIdealOrder();
    const first = await payAtMollie(order);
    mollie.setStatus(first.reference, 'failed');
    await webhook(first.reference);

    mollie.requests.length = 0;
    const retry = await app.request(`/api/orders/${order.id}/payments/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.77' },
      body: JSON.stringify({ method: 'card' }),
    });
    expect(retry.status).toBe(200);
    const second = referenceOf(((await retry.json()) as { url: string }).url);
    expect(second).not.toBe(first.reference);
    expect(mollie.requests[0]?.body).toMatchObject({ method: 'creditcard' });

    mollie.setStatus(second, 'paid');
    await webhook(second);
    expect(await shown(order.id)).toMatchObject({ status: 'paid', payment: { state: 'paid' } });
  });
});

describe('money that arrives too late, and refunds', () => {
  it('gives a payment for an expired order back through Mollie', async () => {
    const order = await placeIdealOrder();
    const { reference } = await payAtMollie(order);
    await letExpire(test.database, order.id);
    mollie.setStatus(reference, 'paid');

    const response = await webhook(reference);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'refunded' });
    // The order keeps its state (the expiry job cancels it) and says what became of the money.
    expect(await orderStatus(test.database, order.id)).toEqual({
      status: 'pending_payment',
      paidAt: null,
    });
    expect(await notesOn(order.id)).toContainEqual(
      expect.stringMatching(/arrived after the order expired: refunded \(re_\w+\)/),
    );
    expect(mollie.refunds(reference)).toEqual([
      expect.objectContaining({
        amount: { currency: 'EUR', value: (order.totals.total / 100).toFixed(2) },
        description: `Refund ${order.number}`,
      }),
    ]);
    expect(mollie.payment(reference)).toMatchObject({ amountRemaining: { value: '0.00' } });

    // Mollie calls again for the refund: nothing more is given back.
    const again = await webhook(reference);
    expect(again.status).toBe(200);
    expect(mollie.refunds(reference)).toHaveLength(1);
  });

  it('flags a late payment for the admin when Mollie refuses to give it back', async () => {
    const order = await placeIdealOrder();
    const { reference } = await payAtMollie(order);
    await letExpire(test.database, order.id);
    mollie.setStatus(reference, 'paid');
    mollie.failNext(422, 'The payment cannot be refunded', { path: /\/refunds$/ });

    const response = await webhook(reference);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'needs-attention' });
    expect(mollie.refunds(reference)).toHaveLength(0);
    const [payment] = await test.database.db
      .select({ attention: payments.attention })
      .from(payments)
      .where(eq(payments.providerRef, reference));
    expect(payment?.attention).toMatch(/refund it at the provider/);
    expect(await notesOn(order.id)).toContainEqual(
      expect.stringMatching(/the refund failed; refund it at the provider/),
    );
  });

  it('refunds a paid order from the admin’s page through Mollie, once', async () => {
    const order = await placeIdealOrder();
    const { reference } = await payAtMollie(order);
    mollie.setStatus(reference, 'paid');
    await webhook(reference);

    const refunded = await refundAsAdmin(order.id);
    expect(refunded.status).toBe(200);
    expect(await refunded.json()).toMatchObject({ status: 'refunded' });
    const [refund] = mollie.refunds(reference);
    expect(refund).toMatchObject({
      amount: { currency: 'EUR', value: (order.totals.total / 100).toFixed(2) },
      description: `Refund ${order.number}`,
    });
    // The admin's request is in the audit log; Mollie's refund id in the order's history.
    const rows = await test.database.db.select().from(auditLog);
    expect(rows.some((row) => row.action === 'order.refund' && row.targetId === order.id)).toBe(
      true,
    );
    expect(await notesOn(order.id)).toContainEqual(expect.stringContaining(String(refund?.id)));

    const twice = await refundAsAdmin(order.id);
    expect(twice.status).toBe(409);
    expect(mollie.refunds(reference)).toHaveLength(1);
  });

  it('leaves the order as it was when Mollie refuses the refund', async () => {
    const order = await placeIdealOrder();
    const { reference } = await payAtMollie(order);
    mollie.setStatus(reference, 'paid');
    await webhook(reference);

    mollie.failNext(422, 'The payment cannot be refunded');
    const refused = await refundAsAdmin(order.id);
    expect(refused.status).toBe(502);
    expect(await orderStatus(test.database, order.id)).toMatchObject({ status: 'paid' });
    expect(mollie.refunds(reference)).toHaveLength(0);
  });
});
