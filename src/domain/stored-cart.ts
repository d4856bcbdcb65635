// Reading the cart back from browser storage (spec §4, §8). Whatever is stored may be old, edited
// or corrupt: every field is checked, a bad line is dropped, and a bad cart is no cart. Prices
// and the total are recomputed rather than trusted, and freeDelivery always starts false.
import {
  cartReducer,
  clampQuantity,
  emptyCart,
  type Cart,
  type CartComponent,
  type CartItem,
  type CartProduct,
  type CartProductId,
  type CartVariant,
  type DeliveryMethod,
  type DropHold,
  type SelectedSalon,
} from './cart';
import { MAX_LINE_QUANTITY } from './line-quantity';
import type { UserType } from './pricing';
import type { Locker } from './salons';

export const CART_STORAGE_KEY = 'tress-cart';

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function productId(value: unknown): CartProductId | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^box:[\w-]{1,64}$/.test(value)) return value as `box:${string}`;
  if (typeof value === 'string' && /^drop:[1-9]\d{0,14}$/.test(value))
    return value as `drop:${number}`;
  return null;
}

/** A drop line's hold; a drop line without a readable one cannot be ordered and is dropped. */
function hold(value: unknown, id: CartProductId): DropHold | null {
  if (!isObject(value)) return null;
  const { id: holdId, itemId, dropId, expiresAt, audience } = value;
  if (typeof holdId !== 'string' || !/^[\w-]{1,64}$/.test(holdId)) return null;
  if (typeof itemId !== 'number' || !Number.isSafeInteger(itemId) || id !== `drop:${itemId}`)
    return null;
  if (typeof dropId !== 'string' || dropId.length > 64) return null;
  if (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) return null;
  if (audience !== 'public' && audience !== 'salons') return null;
  return { id: holdId, itemId, dropId, expiresAt, audience };
}

function variant(value: unknown): CartVariant | null {
  if (!isObject(value) || typeof value.name !== 'string') return null;
  const price = value.price === null || isCents(value.price) ? value.price : undefined;
  const business =
    value.business_price === null || isCents(value.business_price)
      ? value.business_price
      : undefined;
  if (price === undefined || business === undefined) return null;
  return {
    name: value.name,
    price,
    business_price: business,
    ...(isCents(value.stock) ? { stock: value.stock } : {}),
  };
}

function product(value: unknown, id: CartProductId): CartProduct | null {
  if (!isObject(value) || typeof value.name !== 'string' || !isCents(value.price)) return null;
  if (value.business_price !== null && !isCents(value.business_price)) return null;
  if (!Array.isArray(value.variant_detail)) return null;
  const variants = value.variant_detail.map(variant);
  if (variants.some((v) => v === null)) return null;
  return {
    id,
    name: value.name,
    slug: text(value.slug),
    image: text(value.image),
    price: value.price,
    business_price: value.business_price,
    variant_detail: variants as CartVariant[],
  };
}

function component(value: unknown): CartComponent | null {
  if (!isObject(value) || typeof value.name !== 'string') return null;
  const id = productId(value.productId);
  if (typeof id !== 'number') return null;
  const quantity = value.quantity;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  const chosen = value.selectedVariant;
  if (chosen !== null && typeof chosen !== 'string') return null;
  return { productId: id, name: value.name, selectedVariant: chosen, quantity };
}

function item(value: unknown): Omit<CartItem, 'price'> | null {
  if (!isObject(value)) return null;
  const id = productId(value.productId);
  if (id === null) return null;
  const stored = product(value.product, id);
  if (!stored) return null;
  const chosen = value.selectedVariant ?? null;
  if (chosen !== null && typeof chosen !== 'string') return null;
  const quantity = value.quantity;
  if (
    typeof quantity !== 'number' ||
    !Number.isFinite(quantity) ||
    quantity > MAX_LINE_QUANTITY * 10
  )
    return null;
  let components: CartComponent[] | undefined;
  if (value.components !== undefined) {
    if (!Array.isArray(value.components)) return null;
    const parsed = value.components.map(component);
    if (parsed.some((c) => c === null)) return null;
    components = parsed as CartComponent[];
  }
  const type = value.type === 'drop' || value.type === 'box' ? value.type : undefined;
  // A drop line is exactly a `drop:<id>` line of type 'drop' with its hold, or nothing.
  const isDropId = typeof id === 'string' && id.startsWith('drop:');
  if (isDropId !== (type === 'drop')) return null;
  const held = isDropId ? hold(value.hold, id) : null;
  if (isDropId && !held) return null;
  return {
    productId: id,
    product: stored,
    selectedVariant: chosen,
    quantity: clampQuantity(quantity),
    ...(type ? { type } : {}),
    ...(components ? { components } : {}),
    ...(held ? { hold: held } : {}),
  };
}

function userType(value: unknown): UserType {
  return value === 'salon' || value === 'friends-family' ? value : 'client';
}

function selectedSalon(value: unknown): SelectedSalon | null {
  if (!isObject(value)) return null;
  const { id, name, city, address, email } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof address !== 'string')
    return null;
  return { id, name, address, city: text(city) ?? '', email: text(email) };
}

function locker(value: unknown): Locker | null {
  if (!isObject(value)) return null;
  const { code, name, address, postcode, city, country, lat, lng } = value;
  if (![code, name, address, postcode, city, country].every((field) => typeof field === 'string'))
    return null;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return { code, name, address, postcode, city, country, lat, lng } as Locker;
}

function deliveryMethod(value: unknown): DeliveryMethod {
  return value === 'locker' || value === 'salon' ? value : 'home';
}

/** The stored cart, or an empty one when there is none or it cannot be read. */
export function parseStoredCart(raw: string | null): Cart {
  if (!raw) return emptyCart();
  const value: unknown = JSON.parse(raw);
  if (!isObject(value)) throw new TypeError('The stored cart is not an object');
  const items = Array.isArray(value.items) ? value.items.map(item) : [];
  const base: Cart = {
    ...emptyCart(userType(value.userType), text(value.salonId)),
    selectedSalon: selectedSalon(value.selectedSalon),
    selectedLocker: locker(value.selectedLocker),
    deliveryMethod: deliveryMethod(value.deliveryMethod),
  };
  // Adding each line through the reducer prices it for the stored tier and merges duplicates.
  return items.reduce<Cart>(
    (cart, line) =>
      line
        ? cartReducer(cart, {
            type: 'add',
            item: {
              product: line.product,
              selectedVariant: line.selectedVariant,
              quantity: line.quantity,
              ...(line.type ? { type: line.type } : {}),
              ...(line.components ? { components: line.components } : {}),
              ...(line.hold ? { hold: line.hold } : {}),
            },
          })
        : cart,
    base,
  );
}
