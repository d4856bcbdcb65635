import { cartReducer, emptyCart, type Cart, type NewCartItem } from '@/domain/cart';
import type { UserType } from '@/domain/pricing';
import { SALON_SESSION_STORAGE_KEY, type SalonSession } from '@/domain/salon-session';
import { CART_STORAGE_KEY } from '@/domain/stored-cart';

/** A cart made the way the app makes one: item by item through the reducer. */
export function cartWith(items: NewCartItem[], userType: UserType = 'client'): Cart {
  return items.reduce(
    (cart, item) => cartReducer(cart, { type: 'add', item }),
    emptyCart(userType),
  );
}

export function storeCart(cart: Cart): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
}

export function storedCart(): Cart {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as Cart;
}

export function storeSession(session: SalonSession): void {
  localStorage.setItem(SALON_SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function storedSession(): unknown {
  return JSON.parse(localStorage.getItem(SALON_SESSION_STORAGE_KEY) ?? 'null');
}
