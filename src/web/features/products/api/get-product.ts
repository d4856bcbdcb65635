import { queryOptions } from '@tanstack/react-query';
import type { PricingTier } from '@/domain/pricing';
import type { Product } from '@/domain/products';
import { apiRequest, isNotFound } from '@/web/lib/api-client';
import { QUERY_RETRY } from '@/web/lib/query-client';
import { productKeys } from './product-keys';
import { readProduct } from './product-payload';

// GET /api/products/{id}: one active product, or 404 NOT_FOUND.

export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const response = await apiRequest(
    'GET',
    `/api/products/${id}`,
    undefined,
    signal ? { signal } : {},
  );
  return readProduct(await response.json());
}

export function productQueryOptions(id: number, tier: PricingTier) {
  return queryOptions({
    queryKey: productKeys.detail(id, tier),
    queryFn: ({ signal }) => getProduct(id, signal),
    // A missing product stays missing: asking again only delays the not-found page.
    retry: (failures, error) => !isNotFound(error) && failures < QUERY_RETRY,
  });
}
