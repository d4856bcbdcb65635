import { queryOptions } from '@tanstack/react-query';
import { orderViewSchema } from '@/domain/order-answers';
import type { OrderView } from '@/domain/orders';
import { apiRequest, isNotFound } from '@/web/lib/api-client';
import { QUERY_RETRY } from '@/web/lib/query-client';
import { checkoutKeys } from './checkout-keys';

// GET /api/orders/{id}: the order as its shopper may see it (email masked), or 404 NOT_FOUND.

export async function getOrder(id: string, signal?: AbortSignal): Promise<OrderView> {
  const response = await apiRequest(
    'GET',
    `/api/orders/${encodeURIComponent(id)}`,
    undefined,
    signal ? { signal } : {},
  );
  return orderViewSchema.parse(await response.json());
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: checkoutKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // An order's status moves on (paid, expired), so a cached copy is only a first paint.
    staleTime: 0,
    refetchOnMount: 'always',
    // An unknown order stays unknown: asking again only delays the not-found page.
    retry: (failures, error) => !isNotFound(error) && failures < QUERY_RETRY,
  });
}
