import { MollieApiError } from '@mollie/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OnlinePaymentMethod, OrderView } from '@/domain/orders';
import type { Database } from '@/server/db/client';
import {
  centsOf,
  createMollieProvider,
  mollieAmount,
  type MollieProvider,
} from '@/server/services/payments/mollie-provider';
import { ENGLISH_CHECKOUT_LABELS, type CheckoutRequest } from '@/server/services/payments/provider';
import {
  MOLLIE_CHECKOUT_PAGE,
  startMollieStandIn,
  type MollieStandIn,
} from '../../../support/mollie-stand-in';

// Issue 31: Mollie through its official client, against a local stand-in that answers as Mollie's
// documented v2 API does (tests/support/mollie-stand-in.ts). These tests never go online.
const API_KEY = 'test_tressStandInKey0123456789';
// Mollie keeps its book itself: the provider never touches the shop's database.
const NO_DATABASE = undefined as unknown as Database;

const ORDER: OrderView = {
  id: '0b6c7c1e-7a4f-4d0e-9d64-3f1f0f6f9a10',
  number: 'TR-000042',
  status: 'pending_payment',
  lines: [
    {
      productId: 1,
      variant: '18 inch',
      name: 'Body Wave Bundle',
      quantity: 2,
      unitPrice: 8900,
      lineTotal: 17800,
    },
  ],
  totals: { subtotal: 17800, discount: 0, shipping: 695, total: 18495 },
  tier: 'client',
  delivery: { method: 'home', place: 'Utrecht' },
  payment: { method: 'ideal' },
  customer: { firstName: 'Ama', email: 'a***@example.com' },
  createdAt: '2025-01-01T10:00:00.000Z',
  expiresAt: '2025-01-01T10:30:00.000Z',
  vat: { total: 3210, rates: [{ rate: 21, net: 15285, vat: 3210 }] },
  company: null,
};

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    method: 'ideal',
    successUrl: `https://shop.tress.example/nl/success?order=${ORDER.id}`,
    cancelUrl: 'https://shop.tress.example/nl/cart?payment=cancelled',
    webhookUrl: 'https://shop.tress.example/api/payments/mollie/webhook',
    customerEmail: 'ama@example.com',
    language: 'nl',
    labels: { ...ENGLISH_CHECKOUT_LABELS, order: (number) => `Bestelling ${number}` },
    ...overrides,
  };
}

let mollie: MollieStandIn;
let provider: MollieProvider;

beforeAll(async () => {
  mollie = await startMollieStandIn();
  provider = createMollieProvider({ apiKey: API_KEY, apiBase: mollie.baseUrl });
});
afterAll(async () => {
  await mollie.close();
});
beforeEach(() => {
  mollie.requests.length = 0;
});

const start = (order: OrderView = ORDER, overrides: Partial<CheckoutRequest> = {}) =>
  provider.startCheckout(order, checkoutRequest(overrides), NO_DATABASE);
const fetchPayment = (reference: string) => provider.fetchPayment!(reference, NO_DATABASE);
const payments = () =>
  mollie.requests.filter((r) => r.method === 'POST' && r.path === '/v2/payments');

/** Each test its own order id, so idempotency keys never meet across tests. */
function anOrder(total = ORDER.totals.total): OrderView {
  return { ...ORDER, id: crypto.randomUUID(), totals: { ...ORDER.totals, total } };
}

describe('starting a payment at Mollie', () => {
  it('creates the payment with the method, amount, return addresses, locale and order', async () => {
    const order = anOrder();
    const started = await start(order);

    expect(started.reference).toMatch(/^tr_\w+$/);
    const links = mollie.payment(started.reference)?._links as { checkout?: { href: string } };
    expect(started.url).toBe(links.checkout?.href);
    expect(started.url.startsWith(MOLLIE_CHECKOUT_PAGE)).toBe(true);

    const [sent] = payments();
    expect(sent?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.body).toEqual({
      amount: { currency: 'EUR', value: '184.95' },
      description: 'Bestelling TR-000042',
      method: 'ideal',
      redirectUrl: `https://shop.tress.example/nl/success?order=${ORDER.id}`,
      cancelUrl: 'https://shop.tress.example/nl/cart?payment=cancelled',
      webhookUrl: 'https://shop.tress.example/api/payments/mollie/webhook',
      locale: 'nl_NL',
      metadata: { order_id: order.id, order_number: 'TR-000042' },
    });
    expect(mollie.payment(started.reference)).toMatchObject({ status: 'open', mode: 'test' });
  });

  it.each<[OnlinePaymentMethod, string]>([
    ['ideal', 'ideal'],
    ['bancontact', 'bancontact'],
    ['card', 'creditcard'],
  ])('opens Mollie’s page at %s as Mollie’s method %s', async (method, mollieMethod) => {
    const { url } = await start(anOrder(), { method });
    expect(payments()[0]?.body?.method).toBe(mollieMethod);
    expect(new URL(url).searchParams.get('method')).toBe(mollieMethod);
  });

  it.each([
    ['nl', 'nl_NL'],
    ['en', 'en_US'],
    ['fr', 'fr_BE'],
    ['de', 'de_DE'],
  ])('shows Mollie’s page in the order’s language (%s → %s)', async (language, locale) => {
    await start(anOrder(), { language });
    expect(payments()[0]?.body?.locale).toBe(locale);
  });

  it('leaves the page’s language to the browser for a language Mollie is not told of', async () => {
    await start(anOrder(), { language: 'pt' });
    expect(payments()[0]?.body).not.toHaveProperty('locale');
  });

  it('sends cents as Mollie’s decimal string, exactly', async () => {
    for (const [cents, value] of [
      [10, '0.10'],
      [1, '0.01'],
      [123456, '1234.56'],
      [100000, '1000.00'],
      [29, '0.29'],
    ] as const) {
      mollie.requests.length = 0;
      await start(anOrder(cents));
      expect(payments()[0]?.body?.amount).toEqual({ currency: 'EUR', value });
    }
  });

  it('makes one payment of a double click: same order, amount and method, same key', async () => {
    const order = anOrder();
    const [first, second] = await Promise.all([start(order), start(order)]);
    expect(second.reference).toBe(first.reference);
    const keys = payments().map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it.each(['failed', 'canceled', 'expired'] as const)(
    'makes a new payment with the same method after one %s (Mollie’s answer to the key is stale)',
    async (ended) => {
      const order = anOrder();
      const first = await start(order);
      mollie.setStatus(first.reference, ended);

      const [retry, doubleClick] = await Promise.all([start(order), start(order)]);
      expect(retry.reference).not.toBe(first.reference);
      expect(doubleClick.reference).toBe(retry.reference);
      expect(mollie.payment(retry.reference)).toMatchObject({ status: 'open', method: 'ideal' });
      const keys = new Set(payments().map((r) => r.headers['idempotency-key']));
      expect(keys).toEqual(
        new Set([
          `checkout-${order.id}-${order.totals.total}-ideal`,
          `checkout-${order.id}-${order.totals.total}-ideal-after-${first.reference}`,
        ]),
      );

      // And again after that one ended.
      mollie.setStatus(retry.reference, ended);
      const third = await start(order);
      expect(new Set([first.reference, retry.reference, third.reference]).size).toBe(3);
    },
  );

  it.each(['paid', 'pending', 'authorized'] as const)(
    'never makes a second payment while one is %s: the shopper waits on the order’s page',
    async (status) => {
      const order = anOrder();
      const first = await start(order);
      mollie.setStatus(first.reference, status);
      mollie.requests.length = 0;

      const again = await start(order);
      expect(again).toEqual({ url: checkoutRequest().successUrl, reference: first.reference });
      expect(payments()).toHaveLength(1);
      expect(mollie.payment(first.reference)).toMatchObject({ status });
    },
  );

  it('makes a new payment when the method or the amount changes', async () => {
    const order = anOrder();
    const ideal = await start(order);
    const card = await start(order, { method: 'card' });
    const cheaper = await start({ ...order, totals: { ...order.totals, total: 18000 } });
    expect(new Set([ideal.reference, card.reference, cheaper.reference]).size).toBe(3);
  });

  it('passes Mollie’s refusal on, for the caller to answer 502', async () => {
    mollie.failNext(422, 'The amount is higher than the maximum');
    await expect(start(anOrder())).rejects.toBeInstanceOf(MollieApiError);
  });

  it('refuses to run on a key Mollie does not accept', async () => {
    const stranger = createMollieProvider({ apiKey: 'live_notStandIn', apiBase: mollie.baseUrl });
    await expect(stranger.startCheckout(anOrder(), checkoutRequest(), NO_DATABASE)).rejects.toThrow(
      /authenticate/,
    );
  });

  it('gives up on a Mollie that does not answer, rather than hold the shopper', async () => {
    const hanging = await startMollieStandIn();
    try {
      hanging.stall();
      const impatient = createMollieProvider({
        apiKey: API_KEY,
        apiBase: hanging.baseUrl,
        timeoutMs: 200,
      });
      await expect(
        impatient.startCheckout(anOrder(), checkoutRequest(), NO_DATABASE),
      ).rejects.toThrow(/did not answer within 200 ms/);
      expect(hanging.requests).toHaveLength(1);
    } finally {
      await hanging.close();
    }
  });
});

describe('fetching a payment back from Mollie', () => {
  it.each([
    ['open', 'open'],
    ['pending', 'open'],
    ['authorized', 'open'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'cancelled'],
    ['expired', 'expired'],
  ] as const)('reads Mollie’s status %s as %s', async (mollieStatus, state) => {
    const order = anOrder();
    const { reference } = await start(order);
    mollie.setStatus(reference, mollieStatus);
    expect(await fetchPayment(reference)).toEqual({
      reference,
      status: state,
      amount: order.totals.total,
      currency: 'eur',
      orderId: order.id,
      method: 'ideal',
    });
  });

  it('stays paid after a refund (amountRefunded does not unpay it)', async () => {
    const { reference } = await start(anOrder());
    mollie.setStatus(reference, 'paid');
    await provider.refund(
      { reference, amount: 500, idempotencyKey: crypto.randomUUID(), description: 'Refund' },
      NO_DATABASE,
    );
    expect(mollie.payment(reference)).toMatchObject({ amountRefunded: { value: '5.00' } });
    expect(await fetchPayment(reference)).toMatchObject({ status: 'paid' });
  });

  it.each<[OnlinePaymentMethod, string]>([
    ['ideal', 'ideal'],
    ['bancontact', 'bancontact'],
    ['card', 'creditcard'],
  ])('names the method the shopper paid with (%s)', async (method, mollieMethod) => {
    const { reference } = await start(anOrder(), { method });
    mollie.setStatus(reference, 'paid', { method: mollieMethod });
    expect((await fetchPayment(reference)).method).toBe(method);
  });

  it('names no method for one the shop does not offer', async () => {
    const { reference } = await start(anOrder());
    mollie.setStatus(reference, 'paid', { method: 'paypal' });
    expect((await fetchPayment(reference)).method).toBeNull();
  });

  it.each([
    [10, '0.10'],
    [123456, '1234.56'],
    [29, '0.29'],
    [1, '0.01'],
  ])('reads %i cents back from "%s" exactly', async (cents) => {
    const { reference } = await start(anOrder(cents));
    expect((await fetchPayment(reference)).amount).toBe(cents);
  });

  it('names no order for metadata that does not hold one, and lower-cases one that does', async () => {
    const order = anOrder();
    const { reference } = await start({ ...order, id: order.id.toUpperCase() });
    expect((await fetchPayment(reference)).orderId).toBe(order.id);

    const odd = await start({ ...anOrder(), id: 'not-a-uuid' });
    expect((await fetchPayment(odd.reference)).orderId).toBeNull();
  });

  it('passes on Mollie’s 404 for an unknown payment', async () => {
    const error = await fetchPayment('tr_doesNotExist').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MollieApiError);
    expect(error).toMatchObject({ statusCode: 404 });
  });

  it('asks Mollie about payment ids only, never another path a webhook body names', async () => {
    for (const forged of ['../customers', 'tr_a/refunds', 're_123', '', 'tr_' + 'a'.repeat(80)])
      await expect(fetchPayment(forged)).rejects.toThrow(/Not a Mollie payment id/);
    expect(mollie.requests).toHaveLength(0);
  });
});

describe('refunding through Mollie', () => {
  it('refunds part of a paid payment, with the shop’s key and description', async () => {
    const { reference } = await start(anOrder(5000));
    mollie.setStatus(reference, 'paid');
    const key = crypto.randomUUID();
    const refund = await provider.refund(
      { reference, amount: 1250, idempotencyKey: key, description: 'Refund TR-000042' },
      NO_DATABASE,
    );

    expect(refund.reference).toMatch(/^re_\w+$/);
    const sent = mollie.requests.find((r) => r.path === `/v2/payments/${reference}/refunds`);
    expect(sent?.body).toEqual({
      amount: { currency: 'EUR', value: '12.50' },
      description: 'Refund TR-000042',
    });
    expect(sent?.headers['idempotency-key']).toBe(key);
    expect(mollie.payment(reference)).toMatchObject({
      amountRefunded: { value: '12.50' },
      amountRemaining: { value: '37.50' },
    });
  });

  it('makes the same refund asked twice once', async () => {
    const { reference } = await start(anOrder(5000));
    mollie.setStatus(reference, 'paid');
    const request = {
      reference,
      amount: 5000,
      idempotencyKey: crypto.randomUUID(),
      description: 'Refund',
    };
    const [a, b] = await Promise.all([
      provider.refund(request, NO_DATABASE),
      provider.refund(request, NO_DATABASE),
    ]);
    expect(b.reference).toBe(a.reference);
    expect(mollie.refunds(reference)).toHaveLength(1);
  });

  it('is refused for more than was paid and not yet refunded', async () => {
    const { reference } = await start(anOrder(5000));
    mollie.setStatus(reference, 'paid');
    const refund = (amount: number) =>
      provider.refund(
        { reference, amount, idempotencyKey: crypto.randomUUID(), description: 'Refund' },
        NO_DATABASE,
      );
    await refund(4000);
    const error = await refund(1001).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MollieApiError);
    expect(error).toMatchObject({ statusCode: 422, field: 'amount' });
    expect(mollie.refunds(reference)).toHaveLength(1);
    await refund(1000);
    expect(mollie.payment(reference)).toMatchObject({ amountRemaining: { value: '0.00' } });
  });

  it('is refused for a payment that was never paid', async () => {
    const { reference } = await start(anOrder());
    await expect(
      provider.refund(
        { reference, amount: 100, idempotencyKey: crypto.randomUUID(), description: 'Refund' },
        NO_DATABASE,
      ),
    ).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe('Mollie amounts', () => {
  it('writes cents as a decimal string with two decimals', () => {
    expect(mollieAmount(0)).toBe('0.00');
    expect(mollieAmount(5)).toBe('0.05');
    expect(mollieAmount(10)).toBe('0.10');
    expect(mollieAmount(123456)).toBe('1234.56');
    expect(() => mollieAmount(12.5)).toThrow(RangeError);
    expect(() => mollieAmount(-1)).toThrow(RangeError);
  });

  it('reads a decimal string into cents by its digits, never through a float', () => {
    expect(centsOf('0.10')).toBe(10);
    expect(centsOf('1234.56')).toBe(123456);
    expect(centsOf('0.29')).toBe(29);
    expect(centsOf('1.1')).toBe(110);
    expect(centsOf('10')).toBe(1000);
    expect(centsOf('4503599627370.49')).toBe(450359962737049);
    for (const bad of ['-1.00', '1.234', '1,00', '', 'NaN', '1e3'])
      expect(() => centsOf(bad)).toThrow(/cannot read/);
  });
});
