import { useMutation } from '@tanstack/react-query';
import { orderViewSchema } from '@/domain/order-answers';
import type { OrderRequest, OrderView } from '@/domain/orders';
import { ApiError, apiRequest } from '@/web/lib/api-client';
import { MUTATION_RETRY } from '@/web/lib/query-client';

// POST /api/orders with an Idempotency-Key: the server answers a replayed key with the order it
// already made, so a retry (ours or the shopper's) can never create a second order.

export interface PlaceOrderInput {
  request: OrderRequest;
  idempotencyKey: string;
}

export async function placeOrder({ request, idempotencyKey }: PlaceOrderInput): Promise<OrderView> {
  const response = await apiRequest('POST', '/api/orders', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return orderViewSchema.parse(await response.json());
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: placeOrder,
    // Only a lost answer is retried (safe: same key); the server's "no" needs the shopper.
    retry: (failures, error) => failures < MUTATION_RETRY && !(error instanceof ApiError),
  });
}
