// Requests and rows for the admin API's tests: authorised calls, orders in any status, pending
// applications and a valid product payload.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OrderStatus } from '@/domain/order-status';
import type { ProductFormValues } from '@/domain/product-input';
import type { OrderRequest, OrderView } from '@/domain/orders';
import type { Database } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { insertSalon } from './catalog-fixtures';
import { orderRequest, postOrder } from './order-fixtures';

type RequestingApp = { request(path: string, init?: RequestInit): Response | Promise<Response> };

export type AdminCall = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart (the upload route). */
  body?: unknown;
  token?: string;
};

/** Calls the API as the holder of `token` (none: anonymous). */
export function callAdmin(app: RequestingApp, path: string, call: AdminCall = {}) {
  const headers: Record<string, string> = {};
  if (call.token) headers.Authorization = `Bearer ${call.token}`;
  let body: BodyInit | undefined;
  if (call.body instanceof FormData) body = call.body;
  else if (call.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  return app.request(path, { method: call.method ?? 'GET', headers, body });
}

/** The JSON of an answer with the expected status; fails the test with the body otherwise. */
export async function expectJson<T>(
  answer: Response | Promise<Response>,
  status = 200,
): Promise<T> {
  const response = await answer;
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/**
 * A card order for `items` placed through the shop (so stock is reserved as for a shopper), then
 * put in `status` directly, as payment or earlier admin steps would have.
 */
export async function orderInStatus(
  app: RequestingApp,
  db: Database,
  status: OrderStatus,
  items: OrderRequest['items'],
  overrides: Partial<OrderRequest> = {},
): Promise<OrderView> {
  const response = await postOrder(app, orderRequest({ items, ...overrides }));
  const order = await expectJson<OrderView>(response, 201);
  if (status !== 'pending_payment') {
    await db.update(orders).set({ status }).where(eq(orders.id, order.id));
  }
  return order;
}

export async function insertApplication(
  db: Database,
  fields: { salonName?: string; email?: string } = {},
): Promise<string> {
  return insertSalon(db, {
    status: 'pending',
    salonName: fields.salonName ?? 'Kapsalon Nieuw',
    email: fields.email ?? 'nieuw@salon.example',
    specialities: ['braids', 'wigs'],
    chairs: 4,
    instagram: '@kapsalon.nieuw',
  });
}

/** A complete, valid product for POST /api/admin/products. */
export function productInput(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    slug: 'straight-bundle',
    name: 'Straight Bundle',
    family: 'human-hair',
    category: 'bundles',
    description: 'Silky straight virgin hair.',
    images: ['/images/products/straight-bundle.jpg'],
    price: 6900,
    business_price: 4500,
    variant_detail: [
      { name: '14 inch', price: null, business_price: null, stock: 8 },
      { name: '16 inch', price: 7900, business_price: 5200, stock: 5 },
    ],
    stock: 0,
    weight_oz: 3.5,
    tags: ['straight', 'virgin'],
    active: true,
    ...overrides,
  };
}

const base64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));

/** Small real images (4×3 px) of each accepted kind, which decode as well as sniff, and impostors. */
export const IMAGES = {
  png: base64(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGM4MzMNjhhwcgCojBWFAo/Z2gAAAABJRU5ErkJggg==',
  ),
  jpeg: base64(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AK0AYIn/2Q==',
  ),
  webp: base64(
    'UklGRjgAAABXRUJQVlA4ICwAAADwAQCdASoEAAMAAUAmJaACdLoB+AAEgwAA/u69n/5BcsLrka/t2CzljAAAAA==',
  ),
  /** The first bytes of a PNG and nothing else: sniffs as an image, cannot be decoded. */
  truncatedPng: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  html: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
};

export function uploadForm(bytes: Uint8Array, name = 'photo.png', type = 'image/png'): FormData {
  const form = new FormData();
  // A copy on a plain ArrayBuffer: File wants that, not any ArrayBufferLike.
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}
