// Starting Stripe Checkout for an order: the shopper is sent to Stripe's page to pay.
import { ERROR_CODES } from '@/domain/api-problem';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import type { Logger } from '../../log';
import { findPayableOrder } from './payable';
import { pathIn } from '@/domain/languages';
import type { MessageId } from '../../i18n/catalogues';
import { textsIn } from '../../i18n/texts';
import { orderViewIn } from '../orders/local-names';
import { checkoutContactOf, recordPayment } from './payment-rows';
import type { CheckoutLabels, PaymentProvider } from './provider';

export type CheckoutDeps = { db: Database; logger: Logger; provider: PaymentProvider };

/**
 * `origin` is the shop's own address (SITE_URL, https://shop.example), for Stripe's return links;
 * they lead to the pages in the order's language (/nl/success?order=… for a Dutch order).
 */
export async function startCheckout(
  deps: CheckoutDeps,
  orderId: string | null,
  origin: string,
): Promise<{ url: string }> {
  const { db, logger, provider } = deps;
  if (!provider.startCheckout) {
    throw new AppError(
      ERROR_CODES.enum.USE_CARD_FORM,
      409,
      'This shop takes cards on its own payment form.',
    );
  }
  const order = await findPayableOrder(db, orderId);
  const contact = await checkoutContactOf(db, order.id);
  if (contact === undefined) throw notFound('There is no such order.');

  let session: { url: string; reference: string };
  try {
    session = await provider.startCheckout(await orderViewIn(db, contact.language, order), {
      successUrl: `${origin}${pathIn(contact.language, '/success')}?order=${order.id}`,
      cancelUrl: `${origin}${pathIn(contact.language, `/checkout/${order.id}`)}`,
      customerEmail: contact.email,
      language: contact.language,
      labels: checkoutLabels(contact.language),
    });
  } catch (error) {
    logger.error('the payment provider refused to start a checkout', {
      order: order.number,
      error,
    });
    throw new AppError(
      ERROR_CODES.enum.PAYMENT_PROVIDER_UNAVAILABLE,
      502,
      'The payment page could not be opened. Please try again in a moment.',
    );
  }
  // Pending until the signed webhook confirms it; the same session twice is one row.
  await recordPayment(db, {
    orderId: order.id,
    provider: provider.kind,
    providerRef: session.reference,
    status: 'pending',
    amount: order.totals.total,
  });
  logger.info('checkout started', { order: order.number, session: session.reference });
  return { url: session.url };
}

const DELIVERY_LABELS = {
  home: 'stripe.delivery.home',
  locker: 'stripe.delivery.locker',
  salon: 'stripe.delivery.salon',
} as const satisfies Record<string, MessageId>;

/** What Stripe's page calls the order and its delivery, in the order's language. */
function checkoutLabels(language: string): CheckoutLabels {
  const { t } = textsIn(language);
  return {
    order: (number) => t('stripe.order', { number }),
    delivery: (method) => t(DELIVERY_LABELS[method]),
  };
}
