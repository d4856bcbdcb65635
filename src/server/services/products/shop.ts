// Reading the catalog's products for shoppers: the shop's list (filters, search, sorts, pages)
// and one product. Prices come out for the shopper's tier; wholesale prices only for business;
// names and descriptions in the request's language (issue 30), where the product has them.
import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import type { PricingTier } from '@/domain/pricing';
import type { Product, ProductListQuery, ProductPage } from '@/domain/products';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-patterns';
import { products } from '../../db/schema';
import { clientFromPrice, inStock, toProduct, variantsJson } from './variants';

export async function listProducts(
  db: Database,
  query: ProductListQuery,
  tier: PricingTier,
  language: string = DEFAULT_LANGUAGE,
): Promise<ProductPage> {
  const where = and(eq(products.active, true), ...filtersOf(query, language));
  const order = orderOf(query.sort);
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
    .select({ product: products, variants: variantsJson, total: chosen.total })
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
    .select({ product: products, variants: variantsJson })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return row && toProduct(row.product, row.variants, tier, language);
}

function filtersOf(query: ProductListQuery, language: string): SQL[] {
  const filters: SQL[] = [];
  if (query.family !== undefined) filters.push(eq(products.family, query.family));
  if (query.category !== undefined) filters.push(eq(products.category, query.category));
  if (query.minPrice !== undefined) filters.push(gte(clientFromPrice, query.minPrice));
  if (query.maxPrice !== undefined) filters.push(lte(clientFromPrice, query.maxPrice));
  // inStock=false is the unticked "in stock only" box: every product, not the sold-out ones.
  if (query.inStock === true) filters.push(inStock);
  if (query.q) {
    const pattern = containing(query.q);
    // In another language, its texts there too: a Dutch shopper types what the page shows,
    // and may still type the English (or brand) name.
    const translated =
      language === DEFAULT_LANGUAGE
        ? []
        : [
            sql`${products.translations} -> ${language}::text ->> 'name' ilike ${pattern}`,
            sql`${products.translations} -> ${language}::text ->> 'description' ilike ${pattern}`,
          ];
    const search = or(
      ilike(products.name, pattern),
      ilike(products.description, pattern),
      ...translated,
      sql`exists (select 1 from unnest(${products.tags}) as tag where tag ilike ${pattern})`,
    );
    if (search) filters.push(search);
  }
  return filters;
}

/** Every sort ends on the id, so pages never repeat or skip a product between requests. */
function orderOf(sort: ProductListQuery['sort']): SQL[] {
  switch (sort) {
    case 'popular':
      return [desc(products.popularity), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price-asc':
      return [asc(clientFromPrice), asc(products.id)];
    case 'price-desc':
      return [desc(clientFromPrice), asc(products.id)];
  }
}
