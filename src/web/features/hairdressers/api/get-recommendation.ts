import { queryOptions } from '@tanstack/react-query';
import type { PricingTier } from '@/domain/pricing';
import type { Product } from '@/domain/products';
import type { RecommendedLine, RecommendationView } from '@/domain/recommendations';
import { readProduct } from '@/web/features/products/api/product-payload';
import { getJson, isNotFound } from '@/web/lib/api-client';
import {
  isBoolean,
  isCents,
  isCount,
  isString,
  listOf,
  nullable,
  reader,
  shape,
  type Check,
} from '@/web/lib/payload-checks';
import { QUERY_RETRY } from '@/web/lib/query-client';

// GET /api/recommendations/{uuid} (product.md §12): a salon's recommendation with its products at
// the viewer's tier, or 404 NOT_FOUND.

/** Query keys of opened recommendations. Prices follow the viewer's tier, so it is in the key. */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  details: () => [...recommendationKeys.all, 'detail'] as const,
  detail: (id: string, tier: PricingTier) => [...recommendationKeys.details(), tier, id] as const,
};

/** The catalog's own product reader, as a check. */
const isProduct: Check<Product> = (value): value is Product => {
  try {
    readProduct(value);
    return true;
  } catch {
    return false;
  }
};

const isLine = shape<RecommendedLine>({
  productId: isCount,
  variant: nullable(isString),
  quantity: isCount,
  product: nullable(isProduct),
  unitPrice: nullable(isCents),
  stock: isCount,
  active: isBoolean,
});

const readRecommendation = reader(
  shape<RecommendationView>({
    id: isString,
    salon: shape<RecommendationView['salon']>({ name: isString, city: isString }),
    note: isString,
    createdAt: isString,
    items: listOf(isLine),
  }),
  'recommendation',
);

export function getRecommendation(id: string, signal?: AbortSignal): Promise<RecommendationView> {
  return getJson(`/api/recommendations/${encodeURIComponent(id)}`, readRecommendation, signal);
}

export function recommendationQueryOptions(id: string, tier: PricingTier) {
  return queryOptions({
    queryKey: recommendationKeys.detail(id, tier),
    queryFn: ({ signal }) => getRecommendation(id, signal),
    // A removed recommendation stays removed: asking again only delays saying so.
    retry: (failures, error) => !isNotFound(error) && failures < QUERY_RETRY,
  });
}
