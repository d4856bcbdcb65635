import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlinePaymentMethod, OrderView } from '@/domain/orders';
import { IDEAL_BANKS, type TestBankPaymentView } from '@/domain/test-bank';
import { orderEvents, orders, payments, refunds, testBankPayments } from '@/server/db/schema';
import { expireOrders } from '@/server/services/orders/expiry';
import { settleFromProvider, type SettleDeps } from '@/server/services/payments/settlement';
import { confirmOpenTestBankPayments } from '@/server/services/payments/test-bank-webhook';
import { createTestCardProvider } from '@/server/services/payments/test-cards';
import {
  census,
  insertOrderShop,
  orderRequest,
  postOrder,
  productStock,
  type OrderShop,
} from '../../../support/order-fixtures';
import {
  freshAddress,
  letExpire,
  orderStatus,
  paymentsApp,
  paymentsEnv,
  paymentTrail,
  startCheckout,
  type PaymentsApp,
} from '../../../support/payment-requests';
import { recordingLogger } from '../../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

// Issue 31: in test mode iDEAL, Bancontact and card are paid at the shop's own test bank page,
// whose outcomes are the providers' test modes'. The bank tells the shop the payment's id after
// each change and the shop fetches the payment back (settlement.ts), as with Mollie.
const SITE = 'https://shop.tress.example';
const METHODS = ['ideal', 'bancontact', 'card'] as const;

let test: TestDatabase;
let app: PaymentsApp;
let shop: OrderShop;
let deps: SettleDeps;

beforeAll(async () => {
  test = await createTestDatabase();
  shop = await insertOrderShop(test.database.db);
  const { logger } = recordingLogger();
  app = paymentsApp(test.database, paymentsEnv({ SITE_URL: SITE }), logger);
  // What the bank's "webhook" runs with, as the app's own sweep does.
  deps = { db: test.database.db, logger, provider: createTestCardProvider(), siteOrigin: SITE };
});
afterAll(() => test.close());

const db = () => test.database.db;

type Started = { order: OrderView; reference: string; url: string };

/** An order paid with `method`, its checkout started: the test bank payment it opened. */
async function openPayment(method: OnlinePaymentMethod, language = 'en'): Promise<Started> {
  const order = await placeOrderWith(method);
  if (language !== 'en') {
    // As POST /api/orders stores it for a shopper on a /nl page (X-Tress-Language: nl).
    await db().update(orders).set({ language }).where(eq(orders.id, order.id));
  }
  const response = await startCheckout(app, order.id);
  expect(response.status, await response.clone().text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return { order, url, reference: url.slice(url.lastIndexOf('/') + 1) };
}

/** An order paid online with `method`, placed as the checkout page places it. */
async function placeOrderWith(method: OnlinePaymentMethod, quantity = 1): Promise<OrderView> {
  const response = await postOrder(
    app,
    orderRequest({ items: [{ productId: shop.shampoo, quantity }], payment: { method } }),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const order = (await response.json()) as OrderView;
  expect(order).toMatchObject({ status: 'pending_payment', payment: { method } });
  return order;
}

function decide(reference: string, body: unknown) {
  return app.request(`/api/test-bank/payments/${reference}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
    body: JSON.stringify(body),
  });
}

/** "Pay" as the shopper does it: iDEAL with a bank chosen. */
function pay(started: Started, method: OnlinePaymentMethod) {
  return decide(started.reference, {
    outcome: 'paid',
    ...(method === 'ideal' ? { bank: 'INGBNL2A' } : {}),
  });
}

async function redirectOf(response: Response): Promise<string> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as { redirect: string }).redirect;
}

async function shopperView(orderId: string): Promise<OrderView> {
  const response = await app.request(`/api/orders/${orderId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as OrderView;
}

async function paymentRows(orderId: string) {
  return db()
    .select({
      providerRef: payments.providerRef,
      status: payments.status,
      method: payments.method,
      amount: payments.amount,
      refundedAmount: payments.refundedAmount,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.createdAt);
}

async function bankRow(reference: string) {
  const [row] = await db()
    .select()
    .from(testBankPayments)
    .where(eq(testBankPayments.id, reference));
  return row;
}

const successUrl = (order: OrderView, prefix = '') => `${SITE}${prefix}/success?order=${order.id}`;
const cartUrl = (prefix = '') => `${SITE}${prefix}/cart?payment=cancelled`;

describe.each(METHODS)('a %s payment at the test bank', (method) => {
  it('opens on the shop’s own test bank page and shows what the shopper pays', async () => {
    const started = await openPayment(method);
    expect(started.reference).toMatch(/^tb_[A-Za-z0-9_-]{16}$/);
    expect(started.url).toBe(`${SITE}/test-bank/${started.reference}`);

    const response = await app.request(`/api/test-bank/payments/${started.reference}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect((await response.json()) as TestBankPaymentView).toEqual({
      reference: started.reference,
      method,
      amount: started.order.totals.total,
      currency: 'eur',
      description: `Order ${started.order.number}`,
      merchant: 'Tress B.V.',
      status: 'open',
      banks: IDEAL_BANKS.map(({ id, name }) => ({ id, name })),
    });
    expect(await paymentRows(started.order.id)).toMatchObject([
      { providerRef: started.reference, status: 'pending', method },
    ]);
    expect((await shopperView(started.order.id)).payment).toEqual({ method, state: 'open' });
  });

  it('pays: back to the success page, the order paid, one mail, the payment succeeded', async () => {
    const started = await openPayment(method);
    if (method === 'ideal') {
      // iDEAL pays at a bank the shopper chose: without one, nothing happens.
      const before = await census(db());
      const noBank = await decide(started.reference, { outcome: 'paid' });
      expect(noBank.status).toBe(400);
      expect(await noBank.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [expect.objectContaining({ path: ['bank'] })],
      });
      expect(await census(db())).toEqual(before);
      expect((await bankRow(started.reference))?.status).toBe('open');
    }

    expect(await redirectOf(await pay(started, method))).toBe(successUrl(started.order));
    expect((await orderStatus(test.database, started.order.id))?.status).toBe('paid');
    expect(await paymentRows(started.order.id)).toEqual([
      {
        providerRef: started.reference,
        status: 'succeeded',
        method,
        amount: started.order.totals.total,
        refundedAmount: 0,
      },
    ]);
    const trail = await paymentTrail(test.database, started.order.id);
    expect(trail.paidEvents).toHaveLength(1);
    expect(trail.receivedMails).toEqual([
      { to: 'anouk@example.com', subject: `Payment received for ${started.order.number}` },
    ]);
    expect(await bankRow(started.reference)).toMatchObject({
      status: 'paid',
      bank: method === 'ideal' ? 'INGBNL2A' : null,
    });
    const view = await shopperView(started.order.id);
    expect(view.status).toBe('paid');
    expect(view.payment).toEqual({ method, state: 'paid' });
  });

  it('fails: back to the order’s page, still payable, and a new attempt can pay it', async () => {
    const started = await openPayment(method);
    const redirect = await redirectOf(await decide(started.reference, { outcome: 'failed' }));
    expect(redirect).toBe(successUrl(started.order));
    expect((await orderStatus(test.database, started.order.id))?.status).toBe('pending_payment');
    expect(await paymentRows(started.order.id)).toMatchObject([{ status: 'declined', method }]);
    expect((await shopperView(started.order.id)).payment).toEqual({ method, state: 'failed' });
    expect((await paymentTrail(test.database, started.order.id)).receivedMails).toHaveLength(0);

    const again = await startCheckout(app, started.order.id);
    expect(again.status).toBe(200);
    const { url } = (await again.json()) as { url: string };
    const retry = { ...started, url, reference: url.slice(url.lastIndexOf('/') + 1) };
    expect(retry.reference).not.toBe(started.reference);
    expect(await redirectOf(await pay(retry, method))).toBe(successUrl(started.order));
    expect((await orderStatus(test.database, started.order.id))?.status).toBe('paid');
    expect((await paymentRows(started.order.id)).map((row) => row.status)).toEqual([
      'declined',
      'succeeded',
    ]);
    expect((await shopperView(started.order.id)).payment.state).toBe('paid');
    expect((await paymentTrail(test.database, started.order.id)).receivedMails).toHaveLength(1);
  });

  it('cancels: back to the cart, the order cancelled and its stock returned', async () => {
    const stockBefore = await productStock(db(), shop.shampoo);
    const started = await openPayment(method);
    expect(await productStock(db(), shop.shampoo)).toBe(stockBefore - 1);

    const redirect = await redirectOf(await decide(started.reference, { outcome: 'cancelled' }));
    expect(redirect).toBe(cartUrl());
    expect((await orderStatus(test.database, started.order.id))?.status).toBe('cancelled');
    expect(await productStock(db(), shop.shampoo)).toBe(stockBefore);
    expect(await paymentRows(started.order.id)).toMatchObject([{ status: 'cancelled', method }]);
    expect(await bankRow(started.reference)).toMatchObject({ status: 'canceled' });
    const view = await shopperView(started.order.id);
    expect(view.status).toBe('cancelled');
    expect(view.payment).toEqual({ method, state: 'cancelled' });
  });

  it('expires: back to the order’s page, which stays payable until its own deadline', async () => {
    const started = await openPayment(method);
    const redirect = await redirectOf(await decide(started.reference, { outcome: 'expired' }));
    expect(redirect).toBe(successUrl(started.order));
    expect((await orderStatus(test.database, started.order.id))?.status).toBe('pending_payment');
    expect(await paymentRows(started.order.id)).toMatchObject([{ status: 'expired', method }]);
    expect((await shopperView(started.order.id)).payment).toEqual({ method, state: 'expired' });
  });

  it('stays open when the shopper closes the tab, and the bank confirms it later', async () => {
    const started = await openPayment(method);
    const redirect = await redirectOf(await decide(started.reference, { outcome: 'open' }));
    expect(redirect).toBe(successUrl(started.order));
    expect((await orderStatus(test.database, started.order.id))?.status).toBe('pending_payment');
    expect((await shopperView(started.order.id)).payment).toEqual({ method, state: 'open' });
    const row = await bankRow(started.reference);
    expect(row).toMatchObject({ status: 'open' });
    expect(row?.settlesAt).toBeInstanceOf(Date);

    // Not yet: the bank confirms it only once its moment came.
    expect(await confirmOpenTestBankPayments(deps)).toBe(0);
    expect((await orderStatus(test.database, started.order.id))?.status).toBe('pending_payment');

    const later = new Date((row?.settlesAt ?? new Date()).getTime() + 1_000);
    expect(await confirmOpenTestBankPayments(deps, later)).toBe(1);
    expect((await orderStatus(test.database, started.order.id))?.status).toBe('paid');
    expect(await paymentRows(started.order.id)).toMatchObject([{ status: 'succeeded', method }]);
    expect((await shopperView(started.order.id)).payment).toEqual({ method, state: 'paid' });

    // Swept again (by this or another instance): nothing more happens.
    const before = await census(db());
    expect(await confirmOpenTestBankPayments(deps, later)).toBe(0);
    expect(await census(db())).toEqual(before);
    expect((await paymentTrail(test.database, started.order.id)).receivedMails).toHaveLength(1);
  });
});

describe('the test bank page', () => {
  it('sends a Dutch order to the Dutch bank page and back to the Dutch pages', async () => {
    const paid = await openPayment('ideal', 'nl');
    expect(paid.url).toBe(`${SITE}/nl/test-bank/${paid.reference}`);
    expect((await bankRow(paid.reference))?.language).toBe('nl');
    expect(await redirectOf(await pay(paid, 'ideal'))).toBe(successUrl(paid.order, '/nl'));

    const cancelled = await openPayment('bancontact', 'nl');
    expect(await redirectOf(await decide(cancelled.reference, { outcome: 'cancelled' }))).toBe(
      cartUrl('/nl'),
    );
  });

  it('answers a payment decided already with 409 PAYMENT_NOT_OPEN and where to go', async () => {
    const paid = await openPayment('card');
    await redirectOf(await pay(paid, 'card'));
    const before = await census(db());
    for (const outcome of ['paid', 'failed', 'cancelled', 'expired', 'open']) {
      const again = await decide(paid.reference, { outcome });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({
        code: 'PAYMENT_NOT_OPEN',
        redirect: successUrl(paid.order),
      });
    }
    expect(await census(db())).toEqual(before);
    expect((await orderStatus(test.database, paid.order.id))?.status).toBe('paid');

    // A cancelled one sends the shopper back to the cart, as the first answer did.
    const cancelled = await openPayment('ideal');
    await redirectOf(await decide(cancelled.reference, { outcome: 'cancelled' }));
    const late = await decide(cancelled.reference, { outcome: 'paid', bank: 'RABONL2U' });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: 'PAYMENT_NOT_OPEN', redirect: cartUrl() });
    expect((await orderStatus(test.database, cancelled.order.id))?.status).toBe('cancelled');

    // One left open settles by the bank only: the page cannot decide it again.
    const open = await openPayment('bancontact');
    await redirectOf(await decide(open.reference, { outcome: 'open' }));
    const meanwhile = await decide(open.reference, { outcome: 'failed' });
    expect(meanwhile.status).toBe(409);
    expect(await meanwhile.json()).toMatchObject({
      code: 'PAYMENT_NOT_OPEN',
      redirect: successUrl(open.order),
    });
    expect((await bankRow(open.reference))?.status).toBe('open');
  });

  it('counts the same webhook twice once: one paid event, one mail', async () => {
    const started = await openPayment('ideal');
    await redirectOf(await pay(started, 'ideal'));
    const before = await census(db());

    expect(await settleFromProvider(deps, started.reference)).toBe('duplicate');
    expect(await settleFromProvider(deps, started.reference)).toBe('duplicate');
    expect(await census(db())).toEqual(before);
    const trail = await paymentTrail(test.database, started.order.id);
    expect(trail.payments).toHaveLength(1);
    expect(trail.paidEvents).toHaveLength(1);
    expect(trail.receivedMails).toHaveLength(1);
  });

  it('counts two simultaneous webhooks of one payment once', async () => {
    const started = await openPayment('card');
    await db()
      .update(testBankPayments)
      .set({ status: 'paid' })
      .where(eq(testBankPayments.id, started.reference));
    const outcomes = await Promise.all([
      settleFromProvider(deps, started.reference),
      settleFromProvider(deps, started.reference),
    ]);
    expect(outcomes.sort()).toEqual(['duplicate', 'paid']);
    const trail = await paymentTrail(test.database, started.order.id);
    expect(trail.paidEvents).toHaveLength(1);
    expect(trail.receivedMails).toHaveLength(1);
  });

  it('refunds a payment that arrives after the order expired, once', async () => {
    const started = await openPayment('ideal');
    const { total } = started.order.totals;
    await letExpire(test.database, started.order.id);
    await expireOrders(db(), recordingLogger().logger);
    expect((await orderStatus(test.database, started.order.id))?.status).toBe('cancelled');

    expect(await redirectOf(await pay(started, 'ideal'))).toBe(successUrl(started.order));
    expect((await orderStatus(test.database, started.order.id))?.status).toBe('cancelled');
    expect(await paymentRows(started.order.id)).toEqual([
      {
        providerRef: started.reference,
        status: 'succeeded',
        method: 'ideal',
        amount: total,
        refundedAmount: total,
      },
    ]);
    const refundRows = await db()
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, started.order.id));
    expect(refundRows).toEqual([
      expect.objectContaining({
        provider: 'test',
        amount: total,
        status: 'succeeded',
        reason: 'late-payment',
        actor: null,
        providerRef: expect.stringMatching(/^tbr_/),
      }),
    ]);
    expect(await bankRow(started.reference)).toMatchObject({
      status: 'paid',
      refundedAmount: total,
    });
    const notes = await db()
      .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus, note: orderEvents.note })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, started.order.id), eq(orderEvents.toStatus, 'cancelled')))
      .orderBy(orderEvents.id);
    expect(notes.at(-1)).toEqual({
      from: 'cancelled',
      to: 'cancelled',
      note: expect.stringMatching(
        new RegExp(
          `^Payment of .+ \\(test, ${started.reference}\\) arrived after the order expired or was cancelled: refunded \\(tbr_`,
        ),
      ),
    });
    const trail = await paymentTrail(test.database, started.order.id);
    expect(trail.paidEvents).toHaveLength(0);
    expect(trail.receivedMails).toHaveLength(0);

    // The bank tells the shop again: nothing more is refunded or written.
    const before = await census(db());
    expect(await settleFromProvider(deps, started.reference)).toBe('duplicate');
    expect(await census(db())).toEqual(before);
    expect(
      await db().select().from(refunds).where(eq(refunds.orderId, started.order.id)),
    ).toHaveLength(1);
    expect((await bankRow(started.reference))?.refundedAmount).toBe(total);
  });

  it('answers 400 for a malformed reference and 404 for one the bank does not know', async () => {
    for (const reference of [
      'tb_short',
      'not-a-payment',
      'tb_' + 'a'.repeat(40),
      'tb_abc%3Bdrop',
    ]) {
      expect((await app.request(`/api/test-bank/payments/${reference}`)).status).toBe(400);
      expect((await decide(reference, { outcome: 'paid' })).status).toBe(400);
    }
    const unknown = 'tb_AAAAAAAAAAAAAAAA';
    const get = await app.request(`/api/test-bank/payments/${unknown}`);
    expect(get.status).toBe(404);
    expect(await get.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await decide(unknown, { outcome: 'failed' })).status).toBe(404);
  });

  it('refuses an outcome or bank it does not know, and anything more, with 400', async () => {
    const started = await openPayment('ideal');
    const before = await census(db());
    for (const body of [
      { outcome: 'refunded' },
      { outcome: 'paid', bank: 'NOTABANK' },
      { outcome: 'paid', bank: 'INGBNL2A', amount: 1 },
      {},
    ]) {
      const response = await decide(started.reference, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await census(db())).toEqual(before);
    expect((await bankRow(started.reference))?.status).toBe('open');
  });
});

describe('the test bank with another provider', () => {
  it('is not there when the shop runs Stripe: 404', async () => {
    const started = await openPayment('card');
    const stripeApp = paymentsApp(
      test.database,
      paymentsEnv({
        SITE_URL: SITE,
        STRIPE_SECRET_KEY: 'sk_test_tress_standin',
        STRIPE_WEBHOOK_SECRET: 'whsec_tress_test_secret',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      }),
      recordingLogger().logger,
    );
    const get = await stripeApp.request(`/api/test-bank/payments/${started.reference}`);
    expect(get.status).toBe(404);
    const post = await stripeApp.request(`/api/test-bank/payments/${started.reference}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
      body: JSON.stringify({ outcome: 'paid' }),
    });
    expect(post.status).toBe(404);
    expect((await bankRow(started.reference))?.status).toBe('open');
    expect((await orderStatus(test.database, started.order.id))?.status).toBe('pending_payment');
  });
});
