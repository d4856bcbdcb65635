import { useMutation } from '@tanstack/react-query';
import type { CartItem } from '@/domain/cart';
import { isUuid } from '@/domain/ids';
import type {
  RecommendationItem,
  RecommendationReceipt,
  RecommendationRequest,
} from '@/domain/recommendations';
import { sendJson } from '@/web/lib/api-client';
import { isString, reader, shape } from '@/web/lib/payload-checks';

// POST /api/recommendations (product.md §12): a salon in its salon session shares lines of its
// cart with a note; the answer is the recommendation's id and its page's path. Nothing cached
// here changes, so there is nothing to invalidate.

const readReceipt = reader(
  shape<RecommendationReceipt>({
    id: (value): value is string => isString(value) && isUuid(value),
    url: (value): value is string => isString(value) && value.startsWith('/recommendation/'),
  }),
  'recommendation receipt',
);

export function shareRecommendation(
  request: RecommendationRequest,
): Promise<RecommendationReceipt> {
  return sendJson('POST', '/api/recommendations', readReceipt, request);
}

/**
 * The cart's lines a recommendation can carry: catalog products only. A drop line (`drop:<id>`)
 * is held for this cart alone and a box is the shopper's own mix, so both are left out.
 */
export function recommendableLines(items: readonly CartItem[]): {
  items: RecommendationItem[];
  shared: CartItem[];
  skipped: CartItem[];
} {
  const shared: CartItem[] = [];
  const skipped: CartItem[] = [];
  for (const item of items) {
    if (typeof item.productId === 'number' && item.type === undefined) shared.push(item);
    else skipped.push(item);
  }
  return {
    items: shared.map((item) => ({
      productId: item.productId as number,
      variant: item.selectedVariant,
      quantity: item.quantity,
    })),
    shared,
    skipped,
  };
}

export function useShareRecommendation() {
  // Never retried: a refusal stays a refusal, a lost answer may still have made one (and counts
  // against the hourly limit), and the salon can simply click again.
  return useMutation({ mutationFn: shareRecommendation, retry: false });
}
