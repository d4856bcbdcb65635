// A product's variants, read in the same statement as the product (one loader for the shop and the
// back office), and the API's Product built from a product row and its variants. Also the other
// per-product sums over the variants the shop filters and sorts by.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import type { PricingTier } from '@/domain/pricing';
import { productTextIn } from '@/domain/product-translations';
import type { Product } from '@/domain/products';
import { products, productVariants } from '../../db/schema';

/** A product row without the search documents (issue 32), which the shop never reads. */
type ProductRow = Omit<typeof products.$inferSelect, 'searchEn' | 'searchNl'>;
/** A variant as stored, before the business-price gate. */
type StoredVariant = {
  name: string;
  price: number | null;
  business_price: number | null;
  stock: number;
  colour: string | null;
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
  colour: qualified(productVariants.colour),
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
export const clientFromPrice = sql<number>`coalesce(
  (select min(coalesce(${variant.price}, ${product.price}))
     from ${variant.table} where ${variant.productId} = ${product.id}),
  ${product.price})`;

/** Orderable: any variant has stock, or — for a product without variants — the product has. */
export const inStock = sql<boolean>`case
  when exists (select 1 from ${variant.table} where ${variant.productId} = ${product.id})
  then exists (select 1 from ${variant.table}
               where ${variant.productId} = ${product.id} and ${variant.stock} > 0)
  else ${product.stock} > 0 end`;

/**
 * A product's name in `language` as SQL: its own there when it has one, else the English, for
 * sorting by what the shopper reads.
 */
export function nameIn(language: string): SQL<string> {
  if (language === DEFAULT_LANGUAGE) return sql<string>`${products.name}`;
  return sql<string>`coalesce(nullif(btrim(${products.translations} -> ${language}::text ->> 'name'), ''), ${products.name})`;
}

/**
 * Each product's variants, ordered by position, fetched in the same statement as the products:
 * no N+1, and one round trip instead of two. Each variant travels as a JSON array
 * [name, price, business_price, stock, colour]: on PGlite, json_build_object costs twice as much as
 * json_build_array, and this is the shop's hottest query.
 */
export const variantsJson = sql<StoredVariant[]>`(
  select coalesce(json_agg(json_build_array(
           ${variant.name}, ${variant.price}, ${variant.businessPrice}, ${variant.stock},
           ${variant.colour})
         order by ${variant.position}, ${variant.id}), '[]'::json)
    from ${variant.table} where ${variant.productId} = ${product.id})`.mapWith(toStoredVariants);

type VariantTuple = [
  name: string,
  price: number | null,
  businessPrice: number | null,
  stock: number,
  colour: string | null,
];

function toStoredVariants(value: unknown): StoredVariant[] {
  // postgres.js hands over parsed JSON; keep working should a driver hand over text.
  const tuples = (typeof value === 'string' ? JSON.parse(value) : value) as VariantTuple[];
  return tuples.map(([name, price, businessPrice, stock, colour]) => ({
    name,
    price,
    business_price: businessPrice,
    stock,
    colour,
  }));
}

/**
 * The API's Product: wholesale prices only for the business tier (product.md §3); the name and
 * description in `language` (the request's), the English where the product has none there.
 */
export function toProduct(
  row: ProductRow,
  variants: StoredVariant[],
  tier: PricingTier,
  language: string = DEFAULT_LANGUAGE,
): Product {
  const business = tier === 'business';
  const text = productTextIn(row, language);
  return {
    id: row.id,
    slug: row.slug,
    name: text.name,
    family: row.family,
    category: row.category,
    description: text.description,
    images: row.images,
    price: row.price,
    business_price: business ? row.businessPrice : null,
    variant_detail: variants.map((variant) => ({
      name: variant.name,
      price: variant.price,
      business_price: business ? variant.business_price : null,
      stock: variant.stock,
      colour: variant.colour,
    })),
    stock:
      variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.stock, 0) : row.stock,
    weight_oz: row.weightOz,
    tags: row.tags,
    active: row.active,
    box_eligible: row.boxEligible,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
