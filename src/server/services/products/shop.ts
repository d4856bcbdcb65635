// Reading the catalog's products for shoppers: the shop's list (filters, search, sorts, pages)
// and one product. Prices come out for the shopper's tier; wholesale prices only for business;
// names and descriptions in the request's language (issue 30), where the product has them.
import { and, asc, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import type { PricingTier } from '@/domain/pricing';
import type { Product, ProductListQuery, ProductPage } from '@/domain/products';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import {
  mostPopularFirst,
  relevanceOrder,
  searchMatch,
  searchQueryOf,
  searchTermsOf,
  type SearchQuery,
} from '../search/relevance';
import { clientFromPrice, inStock, toProduct, variantsJson } from './variants';

/**
 * A product row as the shop reads it: every column but the search documents (issue 32), which
 * only the database reads and which would otherwise travel with every product.
 */
export const shopProductColumns = (() => {
  const columns: Partial<ReturnType<typeof getTableColumns<typeof products>>> = {
    ...getTableColumns(products),
  };
  delete columns.searchEn;
  delete columns.searchNl;
  return columns as Omit<
    ReturnType<typeof getTableColumns<typeof products>>,
    'searchEn' | 'searchNl'
  >;
})();

export async function listProducts(
  db: Database,
  query: ProductListQuery,
  tier: PricingTier,
  language: string = DEFAULT_LANGUAGE,
): Promise<ProductPage> {
  // A query without a letter or digit ("%", "_") finds nothing.
  const search = query.q ? await searchQueryOf(db, searchTermsOf(query.q)) : undefined;
  if (search === null) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const where = and(eq(products.active, true), ...filtersOf(query, search, language));
  const order = orderOf(query.sort, search, language);
  const { page, pageSize } = query;

  // The page is chosen, and the matches counted, over ids only; the full rows (long
  // descriptions, variants) are read for the page's products alone.
  const chosen = db.$with('chosen').as(
    db
      .select({
        id: products.id,
        total: sql<number>`count(*) over ()`.as('total'),
        rank: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('rank'),
      })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  );
  const rows = await db
    .with(chosen)
    .select({ product: shopProductColumns, variants: variantsJson, total: chosen.total })
    .from(chosen)
    .innerJoin(products, eq(products.id, chosen.id))
    .orderBy(asc(chosen.rank));

  // A page past the end has no rows to carry the total; only then is it counted apart.
  const first = rows[0];
  const total = first ? Number(first.total) : page > 1 ? await db.$count(products, where) : 0;
  return {
    items: rows.map((row) => toProduct(row.product, row.variants, tier, language)),
    total,
    page,
    pageSize,
  };
}

/** An active product, or undefined (unknown and inactive products are not for sale). */
export async function findProduct(
  db: Database,
  id: number,
  tier: PricingTier,
  language: string = DEFAULT_LANGUAGE,
): Promise<Product | undefined> {
  const [row] = await db
    .select({ product: shopProductColumns, variants: variantsJson })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return row && toProduct(row.product, row.variants, tier, language);
}

function filtersOf(
  query: ProductListQuery,
  search: SearchQuery | undefined,
  language: string,
): SQL[] {
  const filters: SQL[] = [];
  if (query.family !== undefined) filters.push(eq(products.family, query.family));
  if (query.category !== undefined) filters.push(eq(products.category, query.category));
  if (query.minPrice !== undefined) filters.push(gte(clientFromPrice, query.minPrice));
  if (query.maxPrice !== undefined) filters.push(lte(clientFromPrice, query.maxPrice));
  // inStock=false is the unticked "in stock only" box: every product, not the sold-out ones.
  if (query.inStock === true) filters.push(inStock);
  // The header's search, typo-tolerant and in the page's language (issue 32): the same matching
  // as the suggestions.
  if (search) filters.push(searchMatch(search, language));
  return filters;
}

/**
 * Every sort ends on the id, so pages never repeat or skip a product between requests. Relevance
 * (the default with a query) is the search's ranking rule, services/search/relevance.ts; without
 * a query it is the popular order.
 */
function orderOf(
  sort: ProductListQuery['sort'],
  search: SearchQuery | undefined,
  language: string,
): SQL[] {
  switch (sort) {
    case 'relevance':
      return search ? relevanceOrder(search, language) : orderOf('popular', search, language);
    case 'popular':
      // The popularity index's own order, so a page is read from it (issue 32).
      return mostPopularFirst;
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price-asc':
      return [asc(clientFromPrice), asc(products.id)];
    case 'price-desc':
      return [desc(clientFromPrice), asc(products.id)];
  }
}
