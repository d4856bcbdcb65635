import type { OrderStatus } from '@/domain/order-status';
import { DEFAULT_LOCALE } from '@/domain/money';

/** The words an admin reads for each order status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  awaiting_invoice: 'Awaiting invoice',
  paid: 'Paid',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** The button that moves an order to a status: a verb, so the admin reads what it does. */
export const ORDER_STATUS_ACTIONS: Record<OrderStatus, string> = {
  pending_payment: 'Mark as awaiting payment',
  awaiting_invoice: 'Mark as awaiting invoice',
  paid: 'Mark as paid',
  processing: 'Start processing',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
  refunded: 'Mark as refunded',
};

export const PAYMENT_LABELS = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  card: 'Card',
  invoice: 'Pay on invoice',
} as const;

const dateTime = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}
