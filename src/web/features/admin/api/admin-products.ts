import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductInput } from '@/domain/product-input';
import type { Product } from '@/domain/products';
import { catalogKeys } from '@/web/features/catalog/api/catalog-keys';
import { productKeys } from '@/web/features/products/api/product-keys';
import { readProduct, readProductPage } from '@/web/features/products/api/product-payload';
import { getJson, sendJson } from '@/web/lib/api-client';
import { adminKeys, type ProductFilters } from './admin-keys';
import { adminMutationRetry, adminQueryRetry, searchOf } from './admin-request';

export const PRODUCTS_PAGE_SIZE = 20;

/** GET /api/admin/products?q=&status=&page=&pageSize= (business prices included). */
export function adminProductsQuery(filters: ProductFilters) {
  return queryOptions({
    queryKey: adminKeys.productList(filters),
    queryFn: ({ signal }) =>
      getJson(
        `/api/admin/products${searchOf({ ...filters, pageSize: PRODUCTS_PAGE_SIZE })}`,
        readProductPage,
        signal,
      ),
    retry: adminQueryRetry,
    staleTime: 30_000,
  });
}

/** GET /api/admin/products/:id, archived ones too. */
export function adminProductQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => getJson(`/api/admin/products/${id}`, readProduct, signal),
    retry: adminQueryRetry,
    // The form starts from what is stored now, not from a list read minutes ago.
    staleTime: 0,
  });
}

export type ProductChange =
  | { kind: 'create'; input: ProductInput }
  | { kind: 'update'; id: number; input: ProductInput }
  | { kind: 'archive' | 'restore'; id: number };

function send(change: ProductChange): Promise<Product> {
  switch (change.kind) {
    case 'create':
      return sendJson('POST', '/api/admin/products', readProduct, change.input);
    case 'update':
      return sendJson('PUT', `/api/admin/products/${change.id}`, readProduct, change.input);
    case 'archive':
    case 'restore':
      return sendJson('POST', `/api/admin/products/${change.id}/${change.kind}`, readProduct);
  }
}

/**
 * Create, update, archive or restore. Afterwards the admin lists and — through the catalog's own
 * key factory — every storefront product query are stale, so the shop shows the change at once.
 */
export function useChangeProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: adminMutationRetry,
    onSuccess: async (product) => {
      queryClient.setQueryData(adminKeys.product(product.id), product);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
      ]);
    },
  });
}
