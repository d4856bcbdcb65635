import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOrders } from '@/server/services/orders/expiry';
import { census, insertOrderShop, type OrderShop } from '../../../support/order-fixtures';
import {
  DECLINING_CARD,
  GOOD_CARD,
  letExpire,
  orderStatus,
  paymentsApp,
  paymentsEnv,
  paymentTrail,
  payWithCard,
  placeCardOrder,
  placeInvoiceOrder,
  type PaymentsApp,
} from '../../../support/payment-requests';
import { recordingLogger, type RecordedLog } from '../../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

// product.md §2, §8: the built-in test card provider pays orders from the checkout page.
let test: TestDatabase;
let app: PaymentsApp;
let shop: OrderShop;
let logs: RecordedLog[];

beforeAll(async () => {
  test = await createTestDatabase();
  shop = await insertOrderShop(test.database.db);
  const recording = recordingLogger();
  logs = recording.lines;
  app = paymentsApp(test.database, paymentsEnv(), recording.logger);
});
afterAll(() => test.close());

const db = () => test.database.db;

describe('POST /api/orders/{id}/payments with the test card provider', () => {
  it('pays with 4242 4242 4242 4242: order paid, payment recorded, history and mail written', async () => {
    const order = await placeCardOrder(app, shop.shampoo, 2);
    const response = await payWithCard(app, order.id);

    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'paid',
      order: { id: order.id, number: order.number, status: 'paid', expiresAt: null },
    });
    expect(body.order.totals).toEqual(order.totals);
    expect((await orderStatus(test.database, order.id))?.paidAt).toBeInstanceOf(Date);

    const trail = await paymentTrail(test.database, order.id);
    expect(trail.payments).toEqual([
      {
        provider: 'test',
        providerRef: expect.stringMatching(/^test_/),
        status: 'succeeded',
        amount: order.totals.total,
      },
    ]);
    expect(trail.paidEvents).toHaveLength(1);
    expect(trail.receivedMails).toEqual([
      { to: 'anouk@example.com', subject: `Payment received for ${order.number}` },
    ]);
  });

  it('declines 4000 0000 0000 0002 with 402: the order stays payable, the attempt is kept', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    const response = await payWithCard(app, order.id, DECLINING_CARD);

    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({
      code: 'PAYMENT_DECLINED',
      message: 'Your card was declined',
    });
    expect((await orderStatus(test.database, order.id))?.status).toBe('pending_payment');
    const trail = await paymentTrail(test.database, order.id);
    expect(trail.payments).toMatchObject([{ provider: 'test', status: 'declined' }]);
    expect(trail.paidEvents).toHaveLength(0);
    expect(trail.receivedMails).toHaveLength(0);
  });

  it('pays on a retry after a decline', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    expect((await payWithCard(app, order.id, DECLINING_CARD)).status).toBe(402);
    const retry = await payWithCard(app, order.id, GOOD_CARD);

    expect(retry.status).toBe(200);
    expect((await orderStatus(test.database, order.id))?.status).toBe('paid');
    const trail = await paymentTrail(test.database, order.id);
    expect(trail.payments.map((p) => p.status)).toEqual(['declined', 'succeeded']);
    expect(trail.receivedMails).toHaveLength(1);
  });

  it('declines any other valid card number and names the test card to use', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    const response = await payWithCard(app, order.id, {
      ...GOOD_CARD,
      cardNumber: '5555 5555 5555 4444',
    });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'Use a test card: 4242 4242 4242 4242',
    });
  });

  it('refuses to pay a paid order again with 409 ALREADY_PAID and changes nothing', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    expect((await payWithCard(app, order.id)).status).toBe(200);
    const before = await census(db());

    const again = await payWithCard(app, order.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'ALREADY_PAID' });
    expect(await census(db())).toEqual(before);
  });

  it('pays an order once when two payments race for it', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    const answers = await Promise.all([payWithCard(app, order.id), payWithCard(app, order.id)]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const trail = await paymentTrail(test.database, order.id);
    expect(trail.payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(trail.paidEvents).toHaveLength(1);
    expect(trail.receivedMails).toHaveLength(1);
  });

  it('refuses an expired order, and one the expiry sweep cancelled, with 409 ORDER_NOT_PAYABLE', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    await letExpire(test.database, order.id);
    const before = await census(db());

    const expired = await payWithCard(app, order.id);
    expect(expired.status).toBe(409);
    expect(await expired.json()).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
    expect(await census(db())).toEqual(before);

    await expireOrders(db(), recordingLogger().logger);
    expect((await orderStatus(test.database, order.id))?.status).toBe('cancelled');
    const cancelled = await payWithCard(app, order.id);
    expect(cancelled.status).toBe(409);
    expect(await cancelled.json()).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
  });

  it('refuses to take a card for an order paid on invoice', async () => {
    const order = await placeInvoiceOrder(app, shop.shampoo);
    const before = await census(db());

    const response = await payWithCard(app, order.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: 'ORDER_NOT_PAYABLE',
      message: expect.stringMatching(/invoice/),
    });
    expect(await census(db())).toEqual(before);
  });

  it('answers 404 for an order that does not exist', async () => {
    for (const id of [randomUUID(), 'not-an-order']) {
      const response = await payWithCard(app, id);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it.each([
    ['a number failing the Luhn check', { cardNumber: '4242 4242 4242 4241' }],
    ['an expiry in the past', { expiry: '01/20' }],
    ['a two-digit security code', { cvc: '12' }],
    ['a missing name', { name: '' }],
    ['an amount, which no payment request carries', { amount: 1 }],
  ])('refuses %s with 400 and writes nothing', async (_what, change) => {
    const order = await placeCardOrder(app, shop.shampoo);
    const before = await census(db());

    const response = await payWithCard(app, order.id, { ...GOOD_CARD, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await census(db())).toEqual(before);
  });

  it('never writes a card number or security code to the log or the database', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    await payWithCard(app, order.id, DECLINING_CARD);
    await payWithCard(app, order.id, GOOD_CARD);

    // Full numbers (16 digits) cannot turn up by chance in ids or timings; field names neither.
    const logged = JSON.stringify(logs);
    expect(logged).not.toMatch(/4242424242424242|4000000000000002|cardNumber|cvc|expiry/);
    expect(logs.filter((line) => line.msg === 'card payment declined')).toContainEqual(
      expect.objectContaining({ brand: 'visa', last4: '0002' }),
    );
    const stored = JSON.stringify(await paymentTrail(test.database, order.id));
    expect(stored).not.toMatch(/4242424242424242|4000000000000002/);
  });

  it('allows 10 payment attempts a minute per address, then answers 429', async () => {
    const order = await placeCardOrder(app, shop.shampoo);
    const address = '203.0.113.99';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await payWithCard(app, order.id, DECLINING_CARD, address)).status).toBe(402);
    }
    const refused = await payWithCard(app, order.id, GOOD_CARD, address);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await orderStatus(test.database, order.id))?.status).toBe('pending_payment');
  });
});

describe('Stripe routes without Stripe configured', () => {
  it('has no Stripe webhook; the hosted checkout opens a payment at the shop’s own test bank', async () => {
    const webhook = await app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=x' },
      body: '{}',
    });
    expect(webhook.status).toBe(404);

    const order = await placeCardOrder(app, shop.shampoo);
    const checkout = await app.request(`/api/orders/${order.id}/payments/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.1' },
      body: '{}',
    });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    expect(url.startsWith(`${paymentsEnv().SITE_URL}/test-bank/tb_`)).toBe(true);
    expect(url).toMatch(/\/test-bank\/tb_[A-Za-z0-9_-]{16}$/);
    // Pending at the test bank until the shopper decides there; the order waits for it.
    const trail = await paymentTrail(test.database, order.id);
    expect(trail.payments).toEqual([
      {
        provider: 'test',
        providerRef: url.slice(url.lastIndexOf('/') + 1),
        status: 'pending',
        amount: order.totals.total,
      },
    ]);
    expect((await orderStatus(test.database, order.id))?.status).toBe('pending_payment');
  });
});
