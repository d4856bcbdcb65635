// GET /api/search/suggestions (issue 32): what the header's search shows while a shopper types —
// the best few products, priced for their tier, and the categories those matches belong to.
import { and, asc, eq, fillPlaceholders, lte, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import { fromPrice, type PricedVariant, type PricingTier } from '@/domain/pricing';
import { productTextIn, type ProductTranslations } from '@/domain/product-translations';
import {
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  type CategorySuggestion,
  type SearchSuggestions,
} from '@/domain/search';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { rowsOf } from '../drops/rows';
import { variantsJson } from '../products/variants';
import {
  mostPopularFirst,
  relevanceOrder,
  searchMatch,
  searchQueryOf,
  searchTermsOf,
  type RankedColumns,
  type SearchQuery,
  type SearchValues,
} from './relevance';

/**
 * Suggestions rank the most popular matches only, at most this many: a one-letter query matches
 * most of a large catalogue, and a shopper still typing needs an answer in milliseconds, not the
 * whole catalogue ranked (that is what /shop?q=… does). Found by reading the popularity index
 * in order when the words are common, through the full-text index when they are rare.
 */
export const SUGGESTION_CANDIDATES = 100;

/**
 * The suggestions being read right now, per database, by tier, language and query: shoppers
 * typing the same first letters at the same moment share one reading (the answer cache keeps it
 * only once it is done).
 */
const reading = new WeakMap<Database, Map<string, Promise<SearchSuggestions>>>();

export function searchSuggestions(
  db: Database,
  query: string,
  tier: PricingTier,
  language: string = DEFAULT_LANGUAGE,
): Promise<SearchSuggestions> {
  let underWay = reading.get(db);
  if (!underWay) {
    underWay = new Map();
    reading.set(db, underWay);
  }
  const key = `${tier}|${language}|${query}`;
  const shared = underWay.get(key);
  if (shared) return shared;
  const read = readSuggestions(db, query, tier, language).finally(() => underWay.delete(key));
  underWay.set(key, read);
  return read;
}

async function readSuggestions(
  db: Database,
  query: string,
  tier: PricingTier,
  language: string,
): Promise<SearchSuggestions> {
  const search = await searchQueryOf(db, searchTermsOf(query));
  if (search === null) return { query, products: [], categories: [] };
  const rows = rowsOf<SuggestionRow>(await db.execute(suggestionStatement(db, search, language)));
  return {
    query,
    products: rows.map((row) => {
      const priced = {
        price: row.price,
        business_price: row.business_price,
        variant_detail: variantsOf(row.variants),
      };
      return {
        id: row.id,
        slug: row.slug,
        name: productTextIn({ ...row, description: '' }, language).name,
        family: row.family,
        category: row.category,
        image: row.image,
        price: fromPrice(priced, 'client'),
        business_price: tier === 'business' ? fromPrice(priced, 'business') : null,
      };
    }),
    categories: rows[0] ? parsedJson<CategorySuggestion[]>(rows[0].categories) : [],
  };
}

/** A row of the statement, as both drivers hand it over (JSON parsed, or as text). */
type SuggestionRow = {
  id: number;
  slug: string;
  name: string;
  translations: ProductTranslations;
  family: string;
  category: string;
  image: string | null;
  price: number;
  business_price: number | null;
  variants: unknown;
  categories: unknown;
};

/**
 * The statement's text per language, built once: Drizzle takes a few milliseconds to build a
 * statement this size, and the search runs one per keystroke. Each query's parts are its
 * placeholders' values.
 */
const statements = new Map<string, { sql: string; params: unknown[] }>();
const PLACEHOLDERS: SearchValues = {
  match: sql.placeholder('match'),
  typed: sql.placeholder('typed'),
  whole: sql.placeholder('whole'),
  inName: sql.placeholder('inName'),
  text: sql.placeholder('text'),
  namedCategories: sql.placeholder('namedCategories'),
};

function suggestionStatement(db: Database, search: SearchQuery, language: string): SQL {
  let statement = statements.get(language);
  if (!statement) {
    statement = suggestionRows(db, PLACEHOLDERS, language).toSQL();
    statements.set(language, statement);
  }
  const params = fillPlaceholders(statement.params, { ...search });
  // "… $1 … $2 …" back into SQL with its values bound again.
  const parts = statement.sql.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`,
    ),
  );
}

/**
 * The one statement behind the suggestions (its plan is tested on 100,000 products): the most
 * popular matches, ranked; the best few with their prices' inputs, each row also carrying the
 * categories of all ranked matches.
 */
export function suggestionRows(db: Database, search: SearchValues, language: string) {
  // The ranking reads only the candidates' own columns: no second visit to each product.
  const candidates = db.$with('candidates').as(
    db
      .select({
        id: products.id,
        family: products.family,
        category: products.category,
        popularity: products.popularity,
        name: products.name,
        translations: products.translations,
        document: language === 'nl' ? products.searchNl : products.searchEn,
      })
      .from(products)
      .where(and(eq(products.active, true), searchMatch(search, language)))
      .orderBy(...mostPopularFirst)
      .limit(SUGGESTION_CANDIDATES),
  );
  const columns: RankedColumns = {
    id: sql`${candidates.id}`,
    family: sql`${candidates.family}`,
    category: sql`${candidates.category}`,
    popularity: sql`${candidates.popularity}`,
    name: sql`${candidates.name}`,
    translations: sql`${candidates.translations}`,
    searchEn: sql`${candidates.document}`,
    searchNl: sql`${candidates.document}`,
  };
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: sql<number>`${candidates.id}`.as('ranked_id'),
        family: sql<string>`${candidates.family}`.as('ranked_family'),
        category: sql<string>`${candidates.category}`.as('ranked_category'),
        position: sql<number>`row_number() over (order by ${sql.join(
          relevanceOrder(search, language, columns),
          sql`, `,
        )})`.as('position'),
      })
      .from(candidates),
  );
  // The categories of every ranked match, each at its best product's place.
  const categories = sql<CategorySuggestion[]>`(
    select coalesce(json_agg(json_build_object('family', best.family, 'category', best.category)
                             order by best.position), '[]'::json)
      from (select ${ranked.family} as family, ${ranked.category} as category,
                   min(${ranked.position}) as position
              from ${ranked} group by 1, 2 order by 3 limit ${SUGGESTED_CATEGORIES}) as best)`;
  // Every column named as SuggestionRow reads it.
  return db
    .with(candidates, ranked)
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      translations: products.translations,
      family: products.family,
      category: products.category,
      image: sql<string | null>`${products.images} ->> 0`.as('image'),
      price: products.price,
      businessPrice: products.businessPrice,
      variants: sql`${variantsJson}`.as('variants'),
      categories: categories.as('categories'),
    })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.id))
    .where(lte(ranked.position, SUGGESTED_PRODUCTS))
    .orderBy(asc(ranked.position));
}

/** The variants' prices from variantsJson's tuples [name, price, business_price, …]. */
function variantsOf(value: unknown): PricedVariant[] {
  return parsedJson<[string, number | null, number | null][]>(value).map(
    ([name, price, businessPrice]) => ({ name, price, business_price: businessPrice }),
  );
}

/** postgres.js and PGlite hand over parsed JSON; keep working should a driver hand over text. */
function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
