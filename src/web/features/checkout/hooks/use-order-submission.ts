import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { OrderRequest, OrderView } from '@/domain/orders';
import * as paths from '@/web/app/paths';
import { useCart } from '@/web/features/cart/cart-context';
import { checkoutKeys } from '../api/checkout-keys';
import { usePlaceOrder } from '../api/place-order';
import { rememberPlacedOrder } from '../placed-order';
import { expiredHoldOf } from './use-checkout-quote';

interface Attempt {
  key: string;
  body: string;
  request: OrderRequest;
}

/** Where an order goes next: card orders to their payment page, the rest to the confirmation. */
export function nextPathFor(order: OrderView): string {
  return order.status === 'pending_payment'
    ? paths.orderPayment(order.id)
    : paths.success(order.id);
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
          // The cart stays until the card payment succeeds (the confirmation clears it): a
          // declined card or a shopper who leaves the payment page still has it (product.md §8).
          rememberPlacedOrder(order.id, request.items);
        } else {
          // Accepted on invoice: the order is the shop's now. The cart keeps the user type and
          // salon id (spec §4).
          clearCart();
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
    [mutateAsync, queryClient, navigate, clearCart, markHoldExpired],
  );

  const retry = useCallback(() => {
    if (attempt.current) void submit(attempt.current.request);
  }, [submit]);

  return {
    submit,
    retry,
    error: mutation.error,
    isSending: mutation.isPending,
    dismissError: mutation.reset,
  };
}
