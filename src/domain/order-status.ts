// An order's life (product.md §8): its statuses, the changes an admin may make between them, and
// which ends give reserved stock back. The shop's own changes (paid, expired) are its services'.
import { z } from 'zod';
import { text } from './schema-blocks';
import { carrierSchema, trackingNumberSchema } from './shipments';

export const ORDER_STATUSES = [
  'pending_payment',
  'awaiting_invoice',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The status changes an admin may make (product.md §8). Payment (pending_payment → paid) and
 * expiry are the shop's own doing, never an admin's: an admin cannot claim money arrived.
 */
export const ADMIN_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['cancelled'],
  awaiting_invoice: ['processing', 'cancelled'],
  paid: ['processing', 'refunded'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function allowedTransitions(from: OrderStatus): readonly OrderStatus[] {
  return ADMIN_TRANSITIONS[from];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ADMIN_TRANSITIONS[from].includes(to);
}

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

/** Whether moving an order from `from` to `to` puts its reserved units back on the shelf. */
export function givesStockBack(from: OrderStatus, to: OrderStatus): boolean {
  return ENDS.includes(to) && HOLDS_STOCK.includes(from);
}

/**
 * POST /api/admin/orders/:id/status. Shipping may name the carrier and the tracking number (both
 * optional; an empty number is none); other changes carry neither.
 */
export const orderStatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
    note: text().trim().max(500, 'Use at most 500 characters').optional(),
    carrier: carrierSchema.optional(),
    trackingNumber: trackingNumberSchema.optional(),
  })
  .strict()
  .superRefine((change, context) => {
    if (change.status === 'shipped') return;
    for (const field of ['carrier', 'trackingNumber'] as const) {
      if (change[field] !== undefined && change[field] !== '')
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'Only a shipped order has a carrier and a tracking number',
        });
    }
  });
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/**
 * POST /api/admin/orders/{id}/refund (issue 31): the order's payment given back in full through
 * the provider that took it, with an optional note for the order's history.
 */
export const orderRefundSchema = z
  .object({ note: text().trim().max(500, 'Use at most 500 characters').optional() })
  .strict();
export type OrderRefund = z.infer<typeof orderRefundSchema>;
