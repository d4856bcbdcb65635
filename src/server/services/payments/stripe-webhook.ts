// What a verified Stripe event does to the shop (issue 31): each Checkout Session event becomes
// the provider's word about one payment, which settlement.ts acts on like any provider's. Stripe
// delivers at least once, in any order and possibly to two instances at once: safe to run twice.
//
// | event                                      | payment_status | what it says |
// |--------------------------------------------|----------------|--------------|
// | checkout.session.completed                 | paid           | paid         |
// | checkout.session.completed                 | unpaid         | open: iDEAL or Bancontact confirms later |
// | checkout.session.async_payment_succeeded   | paid           | paid         |
// | checkout.session.async_payment_failed      | unpaid         | failed       |
// | checkout.session.expired                   | unpaid         | expired      |
import type Stripe from 'stripe';
import type { OnlinePaymentMethod, PaymentState } from '@/domain/orders';
import type { Database } from '../../db/client';
import type { Logger } from '../../log';
import type { PaymentProvider } from './provider';
import { settleProviderPayment, type SettleOutcome } from './settlement';

export type WebhookOutcome = SettleOutcome;

/** `siteOrigin` (SITE_URL): the invoice mail's download link when a business order is paid. */
type WebhookDeps = { db: Database; logger: Logger; siteOrigin: string; provider: PaymentProvider };

export async function handleStripeEvent(
  deps: WebhookDeps,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.object !== 'checkout.session') return 'ignored';
  const status = stateOf(event.type, session);
  if (status === null) return 'ignored';
  const amount = session.amount_total;
  if (amount === null) {
    deps.logger.warn('stripe session without an amount', { event: event.id, session: session.id });
    return 'ignored';
  }
  return settleProviderPayment(deps, {
    provider: 'stripe',
    reference: session.id,
    status,
    amount,
    currency: session.currency ?? '',
    orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
    method: methodOf(session),
    chargeRef: paymentIntentOf(session),
  });
}

function stateOf(type: string, session: Stripe.Checkout.Session): PaymentState | null {
  switch (type) {
    case 'checkout.session.completed':
      // A delayed method completes the session unpaid and confirms (or fails) later.
      return session.payment_status === 'paid' ? 'paid' : 'open';
    case 'checkout.session.async_payment_succeeded':
      return session.payment_status === 'paid' ? 'paid' : null;
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}

const METHODS: Readonly<Record<string, OnlinePaymentMethod>> = {
  ideal: 'ideal',
  bancontact: 'bancontact',
  card: 'card',
};

function methodOf(session: Stripe.Checkout.Session): OnlinePaymentMethod | null {
  const [type] = session.payment_method_types ?? [];
  return (type !== undefined ? METHODS[type] : undefined) ?? null;
}

function paymentIntentOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  if (intent === null || intent === undefined) return null;
  return typeof intent === 'string' ? intent : intent.id;
}
