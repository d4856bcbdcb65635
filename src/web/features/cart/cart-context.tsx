import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  cartItemCount,
  cartReducer,
  clampQuantity,
  toCartProduct,
  type Cart,
  type CartAction,
  type CartProduct,
  type CartProductId,
  type DeliveryMethod,
  type NewCartItem,
  type SelectedSalon,
} from '@/domain/cart';
import type { Locker } from '@/domain/salons';
import { toast } from '@/web/components/ui/use-toast';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { CART_STORAGE_KEY, loadCart, saveCart } from './cart-storage';
import { useCartRefresh } from './use-cart-refresh';
import { useFreeDelivery } from './use-free-delivery';

/** Spec §3: shown briefly after each add. */
export interface CartNotification {
  product: CartProduct;
  quantity: number;
  variant: string | null;
  timestamp: number;
}

export interface CartContextValue {
  cart: Cart;
  itemCount: number;
  addItem: (item: NewCartItem) => void;
  /** Without a variant, removes every line of the product (spec §4); with one, only that line. */
  removeItem: (productId: CartProductId, selectedVariant?: string | null) => void;
  updateQuantity: (
    productId: CartProductId,
    selectedVariant: string | null,
    quantity: number,
  ) => void;
  changeVariant: (
    productId: CartProductId,
    fromVariant: string | null,
    toVariant: string | null,
  ) => void;
  clearCart: () => void;
  selectDelivery: (method: DeliveryMethod) => void;
  selectSalon: (salon: SelectedSalon | null) => void;
  selectLocker: (locker: Locker | null) => void;
  lastNotification: CartNotification | null;
  dismissNotification: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

function describe(notification: CartNotification): string {
  const variant = notification.variant ? ` · ${notification.variant}` : '';
  return `${notification.product.name}${variant} × ${notification.quantity}`;
}

export function CartProvider({ children }: { children: ReactNode }) {
  const shopper = useShopper();
  const queryClient = useQueryClient();
  const [cart, dispatch] = useReducer(cartReducer, undefined, () =>
    cartReducer(loadCart(), {
      type: 'set-shopper',
      userType: shopper.userType,
      salonId: shopper.salonId,
    }),
  );
  const [lastNotification, setLastNotification] = useState<CartNotification | null>(null);
  const fromOtherTab = useRef(false);

  // Prices follow the shopper's tier, e.g. back to client prices when a salon session ends.
  useEffect(() => {
    dispatch({ type: 'set-shopper', userType: shopper.userType, salonId: shopper.salonId });
  }, [shopper.userType, shopper.salonId]);

  useEffect(() => {
    // Echoing another tab's change back would make two tabs write to each other forever.
    if (fromOtherTab.current) {
      fromOtherTab.current = false;
      return;
    }
    saveCart(cart);
  }, [cart]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
      fromOtherTab.current = true;
      dispatch({ type: 'replace', cart: loadCart(event.newValue) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // The salon's own address is the preselected pickup point in its salon session (product.md §7).
  const preselected = useRef<string | null>(null);
  const sessionSalon = shopper.accessType === 'salon' ? shopper.selectedSalon : null;
  useEffect(() => {
    if (!sessionSalon || preselected.current === sessionSalon.id) return;
    preselected.current = sessionSalon.id;
    dispatch({ type: 'select-salon', salon: sessionSalon });
    dispatch({ type: 'select-delivery', method: 'salon' });
  }, [sessionSalon]);

  useCartRefresh(cart.items, shopper.tier, queryClient, dispatch);
  useFreeDelivery(cart, shopper.tier, shopper.accessType === 'salon', dispatch);

  const addItem = useCallback((item: NewCartItem) => {
    dispatch({ type: 'add', item });
    const notification: CartNotification = {
      product: toCartProduct(item.product),
      quantity: clampQuantity(item.quantity),
      variant: item.selectedVariant ?? null,
      timestamp: Date.now(),
    };
    setLastNotification(notification);
    toast({ title: 'Added to your cart', description: describe(notification) });
  }, []);

  const send = useCallback((action: CartAction) => dispatch(action), []);

  const value = useMemo<CartContextValue>(
    () => ({
      cart,
      itemCount: cartItemCount(cart),
      addItem,
      removeItem: (productId, selectedVariant) =>
        send({
          type: 'remove',
          productId,
          ...(selectedVariant === undefined ? {} : { selectedVariant }),
        }),
      updateQuantity: (productId, selectedVariant, quantity) =>
        send({ type: 'update-quantity', productId, selectedVariant, quantity }),
      changeVariant: (productId, fromVariant, toVariant) =>
        send({ type: 'change-variant', productId, fromVariant, toVariant }),
      clearCart: () => send({ type: 'clear' }),
      selectDelivery: (method) => send({ type: 'select-delivery', method }),
      selectSalon: (salon) => send({ type: 'select-salon', salon }),
      selectLocker: (locker) => send({ type: 'select-locker', locker }),
      lastNotification,
      dismissNotification: () => setLastNotification(null),
    }),
    [cart, addItem, send, lastNotification],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart needs a CartProvider (see app-providers.tsx)');
  return value;
}
