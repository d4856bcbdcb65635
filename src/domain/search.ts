// Search inside the shop (issue 32): the header's suggestions while a shopper types, and what the
// admin's analytics learn from searches that found nothing. The shop's full results are
// GET /api/products?q=… (products.ts), ranked by the same rule when a query is given.
import { z } from 'zod';
import type { Cents } from './money';
import { text } from './schema-blocks';

/** The longest query the shop searches for; the header's field and /shop?q= say the same. */
export const SEARCH_QUERY_MAX = 100;
/** At most this many products and categories come with one answer. */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;

/** Query of GET /api/search/suggestions. */
export const searchSuggestionsQuerySchema = z
  .object({
    q: text()
      .trim()
      .min(1, 'Type something to search for')
      .max(SEARCH_QUERY_MAX, `Search for at most ${SEARCH_QUERY_MAX} characters`),
  })
  .strict();

export type SearchSuggestionsQuery = z.output<typeof searchSuggestionsQuerySchema>;

/** A product suggested while typing: enough for a row with its picture, name and price. */
export interface ProductSuggestion {
  id: number;
  slug: string;
  /** In the request's language (X-Tress-Language), as the product page shows it. */
  name: string;
  family: string;
  category: string;
  /** Its first picture, or null. */
  image: string | null;
  /** The client's "from" price (lowest over its variants). */
  price: Cents;
  /** The business "from" price: only for shoppers with business access, null otherwise. */
  business_price: Cents | null;
}

/** A category the suggested products belong to, best match first; the web names it. */
export interface CategorySuggestion {
  family: string;
  category: string;
}

/** GET /api/search/suggestions?q=… */
export interface SearchSuggestions {
  /** The query as searched (trimmed). */
  query: string;
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
}

/** One query that found nothing, in the admin's analytics (GET /api/admin/stats/search-misses). */
export interface SearchMiss {
  /** Normalised: trimmed, lower case, inner spaces collapsed. */
  query: string;
  /** How many searches found nothing for it. */
  count: number;
  /** The language of the page it was typed on. */
  language: string;
  last_searched_at: string;
}

/** A query as the misses count it: "  Lace  FRONTL " and "lace frontl" are one. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}
