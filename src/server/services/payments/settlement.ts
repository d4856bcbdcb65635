// What a provider's word about a payment does to the shop (issue 31), for every provider alike:
// the test bank and Mollie (whose webhooks carry only an id, fetched back from the provider) and
// Stripe (whose signed events carry the session). Providers deliver at least once, in any order,
// possibly to two instances at once: everything here is safe to run twice.
//
// | provider says | the attempt (payments) | the order                                           |
// |---------------|------------------------|-----------------------------------------------------|
// | open          | pending                | stays pending_payment                               |
// | paid          | succeeded              | pending_payment → paid (mail, business invoice)     |
// | paid, late    | succeeded, refunded    | stays cancelled / expired: the money goes back      |
// | failed        | declined               | stays pending_payment: the shopper may try again    |
// | cancelled     | cancelled              | → cancelled, stock back (the cart is still there)   |
// | expired       | expired                | stays pending_payment until its own deadline        |
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OnlinePaymentMethod, PaymentState } from '@/domain/orders';
import type { Database } from '../../db/client';
import { payments, type PaymentStatus } from '../../db/schema';
import type { Logger } from '../../log';
import { cancelUnpaidOrder } from '../orders/expiry';
import { markOrderPaid } from '../orders/status';
import { isOrderId } from '../orders/views';
import { confirmPayment, orderExists, recordPayment } from './payment-rows';
import type { PaymentProvider } from './provider';
import { refundLatePayment } from './refunds';

export type SettleDeps = {
  db: Database;
  logger: Logger;
  provider: PaymentProvider;
  /** SITE_URL: the invoice mail's download link when a business order is paid. */
  siteOrigin: string;
};

/** What the provider says of one payment, as the shop needs it. */
export type PaymentReport = {
  provider: string;
  reference: string;
  status: PaymentState;
  amount: number;
  currency: string;
  orderId: string | null;
  method: OnlinePaymentMethod | null;
  /** What a refund names at the provider when not the reference (Stripe's payment intent). */
  chargeRef?: string | null;
};

export type SettleOutcome =
  | 'paid'
  | 'duplicate'
  | 'ignored'
  | 'open'
  | 'failed'
  | 'cancelled'
  | 'expired'
  /** Money for an order that could not take it, given back through the provider. */
  | 'refunded'
  /** Money for an order that could not take it, which could not be given back: an admin's. */
  | 'needs-attention';

const ENDED: Record<Exclude<PaymentState, 'open' | 'paid'>, PaymentStatus> = {
  failed: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** Whether another attempt of the order is still open or took the money. */
async function otherAttemptOpen(
  db: Database,
  orderId: string,
  attempt: { provider: string; providerRef: string },
): Promise<boolean> {
  const rows = await db
    .select({ provider: payments.provider, ref: payments.providerRef })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['pending', 'succeeded'])));
  return rows.some((row) => row.provider !== attempt.provider || row.ref !== attempt.providerRef);
}

export async function settleProviderPayment(
  deps: SettleDeps,
  report: PaymentReport,
): Promise<SettleOutcome> {
  const { db, logger } = deps;
  const orderId = (report.orderId ?? '').toLowerCase();
  const context = { provider: report.provider, payment: report.reference, order: orderId };
  if (!isOrderId(orderId) || report.currency.toLowerCase() !== 'eur') {
    logger.warn('a payment that names no order of ours', { ...context, amount: report.amount });
    return 'ignored';
  }
  if (!(await orderExists(db, orderId))) {
    logger.warn('a payment for an unknown order', context);
    return 'ignored';
  }
  const attempt = {
    orderId,
    provider: report.provider,
    providerRef: report.reference,
    amount: report.amount,
    method: report.method,
    chargeRef: report.chargeRef ?? null,
  };

  if (report.status === 'open') {
    await recordPayment(db, { ...attempt, status: 'pending' });
    return 'open';
  }
  if (report.status !== 'paid') {
    await recordPayment(db, { ...attempt, status: 'pending' });
    // Only an attempt still pending ends: a paid one never turns failed by a late event.
    await db
      .update(payments)
      .set({ status: ENDED[report.status], updatedAt: sql`now()` })
      .where(
        and(
          eq(payments.provider, report.provider),
          eq(payments.providerRef, report.reference),
          inArray(payments.status, ['pending']),
        ),
      );
    logger.info('payment did not go through', { ...context, status: report.status });
    if (report.status === 'cancelled' && !(await otherAttemptOpen(db, orderId, attempt))) {
      // The shopper stopped at the bank and went back to the cart, which was kept: the order
      // gives its stock back now rather than at its deadline.
      await cancelUnpaidOrder(
        db,
        orderId,
        'Payment cancelled at the bank: cancelled and its stock returned',
      );
    }
    return report.status;
  }

  const settled = await db.transaction(async (tx) => {
    if (!(await confirmPayment(tx, attempt))) return 'duplicate' as const;
    const result = await markOrderPaid(tx, orderId, attempt, logger, deps.siteOrigin);
    return result.changed ? ('paid' as const) : result;
  });
  if (settled === 'paid' || settled === 'duplicate') return settled;

  // Money arrived for an order that cannot take it: expired, cancelled, paid already by another
  // attempt, or a different amount. The payment row stays as the record; the money goes back.
  logger.warn('payment received for an order that is not payable: refunding it', {
    ...context,
    amount: report.amount,
    status: settled.status,
    expired: settled.expired,
  });
  return refundLatePayment(deps, {
    provider: report.provider,
    providerRef: report.reference,
    orderId,
    why: settled,
  });
}

/**
 * A webhook that carries only the payment's id (Mollie, the test bank): the payment is fetched
 * back from the provider and that — never the webhook's body — is acted on.
 */
export async function settleFromProvider(
  deps: SettleDeps,
  reference: string,
): Promise<SettleOutcome> {
  const { provider } = deps;
  if (!provider.fetchPayment) throw new Error(`${provider.kind} payments are not fetched by id`);
  const payment = await provider.fetchPayment(reference, deps.db);
  return settleProviderPayment(deps, { provider: provider.kind, ...payment });
}
