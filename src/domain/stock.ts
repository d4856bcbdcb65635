// Stock as a shopper sees it. Kept apart from products.ts, whose zod schemas would come along
// (≈ 25 kB gzip) into every page that only asks whether something is in stock.
import type { Product } from './products';

/** A product can be ordered when it, or at least one of its variants, has stock. */
export function isInStock(product: Pick<Product, 'stock' | 'variant_detail'>): boolean {
  if (product.variant_detail.length > 0)
    return product.variant_detail.some((variant) => variant.stock > 0);
  return product.stock > 0;
}

/** Units left for the chosen variant (or the product, when it has no variants). */
export function stockOf(
  product: Pick<Product, 'stock' | 'variant_detail'>,
  variantName?: string | null,
): number {
  if (product.variant_detail.length === 0) return product.stock;
  return product.variant_detail.find((variant) => variant.name === variantName)?.stock ?? 0;
}

/** Stock states a shopper sees. "Only a few left" below this many units. */
export const LOW_STOCK_THRESHOLD = 5;
export type StockState = 'in-stock' | 'low-stock' | 'sold-out';
export function stockState(units: number): StockState {
  if (units <= 0) return 'sold-out';
  return units <= LOW_STOCK_THRESHOLD ? 'low-stock' : 'in-stock';
}
