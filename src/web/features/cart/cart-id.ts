// The cart's id (product.md §10): random, made once by the web app and kept with the cart, so the
// server can group a cart's holds on drop units. With a hold's id it proves the hold is this
// cart's (issue 28): changing, releasing or ordering a hold needs both.

export const CART_ID_STORAGE_KEY = 'tress-cart-id';
const CART_ID = /^[A-Za-z0-9_-]{16,64}$/;

function newCartId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

let memory: string | null = null;

/** The stored cart id, made and stored on first use (kept in memory when storage is blocked). */
export function cartId(): string {
  try {
    const stored = window.localStorage.getItem(CART_ID_STORAGE_KEY);
    if (stored && CART_ID.test(stored)) return stored;
    const made = memory ?? newCartId();
    window.localStorage.setItem(CART_ID_STORAGE_KEY, made);
    memory = made;
    return made;
  } catch {
    memory ??= newCartId();
    return memory;
  }
}
