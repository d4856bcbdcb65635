// The cart (specification.md §3–§5, product.md §5): a pure reducer shared by the web app's
// CartContext and anything else that needs the rules. Prices here are the client's estimate for
// the shopper's tier; checkout always charges the server's quote.
import { MAX_LINE_QUANTITY } from './line-quantity';
import type { Cents } from './money';
import type { DropAudience } from './drops';
import { tierOf, unitPriceFor, type UserType } from './pricing';
import type { Locker } from './salons';

export type CartItemType = 'drop' | 'box';
/**
 * Catalog products have integer ids; every box gets its own `box:<uuid>` so boxes never merge;
 * a weekly-drop item is `drop:<drop item id>` (one line per drop item).
 */
export type CartProductId = number | `box:${string}` | `drop:${number}`;
export type DeliveryMethod = 'home' | 'locker' | 'salon';

export interface CartVariant {
  name: string;
  price: Cents | null;
  business_price: Cents | null;
  stock?: number;
}

/** What the cart keeps of a product: enough to show and reprice a line, nothing more. */
export interface CartProduct {
  id: CartProductId;
  name: string;
  slug: string | null;
  image: string | null;
  price: Cents;
  business_price: Cents | null;
  variant_detail: CartVariant[];
}

/** A catalog Product fits this shape as it is; boxes and drops build one. */
export interface CartProductInput {
  id: CartProductId;
  name: string;
  slug?: string | null;
  images?: readonly string[];
  image?: string | null;
  price: Cents;
  business_price: Cents | null;
  variant_detail: readonly CartVariant[];
}

export interface CartComponent {
  productId: number;
  name: string;
  selectedVariant: string | null;
  quantity: number;
}

/**
 * A drop line's hold on the server (product.md §10): its units are the cart's until `expiresAt`
 * (the server's clock). The hold id is what a quote or an order sends for the line.
 */
export interface DropHold {
  id: string;
  /** The drop item's id (the server's number; the line's productId is `drop:<itemId>`). */
  itemId: number;
  dropId: string;
  expiresAt: string;
  audience: DropAudience;
}

export function isBoxId(id: CartProductId): id is `box:${string}` {
  return typeof id === 'string' && id.startsWith('box:');
}

/** The product id of a drop item's line. */
export function dropLineId(itemId: number): `drop:${number}` {
  return `drop:${itemId}`;
}

/** Milliseconds a hold has left on the server's clock (device time plus its offset); 0 once over. */
export function holdMsLeft(
  hold: Pick<DropHold, 'expiresAt'>,
  serverOffsetMs = 0,
  deviceNow = Date.now(),
): number {
  const end = Date.parse(hold.expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, end - (deviceNow + serverOffsetMs));
}

/** A drop line whose hold has run out: left out of quotes and orders until it is held again. */
export function isExpiredDropLine(
  item: Pick<CartItem, 'type' | 'hold'>,
  serverOffsetMs = 0,
  deviceNow = Date.now(),
): boolean {
  return (
    item.type === 'drop' && (!item.hold || holdMsLeft(item.hold, serverOffsetMs, deviceNow) === 0)
  );
}

export interface CartItem {
  productId: CartProductId;
  product: CartProduct;
  selectedVariant: string | null;
  quantity: number;
  /** Unit price for the cart's tier, in cents. */
  price: Cents;
  type?: CartItemType;
  components?: CartComponent[];
  /** Drop lines only: the server's hold on the line's units. */
  hold?: DropHold;
}

/** Spec §3: the pickup salon (from a salon session or chosen among partner salons). */
export interface SelectedSalon {
  id: string;
  name: string;
  city: string;
  address: string;
  email: string | null;
}

export interface Cart {
  items: CartItem[];
  userType: UserType;
  totalAmount: Cents;
  salonId: string | null;
  selectedSalon: SelectedSalon | null;
  selectedLocker: Locker | null;
  freeDelivery: boolean;
  deliveryMethod: DeliveryMethod;
}

export interface NewCartItem {
  product: CartProductInput;
  selectedVariant?: string | null;
  quantity: number;
  type?: CartItemType;
  components?: readonly CartComponent[];
  /** Drop lines only (type 'drop'): the hold the server gave for `quantity` units. */
  hold?: DropHold;
}

export type CartAction =
  | { type: 'add'; item: NewCartItem }
  | { type: 'remove'; productId: CartProductId; selectedVariant?: string | null }
  | {
      type: 'update-quantity';
      productId: CartProductId;
      selectedVariant: string | null;
      quantity: number;
    }
  | {
      type: 'change-variant';
      productId: CartProductId;
      fromVariant: string | null;
      toVariant: string | null;
    }
  /** A drop line's hold changed (quantity changed on the server, or held again after expiry). */
  | { type: 'hold'; productId: CartProductId; hold: DropHold; quantity: number }
  | { type: 'clear' }
  | { type: 'set-shopper'; userType: UserType; salonId: string | null }
  | { type: 'refresh-products'; products: readonly CartProductInput[] }
  | { type: 'select-delivery'; method: DeliveryMethod }
  | { type: 'select-salon'; salon: SelectedSalon | null }
  | { type: 'select-locker'; locker: Locker | null }
  | { type: 'set-free-delivery'; freeDelivery: boolean }
  | { type: 'replace'; cart: Cart };

export function emptyCart(userType: UserType = 'client', salonId: string | null = null): Cart {
  return {
    items: [],
    userType,
    totalAmount: 0,
    salonId,
    selectedSalon: null,
    selectedLocker: null,
    freeDelivery: false,
    deliveryMethod: 'home',
  };
}

/** Quantity is never below 1 (spec §5), always whole, and never absurd. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));
}

export function toCartProduct(product: CartProductInput): CartProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug ?? null,
    image: product.image ?? product.images?.[0] ?? null,
    price: product.price,
    business_price: product.business_price,
    variant_detail: product.variant_detail.map((variant) => ({
      name: variant.name,
      price: variant.price,
      business_price: variant.business_price,
      ...(variant.stock === undefined ? {} : { stock: variant.stock }),
    })),
  };
}

function sameComponents(
  a: readonly CartComponent[] | undefined,
  b: readonly CartComponent[] | undefined,
): boolean {
  const left = a ?? [];
  const right = b ?? [];
  return (
    left.length === right.length &&
    left.every((component, index) => {
      const other = right[index];
      return (
        other !== undefined &&
        component.productId === other.productId &&
        component.selectedVariant === other.selectedVariant &&
        component.quantity === other.quantity
      );
    })
  );
}

/** product.md §5: two items match on productId, selectedVariant and components (if any). */
export function isSameLine(
  item: Pick<CartItem, 'productId' | 'selectedVariant' | 'components'>,
  other: Pick<CartItem, 'productId' | 'selectedVariant' | 'components'>,
): boolean {
  return (
    item.productId === other.productId &&
    item.selectedVariant === other.selectedVariant &&
    sameComponents(item.components, other.components)
  );
}

function priceOf(
  product: CartProduct,
  variant: string | null,
  userType: UserType,
  type?: CartItemType,
): Cents {
  // A drop line's product carries the drop price the server gave for the shopper's tier.
  if (type === 'drop') return product.price;
  return unitPriceFor(product, variant, tierOf(userType));
}

export function cartTotal(items: readonly CartItem[]): Cents {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

export function cartItemCount(cart: Pick<Cart, 'items'>): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Every change of the items goes through here, so the total can never drift from the lines. */
function withItems(cart: Cart, items: CartItem[]): Cart {
  return { ...cart, items, totalAmount: cartTotal(items) };
}

function repriced(cart: Cart, userType: UserType): CartItem[] {
  return cart.items.map((item) => ({
    ...item,
    price: priceOf(item.product, item.selectedVariant, userType, item.type),
  }));
}

function addItem(cart: Cart, input: NewCartItem): Cart {
  const product = toCartProduct(input.product);
  const candidate: CartItem = {
    productId: product.id,
    product,
    selectedVariant: input.selectedVariant ?? null,
    quantity: clampQuantity(input.quantity),
    price: priceOf(product, input.selectedVariant ?? null, cart.userType, input.type),
    ...(input.type ? { type: input.type } : {}),
    ...(input.components ? { components: input.components.map((c) => ({ ...c })) } : {}),
    ...(input.hold ? { hold: { ...input.hold } } : {}),
  };
  const existing = cart.items.findIndex((item) => isSameLine(item, candidate));
  if (existing === -1) return withItems(cart, [...cart.items, candidate]);
  const current = cart.items[existing];
  if (candidate.hold && current && current.hold?.id !== candidate.hold.id) {
    // A new hold for a drop item: the old one had expired, so only the new units are the cart's.
    return withItems(
      cart,
      cart.items.map((item, index) => (index === existing ? candidate : item)),
    );
  }
  return withItems(
    cart,
    cart.items.map((item, index) =>
      index === existing
        ? {
            ...item,
            // The newest snapshot of the product wins: its price may have changed since.
            product,
            price: candidate.price,
            quantity: clampQuantity(item.quantity + candidate.quantity),
            // The same hold grew on the server: it keeps the newest expiry.
            ...(candidate.hold ? { hold: candidate.hold } : {}),
          }
        : item,
    ),
  );
}

function changeVariant(
  cart: Cart,
  productId: CartProductId,
  fromVariant: string | null,
  toVariant: string | null,
): Cart {
  const index = cart.items.findIndex(
    (item) => item.productId === productId && item.selectedVariant === fromVariant,
  );
  const line = cart.items[index];
  if (!line || fromVariant === toVariant) return cart;
  const moved: CartItem = {
    ...line,
    selectedVariant: toVariant,
    price: priceOf(line.product, toVariant, cart.userType, line.type),
  };
  const rest = cart.items.filter((_, i) => i !== index);
  // Changing to a variant that already has its own line merges the two, as adding it would.
  const twin = rest.findIndex((item) => isSameLine(item, moved));
  if (twin === -1)
    return withItems(
      cart,
      cart.items.map((item, i) => (i === index ? moved : item)),
    );
  return withItems(
    cart,
    rest.map((item, i) =>
      i === twin ? { ...item, quantity: clampQuantity(item.quantity + moved.quantity) } : item,
    ),
  );
}

export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add':
      return addItem(cart, action.item);
    case 'remove':
      // Spec §4: removing deletes by product. Naming a variant narrows it to that one line,
      // so the cart page's "Remove" never takes a shopper's other length with it.
      return withItems(
        cart,
        cart.items.filter(
          (item) =>
            item.productId !== action.productId ||
            (action.selectedVariant !== undefined &&
              item.selectedVariant !== action.selectedVariant),
        ),
      );
    case 'update-quantity':
      return withItems(
        cart,
        cart.items.map((item) =>
          item.productId === action.productId && item.selectedVariant === action.selectedVariant
            ? { ...item, quantity: clampQuantity(action.quantity) }
            : item,
        ),
      );
    case 'change-variant':
      // A drop line's variant is the drop item's: it cannot be changed.
      if (typeof action.productId === 'string' && action.productId.startsWith('drop:')) return cart;
      return changeVariant(cart, action.productId, action.fromVariant, action.toVariant);
    case 'hold':
      return withItems(
        cart,
        cart.items.map((item) =>
          item.productId === action.productId && item.type === 'drop'
            ? { ...item, hold: { ...action.hold }, quantity: clampQuantity(action.quantity) }
            : item,
        ),
      );
    case 'clear':
      // Spec §4: clearing keeps the user type and the salon id.
      return emptyCart(cart.userType, cart.salonId);
    case 'set-shopper': {
      if (cart.userType === action.userType && cart.salonId === action.salonId) return cart;
      const next = { ...cart, userType: action.userType, salonId: action.salonId };
      return withItems(next, repriced(next, action.userType));
    }
    case 'refresh-products': {
      const fresh = new Map(action.products.map((p) => [p.id, toCartProduct(p)]));
      const items = cart.items.map((item) => {
        // Drop lines keep the drop price they were held at: the catalog does not know it.
        const product = item.type === 'drop' ? undefined : fresh.get(item.productId);
        if (!product) return item;
        return { ...item, product, price: priceOf(product, item.selectedVariant, cart.userType) };
      });
      return withItems(cart, items);
    }
    case 'select-delivery':
      return { ...cart, deliveryMethod: action.method };
    case 'select-salon':
      return { ...cart, selectedSalon: action.salon };
    case 'select-locker':
      return { ...cart, selectedLocker: action.locker };
    case 'set-free-delivery':
      return cart.freeDelivery === action.freeDelivery
        ? cart
        : { ...cart, freeDelivery: action.freeDelivery };
    case 'replace':
      return action.cart;
  }
}
