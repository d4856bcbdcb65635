import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderView } from '@/domain/orders';
import { orders, payments, products, refunds } from '@/server/db/schema';
import { census, insertOrderShop, type OrderShop } from '../../../support/order-fixtures';
import {
  GOOD_CARD,
  letExpire,
  orderStatus,
  paymentsApp,
  paymentsEnv,
  paymentTrail,
  payWithCard,
  placeCardOrder,
  placeInvoiceOrder,
  startCheckout,
  type PaymentsApp,
} from '../../../support/payment-requests';
import { recordingLogger, type RecordedLog } from '../../../support/server-app';
import {
  CHECKOUT_PAGE,
  startStripeStandIn,
  type StripeStandIn,
} from '../../../support/stripe-stand-in';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

// product.md §2: with STRIPE_SECRET_KEY set, shoppers pay on Stripe Checkout and the signed
// webhook marks the order paid. Stripe's API is a local stand-in: these tests never go online.
const SECRET_KEY = 'sk_test_tress_standin';
const WEBHOOK_SECRET = 'whsec_tress_test_secret';

let test: TestDatabase;
let stripeApi: StripeStandIn;
let app: PaymentsApp;
let shop: OrderShop;
let logs: RecordedLog[];

beforeAll(async () => {
  test = await createTestDatabase();
  shop = await insertOrderShop(test.database.db);
  stripeApi = await startStripeStandIn();
  const recording = recordingLogger();
  logs = recording.lines;
  app = paymentsApp(
    test.database,
    paymentsEnv({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeApi.baseUrl,
      SITE_URL: 'https://shop.tress.example',
    }),
    recording.logger,
  );
});
afterAll(async () => {
  await stripeApi.close();
  await test.close();
});
beforeEach(() => {
  stripeApi.requests.length = 0;
});

const db = () => test.database.db;

/** A Checkout Session as Stripe sends it in checkout.session.* events. */
function paidSession(order: OrderView, sessionId: string, fields: Record<string, unknown> = {}) {
  return {
    id: sessionId,
    object: 'checkout.session',
    client_reference_id: order.id,
    metadata: { order_id: order.id },
    amount_total: order.totals.total,
    currency: 'eur',
    payment_status: 'paid',
    status: 'complete',
    ...fields,
  };
}

function stripeEvent(type: string, object: Record<string, unknown>): string {
  return JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

function deliver(payload: string, signature: string | null = sign(payload)) {
  return app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'Stripe-Signature': signature }),
    },
    body: payload,
  });
}

function sign(payload: string, secret = WEBHOOK_SECRET): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/** Places an order and starts its checkout; answers the order and the stand-in's session id. */
async function orderInCheckout(): Promise<{ order: OrderView; sessionId: string }> {
  const order = await placeCardOrder(app, shop.shampoo);
  const response = await startCheckout(app, order.id);
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return { order, sessionId: url.slice(CHECKOUT_PAGE.length) };
}

/** The order's payment state as GET /api/orders/{id} shows the shopper (issue 31). */
async function paymentState(orderId: string) {
  const response = await app.request(`/api/orders/${orderId}`);
  return ((await response.json()) as OrderView).payment.state;
}

async function paymentRow(sessionId: string) {
  const [row] = await db().select().from(payments).where(eq(payments.providerRef, sessionId));
  return row;
}

function refundRows(orderId: string) {
  return db().select().from(refunds).where(eq(refunds.orderId, orderId));
}

type LineItemBody = { price_data: { product_data: { name: string } } };

describe('POST /api/orders/{id}/payments/checkout with Stripe', () => {
  it('creates a Checkout Session for the order in cents EUR and answers its url', async () => {
    const bundle = await placeCardOrder(app, [
      { productId: shop.bundle, variant: '16 inch', quantity: 2 },
      { productId: shop.shampoo, quantity: 1 },
    ]);
    const response = await startCheckout(app, bundle.id);

    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${CHECKOUT_PAGE}cs_test_`));

    expect(stripeApi.requests).toHaveLength(1);
    const [sent] = stripeApi.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    // The order's own method (card) is the one Stripe's page offers; a second click, same session.
    expect(sent?.headers['idempotency-key']).toBe(
      `checkout-${bundle.id}-${bundle.totals.total}-card`,
    );
    expect(sent?.body).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      client_reference_id: bundle.id,
      metadata: { order_id: bundle.id, order_number: bundle.number },
      customer_email: 'anouk@example.com',
      success_url: `https://shop.tress.example/success?order=${bundle.id}`,
      cancel_url: 'https://shop.tress.example/cart?payment=cancelled',
      line_items: [
        {
          quantity: '2',
          price_data: {
            currency: 'eur',
            unit_amount: '7900',
            product_data: { name: 'Body Wave Bundle (16 inch)' },
          },
        },
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '1250',
            product_data: { name: 'Repair Shampoo' },
          },
        },
      ],
    });
    // Stripe's page closes 31 minutes after the order's own deadline, not a day later.
    const closes = Date.parse(bundle.expiresAt ?? '') / 1000 + 31 * 60;
    expect(Number(sent?.body.expires_at)).toBe(Math.floor(closes));
    // Over the free-delivery threshold: the lines are the whole total.
    expect(bundle.totals).toMatchObject({ shipping: 0, total: 2 * 7900 + 1250 });
    expect((sent?.body.line_items as unknown[]).length).toBe(2);

    const trail = await paymentTrail(test.database, bundle.id);
    expect(trail.payments).toEqual([
      {
        provider: 'stripe',
        providerRef: url.slice(CHECKOUT_PAGE.length),
        status: 'pending',
        amount: bundle.totals.total,
      },
    ]);
    expect((await orderStatus(test.database, bundle.id))?.status).toBe('pending_payment');
  });

  it('charges delivery as a line of its own', async () => {
    const order = await placeCardOrder(app, shop.shampoo, 2);
    expect((await startCheckout(app, order.id)).status).toBe(200);
    expect(order.totals.shipping).toBeGreaterThan(0);
    expect(stripeApi.requests[0]?.body.line_items).toEqual([
      {
        quantity: '2',
        price_data: {
          currency: 'eur',
          unit_amount: '1250',
          product_data: { name: 'Repair Shampoo' },
        },
      },
      {
        quantity: '1',
        price_data: {
          currency: 'eur',
          unit_amount: String(order.totals.shipping),
          product_data: { name: 'Delivery (home)' },
        },
      },
    ]);
  });

  it('opens Stripe’s page at the method chosen: iDEAL, Bancontact or card (issue 31)', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    for (const method of ['ideal', 'bancontact', 'card'] as const) {
      stripeApi.requests.length = 0;
      const response = await startCheckout(app, order.id, {}, { method });
      expect(response.status).toBe(200);
      const [sent] = stripeApi.requests;
      expect(sent?.body.allowed_payment_method_types).toEqual([method]);
      // Another method is another session, not the card one again.
      expect(sent?.headers['idempotency-key']).toBe(
        `checkout-${order.id}-${order.totals.total}-${method}`,
      );
    }
    const rows = await db()
      .select({ method: payments.method, status: payments.status })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(payments.createdAt);
    expect(rows).toEqual([
      { method: 'ideal', status: 'pending' },
      { method: 'bancontact', status: 'pending' },
      { method: 'card', status: 'pending' },
    ]);
    // Pay on invoice is no method for Stripe's page.
    const invoice = await startCheckout(app, order.id, {}, { method: 'invoice' } as never);
    expect(invoice.status).toBe(400);
    expect(await invoice.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('sends Stripe back to SITE_URL, never to a Host or X-Forwarded-Host the request names', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    await startCheckout(app, order.id, {
      Host: 'attacker.example',
      'X-Forwarded-Proto': 'http',
      'X-Forwarded-Host': 'attacker.example',
    });
    expect(stripeApi.requests[0]?.body).toMatchObject({
      success_url: `https://shop.tress.example/success?order=${order.id}`,
      cancel_url: 'https://shop.tress.example/cart?payment=cancelled',
    });
  });

  it('sends a Dutch order back to the Dutch pages (issue 30), still on SITE_URL', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    // As POST /api/orders stores it for a shopper on a /nl page (X-Tress-Language: nl).
    await db().update(orders).set({ language: 'nl' }).where(eq(orders.id, order.id));
    stripeApi.requests.length = 0;
    await startCheckout(app, order.id, { Host: 'attacker.example' });
    expect(stripeApi.requests[0]?.body).toMatchObject({
      success_url: `https://shop.tress.example/nl/success?order=${order.id}`,
      cancel_url: 'https://shop.tress.example/nl/cart?payment=cancelled',
    });
  });

  it('shows Stripe’s page of a Dutch order in Dutch: its locale, the product’s Dutch name, the delivery', async () => {
    await db()
      .update(products)
      .set({ translations: { nl: { name: 'Herstellende shampoo' } } })
      .where(eq(products.id, shop.shampoo));
    const order = await placeCardOrder(app, shop.shampoo);
    await db().update(orders).set({ language: 'nl' }).where(eq(orders.id, order.id));
    stripeApi.requests.length = 0;
    await startCheckout(app, order.id);
    const names = (stripeApi.requests[0]?.body.line_items as LineItemBody[]).map(
      (line) => line.price_data.product_data.name,
    );
    expect(stripeApi.requests[0]?.body.locale).toBe('nl');
    expect(names).toEqual(['Herstellende shampoo', 'Thuisbezorging']);

    // An English order's page stays English.
    const english = await placeCardOrder(app, shop.shampoo);
    stripeApi.requests.length = 0;
    await startCheckout(app, english.id);
    expect(stripeApi.requests[0]?.body.locale).toBe('en');
    expect(
      (stripeApi.requests[0]?.body.line_items as LineItemBody[]).map(
        (line) => line.price_data.product_data.name,
      ),
    ).toEqual(['Repair Shampoo', 'Delivery (home)']);
    await db().update(products).set({ translations: {} }).where(eq(products.id, shop.shampoo));
  });

  it('refuses paid, expired and invoice orders without calling Stripe', async () => {
    const { order: paid, sessionId } = await orderInCheckout();
    expect(
      (await deliver(stripeEvent('checkout.session.completed', paidSession(paid, sessionId))))
        .status,
    ).toBe(200);
    const expired = await placeCardOrder(app, shop.shampoo);
    await letExpire(test.database, expired.id);
    const invoice = await placeInvoiceOrder(app, shop.shampoo);
    stripeApi.requests.length = 0;

    const answers = [
      [paid, 'ALREADY_PAID'],
      [expired, 'ORDER_NOT_PAYABLE'],
      [invoice, 'ORDER_NOT_PAYABLE'],
    ] as const;
    for (const [order, code] of answers) {
      const response = await startCheckout(app, order.id);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code });
    }
    expect((await startCheckout(app, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(stripeApi.requests).toHaveLength(0);
  });

  it('answers 502 when Stripe refuses, leaving the order payable', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    stripeApi.failNext(400, 'Invalid API key provided');
    const before = await census(db());

    const response = await startCheckout(app, order.id);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(await census(db())).toEqual(before);
    expect(JSON.stringify(logs)).not.toContain(SECRET_KEY);
  });

  it('turns the card form away with 409 USE_CHECKOUT, before reading any card', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    const before = await census(db());
    const response = await payWithCard(app, order.id, GOOD_CARD);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'USE_CHECKOUT' });
    expect(await census(db())).toEqual(before);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('marks the order paid once for checkout.session.completed, even when delivered twice', async () => {
    const { order, sessionId } = await orderInCheckout();
    const payload = stripeEvent('checkout.session.completed', paidSession(order, sessionId));

    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'paid' });
    expect((await orderStatus(test.database, order.id))?.status).toBe('paid');

    const again = await deliver(payload);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });

    const trail = await paymentTrail(test.database, order.id);
    expect(trail.payments).toEqual([
      {
        provider: 'stripe',
        providerRef: sessionId,
        status: 'succeeded',
        amount: order.totals.total,
      },
    ]);
    expect(trail.paidEvents).toHaveLength(1);
    expect(trail.receivedMails).toHaveLength(1);
  });

  it('counts two simultaneous deliveries of one event once', async () => {
    const { order, sessionId } = await orderInCheckout();
    const payload = stripeEvent('checkout.session.completed', paidSession(order, sessionId));
    const answers = await Promise.all([deliver(payload), deliver(payload)]);
    const outcomes = await Promise.all(answers.map(async (a) => (await a.json()).outcome));

    expect(outcomes.sort()).toEqual(['duplicate', 'paid']);
    const trail = await paymentTrail(test.database, order.id);
    expect(trail.paidEvents).toHaveLength(1);
    expect(trail.receivedMails).toHaveLength(1);
  });

  it('pays a session Stripe never told us about (no pending row) from its order reference', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    const payload = stripeEvent(
      'checkout.session.completed',
      paidSession(order, 'cs_test_elsewhere'),
    );
    expect(await (await deliver(payload)).json()).toMatchObject({ outcome: 'paid' });
    expect((await orderStatus(test.database, order.id))?.status).toBe('paid');
  });

  it.each([
    [
      'a signature made with another secret',
      (p: string) => deliver(p, sign(p, 'whsec_someone_else')),
    ],
    [
      'a payload changed after signing',
      (p: string) => deliver(p.replace('"paid"', '"paid" '), sign(p)),
    ],
    ['no Stripe-Signature header', (p: string) => deliver(p, null)],
    ['a garbage signature', (p: string) => deliver(p, 't=1,v1=deadbeef')],
  ])('refuses %s with 400 INVALID_SIGNATURE and changes nothing', async (_what, send) => {
    const { order, sessionId } = await orderInCheckout();
    const payload = stripeEvent('checkout.session.completed', paidSession(order, sessionId));
    const before = await census(db());

    const response = await send(payload);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect(await census(db())).toEqual(before);
    expect((await orderStatus(test.database, order.id))?.status).toBe('pending_payment');
  });

  it('accepts the webhook whatever Content-Type Stripe sends: the signature is its proof', async () => {
    const { order, sessionId } = await orderInCheckout();
    const payload = stripeEvent('checkout.session.completed', paidSession(order, sessionId));
    const response = await app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'Stripe-Signature': sign(payload) },
      body: payload,
    });
    expect(response.status).toBe(200);
    expect((await orderStatus(test.database, order.id))?.status).toBe('paid');
  });

  it('ignores events that are no Checkout Session’s with 200 and changes nothing', async () => {
    const { order, sessionId } = await orderInCheckout();
    const before = await census(db());
    for (const payload of [
      stripeEvent('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent' }),
      stripeEvent('checkout.session.async_payment_succeeded', {
        ...paidSession(order, sessionId),
        payment_status: 'unpaid',
      }),
      stripeEvent('customer.created', { id: 'cus_123', object: 'customer' }),
    ]) {
      const response = await deliver(payload);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
    }
    expect(await census(db())).toEqual(before);
  });

  it('keeps a delayed iDEAL payment open on checkout.session.completed unpaid, and pays when it succeeds', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    const sessionId = 'cs_test_ideal_delayed';
    const unpaid = paidSession(order, sessionId, {
      payment_status: 'unpaid',
      payment_method_types: ['ideal'],
      payment_intent: 'pi_delayed',
    });
    const first = await deliver(stripeEvent('checkout.session.completed', unpaid));
    expect(await first.json()).toEqual({ received: true, outcome: 'open' });
    expect((await orderStatus(test.database, order.id))?.status).toBe('pending_payment');
    expect((await paymentTrail(test.database, order.id)).payments).toEqual([
      { provider: 'stripe', providerRef: sessionId, status: 'pending', amount: order.totals.total },
    ]);
    expect(await paymentState(order.id)).toBe('open');

    const later = stripeEvent(
      'checkout.session.async_payment_succeeded',
      paidSession(order, sessionId, {
        payment_method_types: ['ideal'],
        payment_intent: 'pi_delayed',
      }),
    );
    expect(await (await deliver(later)).json()).toMatchObject({ outcome: 'paid' });
    expect((await orderStatus(test.database, order.id))?.status).toBe('paid');
    expect(await paymentRow(sessionId)).toMatchObject({
      status: 'succeeded',
      method: 'ideal',
      chargeRef: 'pi_delayed',
    });
    expect(await paymentState(order.id)).toBe('paid');
    expect((await paymentTrail(test.database, order.id)).receivedMails).toHaveLength(1);
  });

  it('fails a delayed payment on async_payment_failed: the order stays payable', async () => {
    const { order, sessionId } = await orderInCheckout();
    const failed = paidSession(order, sessionId, { payment_status: 'unpaid' });
    const response = await deliver(stripeEvent('checkout.session.async_payment_failed', failed));
    expect(await response.json()).toEqual({ received: true, outcome: 'failed' });
    expect((await orderStatus(test.database, order.id))?.status).toBe('pending_payment');
    expect(await paymentRow(sessionId)).toMatchObject({ status: 'declined' });
    expect(await paymentState(order.id)).toBe('failed');
    // Another session may still pay it.
    expect((await startCheckout(app, order.id)).status).toBe(200);
  });

  it('records an expired session on checkout.session.expired; a paid one never turns expired', async () => {
    const { order, sessionId } = await orderInCheckout();
    const expired = paidSession(order, sessionId, { payment_status: 'unpaid', status: 'expired' });
    const response = await deliver(stripeEvent('checkout.session.expired', expired));
    expect(await response.json()).toEqual({ received: true, outcome: 'expired' });
    expect((await orderStatus(test.database, order.id))?.status).toBe('pending_payment');
    expect(await paymentRow(sessionId)).toMatchObject({ status: 'expired' });
    expect(await paymentState(order.id)).toBe('expired');

    const { order: paid, sessionId: paidId } = await orderInCheckout();
    await deliver(stripeEvent('checkout.session.completed', paidSession(paid, paidId)));
    const late = paidSession(paid, paidId, { payment_status: 'unpaid', status: 'expired' });
    await deliver(stripeEvent('checkout.session.expired', late));
    expect(await paymentRow(paidId)).toMatchObject({ status: 'succeeded' });
    expect((await orderStatus(test.database, paid.id))?.status).toBe('paid');
  });

  it('refunds money that arrives for an expired order through Stripe, leaving the order unpaid', async () => {
    const { order, sessionId } = await orderInCheckout();
    await letExpire(test.database, order.id);
    stripeApi.requests.length = 0;

    const payload = stripeEvent(
      'checkout.session.completed',
      paidSession(order, sessionId, { payment_intent: 'pi_late_1' }),
    );
    const response = await deliver(payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'refunded' });
    expect((await orderStatus(test.database, order.id))?.status).toBe('pending_payment');
    const trail = await paymentTrail(test.database, order.id);
    expect(trail.payments).toMatchObject([{ providerRef: sessionId, status: 'succeeded' }]);
    expect(trail.receivedMails).toHaveLength(0);

    // Refunded as Stripe documents it: the session's payment intent, the whole amount, once.
    const refundCalls = stripeApi.requests.filter((r) => r.path === '/v1/refunds');
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.body).toMatchObject({
      payment_intent: 'pi_late_1',
      amount: String(order.totals.total),
    });
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({
      reason: 'late-payment',
      status: 'succeeded',
      amount: order.totals.total,
      providerRef: expect.stringMatching(/^re_/),
      actor: null,
    });
    expect(refundCalls[0]?.headers['idempotency-key']).toBe(`refund-${row?.id}`);
    expect(await paymentRow(sessionId)).toMatchObject({
      refundedAmount: order.totals.total,
      attention: null,
    });

    // Stripe delivers it again: nothing more is refunded.
    expect(await (await deliver(payload)).json()).toMatchObject({ outcome: 'duplicate' });
    expect(stripeApi.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it('flags a late payment whose refund Stripe refuses for an admin, and alerts', async () => {
    const { order, sessionId } = await orderInCheckout();
    await letExpire(test.database, order.id);
    stripeApi.failNext(400, 'Charge ch_123 has already been refunded.');

    const response = await deliver(
      stripeEvent(
        'checkout.session.completed',
        paidSession(order, sessionId, { payment_intent: 'pi_late_2' }),
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'needs-attention' });
    expect((await orderStatus(test.database, order.id))?.status).toBe('pending_payment');
    expect(await refundRows(order.id)).toMatchObject([
      { status: 'failed', reason: 'late-payment' },
    ]);
    expect(await paymentRow(sessionId)).toMatchObject({
      status: 'succeeded',
      refundedAmount: 0,
      attention: expect.stringMatching(/late-payment/),
    });
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 'error', payment: sessionId, order: order.id }),
    );
  });

  it('does not mark an order paid for a session of another amount or currency', async () => {
    const { order, sessionId } = await orderInCheckout();
    const short = paidSession(order, sessionId, {
      amount_total: order.totals.total - 1,
      payment_intent: 'pi_short',
    });
    // The wrong amount is not kept: it goes back through Stripe, in full.
    expect(
      await (await deliver(stripeEvent('checkout.session.completed', short))).json(),
    ).toMatchObject({
      outcome: 'refunded',
    });
    expect(stripeApi.requests.filter((r) => r.path === '/v1/refunds')[0]?.body).toMatchObject({
      payment_intent: 'pi_short',
      amount: String(order.totals.total - 1),
    });
    const other = await placeCardOrder(app, shop.shampoo);
    const dollars = paidSession(other, 'cs_test_usd', { currency: 'usd' });
    expect(
      await (await deliver(stripeEvent('checkout.session.completed', dollars))).json(),
    ).toMatchObject({
      outcome: 'ignored',
    });
    for (const id of [order.id, other.id]) {
      expect((await orderStatus(test.database, id))?.status).toBe('pending_payment');
    }
  });
});
