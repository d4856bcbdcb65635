// The box builder's rules (product.md §11): a box of a chosen size, filled with eligible
// products, priced as the sum of its components' tier prices minus the size's discount. The
// sizes are settings (editable by admins); these are the defaults a new shop starts with.
import type { Cents } from './money';
import type { Product } from './products';

export const BOX_SIZES = ['small', 'medium', 'large'] as const;
/** No box size may hold more (the settings' limit). */
export const MAX_BOX_ITEMS = 50;
export type BoxSize = (typeof BOX_SIZES)[number];

export interface BoxSizeRule {
  id: BoxSize;
  /** How many units fill the box (a component of quantity 2 fills two slots). */
  items: number;
  /** The box discount, in whole percent off the components' sum. */
  percentOff: number;
}

export const DEFAULT_BOX_SIZES: readonly BoxSizeRule[] = [
  { id: 'small', items: 3, percentOff: 10 },
  { id: 'medium', items: 5, percentOff: 15 },
  { id: 'large', items: 8, percentOff: 20 },
];

export const BOX_SIZE_NAMES: Record<BoxSize, string> = {
  small: 'Small box',
  medium: 'Medium box',
  large: 'Large box',
};

/** Whether a value names a box size. */
export function isBoxSize(value: unknown): value is BoxSize {
  return typeof value === 'string' && (BOX_SIZES as readonly string[]).includes(value);
}

/** Slots a box's components fill: the sum of their quantities. */
export function filledSlots(components: readonly { quantity: number }[]): number {
  return components.reduce((sum, component) => sum + component.quantity, 0);
}

/**
 * Cents off a sum at a whole percentage, rounded half away from zero (the engine's rounding for
 * every discount): 10 % of 1,005 is 100.5 → 101.
 */
export function percentOf(sum: Cents, percent: number): Cents {
  const exact = (sum * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export interface BoxPrice {
  /** The components' tier prices times their quantities, added up. */
  sum: Cents;
  /** The box discount: the size's percentage of the sum. */
  discount: Cents;
  /** What the shopper pays for the box: sum − discount, never below 0. */
  price: Cents;
}

/** The price of one box from its components' tier unit prices (offers never apply inside). */
export function boxPrice(
  components: readonly { unitPrice: Cents; quantity: number }[],
  percentOff: number,
): BoxPrice {
  const sum = components.reduce((total, c) => total + c.unitPrice * c.quantity, 0);
  const discount = Math.min(sum, percentOf(sum, percentOff));
  return { sum, discount, price: sum - discount };
}

/** The sizes as the settings store them (`boxSizes`), in the order small, medium, large. */
export function boxSizeRules(
  stored: Record<BoxSize, { items: number; discountPercent: number }>,
): BoxSizeRule[] {
  return BOX_SIZES.map((id) => ({
    id,
    items: stored[id].items,
    percentOff: stored[id].discountPercent,
  }));
}

/** GET /api/box-builder: the sizes and the products a box may hold, priced for the shopper. */
export interface BoxBuilderAnswer {
  sizes: BoxSizeRule[];
  /** Active, box-eligible products with their variants and stock (products.ts's Product). */
  products: Product[];
}
