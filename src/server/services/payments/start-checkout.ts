// Starting a payment at the provider for an order (issue 31): the test bank, Stripe Checkout or
// Mollie, with the method chosen at checkout (or another online one on a retry). The shopper is
// sent to the provider's page; only the provider's word (its webhook) marks the order paid.
import { ERROR_CODES } from '@/domain/api-problem';
import { pathIn } from '@/domain/languages';
import type { OnlinePaymentMethod } from '@/domain/orders';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { MessageId } from '../../i18n/catalogues';
import { textsIn } from '../../i18n/texts';
import type { Logger } from '../../log';
import { orderViewIn } from '../orders/local-names';
import { findPayableOrder } from './payable';
import { checkoutContactOf, recordPayment } from './payment-rows';
import type { CheckoutLabels, PaymentProvider } from './provider';

export type CheckoutDeps = { db: Database; logger: Logger; provider: PaymentProvider };

/** Where Mollie reports a payment's changes (POST id=tr_…), on the shop's configured origin. */
export const MOLLIE_WEBHOOK_PATH = '/api/payments/mollie/webhook';

/**
 * `origin` is the shop's own address (SITE_URL, https://shop.example), for the provider's return
 * links; they lead to the pages in the order's language (/nl/success?order=… for a Dutch order).
 * After paying, or leaving the payment open, the shopper comes back to the order's confirmation
 * page, which waits for the provider's word; after cancelling at the bank, to the cart, which was
 * kept (product.md §8).
 */
export async function startCheckout(
  deps: CheckoutDeps,
  orderId: string | null,
  origin: string,
  chosen?: OnlinePaymentMethod,
): Promise<{ url: string }> {
  const { db, logger, provider } = deps;
  const order = await findPayableOrder(db, orderId);
  const contact = await checkoutContactOf(db, order.id);
  if (contact === undefined) throw notFound('There is no such order.');
  // The order's own method unless the shopper picked another online one for this attempt.
  const method: OnlinePaymentMethod =
    chosen ?? (order.payment.method === 'invoice' ? 'card' : order.payment.method);

  let session: { url: string; reference: string };
  try {
    session = await provider.startCheckout(
      await orderViewIn(db, contact.language, order),
      {
        method,
        successUrl: `${origin}${pathIn(contact.language, '/success')}?order=${order.id}`,
        cancelUrl: `${origin}${pathIn(contact.language, '/cart')}?payment=cancelled`,
        webhookUrl: `${origin}${MOLLIE_WEBHOOK_PATH}`,
        customerEmail: contact.email,
        language: contact.language,
        labels: checkoutLabels(contact.language),
        retryAfter: await latestEndedAttempt(db, order.id),
      },
      db,
    );
  } catch (error) {
    logger.error('the payment provider refused to start a payment', {
      order: order.number,
      method,
      error,
    });
    throw new AppError(
      ERROR_CODES.enum.PAYMENT_PROVIDER_UNAVAILABLE,
      502,
      'The payment page could not be opened. Please try again in a moment.',
    );
  }
  // Pending until the provider confirms it; the same session twice is one row.
  await recordPayment(db, {
    orderId: order.id,
    provider: provider.kind,
    providerRef: session.reference,
    status: 'pending',
    amount: order.totals.total,
    method,
  });
  logger.info('payment started', { order: order.number, method, payment: session.reference });
  return { url: session.url };
}

/** The reference of the order's latest attempt that failed, was cancelled or expired. */
async function latestEndedAttempt(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ reference: payments.providerRef })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, ['declined', 'cancelled', 'expired']),
      ),
    )
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return row?.reference ?? null;
}

const DELIVERY_LABELS = {
  home: 'stripe.delivery.home',
  locker: 'stripe.delivery.locker',
  salon: 'stripe.delivery.salon',
} as const satisfies Record<string, MessageId>;

/** What the provider's page calls the order and its delivery, in the order's language. */
function checkoutLabels(language: string): CheckoutLabels {
  const { t } = textsIn(language);
  return {
    order: (number) => t('stripe.order', { number }),
    delivery: (method) => t(DELIVERY_LABELS[method]),
  };
}
