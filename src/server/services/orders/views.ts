// Orders as the API shows them (GET /api/orders/{id}, the answer of POST /api/orders): prices as
// they were when the order was placed, and of the shopper only what recognises the order — the
// first name, the masked email, the city (anyone with the link may read it; admins see the rest).
import { asc, desc, eq } from 'drizzle-orm';
import { isUuid } from '@/domain/ids';
import {
  firstNameOf,
  maskEmail,
  type OrderLine,
  type OrderView,
  type PaymentState,
} from '@/domain/orders';
import { shipmentOf } from '@/domain/shipments';
import type { Database } from '../../db/client';
import { orderLines, orders, payments, type PaymentStatus } from '../../db/schema';
import { nestOrderLines } from './box-lines';

/** Whether `id` can name an order at all; anything else is simply not found. */
export function isOrderId(id: string): boolean {
  return isUuid(id);
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
  const view = orderView(order, await readOrderLines(db, order.id));
  if (order.paymentMethod === 'invoice') return view;
  return { ...view, payment: { ...view.payment, state: await latestPaymentState(db, order.id) } };
}

const PAYMENT_STATE_OF: Record<PaymentStatus, PaymentState> = {
  pending: 'open',
  succeeded: 'paid',
  declined: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
};

/**
 * What became of the order's latest attempt at a provider (issue 31), for the shopper's pages:
 * waiting for the bank, or back to pay again. Null before any attempt.
 */
async function latestPaymentState(db: Database, orderId: string): Promise<PaymentState | null> {
  const [latest] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.updatedAt))
    .limit(1);
  return latest ? PAYMENT_STATE_OF[latest.status] : null;
}

/** An order's lines as answers show them, in the order the shopper put them; boxes nested. */
export async function readOrderLines(db: Database, orderId: string): Promise<OrderLine[]> {
  const rows = await db
    .select({
      position: orderLines.position,
      productId: orderLines.productId,
      boxSize: orderLines.boxSize,
      boxPosition: orderLines.boxPosition,
      variant: orderLines.variant,
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      lineTotal: orderLines.lineTotal,
      discount: orderLines.discount,
      offerId: orderLines.offerId,
      offerTitle: orderLines.offerTitle,
      codeDiscount: orderLines.codeDiscount,
      dropItemId: orderLines.dropItemId,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return nestOrderLines(rows);
}

/** The view of an order row and its lines (in position order). */
export function orderView(
  order: Omit<OrderRow, 'idempotencyKey' | 'requestHash' | 'numberSeq'>,
  lines: OrderLine[],
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
    offerCode:
      order.offerCode === null
        ? null
        : {
            code: order.offerCode,
            offerId: order.offerId ?? 0,
            title: order.offerTitle ?? '',
            saving: order.offerSaving,
          },
    delivery: {
      method: order.delivery.method,
      // A locker's or salon's name and city are public; a home's street and postcode are not.
      place: order.delivery.method === 'home' ? order.delivery.address.city : order.deliveryPlace,
    },
    // No attempt yet when it is placed; toView reads the latest attempt's state.
    payment:
      order.paymentMethod === 'invoice'
        ? { method: order.paymentMethod }
        : { method: order.paymentMethod, state: null },
    customer: { firstName: firstNameOf(order.customerName), email: maskEmail(order.customerEmail) },
    createdAt: order.createdAt.toISOString(),
    // Only a deadline while it still applies: once paid or cancelled there is nothing to race.
    expiresAt:
      order.status === 'pending_payment' && order.expiresAt ? order.expiresAt.toISOString() : null,
    vat: { total: order.vatAmount, rates: order.vatBreakdown },
    company: orderCompany(order),
    reverseCharge: order.reverseCharge,
    // Public like the rest of this answer: a carrier, a number and its carrier's page, no address.
    shipment: shipmentOf(order),
  };
}

/** The business an invoice order is billed to, as stored; null for card orders. */
export function orderCompany(
  order: Pick<
    OrderRow,
    'companyName' | 'companyRegistration' | 'companyVatNumber' | 'companyCountry'
  >,
): OrderView['company'] {
  const { companyName, companyRegistration, companyVatNumber, companyCountry } = order;
  if (companyName === null || companyRegistration === null || companyVatNumber === null) {
    return null;
  }
  return {
    name: companyName,
    country: companyCountry === 'BE' ? 'BE' : 'NL',
    registrationNumber: companyRegistration,
    vatNumber: companyVatNumber,
  };
}

/**
 * Stored order lines keep no VAT rate (the order keeps its breakdown), so the answer made right
 * after placing leaves the quote's rates out too: both answers of an order are the same.
 */
export function withoutVatRates(lines: readonly OrderLine[]): OrderLine[] {
  return lines.map((line) => {
    const { vatRate: _vatRate, ...rest } = line;
    if (rest.type !== 'box') return rest;
    return {
      ...rest,
      components: rest.components.map(({ vatRate: _rate, ...component }) => component),
    };
  });
}
