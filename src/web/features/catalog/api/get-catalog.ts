import { queryOptions } from '@tanstack/react-query';
import type { Catalog } from '@/domain/products';
import { apiRequest } from '@/web/lib/api-client';
import { catalogKeys } from './catalog-keys';
import { readCatalog } from '@/web/features/products/api/product-payload';

// GET /api/catalog: families and categories with how many active products each holds.

export async function getCatalog(signal?: AbortSignal): Promise<Catalog> {
  const response = await apiRequest('GET', '/api/catalog', undefined, signal ? { signal } : {});
  return readCatalog(await response.json());
}

export function catalogQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.tree(),
    queryFn: ({ signal }) => getCatalog(signal),
  });
}
