import { describe, expect, it } from 'vitest';
import type { OrderView } from '@/domain/orders';
import { InvalidEnvError } from '@/server/env';
import { choosePaymentProvider } from '@/server/services/payments/choose-provider';
import { checkoutLineItems } from '@/server/services/payments/stripe-line-items';
import {
  createTestCardProvider,
  DECLINED,
  NOT_A_TEST_CARD,
} from '@/server/services/payments/test-cards';
import { ENGLISH_CHECKOUT_LABELS } from '@/server/services/payments/provider';
import { insertOrderShop } from '../../../support/order-fixtures';
import { paymentsApp, paymentsEnv, placeCardOrder } from '../../../support/payment-requests';
import { recordingLogger, testEnv } from '../../../support/server-app';
import { createTestDatabase } from '../../../support/test-database';

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
    {
      productId: 2,
      variant: null,
      name: 'Argan Oil',
      quantity: 1,
      unitPrice: 1895,
      lineTotal: 1895,
    },
  ],
  totals: { subtotal: 19695, discount: 0, shipping: 695, total: 20390 },
  tier: 'client',
  delivery: { method: 'home', place: 'Utrecht' },
  payment: { method: 'card' },
  customer: { firstName: 'Ama', email: 'a***@example.com' },
  createdAt: '2025-01-01T10:00:00.000Z',
  expiresAt: '2025-01-01T10:30:00.000Z',
  vat: { total: 3539, rates: [{ rate: 21, net: 16851, vat: 3539 }] },
  company: null,
};

const card = (cardNumber: string) => ({
  cardNumber,
  expiry: '12/40',
  cvc: '123',
  name: 'Ama Mensah',
});

describe('the test card provider', () => {
  const provider = createTestCardProvider();
  const pay = (cardNumber: string) => provider.payCard!(ORDER, card(cardNumber));

  it('pays with 4242 4242 4242 4242, keeping only brand and last four digits', async () => {
    const outcome = await pay('4242424242424242');
    expect(outcome).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' } });
    expect(JSON.stringify(outcome)).not.toContain('4242424242424242');
  });

  it('declines 4000 0000 0000 0002 with "Your card was declined"', async () => {
    expect(await pay('4000000000000002')).toMatchObject({ status: 'declined', reason: DECLINED });
  });

  it('declines any other valid number and names the test card to use', async () => {
    const outcome = await pay('5555555555554444');
    expect(outcome).toMatchObject({
      status: 'declined',
      reason: NOT_A_TEST_CARD,
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect(JSON.stringify(outcome)).not.toContain('5555555555554444');
  });

  it('gives every attempt its own reference', async () => {
    const [a, b] = await Promise.all([pay('4242424242424242'), pay('4242424242424242')]);
    expect(a?.reference).not.toBe(b?.reference);
  });

  it('opens iDEAL, Bancontact and card payments at the shop’s own test bank (issue 31)', async () => {
    expect(provider.kind).toBe('test');
    const test = await createTestDatabase();
    try {
      const { db } = test.database;
      const shop = await insertOrderShop(db);
      const app = paymentsApp(test.database, paymentsEnv(), recordingLogger().logger);
      const order = await placeCardOrder(app, shop.shampoo);
      for (const [method, language, page] of [
        ['ideal', 'en', 'https://shop.example/test-bank/'],
        ['bancontact', 'nl', 'https://shop.example/nl/test-bank/'],
        ['card', 'en', 'https://shop.example/test-bank/'],
      ] as const) {
        const started = await provider.startCheckout(
          order,
          {
            method,
            successUrl: `https://shop.example/success?order=${order.id}`,
            cancelUrl: 'https://shop.example/cart?payment=cancelled',
            webhookUrl: 'https://shop.example/api/payments/mollie/webhook',
            customerEmail: 'anouk@example.com',
            language,
            labels: ENGLISH_CHECKOUT_LABELS,
          },
          db,
        );
        expect(started.reference).toMatch(/^tb_[A-Za-z0-9_-]{16}$/);
        expect(started.url).toBe(`${page}${started.reference}`);
        // Open in the bank's book, for the order's total; fetched back as the shop would.
        expect(await provider.fetchPayment!(started.reference, db)).toEqual({
          reference: started.reference,
          status: 'open',
          amount: order.totals.total,
          currency: 'eur',
          orderId: order.id,
          method,
        });
      }
      // The card form stays: the test provider still takes the test cards itself.
      expect(provider.payCard).toBeTypeOf('function');
    } finally {
      await test.close();
    }
  });
});

describe('choosing the payment provider from the environment', () => {
  const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
  // Production also wants the shop's public address.
  const inProduction = { NODE_ENV: 'production', SITE_URL: 'https://tress.example' };

  it('uses the test card provider by default', () => {
    expect(choosePaymentProvider(testEnv()).kind).toBe('test');
  });

  it('refuses to run production on test cards unless PAYMENTS=test says so', () => {
    const production = testEnv(inProduction);
    expect(() => choosePaymentProvider(production)).toThrow(InvalidEnvError);
    expect(() => choosePaymentProvider(production)).toThrow(/PAYMENTS=test/);
    expect(choosePaymentProvider(testEnv({ ...inProduction, PAYMENTS: 'test' })).kind).toBe('test');
  });

  it('uses Stripe when its keys are set, also in production', () => {
    expect(choosePaymentProvider(testEnv(stripeKeys)).kind).toBe('stripe');
    expect(choosePaymentProvider(testEnv({ ...stripeKeys, ...inProduction })).kind).toBe('stripe');
  });

  it('lets PAYMENTS=test win over configured Stripe keys', () => {
    expect(choosePaymentProvider(testEnv({ ...stripeKeys, PAYMENTS: 'test' })).kind).toBe('test');
  });

  it('refuses Stripe without a webhook secret, since no payment could be confirmed', () => {
    expect(() => choosePaymentProvider(testEnv({ STRIPE_SECRET_KEY: 'sk_test_123' }))).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => choosePaymentProvider(testEnv({ PAYMENTS: 'stripe' }))).toThrow(InvalidEnvError);
  });

  it('never echoes a malformed Stripe secret back', () => {
    expect(() => testEnv({ STRIPE_WEBHOOK_SECRET: 'oops-secret-value' })).toThrow(
      /^(?!.*oops-secret-value).*STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => testEnv({ STRIPE_SECRET_KEY: 'pk_live_public' })).toThrow(
      /^(?!.*pk_live_public).*STRIPE_SECRET_KEY/,
    );
  });
});

describe('choosing Mollie from the environment (issue 31)', () => {
  const mollieKey = { MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' };
  const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
  const inProduction = { NODE_ENV: 'production', SITE_URL: 'https://tress.example' };

  it('uses Mollie when PAYMENTS=mollie, and when only its key is set, also in production', () => {
    expect(choosePaymentProvider(testEnv({ ...mollieKey, PAYMENTS: 'mollie' })).kind).toBe(
      'mollie',
    );
    expect(choosePaymentProvider(testEnv(mollieKey)).kind).toBe('mollie');
    expect(choosePaymentProvider(testEnv({ ...mollieKey, ...inProduction })).kind).toBe('mollie');
    expect(choosePaymentProvider(testEnv({ MOLLIE_API_KEY: 'live_abc123' })).kind).toBe('mollie');
  });

  it('is a hosted checkout that fetches payments back: no card form', () => {
    const mollie = choosePaymentProvider(testEnv(mollieKey));
    expect(mollie.payCard).toBeNull();
    expect(mollie.fetchPayment).toBeTypeOf('function');
  });

  it('keeps Stripe when both are configured and PAYMENTS does not choose', () => {
    expect(choosePaymentProvider(testEnv({ ...mollieKey, ...stripeKeys })).kind).toBe('stripe');
    expect(
      choosePaymentProvider(testEnv({ ...mollieKey, ...stripeKeys, PAYMENTS: 'mollie' })).kind,
    ).toBe('mollie');
    expect(choosePaymentProvider(testEnv({ ...mollieKey, PAYMENTS: 'test' })).kind).toBe('test');
  });

  it('refuses PAYMENTS=mollie without MOLLIE_API_KEY, in one line naming it', () => {
    const choose = () => choosePaymentProvider(testEnv({ PAYMENTS: 'mollie' }));
    expect(choose).toThrow(InvalidEnvError);
    expect(choose).toThrow(/^Mollie payments \(PAYMENTS=mollie\) need MOLLIE_API_KEY\.$/);
  });

  it('accepts only Mollie API keys, and never echoes a wrong one back', () => {
    for (const wrong of ['sk_test_123', 'access_abc123', 'testabc123', 'mollie-key'])
      expect(() => testEnv({ MOLLIE_API_KEY: wrong })).toThrow(
        new RegExp(`^(?!.*${wrong}).*MOLLIE_API_KEY must be a Mollie API key`),
      );
  });

  it('names the providers PAYMENTS may choose', () => {
    expect(() => testEnv({ PAYMENTS: 'adyen' })).toThrow(
      /PAYMENTS must be one of test, stripe, mollie/,
    );
  });

  it('takes a stand-in for Mollie’s API only over HTTPS, which is all Mollie’s client speaks', () => {
    const env = testEnv({ ...mollieKey, MOLLIE_API_BASE: 'https://127.0.0.1:12112/v2/' });
    expect(env.MOLLIE_API_BASE).toBe('https://127.0.0.1:12112/v2/');
    expect(() => testEnv({ MOLLIE_API_BASE: 'http://127.0.0.1:12112/v2/' })).toThrow(
      /MOLLIE_API_BASE must be an https:\/\/ URL/,
    );
  });
});

describe('Stripe checkout line items', () => {
  it('lists each line and delivery in cents EUR, adding up to the order total', () => {
    expect(checkoutLineItems(ORDER)).toEqual([
      {
        quantity: 2,
        price_data: {
          currency: 'eur',
          unit_amount: 8900,
          product_data: { name: 'Body Wave Bundle (18 inch)' },
        },
      },
      {
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: 1895, product_data: { name: 'Argan Oil' } },
      },
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: 695,
          product_data: { name: 'Delivery (home)' },
        },
      },
    ]);
  });

  it('sends a discounted order as one line for exactly its total', () => {
    const discounted = {
      ...ORDER,
      totals: { subtotal: 19695, discount: 1000, shipping: 0, total: 18695 },
    };
    expect(checkoutLineItems(discounted)).toEqual([
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: 18695,
          product_data: {
            name: 'Order TR-000042',
            description: 'Body Wave Bundle (18 inch), Argan Oil',
          },
        },
      },
    ]);
  });

  it('refuses an order whose figures do not add up rather than charge a wrong amount', () => {
    const broken = { ...ORDER, totals: { ...ORDER.totals, total: 1 } };
    expect(() => checkoutLineItems(broken)).toThrow(/add up/);
  });
});
