import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PricingTier } from '@/domain/pricing';
import type { ProductPage } from '@/domain/products';
import { apiRequest } from '@/web/lib/api-client';
import { productSearchOf, type ShopFilters } from '../shop-filters';
import { productKeys } from '@/web/features/products/api/product-keys';
import { readProductPage } from '@/web/features/products/api/product-payload';

// GET /api/products: one page of the shop's products for a filter state.

export async function getProducts(
  filters: ShopFilters,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const response = await apiRequest(
    'GET',
    `/api/products?${productSearchOf(filters)}`,
    undefined,
    signal ? { signal } : {},
  );
  return readProductPage(await response.json());
}

export function productListQueryOptions(filters: ShopFilters, tier: PricingTier) {
  return queryOptions({
    queryKey: productKeys.list(filters, tier),
    queryFn: ({ signal }) => getProducts(filters, signal),
    // While the next page or filter loads, the current results stay (dimmed) instead of jumping
    // back to skeletons.
    placeholderData: keepPreviousData,
  });
}
