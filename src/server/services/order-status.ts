// Status changes of an order that other parts of the shop ask for (product.md §8). Each is one
// conditional UPDATE, so it happens at most once however many instances or webhooks race for it.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { OrderStatus } from '@/domain/orders';
import type { Database } from '../db/client';
import { orderEvents, orders } from '../db/schema';
import type { Logger } from '../log';
import { paymentReceivedMail } from './order-mails';
import { isOrderId } from './order-views';
import { queueEmail } from './outbox';
import { readSomeSettings } from './settings';

export type ReceivedPayment = {
  /** e.g. "test" or "stripe"; with `providerRef`, names the payment in the order's history. */
  provider: string;
  providerRef: string;
  /** Cents; must equal the order's total, or the order is not marked paid. */
  amount: number;
};

export type MarkPaidResult =
  /** The order went from pending_payment to paid just now. */
  | { changed: true; status: 'paid' }
  /**
   * Nothing changed. `status` is the order's status now (null: no such order). Still
   * "pending_payment" means it expired (its stock is about to be released) or the amount is
   * not its total; "cancelled" means it expired and was swept; "paid" means already paid.
   */
  | { changed: false; status: OrderStatus | null; expired: boolean };

/**
 * Marks an unpaid, unexpired card order paid, records the change and queues the "payment
 * received" mail, all in one transaction. Pass a transaction to make it part of a larger one
 * (e.g. with the payments row); it then runs in a savepoint.
 */
export async function markOrderPaid(
  db: Database,
  orderId: string,
  payment: ReceivedPayment,
  logger: Logger,
): Promise<MarkPaidResult> {
  if (!isOrderId(orderId)) return { changed: false, status: null, expired: false };
  const { locale } = await readSomeSettings(db, logger, ['locale']);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, orderId.toLowerCase()),
          eq(orders.status, 'pending_payment'),
          // The database's clock decides, as it does for the expiry job.
          gt(orders.expiresAt, sql`now()`),
          eq(orders.total, payment.amount),
        ),
      )
      .returning();
    if (!order) {
      const [current] = await tx
        .select({ status: orders.status, expired: sql<boolean>`${orders.expiresAt} <= now()` })
        .from(orders)
        .where(eq(orders.id, orderId));
      return {
        changed: false,
        status: current?.status ?? null,
        expired: current?.status === 'cancelled' || current?.expired === true,
      };
    }
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: 'pending_payment',
      toStatus: 'paid',
      note: `Paid (${payment.provider === 'test' ? 'test card' : payment.provider}, reference ${payment.providerRef})`,
    });
    await queueEmail(tx, logger, paymentReceivedMail(order, locale));
    logger.info('order paid', { order: order.number, provider: payment.provider });
    return { changed: true, status: 'paid' };
  });
}
