// Whether an order can be paid now, checked before any provider is asked to take money.
import { ERROR_CODES } from '@/domain/api-problem';
import type { OrderView } from '@/domain/orders';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import type { MarkPaidResult } from '../orders/status';
import { findOrderView } from '../orders/views';

const PAID_ALREADY = new Set<OrderView['status']>(['paid', 'processing', 'shipped', 'delivered']);

/** The order, if it is an unpaid online-paid order whose deadline has not passed; else the 4xx why not. */
export async function findPayableOrder(
  db: Database,
  orderId: string | null,
  now: Date = new Date(),
): Promise<OrderView> {
  const order = orderId === null ? undefined : await findOrderView(db, orderId);
  if (!order) throw notFound('There is no such order.');
  if (order.payment.method === 'invoice') {
    throw new AppError(
      ERROR_CODES.enum.ORDER_NOT_PAYABLE,
      409,
      'This order is paid on invoice, not by card; the invoice follows by mail.',
    );
  }
  if (PAID_ALREADY.has(order.status)) throw alreadyPaid();
  const expired = order.expiresAt !== null && Date.parse(order.expiresAt) <= now.getTime();
  if (order.status !== 'pending_payment' || expired) throw notPayable();
  return order;
}

/** Why markOrderPaid changed nothing, as the shopper should hear it. */
export function unpaidReason(result: Extract<MarkPaidResult, { changed: false }>): AppError {
  if (result.status === null) return notFound('There is no such order.');
  if (result.status !== null && PAID_ALREADY.has(result.status)) return alreadyPaid();
  return notPayable();
}

function alreadyPaid(): AppError {
  return new AppError(ERROR_CODES.enum.ALREADY_PAID, 409, 'This order has already been paid.');
}

function notPayable(): AppError {
  return new AppError(
    ERROR_CODES.enum.ORDER_NOT_PAYABLE,
    409,
    'This order can no longer be paid: it expired or was cancelled. Please place it again.',
  );
}
