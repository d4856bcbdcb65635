import { isBoxSize } from '@/domain/boxes';
import type { Cart, CartItem } from '@/domain/cart';
import type { DeliveryChoice, HomeAddress, OrderItem, QuoteRequest } from '@/domain/orders';
import type { CartRecommendation } from '@/web/features/cart/cart-storage';

// Turns the cart into the body of a quote or an order: only product, variant and quantity travel
// (the server prices everything itself).

/**
 * Catalog lines (numeric ids), boxes (their size and components; one box item per unit, the
 * server prices each) and held drop lines (their hold: the server knows the item and quantity)
 * can be ordered; anything else — a drop line whose hold ran out, too — is held back and named
 * to the shopper.
 */
export function orderItemsOf(
  items: readonly CartItem[],
  isHoldExpired: (item: CartItem) => boolean = () => false,
): {
  items: OrderItem[];
  heldBack: CartItem[];
} {
  const orderable: OrderItem[] = [];
  const heldBack: CartItem[] = [];
  for (const item of items) {
    if (item.type === 'drop') {
      if (item.hold && !isHoldExpired(item)) orderable.push({ type: 'drop', holdId: item.hold.id });
      else heldBack.push(item);
    } else if (typeof item.productId === 'number') {
      orderable.push({
        productId: item.productId,
        variant: item.selectedVariant,
        quantity: item.quantity,
      });
    } else if (item.type === 'box' && item.components && isBoxSize(item.selectedVariant)) {
      const box: OrderItem = {
        type: 'box',
        size: item.selectedVariant,
        components: item.components.map((component) => ({
          productId: component.productId,
          variant: component.selectedVariant,
          quantity: component.quantity,
        })),
      };
      for (let unit = 0; unit < item.quantity; unit += 1) orderable.push(box);
    } else {
      heldBack.push(item);
    }
  }
  return { items: orderable, heldBack };
}

/**
 * The delivery the cart and the address form describe, or null while it is incomplete. Locker
 * and salon are chosen with the cart's own pickers, so the choice stays when going back to the cart.
 */
export function deliveryOf(
  cart: Pick<Cart, 'deliveryMethod' | 'selectedLocker' | 'selectedSalon'>,
  address: HomeAddress | null,
): DeliveryChoice | null {
  switch (cart.deliveryMethod) {
    case 'home':
      return address ? { method: 'home', address } : null;
    case 'locker':
      return cart.selectedLocker ? { method: 'locker', lockerId: cart.selectedLocker.code } : null;
    case 'salon':
      return cart.selectedSalon ? { method: 'salon', salonId: cart.selectedSalon.id } : null;
  }
}

/** The cart's estimate of a line, to say so when the server's price differs. */
export function estimateOf(
  items: readonly CartItem[],
  productId: number,
  variant: string | null,
): number | undefined {
  return items.find((item) => item.productId === productId && item.selectedVariant === variant)
    ?.price;
}

/**
 * The cart's id, for the body of a quote or an order with drop lines: the server spends only
 * holds the same cart made (issue 28). Without drop lines the body stays as it was.
 */
export function holdingCartOf(
  items: readonly OrderItem[],
  cartId: () => string,
): Pick<QuoteRequest, 'cartId'> {
  return items.some((item) => item.type === 'drop') ? { cartId: cartId() } : {};
}

/**
 * The recommendation the cart came from, for a quote's or an order's body (issue 14): the server
 * attributes the order to its salon, or ignores an id it does not know or finds too old.
 */
export function attributionOf(
  recommendation: Pick<CartRecommendation, 'id'> | null,
): Pick<QuoteRequest, 'recommendationId'> {
  return recommendation ? { recommendationId: recommendation.id } : {};
}
