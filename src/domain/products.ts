// The product API's payloads (product.md §4, §15): one zod schema each, used by the server to
// validate and by the web app to build its queries and read the shop's URL state.
import { z } from 'zod';
import { FAMILIES, familyBySlug } from './catalog';
import type { Cents } from './money';
import { queryInteger, text } from './schema-blocks';

/**
 * `relevance` is the search's ranking (issue 32) and the default when `q` is given; without a
 * query it lists as `popular` does, which stays the default then.
 */
export const PRODUCT_SORTS = ['relevance', 'popular', 'newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The sort of a list that names none: by relevance to a query, else the most popular first. */
export function defaultSort(q: string | undefined): ProductSort {
  return q ? 'relevance' : 'popular';
}

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

const cents = queryInteger('Use whole cents').min(0, 'Prices are never negative').max(10_000_000);

/** Query parameters of GET /api/products. Strings in, typed values out. */
export const productListQuerySchema = z
  .object({
    family: text().trim().min(1).max(40).optional(),
    category: text().trim().min(1).max(40).optional(),
    q: text().trim().max(100, 'Search for at most 100 characters').optional(),
    minPrice: cents.optional(),
    maxPrice: cents.optional(),
    inStock: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    sort: z.enum(PRODUCT_SORTS).optional(),
    page: queryInteger().min(1).max(10_000).default(1),
    pageSize: queryInteger().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .strict()
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    {
      message: 'The lowest price must not be above the highest price',
      path: ['minPrice'],
    },
  )
  .refine((query) => query.family === undefined || familyBySlug(query.family) !== undefined, {
    message: `Choose a family: ${FAMILIES.map((family) => family.slug).join(', ')}`,
    path: ['family'],
  })
  .refine(
    (query) => query.category === undefined || isKnownCategory(query.family, query.category),
    {
      message: 'No such category in this family',
      path: ['category'],
    },
  )
  .transform((query) => ({ ...query, sort: query.sort ?? defaultSort(query.q) }));

/** A category is known within its family, or — without a family — within any family. */
function isKnownCategory(family: string | undefined, category: string): boolean {
  const families = family === undefined ? FAMILIES : FAMILIES.filter((f) => f.slug === family);
  return families.some((f) => f.categories.some((c) => c.slug === category));
}
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export interface ProductVariant {
  name: string;
  price: Cents | null;
  /** Filled only for shoppers with business access; null otherwise. */
  business_price: Cents | null;
  stock: number;
  /**
   * A shade's colour as `#rrggbb` (lower case), shown as a swatch; null for lengths and sizes.
   * Optional for answers of servers from before swatches (issue 17): read absent as null.
   */
  colour?: string | null;
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  family: string;
  category: string;
  description: string;
  images: string[];
  price: Cents;
  /** Filled only for shoppers with business access; null otherwise. */
  business_price: Cents | null;
  variant_detail: ProductVariant[];
  /** Units of a product without variants; for one with variants, the sum over its variants. */
  stock: number;
  weight_oz: number | null;
  tags: string[];
  active: boolean;
  /** Whether shoppers may put it in a box (product.md §11). */
  box_eligible: boolean;
  created_at: string;
  updated_at: string;
}

export interface ProductPage {
  items: Product[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CatalogCategory {
  slug: string;
  name: string;
  count: number;
}
export interface CatalogFamily {
  slug: string;
  name: string;
  count: number;
  categories: CatalogCategory[];
}
export interface Catalog {
  families: CatalogFamily[];
}
