// Reading the catalog's products for shoppers: the shop's list (filters, search, sorts, pages)
// and one product. Prices come out for the shopper's tier; wholesale prices only for business.
import { and, asc, desc, eq, getTableName, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PricingTier } from '@/domain/pricing';
import type { Product, ProductListQuery, ProductPage } from '@/domain/products';
import type { Database } from '../db/client';
import { containing } from '../db/like-patterns';
import { products, productVariants } from '../db/schema';

type ProductRow = typeof products.$inferSelect;
/** A variant as stored, before the business-price gate. */
type StoredVariant = {
  name: string;
  price: number | null;
  business_price: number | null;
  stock: number;
};

// Drizzle leaves column names unqualified in a single-table select, and inside these
// subqueries an unqualified "id" or "price" would mean the variant's. Hence spelled-out names.
const product = {
  id: qualified(products.id),
  price: qualified(products.price),
  stock: qualified(products.stock),
};
const variant = {
  table: sql.identifier(getTableName(productVariants)),
  productId: qualified(productVariants.productId),
  name: qualified(productVariants.name),
  price: qualified(productVariants.price),
  businessPrice: qualified(productVariants.businessPrice),
  stock: qualified(productVariants.stock),
  position: qualified(productVariants.position),
  id: qualified(productVariants.id),
};

function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * The lowest price a client pays: over the variants (a variant without a price costs the
 * product's price), or the product's own price when it has none. Matches fromPrice(…, 'client').
 */
const clientFromPrice = sql<number>`coalesce(
  (select min(coalesce(${variant.price}, ${product.price}))
     from ${variant.table} where ${variant.productId} = ${product.id}),
  ${product.price})`;

/** Orderable: any variant has stock, or — for a product without variants — the product has. */
const inStock = sql<boolean>`case
  when exists (select 1 from ${variant.table} where ${variant.productId} = ${product.id})
  then exists (select 1 from ${variant.table}
               where ${variant.productId} = ${product.id} and ${variant.stock} > 0)
  else ${product.stock} > 0 end`;

/**
 * Each product's variants, ordered by position, fetched in the same statement as the products:
 * no N+1, and one round trip instead of two. Each variant travels as a JSON array
 * [name, price, business_price, stock]: on PGlite, json_build_object costs twice as much as
 * json_build_array, and this is the shop's hottest query.
 */
const variantsJson = sql<StoredVariant[]>`(
  select coalesce(json_agg(json_build_array(
           ${variant.name}, ${variant.price}, ${variant.businessPrice}, ${variant.stock})
         order by ${variant.position}, ${variant.id}), '[]'::json)
    from ${variant.table} where ${variant.productId} = ${product.id})`.mapWith(toStoredVariants);

type VariantTuple = [
  name: string,
  price: number | null,
  businessPrice: number | null,
  stock: number,
];

function toStoredVariants(value: unknown): StoredVariant[] {
  // postgres.js hands over parsed JSON; keep working should a driver hand over text.
  const tuples = (typeof value === 'string' ? JSON.parse(value) : value) as VariantTuple[];
  return tuples.map(([name, price, businessPrice, stock]) => ({
    name,
    price,
    business_price: businessPrice,
    stock,
  }));
}

export async function listProducts(
  db: Database,
  query: ProductListQuery,
  tier: PricingTier,
): Promise<ProductPage> {
  const where = and(eq(products.active, true), ...filtersOf(query));
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
    items: rows.map((row) => toProduct(row.product, row.variants, tier)),
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
): Promise<Product | undefined> {
  const [row] = await db
    .select({ product: products, variants: variantsJson })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return row && toProduct(row.product, row.variants, tier);
}

function filtersOf(query: ProductListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.family !== undefined) filters.push(eq(products.family, query.family));
  if (query.category !== undefined) filters.push(eq(products.category, query.category));
  if (query.minPrice !== undefined) filters.push(gte(clientFromPrice, query.minPrice));
  if (query.maxPrice !== undefined) filters.push(lte(clientFromPrice, query.maxPrice));
  // inStock=false is the unticked "in stock only" box: every product, not the sold-out ones.
  if (query.inStock === true) filters.push(inStock);
  if (query.q) {
    const pattern = containing(query.q);
    const search = or(
      ilike(products.name, pattern),
      ilike(products.description, pattern),
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

/** The API's Product: wholesale prices only for the business tier (product.md §3). */
export function toProduct(row: ProductRow, variants: StoredVariant[], tier: PricingTier): Product {
  const business = tier === 'business';
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    family: row.family,
    category: row.category,
    description: row.description,
    images: row.images,
    price: row.price,
    business_price: business ? row.businessPrice : null,
    variant_detail: variants.map((variant) => ({
      name: variant.name,
      price: variant.price,
      business_price: business ? variant.business_price : null,
      stock: variant.stock,
    })),
    stock:
      variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.stock, 0) : row.stock,
    weight_oz: row.weightOz,
    tags: row.tags,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
