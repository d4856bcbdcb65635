import type {
  Catalog,
  CatalogCategory,
  CatalogFamily,
  Product,
  ProductPage,
  ProductVariant,
} from '@/domain/products';

// The product API's answers, checked before the pages trust them. Checked by hand rather than
// with zod: these readers sit on the home page's first visit, and even zod/mini adds ~14 kB gzip
// there, against a 130 kB budget for everything. The checks cover every field the shop reads.

type Json = Record<string, unknown>;

export class PayloadError extends Error {
  constructor(what: string) {
    super(`The shop's answer was not understood (${what}).`);
    this.name = 'PayloadError';
  }
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);

function isVariant(value: unknown): value is ProductVariant {
  return (
    isObject(value) &&
    isString(value.name) &&
    (value.price === null || isCents(value.price)) &&
    (value.business_price === null || isCents(value.business_price)) &&
    isCount(value.stock)
  );
}

function isProduct(value: unknown): value is Product {
  return (
    isObject(value) &&
    isCount(value.id) &&
    isString(value.slug) &&
    isString(value.name) &&
    isString(value.family) &&
    isString(value.category) &&
    isString(value.description) &&
    isStringList(value.images) &&
    isCents(value.price) &&
    (value.business_price === null || isCents(value.business_price)) &&
    Array.isArray(value.variant_detail) &&
    value.variant_detail.every(isVariant) &&
    isCount(value.stock) &&
    (value.weight_oz === null || typeof value.weight_oz === 'number') &&
    isStringList(value.tags) &&
    typeof value.active === 'boolean'
  );
}

export function readProduct(value: unknown): Product {
  if (!isProduct(value)) throw new PayloadError('product');
  return value;
}

export function readProductPage(value: unknown): ProductPage {
  if (
    !isObject(value) ||
    !Array.isArray(value.items) ||
    !isCount(value.total) ||
    !isCount(value.page) ||
    !isCount(value.pageSize)
  ) {
    throw new PayloadError('product list');
  }
  return {
    items: value.items.map(readProduct),
    total: value.total,
    page: value.page,
    pageSize: value.pageSize,
  };
}

export function readCatalog(value: unknown): Catalog {
  const isCategory = (item: unknown): item is CatalogCategory =>
    isObject(item) && isString(item.slug) && isString(item.name) && isCount(item.count);
  const isFamily = (item: unknown): item is CatalogFamily =>
    isObject(item) &&
    isString(item.slug) &&
    isString(item.name) &&
    isCount(item.count) &&
    Array.isArray(item.categories) &&
    item.categories.every(isCategory);
  if (!isObject(value) || !Array.isArray(value.families) || !value.families.every(isFamily)) {
    throw new PayloadError('catalog');
  }
  return { families: value.families };
}
