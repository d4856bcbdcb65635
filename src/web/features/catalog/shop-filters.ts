import { familyBySlug, isFamilySlug, type FamilySlug } from '@/domain/catalog';
import type { ProductSort } from '@/domain/products';

// The shop's filter state. It lives in the URL (shareable, and Back restores it), so it is read
// from search params that anyone can edit: anything odd is dropped rather than sent to the API
// to be refused. Only types come from '@/domain/products': its values bring zod along, and this
// file is on the home page's first visit.

export interface ShopFilters {
  family?: FamilySlug;
  category?: string;
  q?: string;
  /** Cents, compared with the product's lowest client price. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort: ProductSort;
  page: number;
  pageSize?: number;
}

/**
 * Every sort the API knows, in the order the sort menu offers them: its label's message id. The
 * best match is offered only for a search.
 */
export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'catalog.shop.sort.relevance',
  popular: 'catalog.shop.sort.popular',
  newest: 'catalog.shop.sort.new',
  'price-asc': 'catalog.shop.sort.asc',
  'price-desc': 'catalog.shop.sort.desc',
};

/**
 * The sort of a list whose URL names none: the best match first for a search, else the most
 * popular (the domain's defaultSort, whose module brings zod along).
 */
export function defaultSortOf(filters: { q?: string }): ProductSort {
  return filters.q ? 'relevance' : 'popular';
}

/** The filters with a sort that fits them: "best match" means nothing without a search. */
export function withFittingSort(filters: ShopFilters): ShopFilters {
  return filters.sort === 'relevance' && !filters.q ? { ...filters, sort: 'popular' } : filters;
}

const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 10_000;

function isSort(value: string | null): value is ProductSort {
  return value !== null && Object.hasOwn(SORT_LABELS, value);
}

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number <= max ? number : undefined;
}

/** The filters a URL asks for; unknown or contradictory values are left out. */
export function readShopFilters(params: URLSearchParams): ShopFilters {
  const filters: ShopFilters = { sort: 'popular', page: 1 };
  const family = params.get('family');
  if (isFamilySlug(family)) {
    filters.family = family;
    const category = params.get('category');
    if (familyBySlug(family)?.categories.some((c) => c.slug === category)) {
      filters.category = category ?? undefined;
    }
  }
  const q = params.get('q')?.trim().slice(0, MAX_SEARCH_LENGTH);
  if (q) filters.q = q;
  const minPrice = wholeNumber(params.get('minPrice'), 10_000_000);
  const maxPrice = wholeNumber(params.get('maxPrice'), 10_000_000);
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined && (minPrice === undefined || maxPrice >= minPrice)) {
    filters.maxPrice = maxPrice;
  }
  if (params.get('inStock') === 'true') filters.inStock = true;
  filters.sort = defaultSortOf(filters);
  const sort = params.get('sort');
  if (isSort(sort) && (sort !== 'relevance' || filters.q)) filters.sort = sort;
  filters.page = Math.max(1, wholeNumber(params.get('page'), MAX_PAGE) ?? 1);
  return filters;
}

/** The search params for a filter state; defaults are left out so URLs stay short. */
export function writeShopFilters(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.family) params.set('family', filters.family);
  if (filters.family && filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.sort !== defaultSortOf(filters)) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query string of GET /api/products for a filter state. */
export function productSearchOf(filters: ShopFilters): string {
  const params = writeShopFilters(filters);
  // The API's own default is "popular", but saying it keeps requests self-explanatory in logs.
  params.set('sort', filters.sort);
  if (filters.pageSize !== undefined) params.set('pageSize', String(filters.pageSize));
  return params.toString();
}

/** How many filters narrow the list (sort and page do not), for the phone's "Filters (2)". */
export function countActiveFilters(filters: ShopFilters): number {
  return [
    filters.family,
    filters.category,
    filters.q,
    filters.minPrice,
    filters.maxPrice,
    filters.inStock,
  ].filter((value) => value !== undefined && value !== false).length;
}
