import { queryOptions } from '@tanstack/react-query';
import { BOX_SIZES, type BoxBuilderAnswer, type BoxSizeRule } from '@/domain/boxes';
import type { PricingTier } from '@/domain/pricing';
import { readProduct } from '@/web/features/products/api/product-payload';
import { PayloadError } from '@/web/lib/payload-checks';
import { apiRequest } from '@/web/lib/api-client';

// GET /api/box-builder: the sizes and the box-eligible products, priced for the shopper's tier.

/** Every value the fetch depends on is in the key: the tier decides the prices. */
export const boxBuilderKeys = {
  all: ['box-builder'] as const,
  offer: (tier: PricingTier) => [...boxBuilderKeys.all, tier] as const,
};

function readSize(value: unknown): BoxSizeRule {
  const size = value as Partial<BoxSizeRule> | null;
  if (
    !size ||
    !(BOX_SIZES as readonly unknown[]).includes(size.id) ||
    !Number.isInteger(size.items) ||
    !Number.isInteger(size.percentOff)
  ) {
    throw new PayloadError('box size');
  }
  return size as BoxSizeRule;
}

export function readBoxBuilder(value: unknown): BoxBuilderAnswer {
  const answer = value as { sizes?: unknown; products?: unknown } | null;
  if (!answer || !Array.isArray(answer.sizes) || !Array.isArray(answer.products)) {
    throw new PayloadError('box builder');
  }
  return { sizes: answer.sizes.map(readSize), products: answer.products.map(readProduct) };
}

export async function getBoxBuilder(signal?: AbortSignal): Promise<BoxBuilderAnswer> {
  const response = await apiRequest('GET', '/api/box-builder', undefined, signal ? { signal } : {});
  return readBoxBuilder(await response.json());
}

export function boxBuilderQueryOptions(tier: PricingTier) {
  return queryOptions({
    queryKey: boxBuilderKeys.offer(tier),
    queryFn: ({ signal }) => getBoxBuilder(signal),
  });
}
