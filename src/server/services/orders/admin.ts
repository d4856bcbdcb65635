// Orders as an admin sees them (product.md §14): the whole list with filters and search, and one
// order in full — the customer's real email and phone, payments and the status history.
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderSummary,
  Paged,
} from '@/domain/admin';
import { allowedTransitions, type OrderStatus } from '@/domain/order-status';
import { shipmentOf } from '@/domain/shipments';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-patterns';
import { orderEvents, orders, payments } from '../../db/schema';
import { orderInvoice } from '../invoices/read';
import { isOrderId, orderCompany, readOrderLines } from './views';

/**
 * The shop runs in the Netherlands: "orders of 3 March" means 3 March in Amsterdam, whatever
 * the server's or the database's time zone. Bounds are computed in SQL so the created_at index
 * still serves the range.
 */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
const startOfNextDay = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;

export async function listAdminOrders(
  db: Database,
  query: AdminOrderListQuery,
): Promise<Paged<AdminOrderSummary>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.from) filters.push(gte(orders.createdAt, startOfDay(query.from)));
  if (query.to) filters.push(lt(orders.createdAt, startOfNextDay(query.to)));
  if (query.q) {
    const pattern = containing(query.q);
    const search = or(
      ilike(orders.number, pattern),
      ilike(orders.customerEmail, pattern),
      ilike(orders.customerName, pattern),
    );
    if (search) filters.push(search);
  }
  const where = and(...filters);
  const { page, pageSize } = query;
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      total: orders.total,
      tier: orders.tier,
      paymentMethod: orders.paymentMethod,
      delivery: orders.delivery,
    })
    .from(orders)
    .where(where)
    // The number breaks ties between orders placed in the same instant, so pages never overlap.
    .orderBy(desc(orders.createdAt), desc(orders.numberSeq))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  return {
    items: rows.map(({ delivery, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      deliveryMethod: delivery.method,
    })),
    total: counted?.n ?? 0,
    page,
    pageSize,
  };
}

/** One order in full, or undefined for an unknown id (or anything that is not a uuid). */
/** The latest payment that took money not yet given back, if the order may become refunded. */
function refundableOf(
  status: OrderStatus,
  attempts: { provider: string; status: string; amount: number; refunded: number }[],
): { amount: number; provider: string } | null {
  if (!allowedTransitions(status).includes('refunded')) return null;
  const paid = attempts.filter((a) => a.status === 'succeeded' && a.refunded < a.amount).at(-1);
  return paid ? { amount: paid.amount - paid.refunded, provider: paid.provider } : null;
}

export async function findAdminOrder(
  db: Database,
  id: string,
): Promise<AdminOrderDetail | undefined> {
  if (!isOrderId(id)) return undefined;
  const orderId = id.toLowerCase();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const lines = await readOrderLines(db, orderId);
  const attempts = await db
    .select({
      provider: payments.provider,
      status: payments.status,
      amount: payments.amount,
      createdAt: payments.createdAt,
      method: payments.method,
      reference: payments.providerRef,
      refunded: payments.refundedAmount,
      attention: payments.attention,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt));
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    tier: order.tier,
    createdAt: order.createdAt.toISOString(),
    expiresAt:
      order.status === 'pending_payment' && order.expiresAt ? order.expiresAt.toISOString() : null,
    paidAt: order.paidAt?.toISOString() ?? null,
    customer: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    delivery: { method: order.delivery.method, place: order.deliveryPlace },
    payment: {
      method: order.paymentMethod,
      payments: attempts.map((attempt) => ({
        ...attempt,
        createdAt: attempt.createdAt.toISOString(),
      })),
      refundable: refundableOf(order.status, attempts),
    },
    lines,
    totals: {
      subtotal: order.subtotal,
      discount: order.discount,
      shipping: order.shipping,
      total: order.total,
    },
    history: events.map((event) => ({
      at: event.at.toISOString(),
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      by: event.actor,
    })),
    allowedTransitions: [...allowedTransitions(order.status)],
    shipment: shipmentOf(order),
    vat: { total: order.vatAmount, rates: order.vatBreakdown },
    company: orderCompany(order),
    invoice: await orderInvoice(db, orderId),
  };
}
