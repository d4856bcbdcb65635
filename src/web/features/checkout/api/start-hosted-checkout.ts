import { useMutation } from '@tanstack/react-query';
import { hostedCheckoutSchema } from '@/domain/order-answers';
import { apiRequest } from '@/web/lib/api-client';

// POST /api/orders/{id}/payments/checkout: with Stripe configured, the card form is Stripe's own
// page; the server answers the address to send the shopper to.

export async function startHostedCheckout(id: string): Promise<{ url: string }> {
  const response = await apiRequest(
    'POST',
    `/api/orders/${encodeURIComponent(id)}/payments/checkout`,
    {},
  );
  return hostedCheckoutSchema.parse(await response.json());
}

export function useStartHostedCheckout(id: string) {
  return useMutation({ mutationFn: () => startHostedCheckout(id), retry: false });
}
