// An admin moves an order along (product.md §8, §14): one conditional UPDATE, so two admins (or
// an admin and the expiry sweep, or a payment) racing for the same order change it only once.
import { and, eq, sql } from 'drizzle-orm';
import { canTransition, type AdminOrderDetail, type OrderStatusChange } from '@/domain/admin';
import type { OrderStatus } from '@/domain/orders';
import type { Database } from '../db/client';
import { orderEvents, orders } from '../db/schema';
import { AppError } from '../http/errors';
import type { Logger } from '../log';
import { findAdminOrder } from './admin-orders';
import { releaseOrderStock } from './order-expiry';
import { isOrderId } from './order-views';

/**
 * Stock is reserved when an order is placed and leaves the shelf for good only when it ships.
 * So an order that ends (cancelled, or refunded before it shipped) while in one of these
 * statuses gives its units back; a refund after delivery returns money, not units.
 */
const HOLDS_STOCK: readonly OrderStatus[] = [
  'pending_payment',
  'awaiting_invoice',
  'paid',
  'processing',
];
const ENDS: readonly OrderStatus[] = ['cancelled', 'refunded'];

export async function changeOrderStatus(
  db: Database,
  logger: Logger,
  input: { orderId: string; change: OrderStatusChange; actor: string },
): Promise<AdminOrderDetail> {
  const { change, actor } = input;
  if (!isOrderId(input.orderId)) throw notFound();
  const orderId = input.orderId.toLowerCase();

  const number = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
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
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning({ number: orders.number });
    if (!moved) {
      throw new AppError(
        'INVALID_TRANSITION',
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
    if (ENDS.includes(change.status) && HOLDS_STOCK.includes(from)) {
      await releaseOrderStock(tx, orderId);
    }
    return moved.number;
  });
  logger.info('order status changed by an admin', { order: number, status: change.status });

  const detail = await findAdminOrder(db, orderId);
  if (!detail) throw notFound();
  return detail;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 404, 'There is no such order.');
}

function invalidTransition(from: OrderStatus, to: OrderStatus): AppError {
  return new AppError(
    'INVALID_TRANSITION',
    409,
    `An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`,
  );
}
