// How the shop finds and ranks products for a typed query (issue 32): the header's suggestions
// and GET /api/products?q=… (sort "relevance") use these same pieces.
//
// Matching. A product is found when each typed word is in its full-text document in the page's
// language (search_en or search_nl, kept by the trigger of migration 0026: stemmed, accents
// ignored, so "kératine" finds keratin; the last word as a prefix, so "lace fro" finds lace
// frontals while typing). A typed word that is in no product's names, category words or tags
// is also read as the catalogue's words spelled most like it (pg_trgm similarity against the
// search_words dictionary: "frontl" → frontal, "ponytial" → ponytail). The products are then
// found through the documents' GIN indexes alone: no per-product similarity to compute.
//
// Ranking (best first), the rule docs/architecture.md repeats:
//   1. every word found as typed before found only through a correction;
//   2. every word found whole, the last one too, before the last found only as a beginning
//      ("staart": ponytails, whose category is staart, before the staartkam, a tail comb);
//   3. a word naming the product's category or family, in English or Dutch ("wig": wigs before
//      wig caps; "lace frontl": frontals before frontal wigs): trigram word similarity of at
//      least 0.6 between a typed (or corrected) word and the category and family words (found
//      once per query, with the corrections);
//   4. every word in the product's name (in the page's language) before found elsewhere
//      (category, tags, the other language's name, the description);
//   5. the name spelled closest to the query: trigram word similarity, rounded down to thirds, so
//      that near-equal spellings tie and a stray shared letter ("wig", "wave") counts for nothing;
//   6. popularity (units sold), then the id, so equal products keep one order.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { FAMILIES } from '@/domain/catalog';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import type { Database } from '../../db/client';
import { rowsOf } from '../drops/rows';
import { products } from '../../db/schema';

/** What a shopper typed, as words: runs of letters and digits ("4x4", "13x4" stay whole). */
export interface SearchTerms {
  words: string[];
}

/** A query ready to search with: its words and their corrections as to_tsquery texts. */
export interface SearchQuery {
  /** Every word or one of its corrections, the last typed word as a prefix. */
  match: string;
  /** Every word as typed, the last as a prefix ("lace & fro:*"). */
  typed: string;
  /** Every word as typed and whole ("lace & fro"). */
  whole: string;
  /** `match` with every word in the name ("lace:A & ( frontl:*A | frontal:A )"). */
  inName: string;
  /** The typed words as one text, for similarity with names. */
  text: string;
  /** The categories a typed or corrected word names: "family/category", comma-separated. */
  namedCategories: string;
}

/**
 * A search query's parts as bound values, or as placeholders of a statement built once and run
 * with each query's values (services/search/suggestions.ts).
 */
export type SearchValues = { [Part in keyof SearchQuery]: SearchQuery[Part] | Placeholder };

/** More words than a person types into a shop's search add nothing but work. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Words of fewer letters are not corrected: a trigram of them matches almost anything. */
const MIN_CORRECTED_LENGTH = 3;
/** The catalogue's words tried for a typed word that is in no product, the likeliest first. */
const CORRECTIONS_PER_WORD = 3;
/** pg_trgm's own default threshold for "a similar word". */
const CATEGORY_SIMILARITY = 0.6;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The words of a query. Only runs of letters and digits, so a to_tsquery text built from them
 * holds nothing but words, operators we put there and prefix marks: nothing a shopper typed
 * can reach the full-text parser as syntax.
 */
export function searchTermsOf(query: string): SearchTerms {
  const words = (query.normalize('NFC').toLowerCase().match(WORD) ?? [])
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return { words };
}

/**
 * The query to search with: each typed word that no product has (the last: that no product's
 * word begins with) gets the catalogue's words spelled most like it as alternatives, and the
 * categories its words name are found. One small statement against the dictionary and the
 * dozen categories; null when there is nothing to search for.
 */
export async function searchQueryOf(db: Database, terms: SearchTerms): Promise<SearchQuery | null> {
  const { words } = terms;
  if (words.length === 0) return null;
  const { corrections, categories } = await readDictionary(db, words);
  const last = words.length - 1;
  const all = (mark: string, prefixMark: string) =>
    words
      .map((word, index) => {
        const typed = `${word}${index === last ? prefixMark : mark}`;
        const others = (corrections.get(index) ?? []).map((other) => `${other}${mark}`);
        return others.length === 0 ? typed : `( ${[typed, ...others].join(' | ')} )`;
      })
      .join(' & ');
  const typed = (prefixMark: string) =>
    words.map((word, index) => `${word}${index === last ? prefixMark : ''}`).join(' & ');
  return {
    match: all('', ':*'),
    typed: typed(':*'),
    whole: typed(''),
    inName: all(':A', ':*A'),
    text: words.join(' '),
    namedCategories: categories.join(','),
  };
}

/** Every family and category of the shop, as a VALUES list (the domain's constants). */
const SHOP_CATEGORIES = sql.raw(
  `(values ${FAMILIES.flatMap((family) =>
    family.categories.map((category) => `('${family.slug}', '${category.slug}')`),
  ).join(', ')}) as shop (family, category)`,
);

/**
 * Corrections by word position, for the typed words the catalogue does not have; and the
 * categories ("family/category") that a typed or corrected word names, in English or Dutch.
 */
async function readDictionary(
  db: Database,
  words: string[],
): Promise<{ corrections: Map<number, string[]>; categories: string[] }> {
  const rows = rowsOf<{
    position: number | string | null;
    word: string | null;
    named: string | null;
  }>(
    await db.execute(sql`
      with typed as (
        select typed.word, typed.position
          from unnest(string_to_array(search_unaccent(${words.join(' ')}), ' '))
                 with ordinality as typed (word, position)
      ), corrections as (
        select typed.position, correction.word
          from typed cross join lateral (
            select known.word from search_words as known
             where char_length(typed.word) >= ${MIN_CORRECTED_LENGTH}
               and not exists (select from search_words as same where same.word = typed.word)
               and not (typed.position = ${words.length}
                        and exists (select from search_words as longer
                                     where longer.word like typed.word || '%'))
               and known.word % typed.word
             order by similarity(known.word, typed.word) desc, known.word
             limit ${CORRECTIONS_PER_WORD}) as correction
      ), named as (
        select shop.family || '/' || shop.category as named from ${SHOP_CATEGORIES}
         where exists (
           select from (select word from typed union select word from corrections) as used
            where word_similarity(used.word,
                    search_category_words('en', shop.family, shop.category) || ' '
                    || search_category_words('nl', shop.family, shop.category))
                  >= ${CATEGORY_SIMILARITY})
      )
      select position, word, null as named from corrections
      union all
      select null, null, named from named`),
  );
  const corrections = new Map<number, string[]>();
  const categories: string[] = [];
  for (const row of rows) {
    if (row.named !== null) {
      categories.push(row.named);
      continue;
    }
    // Only words as the search reads them (the dictionary's are, but it is checked here).
    const word = row.word?.match(WORD)?.[0];
    if (!word || word !== row.word) continue;
    const index = Number(row.position) - 1;
    corrections.set(index, [...(corrections.get(index) ?? []), word]);
  }
  return { corrections, categories };
}

/** The columns the ranking reads: the products table's, or the same names of a subquery. */
export interface RankedColumns {
  id: SQL;
  family: SQL;
  category: SQL;
  popularity: SQL;
  name: SQL;
  translations: SQL;
  searchEn: SQL;
  searchNl: SQL;
}

/** The products table's own columns. */
export const PRODUCT_COLUMNS: RankedColumns = {
  id: sql`${products.id}`,
  family: sql`${products.family}`,
  category: sql`${products.category}`,
  popularity: sql`${products.popularity}`,
  name: sql`${products.name}`,
  translations: sql`${products.translations}`,
  searchEn: sql`${products.searchEn}`,
  searchNl: sql`${products.searchNl}`,
};

/**
 * The language's full-text document and configuration. Dutch has its own; every other language
 * searches the English document, which also holds the names in every other language (weight C).
 */
function fullText(language: string, columns: RankedColumns): { document: SQL; config: SQL } {
  return language === 'nl'
    ? { document: columns.searchNl, config: sql.raw(`'search_dutch'::regconfig`) }
    : { document: columns.searchEn, config: sql.raw(`'search_english'::regconfig`) };
}

/** The condition that finds a product for the query (through the documents' GIN index). */
export function searchMatch(query: SearchValues, language: string): SQL {
  const { document, config } = fullText(language, PRODUCT_COLUMNS);
  return sql`${document} @@ to_tsquery(${config}, ${query.match})`;
}

/** The ranking rule above as ORDER BY terms, best first (after searchMatch has found them). */
export function relevanceOrder(
  query: SearchValues,
  language: string,
  columns: RankedColumns = PRODUCT_COLUMNS,
): SQL[] {
  const { document, config } = fullText(language, columns);
  const found = (words: SearchValues['match']) =>
    sql`(${document} @@ to_tsquery(${config}, ${words})) desc`;
  // The name the page shows, as nameIn (products/variants.ts) reads it.
  const name =
    language === DEFAULT_LANGUAGE
      ? columns.name
      : sql`coalesce(nullif(btrim(${columns.translations} -> ${language}::text ->> 'name'), ''), ${columns.name})`;
  return [
    found(query.typed),
    found(query.whole),
    sql`(${columns.family} || '/' || ${columns.category}) = any(string_to_array(${query.namedCategories}, ',')) desc`,
    found(query.inName),
    // The typed words are without accents (search_unaccent, once per query); names rarely have
    // any, and lower() per row is much cheaper than unaccenting every name again.
    sql`floor(word_similarity(search_unaccent(${query.text}), lower(${name})) * 3) desc`,
    sql`${columns.popularity} desc nulls last`,
    sql`${columns.id} asc`,
  ];
}

/**
 * Popularity, then the id: the order of products_active_popularity_idx, whose popularity is
 * DESC NULLS LAST (plain DESC would put nulls first, and PostgreSQL would sort instead of reading
 * the index in order; popularity is never null).
 */
export const mostPopularFirst: SQL[] = [
  sql`${products.popularity} desc nulls last`,
  sql`${products.id} asc`,
];
