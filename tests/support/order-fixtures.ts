// A small shop for order tests: products with known prices and stock, a locker, salons, the
// friends-and-family key; plus request builders and a census of every table an order writes.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { OrderRequest, OrderView, Quote } from '@/domain/orders';
import type { Database } from '@/server/db/client';
import {
  emails,
  lockers,
  orderEvents,
  orderLines,
  orders,
  payments,
  products,
  productVariants,
} from '@/server/db/schema';
import { writeSettings } from '@/server/services/settings';
import { api, idempotencyKey, type ApiAnswer, type RequestingApp } from './api-client';
import { insertProduct, insertSalon, salonAccessFor } from './catalog-fixtures';

export const FRIENDS_FAMILY_KEY = 'friends-and-family-key-0123';
export const LOCKER_CODE = 'amsterdam-centraal-01';

export type OrderShop = Awaited<ReturnType<typeof insertOrderShop>>;

/**
 * Prices chosen so tiers differ: the bundle costs €79/€51 (16 inch), €89/€58 (18 inch); the
 * shampoo €12.50 for everyone; the wig €300 for clients and €200 for business.
 */
export async function insertOrderShop(db: Database) {
  const bundle = await insertProduct(db, {
    slug: 'body-wave-bundle',
    name: 'Body Wave Bundle',
    price: 7900,
    businessPrice: 5100,
    stock: 0,
    variants: [
      { name: '16 inch', stock: 10 },
      { name: '18 inch', price: 8900, businessPrice: 5800, stock: 10 },
    ],
  });
  const shampoo = await insertProduct(db, {
    slug: 'repair-shampoo',
    name: 'Repair Shampoo',
    family: 'care',
    category: 'shampoo',
    price: 1250,
    stock: 500,
  });
  const wig = await insertProduct(db, {
    slug: 'lace-front-wig',
    name: 'Lace Front Wig',
    price: 30000,
    businessPrice: 20000,
    stock: 3,
  });
  const retired = await insertProduct(db, { slug: 'retired-clip-ins', active: false, stock: 9 });
  await db.insert(lockers).values({
    code: LOCKER_CODE,
    name: 'Amsterdam Centraal',
    address: 'Stationsplein 1',
    postcode: '1012 AB',
    city: 'Amsterdam',
    country: 'NL',
    lat: 52.378,
    lng: 4.9,
  });
  const salon = await insertSalon(db, { salonName: 'Studio Krul', city: 'Utrecht' });
  const otherSalon = await insertSalon(db, { salonName: 'Haarhuis', city: 'Leiden' });
  const pendingSalon = await insertSalon(db, { salonName: 'Not Yet', status: 'pending' });
  const friendsFamilySalon = await insertSalon(db, { salonName: 'Tress Friends & Family' });
  await writeSettings(db, {
    friendsFamilyKey: FRIENDS_FAMILY_KEY,
    friendsFamilySalonId: friendsFamilySalon,
  });
  // The salon's X-Tress-Access proof: its id and its link's key.
  const salonAccess = await salonAccessFor(db, salon);
  return {
    bundle,
    shampoo,
    wig,
    retired,
    salon,
    salonAccess,
    otherSalon,
    pendingSalon,
    friendsFamilySalon,
  };
}

export const HOME = {
  method: 'home',
  address: { street: 'Prinsengracht 263', postcode: '1016gv', city: 'Amsterdam', country: 'NL' },
} as const;

/** A Dutch salon's business details, as pay on invoice needs them (issue 17). */
export const INVOICE_COMPANY = {
  name: 'Studio Krul V.O.F.',
  // Issue 31: an invoice names the buyer's address.
  street: 'Haarlemmerdijk 41',
  postcode: '1013 KA',
  city: 'Amsterdam',
  country: 'NL',
  registrationNumber: '69599084',
  vatNumber: 'NL858123456B01',
} as const;

/** The payment and company of an order paid on invoice. */
export const ON_INVOICE = {
  payment: { method: 'invoice' },
  company: INVOICE_COMPANY,
} as const satisfies Partial<OrderRequest>;

export function orderRequest(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    items: [{ productId: 1, quantity: 1 }],
    delivery: HOME,
    customer: { name: 'Anouk de Vries', email: 'anouk@example.com' },
    payment: { method: 'card' },
    ...overrides,
  };
}

export function accessHeaders(access?: string): Record<string, string> {
  return access ? { 'X-Tress-Access': access } : {};
}

export function postOrder(
  app: RequestingApp,
  body: unknown,
  options: { key?: string | null; access?: string } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return app.request('/api/orders', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(key === null ? {} : { 'Idempotency-Key': key }),
      ...accessHeaders(options.access),
    },
    body: JSON.stringify(body),
  });
}

export function postQuote(app: RequestingApp, body: unknown, access?: string) {
  return app.request('/api/orders/quote', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...accessHeaders(access) },
    body: JSON.stringify(body),
  });
}

type OrderCall = { key?: string | null; access?: string; status?: number };

/** POST /api/orders through the typed client: the order (or, typed by the caller, a problem). */
export function placeOrder<T = OrderView>(
  app: RequestingApp,
  body: unknown,
  options: OrderCall = {},
): Promise<ApiAnswer<T>> {
  const headers = options.key === null ? {} : idempotencyKey(options.key);
  return api(app, { access: options.access }).post<T>('/api/orders', body, {
    headers,
    status: options.status,
  });
}

/** POST /api/orders/quote through the typed client. */
export function quoteFor<T = Quote>(
  app: RequestingApp,
  body: unknown,
  options: { access?: string; status?: number } = {},
): Promise<ApiAnswer<T>> {
  return api(app, { access: options.access }).post<T>('/api/orders/quote', body, {
    status: options.status,
  });
}

type CountedTable =
  typeof orders | typeof orderLines | typeof orderEvents | typeof emails | typeof payments;

/** Rows in every table an order touches, and all stock: equal before and after means untouched. */
export async function census(db: Database) {
  const rows = async (table: CountedTable) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const productStock = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .orderBy(products.id);
  const variantStock = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .orderBy(productVariants.id);
  return {
    orders: await rows(orders),
    orderLines: await rows(orderLines),
    orderEvents: await rows(orderEvents),
    emails: await rows(emails),
    payments: await rows(payments),
    productStock,
    variantStock,
  };
}

export async function productStock(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row?.stock ?? Number.NaN;
}

export async function variantStock(db: Database, productId: number, name: string): Promise<number> {
  const rows = await db
    .select({ name: productVariants.name, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return rows.find((row) => row.name === name)?.stock ?? Number.NaN;
}
