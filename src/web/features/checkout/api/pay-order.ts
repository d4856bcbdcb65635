import { useMutation } from '@tanstack/react-query';
import { paymentResultSchema, type PaymentResult } from '@/domain/order-answers';
import { cardPaymentSchema, type CardPayment } from '@/domain/orders';
import { apiRequest } from '@/web/lib/api-client';

// POST /api/orders/{id}/payments: pays with the built-in test card provider. 402 when declined;
// 409 ALREADY_PAID, ORDER_NOT_PAYABLE, or USE_CHECKOUT when a hosted provider (Stripe) is on.

export async function payOrder(id: string, card: CardPayment): Promise<PaymentResult> {
  // The same normalisation the server applies (digits only), so the request is what was checked.
  const body = cardPaymentSchema.parse(card);
  const response = await apiRequest('POST', `/api/orders/${encodeURIComponent(id)}/payments`, body);
  return paymentResultSchema.parse(await response.json());
}

export function usePayOrder(id: string) {
  return useMutation({
    mutationFn: (card: CardPayment) => payOrder(id, card),
    // A charge is never repeated behind the shopper's back.
    retry: false,
  });
}
