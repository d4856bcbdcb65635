import type { Product } from '@/domain/products';
import type { RecommendedLine } from '@/domain/recommendations';

// What can be added of a recommendation (product.md §12): a line of a product still for sale,
// with stock, at most as many units as are in stock. Gone and sold-out lines are skipped.

export type LineState =
  | { kind: 'addable'; product: Product; quantity: number; capped: boolean }
  | { kind: 'gone' }
  | { kind: 'sold-out' };

export function lineStateOf(line: RecommendedLine): LineState {
  const { product } = line;
  if (!product || !line.active || line.unitPrice === null) return { kind: 'gone' };
  // A length the product no longer comes in is as gone as the product.
  const variants = product.variant_detail;
  if (
    line.variant !== null &&
    variants.length > 0 &&
    !variants.some((v) => v.name === line.variant)
  )
    return { kind: 'gone' };
  if (line.stock <= 0) return { kind: 'sold-out' };
  const quantity = Math.min(line.quantity, line.stock);
  return { kind: 'addable', product, quantity, capped: quantity < line.quantity };
}

/**
 * The line's name as the shopper reads it: "Body Wave Bundle, 14 inch"; `removed` names a
 * product the shop no longer has.
 */
export function lineName(line: RecommendedLine, removed: string): string {
  const name = line.product?.name ?? removed;
  return line.variant ? `${name}, ${line.variant}` : name;
}

/** Why a line is left out (message ids). */
export const SKIP_REASON = {
  gone: 'hairdressers.rec.gone',
  'sold-out': 'hairdressers.rec.sold-out-reason',
} as const;
