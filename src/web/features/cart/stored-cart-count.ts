import { useSyncExternalStore } from 'react';

// Until the CartContext arrives (cart issue), the header reads the item count straight from the
// stored cart. Whatever is in storage may be old, edited or corrupt: anything odd counts as 0.

export const CART_STORAGE_KEY = 'tress-cart';

export function countStoredCartItems(raw: string | null): number {
  if (!raw) return 0;
  let cart: unknown;
  try {
    cart = JSON.parse(raw);
  } catch {
    return 0;
  }
  if (!cart || typeof cart !== 'object' || !('items' in cart) || !Array.isArray(cart.items))
    return 0;
  let count = 0;
  for (const item of cart.items as unknown[]) {
    if (!item || typeof item !== 'object' || !('quantity' in item)) continue;
    const { quantity } = item;
    if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0)
      count += quantity;
  }
  return count;
}

function readCount(): number {
  try {
    return countStoredCartItems(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return 0; // storage can be blocked (private mode, strict settings)
  }
}

function subscribe(onChange: () => void): () => void {
  // "storage" fires when another tab changes the cart.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function useStoredCartCount(): number {
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
