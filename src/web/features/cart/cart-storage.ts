import { emptyCart, type Cart } from '@/domain/cart';
import { isUuid } from '@/domain/ids';
import { CART_STORAGE_KEY, parseStoredCart } from '@/domain/stored-cart';

export { CART_STORAGE_KEY } from '@/domain/stored-cart';

/**
 * The salon recommendation the cart came from (issue 14): the last one opened, sent with quotes
 * and orders so the order can be attributed to the salon. Kept beside the cart's own fields.
 */
export interface CartRecommendation {
  id: string;
  /** When the shopper opened it, in ms since the epoch. */
  openedAt: number;
}

export interface StoredCart {
  cart: Cart;
  recommendation: CartRecommendation | null;
}

// ATTRIBUTION_DAYS of domain/recommendations.ts, written again: that module builds zod schemas,
// which would land in the first visit's JavaScript with the cart.
const ATTRIBUTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A stored recommendation, checked by hand like the rest of the cart (zod would weigh on every
 * first visit). Carts stored before recommendations existed have none; one opened more than
 * 30 days ago is dropped (the server would ignore it anyway).
 */
export function readRecommendation(value: unknown, now = Date.now()): CartRecommendation | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, openedAt } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !isUuid(id)) return null;
  if (typeof openedAt !== 'number' || !Number.isFinite(openedAt)) return null;
  if (now - openedAt > ATTRIBUTION_MS) return null;
  return { id, openedAt };
}

/** Spec §8: a cart that cannot be loaded is logged and ignored — the shopper starts afresh. */
export function loadStoredCart(raw?: string | null): StoredCart {
  // On the server, which renders a first visit's markup, there is no storage: an empty cart.
  if (raw === undefined && typeof window === 'undefined')
    return { cart: emptyCart(), recommendation: null };
  try {
    const text = raw === undefined ? window.localStorage.getItem(CART_STORAGE_KEY) : raw;
    const cart = parseStoredCart(text);
    // parseStoredCart has read the text as a JSON object already when there is a cart.
    const fields = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    return { cart, recommendation: readRecommendation(fields.recommendation) };
  } catch (error) {
    console.error('The stored cart could not be loaded; starting with an empty cart.', error);
    return { cart: emptyCart(), recommendation: null };
  }
}

export function saveCart(cart: Cart, recommendation: CartRecommendation | null = null): void {
  try {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify(recommendation ? { ...cart, recommendation } : cart),
    );
  } catch (error) {
    // Blocked or full storage: the cart still works for this visit.
    console.warn('The cart could not be stored.', error);
  }
}
