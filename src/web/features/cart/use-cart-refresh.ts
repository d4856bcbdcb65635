import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type Dispatch } from 'react';
import type { CartAction, CartItem, CartProduct } from '@/domain/cart';
import type { PricingTier } from '@/domain/pricing';
import { productQueryOptions } from '@/web/features/products/api/get-product';

/** A product snapshot taken as a client carries no business prices (the server hides them). */
function lacksBusinessPrices(product: CartProduct): boolean {
  return (
    product.business_price === null &&
    product.variant_detail.every((variant) => variant.business_price === null)
  );
}

/**
 * When the shopper becomes a business shopper, lines added at client prices are fetched again
 * so they can be repriced with business prices. Each product is asked for once per visit, with
 * the product page's query: one cache entry per product and tier, checked as the catalog reads it.
 */
export function useCartRefresh(
  items: readonly CartItem[],
  tier: PricingTier,
  queryClient: QueryClient,
  dispatch: Dispatch<CartAction>,
): void {
  const asked = useRef(new Set<number>());
  useEffect(() => {
    if (tier !== 'business') return;
    const ids = items
      .filter((item) => item.type === undefined && lacksBusinessPrices(item.product))
      .map((item) => item.productId)
      .filter((id): id is number => typeof id === 'number' && !asked.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    void Promise.allSettled(
      // Not retried: a line that cannot be refreshed keeps its price until the next visit.
      ids.map((id) => queryClient.fetchQuery({ ...productQueryOptions(id, tier), retry: false })),
    ).then((results) => {
      const products = results.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      if (products.length > 0) dispatch({ type: 'refresh-products', products });
    });
  }, [items, tier, queryClient, dispatch]);
}
