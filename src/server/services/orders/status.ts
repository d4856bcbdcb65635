// Every change of an order's status after it is placed (product.md §8, §14): the shop's own
// (a card payment arrived) and an admin's (moving an order along). Each is one conditional
// UPDATE, so it happens at most once however many instances, webhooks, admins or expiry sweeps
// race for the same order.
import { ERROR_CODES } from '@/domain/api-problem';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AdminOrderDetail } from '@/domain/admin';
import {
  canTransition,
  givesStockBack,
  type OrderStatus,
  type OrderStatusChange,
} from '@/domain/order-status';
import { shipmentOf } from '@/domain/shipments';
import type { OnlinePaymentMethod } from '@/domain/orders';
import type { Database } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { unrefundedPayment } from '../payments/payment-rows';
import { AppError } from '../../http/errors';
import type { Logger } from '../../log';
import { changedFields, recordAudit } from '../audit';
import { creditOrderInvoice, issueInvoice } from '../invoices/issue';
import { queueEmail } from '../outbox';
import { readSomeSettings } from '../settings';
import { findAdminOrder } from './admin';
import { releaseOrderStock } from './expiry';
import { orderShippedMail, paymentReceivedMail } from './mails';
import { isOrderId } from './views';
import { textsIn, type Texts } from '../../i18n/texts';

type OrderRow = typeof orders.$inferSelect;

export type ReceivedPayment = {
  /** e.g. "test" or "stripe"; with `providerRef`, names the payment in the order's history. */
  provider: string;
  providerRef: string;
  /** Cents; must equal the order's total, or the order is not marked paid. */
  amount: number;
  /** iDEAL, Bancontact or card, when the provider said. */
  method?: OnlinePaymentMethod | null;
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
 * received" mail, all in one transaction; a business order's invoice (and its mail, whose link is
 * on `siteOrigin`, SITE_URL) is issued in it too. Pass a transaction to make it part of a larger
 * one (e.g. with the payments row); it then runs in a savepoint.
 */
export async function markOrderPaid(
  db: Database,
  orderId: string,
  payment: ReceivedPayment,
  logger: Logger,
  siteOrigin: string,
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
      note: `Paid (${paidWith(payment)}, reference ${payment.providerRef})`,
    });
    await queueEmail(tx, logger, paymentReceivedMail(order, textsIn(order.language, locale)));
    if (order.tier === 'business') {
      await issueInvoice(tx, logger, order, { issuedBy: null, siteOrigin });
    }
    logger.info('order paid', { order: order.number, provider: payment.provider });
    return { changed: true, status: 'paid' };
  });
}

/** "iDEAL at the test bank", "card at stripe": how the history names a payment. */
function paidWith(payment: ReceivedPayment): string {
  const provider = payment.provider === 'test' ? 'test mode' : payment.provider;
  const method = payment.method ? METHOD_NAMES[payment.method] : null;
  if (payment.provider === 'test' && (payment.method ?? 'card') === 'card') return 'test card';
  return method ? `${method}, ${provider}` : provider;
}

const METHOD_NAMES = { ideal: 'iDEAL', bancontact: 'Bancontact', card: 'card' } as const;

/** The shopper's page of an order (the web's paths.success), on the configured site. */
function orderPageUrl(siteOrigin: string, texts: Texts, orderId: string): string {
  return `${siteOrigin}${texts.path(`/success?order=${encodeURIComponent(orderId)}`)}`;
}

/**
 * An admin's status change, recorded in the order's history. Shipping stores the carrier and
 * tracking number given (if any) and queues the shipping mail, in the same transaction: the mail
 * exists exactly when the order became shipped, once.
 */
export async function changeOrderStatus(
  db: Database,
  logger: Logger,
  input: { orderId: string; change: OrderStatusChange; actor: string; siteOrigin: string },
): Promise<AdminOrderDetail> {
  if (!isOrderId(input.orderId)) throw notFound();
  const orderId = input.orderId.toLowerCase();
  if (input.change.status === 'refunded' && (await unrefundedPayment(db, orderId))) {
    // Marking it refunded would move no money: the refund goes through the provider that took it.
    throw new AppError(
      ERROR_CODES.enum.REFUND_THROUGH_PROVIDER,
      409,
      'This order was paid through a payment provider: use Refund, which gives the money back there.',
    );
  }
  const number = await db.transaction(async (tx) => {
    const applied = await applyOrderStatusChange(tx, logger, { ...input, orderId });
    // The admin's one change; a batch moving its orders records the batch's step instead.
    await recordAudit(tx, {
      action: 'order.status',
      target: { type: 'order', id: orderId, label: applied.after.number },
      changes: [
        ...changedFields(applied.before, applied.after, {
          fields: ['status', 'carrier', 'trackingNumber'],
        }),
        ...changedFields({}, { note: input.change.note || null }),
      ],
    });
    return applied.after.number;
  });
  logger.info('order status changed by an admin', { order: number, status: input.change.status });

  const detail = await findAdminOrder(db, orderId);
  if (!detail) throw notFound();
  return detail;
}

/**
 * One admin status change inside the caller's transaction (an admin's single change, or a batch
 * moving its orders): checks the transition, moves the order only if nobody moved it since,
 * records the event, gives stock back where the change ends the order, queues the shipping
 * mail when it ships, and credits the order's invoice (if it has one) when it is cancelled or
 * refunded. Returns the order's row before and after; throws NOT_FOUND / INVALID_TRANSITION.
 */
export async function applyOrderStatusChange(
  tx: Database,
  logger: Logger,
  input: { orderId: string; change: OrderStatusChange; actor: string; siteOrigin: string },
): Promise<{ before: OrderRow; after: OrderRow }> {
  const { change, actor, orderId } = input;
  const shipped = change.status === 'shipped';
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!current) throw notFound();
  const from = current.status;
  if (!canTransition(from, change.status)) throw invalidTransition(from, change.status);

  // Only if nobody moved it since we looked: a concurrent change makes this match no row.
  const [moved] = await tx
    .update(orders)
    .set({
      status: change.status,
      updatedAt: sql`now()`,
      ...(change.status === 'cancelled' ? { cancelledAt: sql`now()` } : {}),
      ...(shipped
        ? { carrier: change.carrier ?? null, trackingNumber: change.trackingNumber || null }
        : {}),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  if (!moved) {
    throw new AppError(
      ERROR_CODES.enum.INVALID_TRANSITION,
      409,
      'The order changed while you were looking at it; reload it and try again.',
    );
  }
  await tx.insert(orderEvents).values({
    orderId,
    fromStatus: from,
    toStatus: change.status,
    note: change.note || null,
    actor,
  });
  if (givesStockBack(from, change.status)) {
    await releaseOrderStock(tx, orderId);
  }
  if (change.status === 'cancelled' || change.status === 'refunded') {
    await creditOrderInvoice(tx, logger, orderId, {
      issuedBy: actor,
      siteOrigin: input.siteOrigin,
    });
  }
  if (shipped) {
    const { locale } = await readSomeSettings(tx, logger, ['locale']);
    const texts = textsIn(moved.language, locale);
    await queueEmail(
      tx,
      logger,
      orderShippedMail(
        moved,
        shipmentOf(moved),
        orderPageUrl(input.siteOrigin, texts, orderId),
        texts,
      ),
    );
  }
  return { before: current, after: moved };
}

function notFound(): AppError {
  return new AppError(ERROR_CODES.enum.NOT_FOUND, 404, 'There is no such order.');
}

function invalidTransition(from: OrderStatus, to: OrderStatus): AppError {
  return new AppError(
    ERROR_CODES.enum.INVALID_TRANSITION,
    409,
    `An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`,
  );
}
