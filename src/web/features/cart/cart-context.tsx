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
  dropLineId,
  holdMsLeft,
  toCartProduct,
  type Cart,
  type CartAction,
  type CartItem,
  type CartProduct,
  type CartProductId,
  type DeliveryMethod,
  type NewCartItem,
  type SelectedSalon,
} from '@/domain/cart';
import type { DropAudience, HoldAnswer } from '@/domain/drops';
import type { Cents } from '@/domain/money';
import type { Locker } from '@/domain/salons';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { DEFAULT_LANGUAGE } from '@/web/i18n/languages';
import * as ERROR_CODE from '@/domain/error-codes';
import { ApiError } from '@/web/lib/api-client';
import { noteServerNow, serverOffsetMs } from '@/web/lib/server-clock';
import { deleteHold, patchHold, postHold } from './api/drop-holds';
import { cartId } from './cart-id';
import { cartToast } from './cart-toast';
import { holdRefusal } from './hold-refusal';
import {
  CART_STORAGE_KEY,
  loadStoredCart,
  saveCart,
  type CartRecommendation,
} from './cart-storage';
import { useCartRefresh } from './use-cart-refresh';
import { useFreeDelivery } from './use-free-delivery';

/** Spec §3: shown briefly after each add. */
export interface CartNotification {
  product: CartProduct;
  quantity: number;
  variant: string | null;
  timestamp: number;
}

/** A weekly-drop item as the drop page shows it, to hold and add to the cart. */
export interface DropItemToAdd {
  item: {
    id: number;
    name: string;
    variant: string | null;
    image: string | null;
    /** The drop price for the shopper's tier, as the drop answer gave it. */
    dropPrice: Cents;
  };
  drop: { id: string; audience: DropAudience };
  quantity: number;
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
  /**
   * Holds a drop item's units on the server, then adds the drop line. Rejects with the API's
   * error (SOLD_OUT, LIMIT_REACHED, DROP_NOT_LIVE …) for the page to show.
   */
  addDropItem: (input: DropItemToAdd) => Promise<HoldAnswer>;
  /** Changes a drop line's quantity on the server first (PATCH), then in the cart. */
  changeDropQuantity: (productId: CartProductId, quantity: number) => Promise<void>;
  /** Holds an expired drop line's item again, for the same quantity. */
  reholdDropLine: (productId: CartProductId) => Promise<void>;
  /** A drop line whose hold ran out (or the server said so): not ordered until held again. */
  isHoldExpired: (item: Pick<CartItem, 'type' | 'hold'>) => boolean;
  /** The server refused a hold as expired (a quote or an order said HOLD_EXPIRED). */
  markHoldExpired: (holdId: string) => void;
  /**
   * The cart's id (made and stored on first use): quotes and orders with drop lines carry it,
   * since a hold may be spent only by the cart that made it (issue 28).
   */
  cartId: () => string;
  /** The salon recommendation last opened (issue 14); quotes and orders carry its id. */
  recommendation: CartRecommendation | null;
  /** A recommendation was opened: the newest one wins. Cleared with the cart. */
  recordRecommendation: (id: string) => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/** "Body Wave Bundle · 14 inch × 2": what was just added, in one line. */
export function describe(notification: CartNotification): string {
  const variant = notification.variant ? ` · ${notification.variant}` : '';
  return `${notification.product.name}${variant} × ${notification.quantity}`;
}

export function CartProvider({ children }: { children: ReactNode }) {
  const shopper = useShopper();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [stored] = useState(loadStoredCart);
  const [cart, dispatch] = useReducer(cartReducer, undefined, () =>
    cartReducer(stored.cart, {
      type: 'set-shopper',
      userType: shopper.userType,
      salonId: shopper.salonId,
    }),
  );
  const [recommendation, setRecommendation] = useState(stored.recommendation);
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
    saveCart(cart, recommendation);
  }, [cart, recommendation]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
      fromOtherTab.current = true;
      // Both change in one render, so the save effect runs (and is skipped) once.
      const next = loadStoredCart(event.newValue);
      dispatch({ type: 'replace', cart: next.cart });
      setRecommendation(next.recommendation);
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

  // Hold ids that ran out: the timer below adds each one as its countdown reaches 0.
  const [expiredHolds, setExpiredHolds] = useState<ReadonlySet<string>>(() => new Set());
  const markHoldExpired = useCallback((holdId: string) => {
    setExpiredHolds((current) => (current.has(holdId) ? current : new Set([...current, holdId])));
  }, []);
  useEffect(() => {
    const live = cart.items.flatMap((item) =>
      item.hold && !expiredHolds.has(item.hold.id) ? [item.hold] : [],
    );
    if (live.length === 0) return;
    const soonest = Math.min(...live.map((hold) => holdMsLeft(hold, serverOffsetMs())));
    // Timers cannot wait longer than ~24.8 days; a drop hold lasts minutes.
    const timer = setTimeout(
      () => {
        const over = live.filter((hold) => holdMsLeft(hold, serverOffsetMs()) === 0);
        setExpiredHolds((current) =>
          over.length === 0 ? new Set(current) : new Set([...current, ...over.map((h) => h.id)]),
        );
      },
      soonest === 0 ? 0 : Math.min(soonest + 50, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [cart.items, expiredHolds]);
  const isHoldExpired = useCallback(
    (item: Pick<CartItem, 'type' | 'hold'>) =>
      item.type === 'drop' && (!item.hold || expiredHolds.has(item.hold.id)),
    [expiredHolds],
  );

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
    // The mini cart under the header is the one confirmation (issue 17: a toast as well covered
    // the Add to cart button on phones); CartNotice announces it to screen readers.
    setLastNotification(notification);
  }, []);

  const send = useCallback((action: CartAction) => dispatch(action), []);

  const recordRecommendation = useCallback((id: string) => {
    setRecommendation({ id, openedAt: Date.now() });
  }, []);
  const clearCart = useCallback(() => {
    // After an order (or a deliberate clear) the next cart starts without a referral.
    dispatch({ type: 'clear' });
    setRecommendation(null);
  }, []);

  const lineOf = useCallback(
    (productId: CartProductId) =>
      cart.items.find((item) => item.productId === productId && item.type === 'drop'),
    [cart.items],
  );

  const addDropItem = useCallback(
    async ({ item, drop, quantity }: DropItemToAdd) => {
      const answer = await postHold({ itemId: item.id, quantity, cartId: cartId() });
      noteServerNow(answer.now);
      const product = {
        id: dropLineId(item.id),
        name: item.name,
        image: item.image,
        price: item.dropPrice,
        business_price: null,
        variant_detail: [],
      };
      dispatch({
        type: 'add',
        item: {
          product,
          selectedVariant: item.variant,
          quantity,
          type: 'drop',
          hold: {
            id: answer.hold.id,
            itemId: item.id,
            dropId: drop.id,
            expiresAt: answer.hold.expiresAt,
            audience: drop.audience,
          },
        },
      });
      const notification: CartNotification = {
        product: toCartProduct(product),
        quantity: clampQuantity(quantity),
        variant: item.variant,
        timestamp: Date.now(),
      };
      setLastNotification(notification);
      cartToast(language, (t) => ({
        title: t('cart.toast.held'),
        description: describe(notification),
      }));
      return answer;
    },
    [language],
  );

  const changeDropQuantity = useCallback(
    async (productId: CartProductId, quantity: number) => {
      const line = lineOf(productId);
      if (!line?.hold) return;
      const { hold } = line;
      try {
        const answer = await patchHold(hold.id, {
          quantity: clampQuantity(quantity),
          cartId: cartId(),
        });
        noteServerNow(answer.now);
        dispatch({
          type: 'hold',
          productId,
          hold: { ...hold, expiresAt: answer.hold.expiresAt },
          quantity: answer.hold.quantity,
        });
      } catch (error) {
        if (error instanceof ApiError && error.code === ERROR_CODE.HOLD_EXPIRED) {
          markHoldExpired(hold.id);
        }
        throw error;
      }
    },
    [lineOf, markHoldExpired],
  );

  const reholdDropLine = useCallback(
    async (productId: CartProductId) => {
      const line = lineOf(productId);
      if (!line?.hold) return;
      const { hold } = line;
      const answer = await postHold({
        itemId: hold.itemId,
        quantity: line.quantity,
        cartId: cartId(),
      });
      noteServerNow(answer.now);
      dispatch({
        type: 'hold',
        productId,
        hold: { ...hold, id: answer.hold.id, expiresAt: answer.hold.expiresAt },
        quantity: answer.hold.quantity,
      });
    },
    [lineOf],
  );

  const removeItem = useCallback(
    (productId: CartProductId, selectedVariant?: string | null) => {
      // A drop line gives its units back at once; if that fails the hold simply runs out.
      const hold = lineOf(productId)?.hold;
      if (hold) void deleteHold(hold.id, { cartId: cartId() }).catch(() => undefined);
      send({
        type: 'remove',
        productId,
        ...(selectedVariant === undefined ? {} : { selectedVariant }),
      });
    },
    [send, lineOf],
  );

  const updateQuantity = useCallback(
    (productId: CartProductId, selectedVariant: string | null, quantity: number) => {
      if (lineOf(productId)) {
        changeDropQuantity(productId, quantity).catch((error: unknown) => {
          // The server's words on an English page; the cart's for the refusal in another.
          const english = language === DEFAULT_LANGUAGE;
          cartToast(language, (t) => ({
            title: t('cart.toast.quantity-refused'),
            description:
              english && error instanceof ApiError && error.problem?.message
                ? error.problem.message
                : (holdRefusal(error, t, english) ?? t('cart.toast.try-again')),
          }));
        });
        return;
      }
      send({ type: 'update-quantity', productId, selectedVariant, quantity });
    },
    [send, lineOf, changeDropQuantity, language],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      cart,
      itemCount: cartItemCount(cart),
      addItem,
      removeItem,
      updateQuantity,
      changeVariant: (productId, fromVariant, toVariant) =>
        send({ type: 'change-variant', productId, fromVariant, toVariant }),
      clearCart,
      selectDelivery: (method) => send({ type: 'select-delivery', method }),
      selectSalon: (salon) => send({ type: 'select-salon', salon }),
      selectLocker: (locker) => send({ type: 'select-locker', locker }),
      lastNotification,
      dismissNotification: () => setLastNotification(null),
      addDropItem,
      changeDropQuantity,
      reholdDropLine,
      isHoldExpired,
      markHoldExpired,
      cartId,
      recommendation,
      recordRecommendation,
    }),
    [
      cart,
      addItem,
      send,
      lastNotification,
      removeItem,
      updateQuantity,
      addDropItem,
      changeDropQuantity,
      reholdDropLine,
      isHoldExpired,
      markHoldExpired,
      recommendation,
      recordRecommendation,
      clearCart,
    ],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart needs a CartProvider (see app-providers.tsx)');
  return value;
}
