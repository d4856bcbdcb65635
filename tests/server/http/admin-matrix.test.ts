import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { authFactors, contactMessages, offers, suggestions } from '@/server/db/schema';
import type { OrderView } from '@/domain/orders';
import {
  callAdmin,
  insertApplication,
  orderInStatus,
  uploadForm,
  IMAGES,
  type AdminCall,
} from '../../support/admin-fixtures';
import {
  createAdminUser,
  mintToken,
  tokenMatrix,
  type MatrixEntry,
} from '../../support/auth-tokens';
import { insertOrderShop, type OrderShop } from '../../support/order-fixtures';
import { buildApp, recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// product.md §15: every admin endpoint answers 401 without a valid bearer token, 403 for a
// signed-in non-admin, 401 AUTH_NOT_CONFIGURED when tokens cannot be verified — and never any
// data in those answers. Only the admin reaches the endpoint.
let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let shop: OrderShop;
let order: OrderView;
let matrix: MatrixEntry[];
/** Issue 19: an admin with a verified TOTP factor, signed in with the password only and with it. */
const enrolled = { aal1: '', aal2: '' };
const support = { suggestion: '', message: '' };
const db = () => test.database.db;

beforeAll(async () => {
  test = await createTestDatabase();
  shop = await insertOrderShop(db());
  app = buildApp(test.database, testEnv({ DATA_DIR: '/tmp/tress-admin-matrix' }));
  order = await orderInStatus(app, db(), 'pending_payment', [
    { productId: shop.shampoo, quantity: 1 },
  ]);
  matrix = await tokenMatrix(db());
  await enrolledAdminTokens();
  const [suggestion] = await db()
    .insert(suggestions)
    .values({ product: 'Loc oil', family: 'salon-essentials', description: 'For locs, please.' })
    .returning({ id: suggestions.id });
  const [message] = await db()
    .insert(contactMessages)
    .values({ name: 'Ada', email: 'ada@example.com', topic: 'other', message: 'Hello there!' })
    .returning({ id: contactMessages.id });
  support.suggestion = suggestion?.id ?? '';
  support.message = message?.id ?? '';
});

async function enrolledAdminTokens(): Promise<void> {
  const account = await createAdminUser(db(), { email: 'two-factor-admin@example.test' });
  // The guard asks only whether a verified factor exists; the secret is never opened here.
  await db()
    .insert(authFactors)
    .values({ userId: account.id, status: 'verified', secretSealed: 'v1.unused.unused.unused' });
  const subject = { ...account, role: 'admin' as const };
  const now = new Date();
  const seconds = Math.floor(now.getTime() / 1000);
  const password = { method: 'password' as const, timestamp: seconds };
  enrolled.aal1 = (
    await mintToken(db(), subject, { now, assurance: { aal: 'aal1', amr: [password] } })
  ).token;
  enrolled.aal2 = (
    await mintToken(db(), subject, {
      now,
      assurance: { aal: 'aal2', amr: [{ method: 'totp', timestamp: seconds }, password] },
    })
  ).token;
}

/** A fresh running offer, so each call to end one finds one to end. */
async function insertOffer(): Promise<number> {
  const [row] = await db()
    .insert(offers)
    .values({ title: 'Matrix 10 %', kind: 'percent', value: 10, targetType: 'order' })
    .returning({ id: offers.id });
  return row?.id ?? 0;
}
afterAll(() => test.close());

type MatrixCall = Omit<AdminCall, 'token' | 'method'> & { method?: AdminCall['method'] | 'PATCH' };

/** callAdmin sends whatever method it is given; its type only predates the PATCH routes. */
const callAs = (target: typeof app, path: string, call: MatrixCall = {}, token?: string) =>
  callAdmin(target, path, { ...call, method: call.method as AdminCall['method'], token });

type Endpoint = {
  name: string;
  /** The path and call; a function when each call needs fresh rows (decisions happen once). */
  path: () => Promise<string> | string;
  call?: MatrixCall;
  /** What the admin gets: the endpoint's success, or its 4xx for an empty body. */
  admin: number;
};

const json = (method: 'POST' | 'PUT' | 'PATCH', body: unknown = {}) => ({ method, body });
/** A well-formed drop id that names no drop. */
const NO_SUCH_DROP = '00000000-0000-4000-8000-00000000d409';
/** A well-formed invoice id that names no invoice. */
const NO_SUCH_INVOICE = '00000000-0000-4000-8000-0000000001c0';

const ENDPOINTS: Endpoint[] = [
  { name: 'GET orders', path: () => '/api/admin/orders', admin: 200 },
  { name: 'GET stats', path: () => '/api/admin/stats?from=2026-01-01&to=2026-01-31', admin: 200 },
  { name: 'GET search misses', path: () => '/api/admin/stats/search-misses?days=7', admin: 200 },
  { name: 'GET audit log', path: () => '/api/admin/audit?action=order&page=1', admin: 200 },
  { name: 'GET one order', path: () => `/api/admin/orders/${order.id}`, admin: 200 },
  {
    name: 'POST order status',
    path: () => `/api/admin/orders/${order.id}/status`,
    call: json('POST'),
    admin: 400,
  },
  // Issue 31: the refund through the provider; the order is unpaid, so the admin gets 409.
  {
    name: 'POST order refund',
    path: () => `/api/admin/orders/${order.id}/refund`,
    call: json('POST'),
    admin: 409,
  },
  { name: 'GET products', path: () => '/api/admin/products', admin: 200 },
  { name: 'GET one product', path: () => `/api/admin/products/${shop.wig}`, admin: 200 },
  { name: 'POST product', path: () => '/api/admin/products', call: json('POST'), admin: 400 },
  {
    name: 'PUT product',
    path: () => `/api/admin/products/${shop.wig}`,
    call: json('PUT'),
    admin: 400,
  },
  {
    name: 'POST archive',
    path: () => `/api/admin/products/${shop.retired}/archive`,
    call: json('POST'),
    admin: 200,
  },
  {
    name: 'POST restore',
    path: () => `/api/admin/products/${shop.retired}/restore`,
    call: json('POST'),
    admin: 200,
  },
  {
    name: 'POST upload (no file)',
    path: () => '/api/admin/uploads',
    call: { method: 'POST', body: new FormData() },
    admin: 400,
  },
  { name: 'GET outbox', path: () => '/api/admin/outbox', admin: 200 },
  {
    name: 'GET one mail',
    path: () => '/api/admin/outbox/00000000-0000-4000-8000-000000000000',
    admin: 404,
  },
  { name: 'GET hairdressers', path: () => '/api/hairdressers?status=all', admin: 200 },
  {
    name: 'POST approve',
    path: async () => `/api/hairdressers/${await insertApplication(db())}/approve`,
    call: json('POST'),
    admin: 200,
  },
  {
    name: 'POST reject',
    path: async () => `/api/hairdressers/${await insertApplication(db())}/reject`,
    call: json('POST'),
    admin: 400,
  },
  { name: 'GET config', path: () => '/api/config', admin: 200 },
  { name: 'PUT config', path: () => '/api/config', call: json('PUT'), admin: 400 },
  { name: 'GET inbox counts', path: () => '/api/admin/inbox-counts', admin: 200 },
  { name: 'GET suggestions', path: () => '/api/admin/suggestions', admin: 200 },
  {
    name: 'POST suggestion',
    path: () => `/api/admin/suggestions/${support.suggestion}`,
    call: json('POST'),
    admin: 400,
  },
  { name: 'GET messages', path: () => '/api/admin/messages', admin: 200 },
  {
    name: 'POST message',
    path: () => `/api/admin/messages/${support.message}`,
    call: json('POST'),
    admin: 400,
  },
  {
    name: 'POST message reply',
    path: () => `/api/admin/messages/${support.message}/replies`,
    call: json('POST'),
    admin: 400,
  },
  { name: 'GET offers', path: () => '/api/admin/offers', admin: 200 },
  { name: 'POST offer', path: () => '/api/admin/offers', call: json('POST'), admin: 400 },
  {
    name: 'PUT offer',
    path: async () => `/api/admin/offers/${await insertOffer()}`,
    call: json('PUT'),
    admin: 400,
  },
  {
    name: 'POST end offer',
    path: async () => `/api/admin/offers/${await insertOffer()}/end`,
    call: json('POST'),
    admin: 200,
  },
  { name: 'GET data health', path: () => '/api/salons/health', admin: 200 },
  { name: 'GET database health details', path: () => '/api/admin/health', admin: 200 },
  { name: 'GET drops', path: () => '/api/admin/drops', admin: 200 },
  { name: 'POST drop', path: () => '/api/admin/drops', call: json('POST'), admin: 400 },
  { name: 'GET one drop', path: () => `/api/admin/drops/${NO_SUCH_DROP}`, admin: 404 },
  {
    name: 'PUT drop',
    path: () => `/api/admin/drops/${NO_SUCH_DROP}`,
    call: json('PUT'),
    admin: 400,
  },
  {
    name: 'POST end drop',
    path: () => `/api/admin/drops/${NO_SUCH_DROP}/end`,
    call: json('POST'),
    admin: 404,
  },
  { name: 'GET weekly-drop list', path: () => '/api/weekly-drop-hairdressers', admin: 200 },
  {
    name: 'DELETE weekly-drop member',
    path: () => `/api/weekly-drop-hairdressers/${shop.salon}`,
    call: { method: 'DELETE' },
    admin: 404,
  },
  {
    name: 'POST rotate key',
    path: () => '/api/config/friends-family-key',
    call: json('POST'),
    admin: 200,
  },
  // Admins (issue 19): an empty invitation, and an id that names no admin.
  { name: 'GET admins', path: () => '/api/admin/users', admin: 200 },
  { name: 'POST invite admin', path: () => '/api/admin/users', call: json('POST'), admin: 400 },
  {
    name: 'DELETE admin',
    path: () => '/api/admin/users/00000000-0000-4000-8000-0000000000ad',
    call: { method: 'DELETE' },
    admin: 404,
  },
  { name: 'GET partners', path: () => '/api/partners', admin: 200 },
  { name: 'GET partners CSV', path: () => '/api/partners.csv', admin: 200 },
  { name: 'GET one partner', path: () => `/api/partners/${shop.salon}`, admin: 200 },
  {
    name: 'PATCH partner rate',
    path: () => `/api/partners/${shop.salon}`,
    call: json('PATCH'),
    admin: 400,
  },
  {
    name: 'POST partner payout',
    path: () => `/api/partners/${shop.salon}/payouts`,
    call: json('POST'),
    admin: 400,
  },
  // Invoices (issue 16): an id that names no invoice, and a body without an order.
  { name: 'GET invoices', path: () => '/api/invoices', admin: 200 },
  { name: 'POST invoice', path: () => '/api/invoices', call: json('POST'), admin: 400 },
  { name: 'GET one invoice', path: () => `/api/invoices/${NO_SUCH_INVOICE}`, admin: 404 },
  { name: 'GET invoice PDF', path: () => `/api/invoices/${NO_SUCH_INVOICE}/pdf`, admin: 404 },
  {
    name: 'POST invoice paid',
    path: () => `/api/invoices/${NO_SUCH_INVOICE}/paid`,
    call: json('POST'),
    admin: 404,
  },
  // Batches (issue 16): a batch id that names no batch, and a body choosing no orders.
  { name: 'GET batches', path: () => '/api/batches', admin: 200 },
  {
    name: 'POST batch',
    path: () => '/api/batches',
    call: json('POST', { orderIds: [] }),
    admin: 400,
  },
  { name: 'GET one batch', path: () => '/api/batches/999999', admin: 404 },
  {
    name: 'POST batch advance',
    path: () => '/api/batches/999999/advance',
    call: json('POST'),
    admin: 404,
  },
  {
    name: 'POST batch cancel',
    path: () => '/api/batches/999999/cancel',
    call: json('POST'),
    admin: 404,
  },
  { name: 'GET batchable orders', path: () => '/api/batch-orders', admin: 200 },
  { name: 'GET purchase list', path: () => '/api/batch-processing/999999', admin: 404 },
  { name: 'GET purchase list CSV', path: () => '/api/batch-processing/999999.csv', admin: 404 },
];

const bearerOf = (entry: MatrixEntry) => entry.authorization?.replace(/^Bearer /, '');

describe('the admin endpoint matrix', () => {
  it.each(ENDPOINTS)(
    '$name answers each token as it must, with no data unless admin',
    async (endpoint) => {
      const seen: string[] = [];
      for (const entry of matrix) {
        const response = await callAs(app, await endpoint.path(), endpoint.call, bearerOf(entry));
        // Text first: the admin's CSV export is no JSON; every refusal is.
        const text = await response.text();
        seen.push(`${entry.name}: ${response.status}`);
        if (entry.status === 200) {
          expect(response.status, `${entry.name}: ${text}`).toBe(endpoint.admin);
          continue;
        }
        const body = JSON.parse(text) as Record<string, unknown>;
        expect(response.status, entry.name).toBe(entry.status);
        // Only the error's code and message: nothing of what the endpoint would have answered.
        expect(Object.keys(body).sort(), entry.name).toEqual(['code', 'message']);
        expect(body.code, entry.name).toBe(entry.code);
        expect(response.headers.get('Cache-Control'), entry.name).toContain('no-store');
      }
      expect(seen).toHaveLength(matrix.length);
    },
  );

  it.each(ENDPOINTS)(
    '$name answers an aal1 token of an admin with a verified factor 403 MFA_REQUIRED, aal2 passes',
    async (endpoint) => {
      const refused = await callAs(app, await endpoint.path(), endpoint.call, enrolled.aal1);
      const text = await refused.text();
      expect(refused.status, text).toBe(403);
      expect(JSON.parse(text)).toEqual({ code: 'MFA_REQUIRED', message: expect.any(String) });
      expect(refused.headers.get('Cache-Control')).toContain('no-store');

      const passed = await callAs(app, await endpoint.path(), endpoint.call, enrolled.aal2);
      expect(passed.status, await passed.text()).toBe(endpoint.admin);
    },
  );

  it('every admin endpoint answers 401 AUTH_NOT_CONFIGURED when tokens cannot be verified', async () => {
    const unverifiable = createApp({
      database: test.database,
      env: testEnv(),
      logger: recordingLogger().logger,
      auth: {
        verifier: { verify: async () => ({ ok: false, reason: 'not-configured' }) },
        embedded: undefined,
        clientSettings: { url: 'https://auth.example', anonKey: 'anon' },
      },
    });
    const admin = matrix.find((entry) => entry.status === 200);
    for (const endpoint of ENDPOINTS) {
      const response = await callAs(
        unverifiable,
        await endpoint.path(),
        endpoint.call,
        admin && bearerOf(admin),
      );
      const body = (await response.json()) as Record<string, unknown>;
      expect(response.status, endpoint.name).toBe(401);
      expect(body, endpoint.name).toEqual({
        code: 'AUTH_NOT_CONFIGURED',
        message: expect.any(String),
      });
    }
  });

  it('a large upload from a stranger is refused before its body is read', async () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(IMAGES.png);
    const response = await callAdmin(app, '/api/admin/uploads', {
      method: 'POST',
      body: uploadForm(big),
    });
    expect(response.status).toBe(401);
  });

  it('the admin’s actions need no body: a bearer request is no cross-site forgery', async () => {
    const admin = matrix.find((entry) => entry.status === 200)?.authorization ?? '';
    const bodiless = (path: string) =>
      app.request(path, { method: 'POST', headers: { Authorization: admin } });
    expect((await bodiless(`/api/admin/products/${shop.retired}/archive`)).status).toBe(200);
    expect(
      (await bodiless(`/api/hairdressers/${await insertApplication(db())}/approve`)).status,
    ).toBe(200);
    expect((await bodiless('/api/config/friends-family-key')).status).toBe(200);
    // Without a bearer token the JSON-only rule still holds.
    expect(
      (await app.request(`/api/admin/products/${shop.retired}/archive`, { method: 'POST' })).status,
    ).toBe(415);
  });

  it('the public salon link lookup stays public beside the admin list', async () => {
    const response = await app.request(`/api/hairdressers/${shop.salon}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: shop.salon });
  });
});
