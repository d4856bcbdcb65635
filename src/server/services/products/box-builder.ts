// What the box builder offers (product.md §11): the sizes from the settings and the active,
// box-eligible products with variants and stock, priced for the shopper's tier and named in the
// request's language (issue 30).
import { and, asc, eq } from 'drizzle-orm';
import { boxSizeRules, type BoxBuilderAnswer } from '@/domain/boxes';
import type { PricingTier } from '@/domain/pricing';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import type { Logger } from '../../log';
import { readSomeSettings } from '../settings';
import { nameIn, toProduct, variantsJson } from './variants';

export async function boxBuilderOffer(
  db: Database,
  logger: Logger,
  tier: PricingTier,
  language: string,
): Promise<BoxBuilderAnswer> {
  const [rows, settings] = await Promise.all([
    db
      .select({ product: products, variants: variantsJson })
      .from(products)
      .where(and(eq(products.active, true), eq(products.boxEligible, true)))
      .orderBy(asc(products.family), asc(nameIn(language)), asc(products.id)),
    readSomeSettings(db, logger, ['boxSizes']),
  ]);
  return {
    sizes: boxSizeRules(settings.boxSizes),
    products: rows.map((row) => toProduct(row.product, row.variants, tier, language)),
  };
}
