import { useMutation } from '@tanstack/react-query';
import { cardPaymentSchema, type CardPayment, type OrderView } from '@/domain/orders';
import { apiRequest } from '@/web/lib/api-client';

// POST /api/orders/{id}/payments: pays with the built-in test card provider. 402 when declined;
// 409 ALREADY_PAID, ORDER_NOT_PAYABLE, or USE_CHECKOUT when a hosted provider (Stripe) is on.

export interface PaymentResult {
  status: 'paid';
  order: OrderView;
}

export async function payOrder(id: string, card: CardPayment): Promise<PaymentResult> {
  // The same normalisation the server applies (digits only), so the request is what was checked.
  const body = cardPaymentSchema.parse(card);
  const response = await apiRequest('POST', `/api/orders/${encodeURIComponent(id)}/payments`, body);
  return (await response.json()) as PaymentResult;
}

export function usePayOrder(id: string) {
  return useMutation({
    mutationFn: (card: CardPayment) => payOrder(id, card),
    // A charge is never repeated behind the shopper's back.
    retry: false,
  });
}
