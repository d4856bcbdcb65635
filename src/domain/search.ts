// Search inside the shop (issue 32): the header's suggestions while a shopper types, and what the
// admin's analytics learn from searches that found nothing. The shop's full results are
// GET /api/products?q=… (products.ts), ranked by the same rule when a query is given.
import { z } from 'zod';
import type { Cents } from './money';
import { queryInteger, text } from './schema-blocks';

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

/** The admin's window over the misses: the last N days, today included. */
export const SEARCH_MISS_DAYS_DEFAULT = 30;
export const SEARCH_MISS_DAYS_MAX = 365;
/** The admin sees at most this many queries, the most frequent first. */
export const SEARCH_MISSES_SHOWN = 50;

/** Query of GET /api/admin/stats/search-misses. */
export const searchMissesQuerySchema = z
  .object({
    days: queryInteger()
      .min(1, 'Choose at least 1 day')
      .max(SEARCH_MISS_DAYS_MAX, `Choose at most ${SEARCH_MISS_DAYS_MAX} days`)
      .default(SEARCH_MISS_DAYS_DEFAULT),
  })
  .strict();

export type SearchMissesQuery = z.output<typeof searchMissesQuerySchema>;

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

/**
 * GET /api/admin/stats/search-misses: its answer, checked by the admin's page (the server writes
 * SearchMiss[]).
 */
export const searchMissesAnswerSchema = z.array(
  z.object({
    query: z.string(),
    count: z.number().int(),
    language: z.string(),
    last_searched_at: z.string(),
  }),
);

/** A query as the misses count it: "  Lace  FRONTL " and "lace frontl" are one. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}
