// MSW answers for the cart and the shopper's access: settings, salons, lockers, the salon link
// check, the friends-and-family key check and product details — shaped like the real API,
// including that business prices are only answered to a request with valid business access.
import { http, HttpResponse } from 'msw';
import type { Product } from '@/domain/products';
import type { Hairdresser, Locker, PartnerSalon } from '@/domain/salons';
import { DEFAULT_SETTINGS, publicSettings } from '@/domain/settings';

export const TEST_SALON: Hairdresser = {
  id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  salon_name: 'Studio Noor',
  address: 'Oudegracht 12, Utrecht, Netherlands',
  street: 'Oudegracht 12',
  postcode: '3511 AP',
  city: 'Utrecht',
  email: 'hello@studionoor.test',
  country: 'NL',
  business_registration: '69599084',
  vat_number: 'NL858123456B01',
};
export const UNKNOWN_SALON_ID = '00000000-0000-4000-8000-000000000000';
export const FF_KEY = 'family-and-friends-key-2025';
/** The test salon's link key: its link is `/?salonId=<id>&key=<key>`. */
export const SALON_KEY = 'c2Fsb24ta2V5LWZvci10aGUtdGVzdC1zYWxvbi0wMDE';
/** The test salon's link's query: `?salonId=<id>&key=<key>`. */
export const SALON_LINK_QUERY = `?salonId=${TEST_SALON.id}&key=${SALON_KEY}`;
export const FF_SALON_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function product(fields: Partial<Product> & Pick<Product, 'id' | 'name' | 'price'>): Product {
  return {
    slug: fields.name.toLowerCase().replace(/\s+/g, '-'),
    family: 'human-hair',
    category: 'bundles',
    description: '',
    images: [],
    business_price: null,
    variant_detail: [],
    stock: 10,
    weight_oz: null,
    tags: [],
    active: true,
    box_eligible: false,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** A product with lengths: client 89.00 / 109.00, business 62.00 / 76.00. */
export const BUNDLE = product({
  id: 101,
  name: 'Body Wave Bundle',
  price: 8900,
  business_price: 6200,
  variant_detail: [
    { name: '14 inch', price: 8900, business_price: 6200, stock: 8 },
    { name: '18 inch', price: 10900, business_price: 7600, stock: 4 },
  ],
});

/** A product without variants: client 18.95, business 12.00. */
export const OIL = product({
  id: 202,
  name: 'Argan Finishing Oil',
  family: 'salon-essentials',
  category: 'care',
  price: 1895,
  business_price: 1200,
});

/** As the server answers a client: no wholesale prices. */
export function asClientSees(item: Product): Product {
  return {
    ...item,
    business_price: null,
    variant_detail: item.variant_detail.map((v) => ({ ...v, business_price: null })),
  };
}

export const PARTNER_SALONS: PartnerSalon[] = [
  {
    id: TEST_SALON.id,
    salon_name: TEST_SALON.salon_name,
    address: TEST_SALON.address,
    city: 'Utrecht',
  },
  {
    id: 'c3d4e5f6-0718-4293-a4b5-c6d7e8f90a1b',
    salon_name: 'Kroon Kapsalon',
    address: 'Witte de Withstraat 5, Rotterdam, Netherlands',
    city: 'Rotterdam',
  },
];

export const LOCKERS: Locker[] = [
  {
    code: 'UT-01',
    name: 'Utrecht Centraal locker',
    address: 'Stationsplein 15',
    postcode: '3511 ED',
    city: 'Utrecht',
    country: 'NL',
    lat: 52.09,
    lng: 5.11,
  },
  {
    code: 'RO-01',
    name: 'Rotterdam Zuidplein locker',
    address: 'Zuidplein 136',
    postcode: '3083 CW',
    city: 'Rotterdam',
    country: 'NL',
    lat: 51.88,
    lng: 4.49,
  },
];

function hasBusinessAccess(request: Request): boolean {
  const access = request.headers.get('X-Tress-Access');
  return access === `salon:${TEST_SALON.id}:${SALON_KEY}` || access === `ff:${FF_KEY}`;
}

const PRODUCTS = [BUNDLE, OIL];

/**
 * Product details for the cart's own fixtures (ids 101 and 202). Not a default: the catalog's
 * handlers answer /api/products/:id; a test that needs these uses server.use(cartProductsHandler).
 */
export const cartProductsHandler = http.get('*/api/products/:id', ({ params, request }) => {
  const found = PRODUCTS.find((p) => String(p.id) === params.id);
  if (!found)
    return HttpResponse.json({ code: 'NOT_FOUND', message: 'No such product' }, { status: 404 });
  return HttpResponse.json(hasBusinessAccess(request) ? found : asClientSees(found));
});

export const cartHandlers = [
  http.get('*/api/settings', () => HttpResponse.json(publicSettings({ ...DEFAULT_SETTINGS }))),
  http.get('*/api/salons', () => HttpResponse.json(PARTNER_SALONS)),
  http.get('*/api/lockers', ({ request }) => {
    const city = (new URL(request.url).searchParams.get('city') ?? '').toLowerCase();
    return HttpResponse.json(LOCKERS.filter((l) => l.city.toLowerCase().startsWith(city)));
  }),
  http.get('*/api/hairdressers/:id', ({ params }) =>
    params.id === TEST_SALON.id
      ? HttpResponse.json(TEST_SALON)
      : HttpResponse.json(
          { code: 'NOT_FOUND', message: 'There is no such partner salon.' },
          { status: 404 },
        ),
  ),
  http.post('*/api/access/validate', async ({ request }) => {
    const body = (await request.json()) as { access?: string; key?: string; salonId?: string };
    if (body.access === 'salon' && body.salonId === TEST_SALON.id && body.key === SALON_KEY) {
      return HttpResponse.json({ valid: true, tier: 'business', salonId: TEST_SALON.id });
    }
    const valid = body.access === 'friends-family' && body.key === FF_KEY;
    return HttpResponse.json(
      valid
        ? { valid: true, tier: 'business', salonId: FF_SALON_ID }
        : { valid: false, tier: 'client', salonId: null },
    );
  }),
];
