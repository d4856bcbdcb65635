// The order this browser's cart was last placed as (product.md §8, issue 17). The cart stays
// until that order is paid (card) or accepted (invoice): a declined card or an abandoned payment
// page leaves it as it was. What was ordered (the request's items: products, variants,
// quantities, boxes, holds — no prices, which the cart refreshes) is kept with the order's id, so
// a cart the shopper changed since (back to the cart, another product added) is not thrown away
// when the first order is paid after all.
import type { OrderItem } from '@/domain/orders';

const PLACED_ORDER_KEY = 'tress.placed-order.v1';

interface PlacedOrder {
  orderId: string;
  /** The order request's items, as JSON. */
  items: string;
}

function read(): PlacedOrder | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(PLACED_ORDER_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { orderId, items } = value as Record<string, unknown>;
    return typeof orderId === 'string' && typeof items === 'string' ? { orderId, items } : null;
  } catch {
    return null;
  }
}

/** Notes that the cart's `items` became the order `orderId`, replacing any earlier one. */
export function rememberPlacedOrder(orderId: string, items: readonly OrderItem[]): void {
  try {
    const placed: PlacedOrder = { orderId, items: JSON.stringify(items) };
    window.localStorage.setItem(PLACED_ORDER_KEY, JSON.stringify(placed));
  } catch {
    // Storage full or refused: the cart then simply stays after payment, which loses nothing.
  }
}

/**
 * Once `orderId` is paid or accepted: whether the cart (its orderable `items` now) is still the
 * one it was placed from, so it should be cleared. Forgets the order either way; answers false
 * for any other order.
 */
export function takePlacedOrder(orderId: string, items: readonly OrderItem[]): boolean {
  const placed = read();
  if (placed?.orderId !== orderId) return false;
  try {
    window.localStorage.removeItem(PLACED_ORDER_KEY);
  } catch {
    // Nothing to do: the entry only ever clears a cart that still matches it.
  }
  return placed.items === JSON.stringify(items);
}
