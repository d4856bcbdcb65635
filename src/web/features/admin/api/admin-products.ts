import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductPage, ProductInput } from '@/domain/admin';
import type { Product } from '@/domain/products';
import { catalogKeys, productKeys } from '@/web/features/catalog/api/catalog-keys';
import { adminKeys, type ProductFilters } from './admin-keys';
import {
  adminGet,
  adminMutationRetry,
  adminQueryRetry,
  adminSend,
  searchOf,
} from './admin-request';

export const PRODUCTS_PAGE_SIZE = 20;

/** GET /api/admin/products?q=&status=&page=&pageSize= (business prices included). */
export function adminProductsQuery(filters: ProductFilters) {
  return queryOptions({
    queryKey: adminKeys.productList(filters),
    queryFn: ({ signal }) =>
      adminGet<AdminProductPage>(
        `/api/admin/products${searchOf({ ...filters, pageSize: PRODUCTS_PAGE_SIZE })}`,
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
    queryFn: ({ signal }) => adminGet<Product>(`/api/admin/products/${id}`, signal),
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
      return adminSend<Product>('POST', '/api/admin/products', change.input);
    case 'update':
      return adminSend<Product>('PUT', `/api/admin/products/${change.id}`, change.input);
    case 'archive':
    case 'restore':
      return adminSend<Product>('POST', `/api/admin/products/${change.id}/${change.kind}`);
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
