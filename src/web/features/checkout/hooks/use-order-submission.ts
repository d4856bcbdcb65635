import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isOnlineMethod, type OrderRequest, type OrderView } from '@/domain/orders';
import * as paths from '@/web/app/paths';
import { settingsQuery } from '@/web/features/cart/api/get-settings';
import { useCart } from '@/web/features/cart/cart-context';
import { checkoutKeys } from '../api/checkout-keys';
import { usePlaceOrder } from '../api/place-order';
import { startHostedCheckout } from '../api/start-hosted-checkout';
import { paymentRedirect } from '../payment-redirect';
import { paymentsModeOf, paysCardInShop, type PaymentsMode } from '../payments-mode';
import { rememberPlacedOrder } from '../placed-order';
import { expiredHoldOf } from './use-checkout-quote';

interface Attempt {
  key: string;
  body: string;
  request: OrderRequest;
}

/** Where an order goes next: unpaid ones to their payment page, the rest to the confirmation. */
export function nextPathFor(order: OrderView): string {
  return order.status === 'pending_payment'
    ? paths.orderPayment(order.id)
    : paths.success(order.id);
}

/**
 * The payment page's `?payment=` value when starting the payment at the provider failed: the page
 * says so and offers to try again.
 */
export const NOT_STARTED = 'not-started';

/**
 * Whether an unpaid order goes straight to the provider after "Place order" (issue 31): every
 * online method does, except a card with the test provider, which the shop's own card form on the
 * payment page takes.
 */
function startsAtProvider(order: OrderView, mode: PaymentsMode): boolean {
  const { method } = order.payment;
  if (!isOnlineMethod(method)) return false;
  return !(method === 'card' && paysCardInShop(mode));
}

/**
 * Places the order. One Idempotency-Key per submission: sending the same details again (a retry
 * after a lost answer, a second click) reuses it, so the server hands back the same order rather
 * than making a second one; changed details are a new submission with a new key. The key lives
 * with this checkout page only: a shopper who goes from an unpaid order's payment page back to
 * the cart and checks out again gets a new key and a new order (the first expires as usual),
 * never the first order back.
 */
export function useOrderSubmission() {
  const mutation = usePlaceOrder();
  const { mutateAsync } = mutation;
  const { clearCart, markHoldExpired } = useCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  // A second click can arrive before React has re-rendered the disabled button.
  const sending = useRef(false);
  // On the way to the provider's page: the button stays busy until the browser leaves.
  const [leaving, setLeaving] = useState(false);
  // Back from the bank through the back button, the page may return from the browser's cache as
  // it was left: the order is placed by then, so the shopper goes on from its payment page.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  /**
   * Starts paying the placed order at the provider and leaves for its page; if that fails, the
   * order's payment page says so and offers to try again (the order and the cart are kept).
   */
  const goToProvider = useCallback(
    async (order: OrderView) => {
      setLeaving(true);
      try {
        const { url } = await startHostedCheckout(
          order.id,
          isOnlineMethod(order.payment.method) ? order.payment.method : undefined,
        );
        paymentRedirect.assign(url);
      } catch {
        setLeaving(false);
        void navigate(`${paths.orderPayment(order.id)}?payment=${NOT_STARTED}`);
      }
    },
    [navigate],
  );

  const submit = useCallback(
    async (request: OrderRequest) => {
      if (sending.current) return;
      sending.current = true;
      const body = JSON.stringify(request);
      if (attempt.current?.body !== body) {
        attempt.current = { key: crypto.randomUUID(), body, request };
      }
      try {
        const order = await mutateAsync({ request, idempotencyKey: attempt.current.key });
        queryClient.setQueryData(checkoutKeys.order(order.id), order);
        if (order.status === 'pending_payment') {
          // The cart stays until the payment succeeds (the confirmation clears it): a declined
          // card, a cancelled bank payment or a shopper who leaves the payment page still has it
          // (product.md §8).
          rememberPlacedOrder(order.id, request.items);
        } else {
          // Accepted on invoice: the order is the shop's now. The cart keeps the user type and
          // salon id (spec §4).
          clearCart();
        }
        if (order.status === 'pending_payment') {
          // The settings are normally there already (the cart read them); without them the
          // embedded default (test mode) is assumed, as the payment page does.
          const settings = await queryClient.ensureQueryData(settingsQuery).catch(() => undefined);
          if (startsAtProvider(order, paymentsModeOf(settings))) {
            await goToProvider(order);
            return;
          }
        }
        void navigate(nextPathFor(order));
      } catch (error) {
        // The mutation keeps the error; the page shows it with a way forward. A drop line whose
        // hold the server refused shows "Hold expired — add again" in the cart.
        const holdId = expiredHoldOf(error, request);
        if (holdId) markHoldExpired(holdId);
      } finally {
        sending.current = false;
      }
    },
    [mutateAsync, queryClient, navigate, clearCart, markHoldExpired, goToProvider],
  );

  const retry = useCallback(() => {
    if (attempt.current) void submit(attempt.current.request);
  }, [submit]);

  return {
    submit,
    retry,
    error: mutation.error,
    isSending: mutation.isPending || leaving,
    /** The order is placed and the shopper is on the way to the bank's or provider's page. */
    isLeaving: leaving,
    dismissError: mutation.reset,
  };
}
