import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PricingTier } from '@/domain/pricing';
import type { CategorySuggestion, ProductSuggestion, SearchSuggestions } from '@/domain/search';
import { getJson } from '@/web/lib/api-client';
import {
  isCents,
  isCount,
  isString,
  listOf,
  nullable,
  reader,
  shape,
} from '@/web/lib/payload-checks';
import { searchKeys } from './search-keys';

// GET /api/search/suggestions?q=…: what the header suggests while a shopper types.

export const readSuggestions = reader(
  shape<SearchSuggestions>({
    query: isString,
    products: listOf(
      shape<ProductSuggestion>({
        id: isCount,
        slug: isString,
        name: isString,
        family: isString,
        category: isString,
        image: nullable(isString),
        price: isCents,
        business_price: nullable(isCents),
      }),
    ),
    categories: listOf(shape<CategorySuggestion>({ family: isString, category: isString })),
  }),
  'search suggestions',
);

/**
 * The suggestions for a query. `signal` is TanStack Query's: a query nobody waits for any more
 * (the shopper typed on) is aborted, so an outdated answer never costs the server its search.
 */
export function getSuggestions(query: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  const search = new URLSearchParams({ q: query });
  return getJson(`/api/search/suggestions?${search.toString()}`, readSuggestions, signal);
}

export function suggestionsQueryOptions(query: string, tier: PricingTier) {
  return queryOptions({
    queryKey: searchKeys.suggestions(query, tier),
    queryFn: ({ signal }) => getSuggestions(query, signal),
    enabled: query !== '',
    // The last answer stays on screen while the next one is on its way: the list changes once.
    placeholderData: keepPreviousData,
    // A retry would answer a query the shopper has typed past; "All results" still works.
    retry: false,
    staleTime: 60_000,
  });
}
