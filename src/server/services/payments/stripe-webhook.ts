// What a verified Stripe event does to the shop. Stripe delivers at least once, in any order and
// possibly to two instances at once, so everything here must be safe to run twice.
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import type { Logger } from '../../log';
import { markOrderPaid } from '../orders/status';
import { isOrderId } from '../orders/views';
import { confirmPayment, orderExists } from './payment-rows';

export type WebhookOutcome = 'paid' | 'duplicate' | 'ignored' | 'needs-attention';

/** Events that mean "the money is there" for a Checkout Session. */
const PAID_EVENTS = new Set<string>([
  'checkout.session.completed',
  // Delayed methods (SEPA debit, some iDEAL flows) complete unpaid and confirm later.
  'checkout.session.async_payment_succeeded',
]);

/** `siteOrigin` (SITE_URL): the invoice mail's download link when a business order is paid. */
type WebhookDeps = { db: Database; logger: Logger; siteOrigin: string };

export async function handleStripeEvent(
  deps: WebhookDeps,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  if (!PAID_EVENTS.has(event.type)) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.object !== 'checkout.session' || session.payment_status !== 'paid') return 'ignored';
  return settlePaidSession(deps, session, event.id);
}

async function settlePaidSession(
  { db, logger, siteOrigin }: WebhookDeps,
  session: Stripe.Checkout.Session,
  eventId: string,
): Promise<WebhookOutcome> {
  const orderId = (session.client_reference_id ?? session.metadata?.order_id ?? '').toLowerCase();
  const amount = session.amount_total;
  const context = { event: eventId, session: session.id, order: orderId };
  if (!isOrderId(orderId) || amount === null || session.currency !== 'eur') {
    logger.warn('stripe session paid that names no order of ours', { ...context, amount });
    return 'ignored';
  }
  if (!(await orderExists(db, orderId))) {
    logger.warn('stripe session paid for an unknown order', context);
    return 'ignored';
  }

  return db.transaction(async (tx) => {
    const payment = { orderId, provider: 'stripe', providerRef: session.id, amount };
    if (!(await confirmPayment(tx, payment))) return 'duplicate';
    const result = await markOrderPaid(tx, orderId, payment, logger, siteOrigin);
    if (result.changed) return 'paid';
    // Money arrived for an order that cannot take it (expired, cancelled, paid twice, or a
    // different amount). The payment row stays as the record; a person must refund or restore.
    logger.error('stripe payment received for an order that is not payable: refund or restore', {
      ...context,
      amount,
      status: result.status,
      expired: result.expired,
    });
    return 'needs-attention';
  });
}
