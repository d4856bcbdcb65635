import { useMutation } from '@tanstack/react-query';
import { hostedCheckoutSchema } from '@/domain/order-answers';
import type { OnlinePaymentMethod } from '@/domain/orders';
import { apiRequest } from '@/web/lib/api-client';

// POST /api/orders/{id}/payments/checkout {method}: start paying online with the order's method
// or another online one (issue 31). Every provider answers the address to send the shopper to:
// Stripe's or Mollie's page, or in test mode the shop's own test bank page.

export async function startHostedCheckout(
  id: string,
  method?: OnlinePaymentMethod,
): Promise<{ url: string }> {
  const response = await apiRequest(
    'POST',
    `/api/orders/${encodeURIComponent(id)}/payments/checkout`,
    method ? { method } : {},
  );
  return hostedCheckoutSchema.parse(await response.json());
}

export function useStartHostedCheckout(id: string) {
  return useMutation({
    mutationFn: (method?: OnlinePaymentMethod) => startHostedCheckout(id, method),
    // Each start makes a payment at the provider: never repeated behind the shopper's back.
    retry: false,
  });
}
