// Paying an order with a card typed into the shop's own form (the test card provider).
import { ERROR_CODES } from '@/domain/api-problem';
import type { OrderView } from '@/domain/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Logger } from '../../log';
import { markOrderPaid, type MarkPaidResult } from '../orders/status';
import { findOrderView } from '../orders/views';
import { findPayableOrder, unpaidReason } from './payable';
import { recordPayment } from './payment-rows';
import type { CardDetails, PaymentProvider } from './provider';

export type CardPaymentDeps = {
  db: Database;
  logger: Logger;
  provider: PaymentProvider;
  /** SITE_URL: the invoice mail's download link when a business order is paid. */
  siteOrigin: string;
};

/** Thrown inside the transaction only to roll back the payment row; turned into a 409 outside. */
class NotMarkedPaid extends Error {
  constructor(readonly result: Extract<MarkPaidResult, { changed: false }>) {
    super('order not marked paid');
  }
}

/** Pays and answers the paid order, or throws the AppError the shopper should see. */
export async function payByCard(
  deps: CardPaymentDeps,
  orderId: string | null,
  card: CardDetails,
): Promise<OrderView> {
  const { db, logger, provider } = deps;
  if (!provider.payCard) {
    throw new AppError(
      ERROR_CODES.enum.USE_CHECKOUT,
      409,
      'Pay on the payment page: start the checkout.',
    );
  }
  // Checked first, so a paid, expired or invoice order never reaches the provider at all.
  const order = await findPayableOrder(db, orderId);
  const outcome = await provider.payCard(order, card);
  const attempt = {
    orderId: order.id,
    provider: provider.kind,
    providerRef: outcome.reference,
    amount: order.totals.total,
    method: 'card' as const,
  };

  if (outcome.status === 'declined') {
    // Kept for support ("why did my payment fail?"); the order stays payable for a retry.
    await recordPayment(db, { ...attempt, status: 'declined' });
    logger.info('card payment declined', { order: order.number, ...outcome.card });
    throw new AppError(ERROR_CODES.enum.PAYMENT_DECLINED, 402, outcome.reason);
  }

  try {
    await db.transaction(async (tx) => {
      await recordPayment(tx, { ...attempt, status: 'succeeded' });
      const result = await markOrderPaid(tx, order.id, attempt, logger, deps.siteOrigin);
      // Lost a race (paid twice at once, or expired meanwhile): no row for a payment that
      // did not count. A real card provider would need a refund here; the test one moved nothing.
      if (!result.changed) throw new NotMarkedPaid(result);
    });
  } catch (error) {
    if (error instanceof NotMarkedPaid) throw unpaidReason(error.result);
    throw error;
  }
  const paid = await findOrderView(db, order.id);
  if (!paid) throw new Error(`order ${order.id} vanished after payment`);
  return paid;
}
