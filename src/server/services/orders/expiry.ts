// Unpaid card orders expire (product.md §8: after orderExpiryMinutes) and give their stock back.
// Runs on every instance; FOR UPDATE SKIP LOCKED lets the instances share the work without ever
// releasing one order's stock twice.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderEvents, orderLines, orders } from '../../db/schema';
import type { Logger } from '../../log';
import { runEvery } from '../periodic';
import { releaseStock } from './stock';
import { returnDropUnits } from '../drops/settle';

/** A ceiling per run, so one run never monopolises a connection; the next run takes the rest. */
const MAX_PER_RUN = 500;

/**
 * Cancels every pending_payment order whose deadline is at or before `now`; returns how many.
 * Without `now`, the database's clock decides, as it does when an order is paid.
 */
export async function expireOrders(db: Database, logger: Logger, now?: Date): Promise<number> {
  let expired = 0;
  while (expired < MAX_PER_RUN) {
    const number = await expireOne(db, now);
    if (number === null) break;
    expired += 1;
    logger.info('unpaid order expired; stock released', { order: number });
  }
  return expired;
}

/** One order per transaction: a failure leaves the others' releases committed. */
function expireOne(db: Database, now: Date | undefined): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(and(eq(orders.status, 'pending_payment'), lte(orders.expiresAt, now ?? sql`now()`)))
      .orderBy(orders.expiresAt)
      .limit(1)
      // Another instance (or a payment) holding the row has it in hand: skip, don't wait.
      .for('update', { skipLocked: true });
    if (!due) return null;

    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, due.id));
    await tx.insert(orderEvents).values({
      orderId: due.id,
      fromStatus: 'pending_payment',
      toStatus: 'cancelled',
      note: 'Not paid in time: cancelled and its stock returned',
    });
    await releaseOrderStock(tx, due.id);
    return due.number;
  });
}

/**
 * Cancels an unpaid order now and gives its stock back (issue 31: the shopper cancelled the
 * payment at the bank and went back to the cart). True when it was still unpaid; a paid,
 * cancelled or expired one is left as it is.
 */
export async function cancelUnpaidOrder(
  db: Database,
  orderId: string,
  note: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
      .returning({ id: orders.id });
    if (!cancelled) return false;
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: 'pending_payment',
      toStatus: 'cancelled',
      note,
    });
    await releaseOrderStock(tx, orderId);
    return true;
  });
}

/**
 * Gives an order's units back to stock, inside the caller's transaction. Also used when an
 * admin cancels an order; the caller must have moved the order out of its stock-holding status
 * in the same transaction, so the units can never come back twice.
 */
export async function releaseOrderStock(tx: Database, orderId: string): Promise<void> {
  const lines = await tx
    .select({
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      variant: orderLines.variant,
      name: orderLines.name,
      quantity: orderLines.quantity,
      dropItemId: orderLines.dropItemId,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  // A drop line's units go back to its drop while the drop runs, else to stock.
  const toStock = await returnDropUnits(tx, lines);
  // A box's own line holds no units; its components' lines do.
  await releaseStock(
    tx,
    toStock.flatMap((line) =>
      line.productId === null ? [] : [{ ...line, productId: line.productId }],
    ),
  );
}

/** The sweep on a timer: every instance runs it; SKIP LOCKED keeps them from colliding. */
export function startOrderExpiry(db: Database, logger: Logger, intervalMs: number): () => void {
  return runEvery(intervalMs, logger, 'the order expiry sweep', () => expireOrders(db, logger));
}
