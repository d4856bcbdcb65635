import { queryOptions } from '@tanstack/react-query';
import { quoteSchema } from '@/domain/order-answers';
import type { Quote, QuoteRequest } from '@/domain/orders';
import type { PricingTier } from '@/domain/pricing';
import { ApiError, apiRequest } from '@/web/lib/api-client';
import { QUERY_RETRY } from '@/web/lib/query-client';
import { checkoutKeys } from './checkout-keys';

// POST /api/orders/quote: the server's prices for the cart and delivery. A POST only because the
// request is a body; it changes nothing, so it is read as a query and cached per request.

export async function getQuote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  const response = await apiRequest('POST', '/api/orders/quote', request, signal ? { signal } : {});
  return quoteSchema.parse(await response.json());
}

export function quoteQueryOptions(request: QuoteRequest, tier: PricingTier) {
  return queryOptions({
    queryKey: checkoutKeys.quote(request, tier),
    queryFn: ({ signal }) => getQuote(request, signal),
    // A refused request (bad code, bad input) is refused again: only a lost answer is worth a retry.
    retry: (failures, error) =>
      failures < QUERY_RETRY && !(error instanceof ApiError && error.status < 500),
  });
}
