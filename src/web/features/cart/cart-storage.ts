import { emptyCart, type Cart } from '@/domain/cart';
import { CART_STORAGE_KEY, parseStoredCart } from '@/domain/stored-cart';

export { CART_STORAGE_KEY } from '@/domain/stored-cart';

/** Spec §8: a cart that cannot be loaded is logged and ignored — the shopper starts afresh. */
export function loadCart(raw?: string | null): Cart {
  try {
    return parseStoredCart(raw === undefined ? window.localStorage.getItem(CART_STORAGE_KEY) : raw);
  } catch (error) {
    console.error('The stored cart could not be loaded; starting with an empty cart.', error);
    return emptyCart();
  }
}

export function saveCart(cart: Cart): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch (error) {
    // Blocked or full storage: the cart still works for this visit.
    console.warn('The cart could not be stored.', error);
  }
}
