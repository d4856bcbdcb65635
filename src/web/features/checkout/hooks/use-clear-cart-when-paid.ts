import { useEffect } from 'react';
import type { OrderView } from '@/domain/orders';
import { useCart } from '@/web/features/cart/cart-context';
import { orderItemsOf } from '../checkout-request';
import { takePlacedOrder } from '../placed-order';

/** Statuses of an order the shop has: paid by card, accepted on invoice, or further along. */
const SETTLED: readonly OrderView['status'][] = [
  'paid',
  'awaiting_invoice',
  'processing',
  'shipped',
  'delivered',
];

/**
 * Clears the cart (keeping user type and salon id, and dropping its recommendation) when the
 * order it was placed as is paid or accepted — and only then (product.md §8).
 */
export function useClearCartWhenPaid(order: OrderView | undefined): void {
  const { cart, clearCart } = useCart();
  const settled = order !== undefined && SETTLED.includes(order.status);
  const orderId = order?.id;
  useEffect(() => {
    if (settled && orderId && takePlacedOrder(orderId, orderItemsOf(cart.items).items)) {
      clearCart();
    }
  }, [settled, orderId, cart.items, clearCart]);
}
