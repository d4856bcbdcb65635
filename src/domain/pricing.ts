// The price of one unit for a shopper's tier (specification.md §6, product.md §3). One module for
// the web app's estimates and the server's quotes, so the two can never disagree on the rule.
import type { Cents } from './money';

export type UserType = 'client' | 'salon' | 'friends-family';
export type PricingTier = 'client' | 'business';

export interface PricedVariant {
  name: string;
  price: Cents | null;
  business_price: Cents | null;
}

export interface PricedProduct {
  price: Cents;
  business_price: Cents | null;
  variant_detail: readonly PricedVariant[];
}

/** Salons and the friends-and-family group buy at business prices; clients at normal prices. */
export function tierOf(userType: UserType): PricingTier {
  return userType === 'client' ? 'client' : 'business';
}

export function findVariant<V extends PricedVariant>(
  product: { variant_detail: readonly V[] },
  variantName: string | null | undefined,
): V | undefined {
  if (variantName == null) return undefined;
  return product.variant_detail.find((variant) => variant.name === variantName);
}

/**
 * Client: the variant's price, else the product's. Business: the variant's business_price, then
 * the product's business_price, then the normal price.
 */
export function unitPrice(
  product: PricedProduct,
  variant: PricedVariant | undefined,
  tier: PricingTier,
): Cents {
  const normal = variant?.price ?? product.price;
  if (tier === 'client') return normal;
  return variant?.business_price ?? product.business_price ?? normal;
}

/** The unit price for a variant named by the shopper (an unknown name prices as the product). */
export function unitPriceFor(
  product: PricedProduct,
  variantName: string | null | undefined,
  tier: PricingTier,
): Cents {
  return unitPrice(product, findVariant(product, variantName), tier);
}

export function lineTotal(unit: Cents, quantity: number): Cents {
  return unit * quantity;
}

/** The lowest price a shopper of this tier can pay for the product, for "from €…" labels. */
export function fromPrice(product: PricedProduct, tier: PricingTier): Cents {
  if (product.variant_detail.length === 0) return unitPrice(product, undefined, tier);
  return Math.min(...product.variant_detail.map((variant) => unitPrice(product, variant, tier)));
}

export const GRAMS_PER_OUNCE = 28.3495;

/** Weights are stored in ounces and shown in grams, rounded (specification.md §9). */
export function weightInGrams(ounces: number): number {
  return Math.round(ounces * GRAMS_PER_OUNCE);
}
