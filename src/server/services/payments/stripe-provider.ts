// Stripe Checkout: the shopper types the card on Stripe's page, so card numbers never reach us.
// The order is marked paid only by the signed webhook (stripe-webhook.ts), never by the redirect
// back to /success, which anyone can open.
import Stripe from 'stripe';
import type { OnlinePaymentMethod } from '@/domain/orders';
import type { PaymentProvider } from './provider';
import { checkoutLineItems } from './stripe-line-items';

export type StripeProvider = PaymentProvider & {
  readonly kind: 'stripe';
  /** Verifies Stripe's signature over the exact bytes received; throws when it does not match. */
  readonly verifyWebhook: (rawBody: Buffer, signature: string) => Stripe.Event;
};

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** A stand-in for api.stripe.com (tests); unset in real use. */
  apiBase?: string | undefined;
};

export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...apiLocation(settings.apiBase),
    // A request that hangs must not hold a shopper's checkout button for minutes.
    timeout: 15_000,
    maxNetworkRetries: 1,
    telemetry: false,
  });

  return {
    kind: 'stripe',
    payCard: null,
    fetchPayment: null,
    startCheckout: async (order, request) => {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // The method the shopper chose at the shop's checkout (issue 31), as a filter on the
          // account's automatic methods: Stripe's page offers that one. iDEAL and Bancontact
          // confirm at once or later (checkout.session.async_payment_succeeded).
          allowed_payment_method_types: [STRIPE_METHODS[request.method]],
          line_items: checkoutLineItems(order, request.labels),
          locale: stripeLocale(request.language),
          client_reference_id: order.id,
          metadata: { order_id: order.id, order_number: order.number },
          payment_intent_data: { metadata: { order_id: order.id, order_number: order.number } },
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...sessionDeadline(order.expiresAt),
        },
        // Two clicks on "pay" for the same order, amount and method get the same session; a
        // retry after a failed or expired one gets a new one.
        {
          idempotencyKey:
            `checkout-${order.id}-${order.totals.total}-${request.method}` +
            (request.retryAfter ? `-after-${request.retryAfter}` : ''),
        },
      );
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { url: session.url, reference: session.id };
    },
    refund: async ({ reference, amount, idempotencyKey, description }) => {
      const refund = await stripe.refunds.create(
        { payment_intent: reference, amount, metadata: { reason: description } },
        { idempotencyKey: `refund-${idempotencyKey}` },
      );
      return { reference: refund.id };
    },
    verifyWebhook: (rawBody, signature) =>
      stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret),
  };
}

const STRIPE_METHODS = {
  ideal: 'ideal',
  bancontact: 'bancontact',
  card: 'card',
} as const satisfies Record<
  OnlinePaymentMethod,
  Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType
>;

/** The languages Stripe's checkout page speaks that the shop may have; any other: the browser's. */
const STRIPE_LOCALES = new Set(['en', 'nl', 'fr', 'de']);

function stripeLocale(language: string): Stripe.Checkout.SessionCreateParams.Locale {
  return STRIPE_LOCALES.has(language)
    ? (language as Stripe.Checkout.SessionCreateParams.Locale)
    : 'auto';
}

/**
 * Stripe keeps a session open for 24 hours, our orders only for minutes: money could then arrive
 * for an order that already gave its stock back. Closing the session soon after the order's own
 * deadline (Stripe's minimum is 30 minutes ahead) shrinks that window. Derived from the order
 * alone, so a repeated request stays identical for the idempotency key.
 */
function sessionDeadline(orderExpiresAt: string | null): { expires_at?: number } {
  if (orderExpiresAt === null) return {};
  const closes = Date.parse(orderExpiresAt) + 31 * 60 * 1000;
  if (closes > Date.now() + 23 * 60 * 60 * 1000) return {};
  return { expires_at: Math.floor(closes / 1000) };
}

function apiLocation(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  } as const;
}
