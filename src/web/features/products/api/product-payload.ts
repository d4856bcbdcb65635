import type {
  Catalog,
  CatalogCategory,
  CatalogFamily,
  Product,
  ProductPage,
  ProductVariant,
} from '@/domain/products';
import {
  isBoolean,
  isCents,
  isCount,
  isString,
  isStringList,
  listOf,
  nullable,
  reader,
  shape,
} from '@/web/lib/payload-checks';

// The product API's answers, checked before the pages trust them: by hand (lib/payload-checks),
// because these readers sit on the home page's first visit.

const SWATCH = /^#[0-9a-f]{6}$/i;

const isVariant = shape<ProductVariant>({
  name: isString,
  price: nullable(isCents),
  business_price: nullable(isCents),
  stock: isCount,
  // Absent from servers older than swatches; a colour is always #rrggbb (the database checks it).
  colour: (value): value is string | null | undefined =>
    value === undefined || value === null || (isString(value) && SWATCH.test(value)),
});

const isProduct = shape<Product>({
  id: isCount,
  slug: isString,
  name: isString,
  family: isString,
  category: isString,
  description: isString,
  images: isStringList,
  price: isCents,
  business_price: nullable(isCents),
  variant_detail: listOf(isVariant),
  stock: isCount,
  weight_oz: nullable((value): value is number => typeof value === 'number'),
  tags: isStringList,
  active: isBoolean,
  box_eligible: isBoolean,
  created_at: isString,
  updated_at: isString,
});

export const readProduct = reader(isProduct, 'product');

export const readProductPage = reader(
  shape<ProductPage>({
    items: listOf(isProduct),
    total: isCount,
    page: isCount,
    pageSize: isCount,
  }),
  'product list',
);

const isCategory = shape<CatalogCategory>({ slug: isString, name: isString, count: isCount });
const isFamily = shape<CatalogFamily>({
  slug: isString,
  name: isString,
  count: isCount,
  categories: listOf(isCategory),
});

export const readCatalog = reader(shape<Catalog>({ families: listOf(isFamily) }), 'catalog');
