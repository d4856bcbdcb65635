import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@/domain/admin';
import type { ProductInput } from '@/domain/product-input';
import type { AdminProduct, ProductTranslations } from '@/domain/product-translations';
import { catalogKeys } from '@/web/features/catalog/api/catalog-keys';
import { productKeys } from '@/web/features/products/api/product-keys';
import { readProduct, readProductPage } from '@/web/features/products/api/product-payload';
import { getJson, sendJson } from '@/web/lib/api-client';
import { isObject, isString, PayloadError } from '@/web/lib/payload-checks';
import { adminKeys, type ProductFilters } from './admin-keys';
import { adminMutationRetry, adminQueryRetry, searchOf } from './admin-request';

export const PRODUCTS_PAGE_SIZE = 20;

/** `{ nl: { name?, description? } }`: each language an object of optional texts. */
function isTranslations(value: unknown): value is ProductTranslations {
  return (
    isObject(value) &&
    Object.values(value).every(
      (text) =>
        isObject(text) &&
        (text.name === undefined || isString(text.name)) &&
        (text.description === undefined || isString(text.description)),
    )
  );
}

/**
 * A product as the admin reads it: the shop's product and its texts in other languages (absent
 * from servers older than issue 30: read as none).
 */
function readAdminProduct(value: unknown): AdminProduct {
  const product = readProduct(value);
  const { translations = {} } = value as { translations?: unknown };
  if (!isTranslations(translations)) throw new PayloadError('product translations');
  return { ...product, translations };
}

/** A page of the admin's list: each product with its translations (a picked one seeds its cache). */
function readAdminProductPage(value: unknown): Paged<AdminProduct> {
  const page = readProductPage(value);
  return { ...page, items: (value as { items: unknown[] }).items.map(readAdminProduct) };
}

/** GET /api/admin/products?q=&status=&page=&pageSize= (business prices included). */
export function adminProductsQuery(filters: ProductFilters) {
  return queryOptions({
    queryKey: adminKeys.productList(filters),
    queryFn: ({ signal }) =>
      getJson(
        `/api/admin/products${searchOf({ ...filters, pageSize: PRODUCTS_PAGE_SIZE })}`,
        readAdminProductPage,
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
    queryFn: ({ signal }) => getJson(`/api/admin/products/${id}`, readAdminProduct, signal),
    retry: adminQueryRetry,
    // The form starts from what is stored now, not from a list read minutes ago.
    staleTime: 0,
  });
}

export type ProductChange =
  | { kind: 'create'; input: ProductInput }
  | { kind: 'update'; id: number; input: ProductInput }
  | { kind: 'archive' | 'restore'; id: number };

function send(change: ProductChange): Promise<AdminProduct> {
  switch (change.kind) {
    case 'create':
      return sendJson('POST', '/api/admin/products', readAdminProduct, change.input);
    case 'update':
      return sendJson('PUT', `/api/admin/products/${change.id}`, readAdminProduct, change.input);
    case 'archive':
    case 'restore':
      return sendJson('POST', `/api/admin/products/${change.id}/${change.kind}`, readAdminProduct);
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
