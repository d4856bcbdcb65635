import { queryOptions } from '@tanstack/react-query';
import type { PricingTier } from '@/domain/pricing';
import type { Product } from '@/domain/products';
import { apiRequest } from '@/web/lib/api-client';
import { cartKeys } from './cart-keys';

/**
 * GET /api/products/{id} as the current shopper: business prices are only in the answer for a
 * request carrying business access, so a line added as a client is refreshed once it is a salon's.
 */
export async function getCartProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const response = await apiRequest('GET', `/api/products/${id}`, undefined, { signal });
  return (await response.json()) as Product;
}

export function cartProductQuery(id: number, tier: PricingTier) {
  return queryOptions({
    queryKey: cartKeys.product(id, tier),
    queryFn: ({ signal }) => getCartProduct(id, signal),
  });
}
