// Recommendations (product.md §12, issue 14): a salon shares products with a note; anyone with the
// link sees them at their own tier's prices; an order carrying the id within 30 days of sharing
// is attributed to the salon (never the salon's own order).
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { SharedRecommendations } from '@/domain/partners';
import { findVariant, unitPrice } from '@/domain/pricing';
import {
  ATTRIBUTION_DAYS,
  recommendationPath,
  type RecommendationReceipt,
  type RecommendationRequest,
  type RecommendationView,
} from '@/domain/recommendations';
import { pathIn } from '@/domain/languages';
import type { Database } from '../db/client';
import { products, recommendations, salons } from '../db/schema';
import type { ShopperAccess } from '../http/app-env';
import type { Logger } from '../log';
import { toProduct, variantsJson } from './products/variants';

export async function shareRecommendation(
  db: Database,
  logger: Logger,
  salonId: string,
  request: RecommendationRequest,
  /** The page's language: the link the salon gets (and sends its client) is in it. */
  language: string,
): Promise<RecommendationReceipt> {
  const [row] = await db
    .insert(recommendations)
    .values({
      salonId,
      language,
      note: request.note,
      items: request.items.map((item) => ({
        productId: item.productId,
        variant: item.variant ?? null,
        quantity: item.quantity,
      })),
    })
    .returning({ id: recommendations.id });
  if (!row) throw new Error('the recommendation was not stored');
  logger.info('recommendation shared', { salonId, id: row.id, lines: request.items.length });
  return { id: row.id, url: pathIn(language, recommendationPath(row.id)) };
}

/** How many recommendations the salon shared, and the newest 20 (GET /api/recommendations). */
export async function listSharedRecommendations(
  db: Database,
  salonId: string,
): Promise<SharedRecommendations> {
  const own = eq(recommendations.salonId, salonId);
  const [[counted], rows] = await Promise.all([
    db.select({ n: count() }).from(recommendations).where(own),
    db
      .select({
        id: recommendations.id,
        note: recommendations.note,
        language: recommendations.language,
        createdAt: recommendations.createdAt,
        lines: sql<number>`jsonb_array_length(${recommendations.items})`,
      })
      .from(recommendations)
      .where(own)
      .orderBy(desc(recommendations.createdAt), desc(recommendations.id))
      .limit(SHARED_LIST_SIZE),
  ]);
  return {
    shared: counted?.n ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      // In the language it was shared in: the link the client was sent.
      url: pathIn(row.language, recommendationPath(row.id)),
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      lines: row.lines,
    })),
  };
}

const SHARED_LIST_SIZE = 20;

/**
 * The recommendation at the viewer's tier, its products named in the page's `language`;
 * undefined when there is none with this id.
 */
export async function readRecommendation(
  db: Database,
  id: string,
  access: ShopperAccess,
  language: string,
): Promise<RecommendationView | undefined> {
  const [row] = await db
    .select({
      id: recommendations.id,
      note: recommendations.note,
      items: recommendations.items,
      createdAt: recommendations.createdAt,
      salonName: salons.salonName,
      city: salons.city,
    })
    .from(recommendations)
    .innerJoin(salons, eq(salons.id, recommendations.salonId))
    .where(eq(recommendations.id, id));
  if (!row) return undefined;
  const ids = [...new Set(row.items.map((item) => item.productId))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ product: products, variants: variantsJson })
          .from(products)
          .where(inArray(products.id, ids));
  const byId = new Map(
    found.map((entry) => [
      entry.product.id,
      toProduct(entry.product, entry.variants, access.tier, language),
    ]),
  );
  return {
    id: row.id,
    salon: { name: row.salonName, city: row.city },
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    items: row.items.map((item) => {
      const product = byId.get(item.productId) ?? null;
      if (!product) {
        return { ...item, product: null, unitPrice: null, stock: 0, active: false };
      }
      const variant = findVariant(product, item.variant);
      // Prices from the stored row: toProduct hides business prices from the client tier only.
      const stock =
        variant?.stock ?? (product.variant_detail.length > 0 && item.variant ? 0 : product.stock);
      return {
        ...item,
        product,
        unitPrice: unitPrice(product, variant, access.tier),
        stock,
        active: product.active,
      };
    }),
  };
}

export type Referral = { recommendationId: string; referringSalonId: string };

/**
 * The salon an order is referred by: the recommendation exists, was shared at most 30 days ago
 * (by the database's clock), and is not the ordering salon's own. Anything else: no attribution,
 * never an error.
 */
export async function referralFor(
  db: Database,
  recommendationId: string | undefined,
  access: ShopperAccess,
): Promise<Referral | null> {
  if (recommendationId === undefined) return null;
  const [row] = await db
    .select({ id: recommendations.id, salonId: recommendations.salonId })
    .from(recommendations)
    .where(
      and(
        eq(recommendations.id, recommendationId.toLowerCase()),
        gte(recommendations.createdAt, sql`now() - make_interval(days => ${ATTRIBUTION_DAYS})`),
      ),
    );
  if (!row) return null;
  if (access.kind === 'salon' && access.salonId === row.salonId) return null;
  return { recommendationId: row.id, referringSalonId: row.salonId };
}
