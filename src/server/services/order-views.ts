// Orders as the API shows them (GET /api/orders/{id}, the answer of POST /api/orders): prices as
// they were when the order was placed, the email masked, the delivery place readable.
import { asc, eq } from 'drizzle-orm';
import { maskEmail, type OrderView, type QuoteLine } from '@/domain/orders';
import type { Database } from '../db/client';
import { orderLines, orders } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name an order at all; anything else is simply not found. */
export function isOrderId(id: string): boolean {
  return UUID.test(id);
}

type OrderRow = typeof orders.$inferSelect;

/** The order, or undefined for an unknown id and for anything that is not a uuid. */
export async function findOrderView(db: Database, id: string): Promise<OrderView | undefined> {
  if (!isOrderId(id)) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, id.toLowerCase()));
  return order && toView(db, order);
}

export async function orderByIdempotencyKey(
  db: Database,
  key: string,
): Promise<{ view: OrderView; requestHash: string } | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return order && { view: await toView(db, order), requestHash: order.requestHash };
}

async function toView(db: Database, order: OrderRow): Promise<OrderView> {
  return orderView(order, await readOrderLines(db, order.id));
}

/** An order's lines as answers show them, in the order the shopper put them. */
export function readOrderLines(db: Database, orderId: string): Promise<QuoteLine[]> {
  return db
    .select({
      productId: orderLines.productId,
      variant: orderLines.variant,
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      lineTotal: orderLines.lineTotal,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** The view of an order row and its lines (in position order). */
export function orderView(
  order: Omit<OrderRow, 'idempotencyKey' | 'requestHash' | 'numberSeq'>,
  lines: QuoteLine[],
): OrderView {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    lines,
    totals: {
      subtotal: order.subtotal,
      discount: order.discount,
      shipping: order.shipping,
      total: order.total,
    },
    tier: order.tier,
    delivery: { method: order.delivery.method, place: order.deliveryPlace },
    payment: { method: order.paymentMethod },
    customer: { name: order.customerName, email: maskEmail(order.customerEmail) },
    createdAt: order.createdAt.toISOString(),
    // Only a deadline while it still applies: once paid or cancelled there is nothing to race.
    expiresAt:
      order.status === 'pending_payment' && order.expiresAt ? order.expiresAt.toISOString() : null,
  };
}
