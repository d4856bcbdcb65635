// Offers as the pricing engine and the shop read them (product.md §9): the rows become the
// engine's `PricingOffer`; GET /api/offers lists the running ones for the shopper's tier.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import type { PricingTier } from '@/domain/pricing';
import { productTextIn } from '@/domain/product-translations';
import {
  isForAudience,
  isRunning,
  type OfferTarget,
  type PricingOffer,
} from '@/domain/pricing-engine';
import { offerTextIn } from '@/domain/offer-input';
import type { PublicOffer } from '@/domain/offers';
import type { Database } from '../../db/client';
import { offers, products } from '../../db/schema';

export type OfferRow = typeof offers.$inferSelect;

export function targetOf(row: OfferRow): OfferTarget {
  switch (row.targetType) {
    case 'product':
      return { type: 'product', productId: row.targetProductId ?? 0 };
    case 'category':
      return { type: 'category', category: row.targetName ?? '' };
    case 'family':
      return { type: 'family', family: row.targetName ?? '' };
    case 'order':
      return { type: 'order' };
  }
}

export function toPricingOffer(row: OfferRow): PricingOffer {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    value: row.value,
    target: targetOf(row),
    audience: row.audience,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    code: row.code,
    minSubtotal: row.minSubtotal,
    usesLeft: row.maxUses === null ? null : Math.max(0, row.maxUses - row.uses),
    active: row.active,
  };
}

/** Every active offer (a small table): what the quote prices with. */
export async function readPricingOffers(db: Database): Promise<PricingOffer[]> {
  const rows = await db.select().from(offers).where(eq(offers.active, true));
  return rows.map(toPricingOffer);
}

/** "Your whole order" in the shop's other languages: an order-wide offer's target. */
const WHOLE_ORDER: Record<string, string> = { nl: 'Je hele bestelling' };

/**
 * GET /api/offers: the running offers for the shopper's tier, soonest ending first; the title,
 * the description and a product target's name in `language` (issue 30), the English standing in
 * for an absent or empty text.
 */
export async function readPublicOffers(
  db: Database,
  tier: PricingTier,
  now: Date,
  language: string = DEFAULT_LANGUAGE,
): Promise<PublicOffer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(
      and(eq(offers.active, true), or(isNull(offers.maxUses), lt(offers.uses, offers.maxUses))),
    )
    .orderBy(sql`${offers.endsAt} asc nulls last`, offers.id);
  const running = rows.filter((row) => {
    const offer = toPricingOffer(row);
    return isRunning(offer, now) && isForAudience(offer.audience, tier);
  });
  const productIds = running.flatMap((row) =>
    row.targetType === 'product' && row.targetProductId !== null ? [row.targetProductId] : [],
  );
  const productRows =
    productIds.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            name: products.name,
            description: products.description,
            translations: products.translations,
            slug: products.slug,
          })
          .from(products)
          .where(inArray(products.id, productIds));
  const productById = new Map(productRows.map((row) => [row.id, row]));
  return running.map((row) => {
    const target = targetOf(row);
    const product = target.type === 'product' ? productById.get(target.productId) : undefined;
    const { title, description } = offerTextIn(row, language);
    return {
      id: row.id,
      title,
      description,
      kind: row.kind,
      value: row.value,
      target,
      targetName:
        target.type === 'product'
          ? product
            ? productTextIn(product, language).name
            : ''
          : target.type === 'order'
            ? (WHOLE_ORDER[language] ?? 'Your whole order')
            : (row.targetName ?? ''),
      targetSlug: product?.slug ?? null,
      audience: row.audience,
      minSubtotal: row.minSubtotal,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      code: row.code,
    };
  });
}

/**
 * Counts one use of a code inside the order's transaction: one conditional update, so of any
 * number of parallel orders only as many as there are uses left get a row back.
 */
export async function takeCodeUse(tx: Database, offerId: number): Promise<boolean> {
  const taken = await tx
    .update(offers)
    .set({ uses: sql`${offers.uses} + 1` })
    .where(
      and(
        eq(offers.id, offerId),
        eq(offers.active, true),
        or(isNull(offers.maxUses), lt(offers.uses, offers.maxUses)),
      ),
    )
    .returning({ id: offers.id });
  return taken.length > 0;
}
