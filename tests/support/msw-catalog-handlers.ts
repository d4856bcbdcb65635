// A small catalog for the web suite, and MSW handlers that answer /api/products, /api/products/:id
// and /api/catalog the way the real API does: the same query schema (so bad params get the same
// 400), filters, search, sorts, paging, and business prices only for requests with access.
import { http, HttpResponse } from 'msw';
import { FAMILIES } from '@/domain/catalog';
import { fromPrice } from '@/domain/pricing';
import { productListQuerySchema, type Catalog, type Product } from '@/domain/products';
import { isInStock } from '@/domain/stock';

interface FixtureProduct extends Product {
  /** Units sold; "popular" sorts by it. Not part of the API's answer. */
  popularity: number;
}

const STAMP = '2025-01-01T00:00:00.000Z';

function product(
  fields: Partial<FixtureProduct> & Pick<Product, 'id' | 'name' | 'family' | 'category'>,
): FixtureProduct {
  const slug = fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    slug,
    description: `${fields.name}, chosen with hairdressers.`,
    images: [`/images/products/${slug}.svg`],
    price: 1000,
    business_price: 650,
    variant_detail: [],
    stock: 10,
    weight_oz: null,
    tags: [],
    active: true,
    box_eligible: false,
    created_at: new Date(Date.UTC(2025, 0, fields.id)).toISOString(),
    updated_at: STAMP,
    popularity: 0,
    ...fields,
  };
}

/** Products the tests name. */
export const BUNDLE = product({
  id: 1,
  name: 'Brazilian Straight Bundle',
  family: 'human-hair',
  category: 'bundles',
  images: [
    '/images/products/brazilian-straight-bundle.svg',
    '/images/products/brazilian-straight-bundle-2.svg',
  ],
  description:
    'Virgin human hair in a silky straight texture.\nMost full sew-ins use three bundles.',
  price: 5900,
  business_price: 3830,
  variant_detail: [
    { name: '12 inch', price: 5900, business_price: 3830, stock: 64 },
    { name: '14 inch', price: 6900, business_price: 4480, stock: 3 },
    { name: '26 inch', price: 14900, business_price: 9680, stock: 0 },
  ],
  stock: 67,
  weight_oz: 3.5,
  tags: ['straight', 'virgin'],
  popularity: 990,
});

export const SOLD_OUT_FRONTAL = product({
  id: 2,
  name: 'Body Wave Lace Frontal',
  family: 'human-hair',
  category: 'frontals',
  price: 11900,
  business_price: 7730,
  variant_detail: [
    { name: '1B Natural black', price: 11900, business_price: 7730, stock: 0 },
    { name: '2 Dark brown', price: 11900, business_price: 7730, stock: 0 },
  ],
  stock: 0,
  popularity: 400,
});

export const SCRIPT_SERUM = product({
  id: 3,
  name: 'Argan Shine Serum',
  family: 'salon-essentials',
  category: 'care',
  description: '<script>alert("pwned")</script> <b>Shine</b> for dry ends.',
  price: 1495,
  business_price: null,
  stock: 4,
  weight_oz: 1.7,
  tags: ['argan', 'shine'],
  popularity: 800,
});

export const EDGE_BRUSH = product({
  id: 4,
  name: 'Dual Edge Brush',
  family: 'salon-essentials',
  category: 'tools',
  price: 695,
  business_price: 450,
  stock: 40,
  tags: ['edges'],
  popularity: 700,
});

/** Two more per category so every listing, filter and page has something to show. */
function fillers(): FixtureProduct[] {
  const made: FixtureProduct[] = [];
  let id = 10;
  for (const family of FAMILIES) {
    for (const category of family.categories) {
      for (const n of [1, 2]) {
        made.push(
          product({
            id,
            name: `${category.name} ${family.slug === 'synthetic-hair' ? 'Synthetic' : 'Classic'} ${n}`,
            family: family.slug,
            category: category.slug,
            price: 1000 + id * 250,
            business_price: 650 + id * 160,
            stock: id % 7 === 0 ? 0 : 5 + id,
            popularity: 300 - id,
          }),
        );
        id += 1;
      }
    }
  }
  return made;
}

export const INACTIVE_PRODUCT = product({
  id: 99,
  name: 'Retired Ponytail',
  family: 'synthetic-hair',
  category: 'ponytails',
  active: false,
});

export const CATALOG_PRODUCTS: readonly FixtureProduct[] = [
  BUNDLE,
  SOLD_OUT_FRONTAL,
  SCRIPT_SERUM,
  EDGE_BRUSH,
  ...fillers(),
  INACTIVE_PRODUCT,
];

const ACTIVE = CATALOG_PRODUCTS.filter((item) => item.active);

/** The API's answer for one product at a tier: wholesale prices only with business access. */
export function asApiProduct(item: FixtureProduct, business: boolean): Product {
  const { popularity: _popularity, ...rest } = item;
  if (business) return rest;
  return {
    ...rest,
    business_price: null,
    variant_detail: rest.variant_detail.map((variant) => ({ ...variant, business_price: null })),
  };
}

/** Any access header counts as valid business access here; its checking is the server's job. */
function isBusiness(request: Request): boolean {
  return /^(salon|ff):.+/.test(request.headers.get('X-Tress-Access') ?? '');
}

function matches(item: FixtureProduct, q: string): boolean {
  const needle = q.toLowerCase();
  return [item.name, item.description, ...item.tags].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export const catalogHandlers = [
  http.get('*/api/products', ({ request }) => {
    const parsed = productListQuerySchema.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!parsed.success) {
      return HttpResponse.json(
        {
          code: 'VALIDATION_FAILED',
          message: 'The query is not valid',
          issues: parsed.error.issues,
        },
        { status: 400 },
      );
    }
    const query = parsed.data;
    const low = (item: FixtureProduct) => fromPrice(item, 'client');
    const found = ACTIVE.filter(
      (item) =>
        (query.family === undefined || item.family === query.family) &&
        (query.category === undefined || item.category === query.category) &&
        (query.minPrice === undefined || low(item) >= query.minPrice) &&
        (query.maxPrice === undefined || low(item) <= query.maxPrice) &&
        (query.inStock !== true || isInStock(item)) &&
        (!query.q || matches(item, query.q)),
    );
    const order: Record<typeof query.sort, (a: FixtureProduct, b: FixtureProduct) => number> = {
      // The server ranks by its search rule; the fixtures' substring search has no ranking.
      relevance: (a, b) => b.popularity - a.popularity || a.id - b.id,
      popular: (a, b) => b.popularity - a.popularity || a.id - b.id,
      newest: (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
      'price-asc': (a, b) => low(a) - low(b) || a.id - b.id,
      'price-desc': (a, b) => low(b) - low(a) || a.id - b.id,
    };
    found.sort(order[query.sort]);
    const start = (query.page - 1) * query.pageSize;
    const business = isBusiness(request);
    return HttpResponse.json({
      items: found.slice(start, start + query.pageSize).map((item) => asApiProduct(item, business)),
      total: found.length,
      page: query.page,
      pageSize: query.pageSize,
    });
  }),

  http.get('*/api/products/:id', ({ request, params }) => {
    const item = ACTIVE.find((candidate) => String(candidate.id) === params.id);
    if (!item) {
      return HttpResponse.json(
        { code: 'NOT_FOUND', message: 'There is no such product for sale.' },
        { status: 404 },
      );
    }
    return HttpResponse.json(asApiProduct(item, isBusiness(request)));
  }),

  // No running offers unless a test says so (server.use), so prices show as they are.
  http.get('*/api/offers', () => HttpResponse.json({ items: [] })),

  http.get('*/api/catalog', () => {
    const catalog: Catalog = {
      families: FAMILIES.map((family) => ({
        slug: family.slug,
        name: family.name,
        count: ACTIVE.filter((item) => item.family === family.slug).length,
        categories: family.categories.map((category) => ({
          slug: category.slug,
          name: category.name,
          count: ACTIVE.filter(
            (item) => item.family === family.slug && item.category === category.slug,
          ).length,
        })),
      })),
    };
    return HttpResponse.json(catalog);
  }),
];
