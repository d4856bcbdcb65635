// Recommendations (product.md §12, issue 14): a salon in a salon session shares lines of its cart
// with a note; its clients open /recommendation/{id} and see the products at their own prices.
// An order that carries the recommendation's id within 30 days is attributed to the salon.
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './line-quantity';
import { message } from './messages';
import type { Cents } from './money';
import type { Product } from './products';
import { integer, recordId, text } from './schema-blocks';

export const RECOMMENDATION_NOTE_MAX = 500;
export const MAX_RECOMMENDATION_ITEMS = 50;
/** Orders placed this many days after a recommendation was shared still count as referred. */
export const ATTRIBUTION_DAYS = 30;
/** How many recommendations a salon may share per hour. */
export const RECOMMENDATIONS_PER_HOUR = 20;

export const recommendationItemSchema = z
  .object({
    productId: recordId({ error: 'Each line needs a product' }),
    variant: text().trim().min(1).max(80).nullable().optional(),
    quantity: integer({ error: 'Each line needs a quantity' }, 'Quantities are whole units')
      .min(1, 'The quantity is at least 1')
      .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} units per line`),
  })
  .strict();
export type RecommendationItem = z.infer<typeof recommendationItemSchema>;

/** POST /api/recommendations (salon access required). */
export const recommendationRequestSchema = z
  .object({
    note: text({ error: message('forms.write-note', 'Write a note for your client') })
      .trim()
      .max(
        RECOMMENDATION_NOTE_MAX,
        message('forms.max-chars', 'Use at most {max} characters', {
          max: RECOMMENDATION_NOTE_MAX,
        }),
      )
      .default(''),
    items: z
      .array(recommendationItemSchema)
      .min(1, message('forms.recommend-one', 'Recommend at least one product'))
      .max(MAX_RECOMMENDATION_ITEMS, `At most ${MAX_RECOMMENDATION_ITEMS} products`),
  })
  .strict();
export type RecommendationRequest = z.output<typeof recommendationRequestSchema>;

/** The page a recommendation is opened on. */
export function recommendationPath(id: string): string {
  return `/recommendation/${encodeURIComponent(id)}`;
}

/** What POST /api/recommendations answers (201). */
export interface RecommendationReceipt {
  id: string;
  /** A path (the host varies): /recommendation/<id>. */
  url: string;
}

/** One recommended line as the viewer sees it, at the viewer's own tier. */
export interface RecommendedLine {
  productId: number;
  variant: string | null;
  quantity: number;
  /** The product (wholesale prices only for business access); null once it was deleted. */
  product: Product | null;
  /** One unit at the viewer's tier, before offers; null when the product is gone. */
  unitPrice: Cents | null;
  /** Units in stock of the variant (or the product without variants); 0 when gone. */
  stock: number;
  /** Still for sale: inactive or deleted products are shown as such and skipped by "add all". */
  active: boolean;
}

/** GET /api/recommendations/{id} */
export interface RecommendationView {
  id: string;
  salon: { name: string; city: string };
  note: string;
  createdAt: string;
  items: RecommendedLine[];
}
