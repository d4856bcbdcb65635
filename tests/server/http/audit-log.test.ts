// The audit log (issue 19): every admin mutation writes exactly one row — who, what, which
// target, the fields it changed — in the transaction of the change itself. The admin mutations
// are read from the app (every non-GET /api route that answers 401 without a token), so a new
// admin route fails this test until it gets a sample below. Each sample is also sent while a
// trigger makes every audit insert fail: the call must fail and no table may have changed.
import { randomUUID } from 'node:crypto';
import { eq, gt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, AuditTargetType } from '@/domain/admin-accounts';
import type { DropInput } from '@/domain/drops';
import type { Product } from '@/domain/products';
import { EMBEDDED_ANON_KEY } from '@/server/auth/constants';
import { findUserByEmail } from '@/server/auth/users';
import {
  auditLog,
  contactMessages,
  dropListMembers,
  offers,
  orders,
  productImages,
  recommendations,
  suggestions,
} from '@/server/db/schema';
import { createDrop } from '@/server/services/drops/admin';
import {
  callAdmin,
  expectJson,
  IMAGES,
  insertApplication,
  orderInStatus,
  productInput,
  uploadForm,
  type AdminCall,
} from '../../support/admin-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import { asAdmin } from '../../support/audit-actor';
import {
  ADMIN_EMAIL,
  createAdminUser,
  createStaffUser,
  TEST_PASSWORD,
} from '../../support/auth-tokens';
import { insertSalon } from '../../support/catalog-fixtures';
import {
  insertOrderShop,
  ON_INVOICE,
  orderRequest,
  placeOrder,
  type OrderShop,
} from '../../support/order-fixtures';
import { startS3StandIn, type S3StandIn } from '../../support/s3-stand-in';
import { buildApp, recordingLogger, testEnv } from '../../support/server-app';

let fixture: AdminTestApp;
let shop: OrderShop;
const admin = { id: '', email: ADMIN_EMAIL };
const db = () => fixture.db;
let serial = 0;
/** A name no other sample used: slugs, codes and emails must be unique. */
const unique = (prefix: string) => `${prefix}-${++serial}-${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  fixture = await buildAdminTestApp({
    env: {
      ORDER_RATE_LIMIT_PER_MINUTE: '100000',
      ACCESS_CHECK_RATE_LIMIT_PER_MINUTE: '100000',
      DATA_DIR: '/tmp/tress-audit-log',
    },
  });
  shop = await insertOrderShop(db());
  admin.id = (await findUserByEmail(db(), ADMIN_EMAIL))?.id ?? '';
});
afterAll(() => fixture.close());

// ---------------------------------------------------------------------------------------------
// Samples: one valid call per admin mutation, on rows made for it (each runs more than once)

type Call = {
  method: string;
  path: string;
  /** JSON, or a FormData sent as multipart. */
  body?: unknown;
  /** The row the call must write. */
  action: string;
  target: { type: AuditTargetType; id: string | number; label?: string };
  /** Fields that must be among the row's changes. */
  changed: string[];
  /** A secret the answer holds that the row must never show. */
  secret?: (answer: unknown) => string | undefined;
};
type Sample = () => Promise<Call>;

const post = 'POST';
const put = 'PUT';

/** Calls as the admin (signed in just now). `callAdmin` sends any method; its type predates PATCH. */
const adminCall = (path: string, call: { method?: string; body?: unknown } = {}) =>
  callAdmin(fixture.app, path, {
    method: call.method as AdminCall['method'],
    body: call.body,
    token: fixture.token,
  });

async function product(): Promise<Product> {
  return expectJson<Product>(
    adminCall('/api/admin/products', {
      method: post,
      body: productInput({ slug: unique('audit-product'), name: unique('Audit product') }),
    }),
    201,
  );
}

async function paidOrder(status: 'paid' | 'shipped' = 'paid') {
  return orderInStatus(fixture.app, db(), status, [{ productId: shop.shampoo, quantity: 1 }]);
}

async function offer(): Promise<number> {
  const [row] = await db()
    .insert(offers)
    .values({ title: unique('Audit offer'), kind: 'percent', value: 10, targetType: 'order' })
    .returning({ id: offers.id });
  return row?.id ?? 0;
}

/** Offer codes are 3 to 20 letters or digits. */
const offerCode = () => `AUDIT${++serial}${randomUUID().slice(0, 6).toUpperCase()}`;

function offerInput(code: string) {
  return {
    title: 'Audit 15 %',
    description: 'Fifteen percent off the bundle.',
    kind: 'percent',
    value: 15,
    targetType: 'product',
    targetProductId: shop.bundle,
    targetName: null,
    audience: 'client',
    startsAt: '2030-01-01T00:00:00.000Z',
    endsAt: '2030-02-01T00:00:00.000Z',
    code,
    minSubtotal: 5000,
    maxUses: 100,
    active: true,
  };
}

function dropInput(title = unique('Audit drop')): DropInput {
  return {
    title,
    audience: 'public',
    startsAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    endsAt: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
    items: [
      {
        productId: shop.shampoo,
        variant: null,
        dropPrice: 900,
        dropBusinessPrice: 800,
        units: 2,
        perOrderLimit: 2,
      },
    ],
  };
}

const drop = () => asAdmin(() => createDrop(db(), recordingLogger().logger, dropInput()));

async function batch(): Promise<number> {
  const order = await paidOrder();
  const created = await expectJson<{ id: number }>(
    adminCall('/api/batches', { method: post, body: { orderIds: [order.id] } }),
    201,
  );
  return created.id;
}

/** An approved salon that referred an order paid in March 2026 (a month that has ended). */
async function partnerWithEarnings(): Promise<{ id: string; name: string }> {
  const name = unique('Audit partner');
  const id = await insertSalon(db(), { salonName: name, email: `${name}@salon.example` });
  const [recommendation] = await db()
    .insert(recommendations)
    .values({ salonId: id, items: [{ productId: shop.shampoo, variant: null, quantity: 1 }] })
    .returning({ id: recommendations.id });
  const { body } = await placeOrder(
    fixture.app,
    orderRequest({
      items: [{ productId: shop.shampoo, quantity: 3 }],
      recommendationId: recommendation?.id,
    }),
    { status: 201 },
  );
  await db()
    .update(orders)
    .set({ status: 'paid', paidAt: new Date('2026-03-12T12:00:00Z') })
    .where(eq(orders.id, body.id));
  return { id, name };
}

const SAMPLES: Record<string, Sample> = {
  'POST /api/admin/orders/:id/status': async () => {
    const order = await paidOrder();
    return {
      method: post,
      path: `/api/admin/orders/${order.id}/status`,
      body: { status: 'processing', note: 'Packed today' },
      action: 'order.status',
      target: { type: 'order', id: order.id, label: order.number },
      changed: ['status', 'note'],
    };
  },
  'POST /api/admin/orders/:id/refund': async () => {
    // Paid through the test provider, so the refund goes back through it.
    const order = await orderInStatus(fixture.app, db(), 'pending_payment', [
      { productId: shop.shampoo, quantity: 1 },
    ]);
    await expectJson(
      fixture.app.request(`/api/orders/${order.id}/payments`, {
        method: post,
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.77' },
        body: JSON.stringify({
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/40',
          cvc: '123',
          name: 'Anouk de Vries',
        }),
      }),
      200,
    );
    return {
      method: post,
      path: `/api/admin/orders/${order.id}/refund`,
      body: { note: 'Changed her mind' },
      action: 'order.refund',
      target: { type: 'order', id: order.id, label: order.number },
      changed: ['refund'],
    };
  },
  'POST /api/admin/products': async () => {
    const input = productInput({ slug: unique('new-product'), name: unique('New product') });
    return {
      method: post,
      path: '/api/admin/products',
      body: input,
      action: 'product.create',
      target: { type: 'product', id: '', label: input.name },
      changed: ['slug', 'name', 'price', 'variants'],
    };
  },
  'PUT /api/admin/products/:id': async () => {
    const made = await product();
    const name = unique('Renamed product');
    return {
      method: put,
      path: `/api/admin/products/${made.id}`,
      body: productInput({ slug: made.slug, name, price: 7100 }),
      action: 'product.update',
      target: { type: 'product', id: made.id, label: name },
      changed: ['name', 'price'],
    };
  },
  'POST /api/admin/products/:id/archive': async () => {
    const made = await product();
    return {
      method: post,
      path: `/api/admin/products/${made.id}/archive`,
      action: 'product.archive',
      target: { type: 'product', id: made.id, label: made.name },
      changed: ['active'],
    };
  },
  'POST /api/admin/products/:id/restore': async () => {
    const made = await product();
    await expectJson(adminCall(`/api/admin/products/${made.id}/archive`, { method: post }));
    return {
      method: post,
      path: `/api/admin/products/${made.id}/restore`,
      action: 'product.restore',
      target: { type: 'product', id: made.id, label: made.name },
      changed: ['active'],
    };
  },
  'POST /api/admin/uploads': async () => ({
    method: post,
    path: '/api/admin/uploads',
    body: uploadForm(IMAGES.png, 'front.png'),
    action: 'image.upload',
    target: { type: 'image', id: '', label: 'front.png' },
    changed: ['url'],
  }),
  'POST /api/hairdressers/:id/approve': async () => {
    const name = unique('Approved salon');
    const id = await insertApplication(db(), { salonName: name, email: `${name}@salon.example` });
    return {
      method: post,
      path: `/api/hairdressers/${id}/approve`,
      action: 'salon.approve',
      target: { type: 'salon', id, label: name },
      changed: ['status', 'accessKey'],
      secret: (answer) => keyOfLink((answer as { link?: string }).link),
    };
  },
  'POST /api/hairdressers/:id/reject': async () => {
    const name = unique('Rejected salon');
    const id = await insertApplication(db(), { salonName: name, email: `${name}@salon.example` });
    return {
      method: post,
      path: `/api/hairdressers/${id}/reject`,
      body: { reason: 'We only work with salons in the Netherlands for now.' },
      action: 'salon.reject',
      target: { type: 'salon', id, label: name },
      changed: ['status', 'rejectionReason'],
    };
  },
  'POST /api/hairdressers/:id/link': async () => {
    const name = unique('Linked salon');
    const id = await insertSalon(db(), { salonName: name, email: `${name}@salon.example` });
    await expectJson(adminCall(`/api/hairdressers/${id}/link`, { method: post }));
    return {
      method: post,
      path: `/api/hairdressers/${id}/link`,
      action: 'salon.link-rotate',
      target: { type: 'salon', id, label: name },
      changed: ['accessKey'],
      secret: (answer) => keyOfLink((answer as { link?: string }).link),
    };
  },
  'PUT /api/config': async () => ({
    method: put,
    path: '/api/config',
    body: { orderExpiryMinutes: 40 + serial++, company: { ...companyNow, city: unique('City') } },
    action: 'settings.update',
    target: { type: 'settings', id: 'shop' },
    changed: ['orderExpiryMinutes', 'company.city'],
  }),
  'POST /api/config/friends-family-key': async () => ({
    method: post,
    path: '/api/config/friends-family-key',
    action: 'settings.friends-family-key-rotate',
    target: { type: 'settings', id: 'shop' },
    changed: ['friendsFamilyKey'],
    secret: (answer) => (answer as { friendsFamilyKey?: string }).friendsFamilyKey,
  }),
  'POST /api/admin/suggestions/:id': async () => {
    const product = unique('Loc oil');
    const [row] = await db()
      .insert(suggestions)
      .values({ product, family: 'salon-essentials', description: 'For locs, please.' })
      .returning({ id: suggestions.id });
    return {
      method: post,
      path: `/api/admin/suggestions/${row?.id ?? ''}`,
      body: { status: 'added', productId: shop.shampoo },
      action: 'suggestion.update',
      target: { type: 'suggestion', id: row?.id ?? '', label: product },
      changed: ['status', 'productId', 'read'],
    };
  },
  'POST /api/admin/messages/:id': async () => {
    const id = await message();
    return {
      method: post,
      path: `/api/admin/messages/${id}`,
      body: { status: 'closed' },
      action: 'message.update',
      target: { type: 'message', id, label: 'Ada (other)' },
      changed: ['status', 'read'],
    };
  },
  'POST /api/admin/messages/:id/replies': async () => {
    const id = await message();
    return {
      method: post,
      path: `/api/admin/messages/${id}/replies`,
      body: { body: 'Thank you, it ships today.' },
      action: 'message.reply',
      target: { type: 'message', id, label: 'Ada (other)' },
      changed: ['status', 'reply'],
    };
  },
  'POST /api/admin/offers': async () => ({
    method: post,
    path: '/api/admin/offers',
    body: offerInput(offerCode()),
    action: 'offer.create',
    target: { type: 'offer', id: '', label: 'Audit 15 %' },
    changed: ['title', 'value', 'code'],
  }),
  'PUT /api/admin/offers/:id': async () => {
    const id = await offer();
    return {
      method: put,
      path: `/api/admin/offers/${id}`,
      body: offerInput(offerCode()),
      action: 'offer.update',
      target: { type: 'offer', id, label: 'Audit 15 %' },
      changed: ['title', 'value', 'targetType'],
    };
  },
  'POST /api/admin/offers/:id/end': async () => {
    const id = await offer();
    return {
      method: post,
      path: `/api/admin/offers/${id}/end`,
      action: 'offer.end',
      target: { type: 'offer', id },
      changed: ['endsAt'],
    };
  },
  'POST /api/admin/drops': async () => {
    const input = dropInput();
    return {
      method: post,
      path: '/api/admin/drops',
      body: input,
      action: 'drop.create',
      target: { type: 'drop', id: '', label: input.title },
      changed: ['title', 'items'],
    };
  },
  'PUT /api/admin/drops/:id': async () => {
    const made = await drop();
    const input = dropInput(unique('Renamed drop'));
    return {
      method: put,
      path: `/api/admin/drops/${made.id}`,
      body: {
        ...input,
        items: input.items.map((item) => ({ ...item, id: made.items[0]?.id ?? 0, units: 3 })),
      },
      action: 'drop.update',
      target: { type: 'drop', id: made.id, label: input.title },
      changed: ['title', 'items'],
    };
  },
  'POST /api/admin/drops/:id/end': async () => {
    const made = await drop();
    return {
      method: post,
      path: `/api/admin/drops/${made.id}/end`,
      action: 'drop.end',
      target: { type: 'drop', id: made.id, label: made.title },
      changed: ['endedAt'],
    };
  },
  'DELETE /api/weekly-drop-hairdressers/:id': async () => {
    const name = unique('Listed salon');
    const id = await insertSalon(db(), { salonName: name, email: `${name}@salon.example` });
    await db().insert(dropListMembers).values({ salonId: id });
    return {
      method: 'DELETE',
      path: `/api/weekly-drop-hairdressers/${id}`,
      action: 'drop-list.remove',
      target: { type: 'salon', id, label: name },
      changed: ['dropListMember'],
    };
  },
  'PATCH /api/partners/:id': async () => {
    const name = unique('Rated salon');
    const id = await insertSalon(db(), { salonName: name, email: `${name}@salon.example` });
    return {
      method: 'PATCH',
      path: `/api/partners/${id}`,
      body: { commissionRate: 7.5 },
      action: 'partner.rate',
      target: { type: 'partner', id, label: name },
      changed: ['commissionRateBps'],
    };
  },
  'POST /api/partners/:id/payouts': async () => {
    const partner = await partnerWithEarnings();
    return {
      method: post,
      path: `/api/partners/${partner.id}/payouts`,
      body: { month: '2026-03' },
      action: 'partner.payout',
      target: { type: 'partner', id: partner.id, label: partner.name },
      changed: ['month', 'amount'],
    };
  },
  'POST /api/invoices': async () => {
    const order = await paidOrder('shipped');
    return {
      method: post,
      path: '/api/invoices',
      body: { orderId: order.id },
      action: 'invoice.issue',
      target: { type: 'invoice', id: '' },
      changed: ['order', 'number'],
    };
  },
  'POST /api/invoices/:id/paid': async () => {
    const { body } = await placeOrder(
      fixture.app,
      orderRequest({ items: [{ productId: shop.shampoo, quantity: 1 }], ...ON_INVOICE }),
      { access: shop.salonAccess, status: 201 },
    );
    const [invoice] = await db()
      .execute<{ id: string; number: string }>(
        sql`select id, number from invoices where order_id = ${body.id}`,
      )
      .then((result) => rowsOf<{ id: string; number: string }>(result));
    return {
      method: post,
      path: `/api/invoices/${invoice?.id ?? ''}/paid`,
      action: 'invoice.paid',
      target: { type: 'invoice', id: invoice?.id ?? '', label: invoice?.number },
      changed: ['paidAt'],
    };
  },
  'POST /api/batches': async () => {
    const order = await paidOrder();
    return {
      method: post,
      path: '/api/batches',
      body: { orderIds: [order.id] },
      action: 'batch.create',
      target: { type: 'batch', id: '' },
      changed: ['status', 'orders'],
    };
  },
  'POST /api/batches/:id/advance': async () => {
    const id = await batch();
    return {
      method: post,
      path: `/api/batches/${id}/advance`,
      body: {},
      action: 'batch.advance',
      target: { type: 'batch', id, label: `Batch #${id}` },
      changed: ['status'],
    };
  },
  'POST /api/batches/:id/cancel': async () => {
    const id = await batch();
    return {
      method: post,
      path: `/api/batches/${id}/cancel`,
      action: 'batch.cancel',
      target: { type: 'batch', id, label: `Batch #${id}` },
      changed: ['status'],
    };
  },
  // Admin accounts (routes/admin-users.ts) record their own rows; sampled here all the same.
  'POST /api/admin/users': async () => {
    const email = `${unique('invited')}@example.test`;
    return {
      method: post,
      path: '/api/admin/users',
      body: { email },
      action: 'admin.invite',
      target: { type: 'admin', id: '', label: email },
      changed: ['role'],
    };
  },
  'DELETE /api/admin/users/:id': async () => {
    const email = `${unique('removed')}@example.test`;
    const invited = await expectJson<{ id: string }>(
      adminCall('/api/admin/users', { method: post, body: { email } }),
      201,
    );
    return {
      method: 'DELETE',
      path: `/api/admin/users/${invited.id}`,
      action: 'admin.remove',
      target: { type: 'admin', id: invited.id, label: email },
      changed: ['role'],
    };
  },
};

/** The company as stored now, so a sample changes one field of it. */
let companyNow: Record<string, unknown> = {};
beforeAll(async () => {
  const config = await expectJson<{ company: Record<string, unknown> }>(adminCall('/api/config'));
  companyNow = config.company;
});

async function message(): Promise<string> {
  const [row] = await db()
    .insert(contactMessages)
    .values({ name: 'Ada', email: 'ada@example.com', topic: 'other', message: 'Hello there!' })
    .returning({ id: contactMessages.id });
  return row?.id ?? '';
}

function keyOfLink(link: string | undefined): string | undefined {
  return link ? (new URLSearchParams(link.split('?')[1] ?? '').get('key') ?? undefined) : undefined;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

// ---------------------------------------------------------------------------------------------
// The loop

/** A path for a route pattern whose parameters name nothing: the guard answers before them. */
const anyPath = (pattern: string) => pattern.replace(/:\w+/g, '1');

/** Every non-GET /api route that answers 401 without a token: the admin mutations. */
async function adminMutations(): Promise<string[]> {
  const routes = [
    ...new Set(
      fixture.app.routes
        .filter((route) => !['GET', 'HEAD', 'ALL'].includes(route.method))
        .filter((route) => route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${route.path}`),
    ),
  ].sort();
  const guarded: string[] = [];
  for (const route of routes) {
    const [method = '', pattern = ''] = route.split(' ');
    const response = await fixture.app.request(anyPath(pattern), {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (response.status === 401) guarded.push(route);
  }
  return guarded;
}

async function send(call: Call): Promise<Response> {
  return adminCall(call.path, { method: call.method, body: call.body });
}

const newestId = async () =>
  (
    await db()
      .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
      .from(auditLog)
  )[0]?.id ?? 0;

describe('every admin mutation writes one audit row with its change', () => {
  it('has a sample for every admin mutation route (add one for a new route)', async () => {
    const guarded = await adminMutations();
    // The loop found the admin routes, not nothing.
    expect(guarded.length).toBeGreaterThan(20);
    expect(guarded.filter((route) => !(route in SAMPLES))).toEqual([]);
    expect(Object.keys(SAMPLES).filter((route) => !guarded.includes(route))).toEqual([]);
  });

  it.each(Object.keys(SAMPLES).sort())('%s', async (route) => {
    const call = await SAMPLES[route]!();
    const since = await newestId();
    const response = await send(call);
    const text = await response.text();
    expect(response.status, text).toBeLessThan(300);
    const rows = await db().select().from(auditLog).where(gt(auditLog.id, since));
    expect(rows, JSON.stringify(rows)).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      action: call.action,
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: call.target.type,
    });
    const answer = JSON.parse(text || 'null') as Record<string, unknown> | null;
    // Targets made by the call itself are named by the answer's id (or the image's name).
    const targetId =
      call.target.id === ''
        ? String(answer?.id ?? String(answer?.url ?? '').replace('/uploads/', ''))
        : String(call.target.id);
    expect(row?.targetId).toBe(targetId);
    if (call.target.label !== undefined) expect(row?.targetLabel).toBe(call.target.label);
    const fields = (row?.changes ?? []).map((change) => change.field);
    expect(fields, JSON.stringify(row?.changes)).toEqual(expect.arrayContaining(call.changed));
    const secret = call.secret?.(answer);
    if (call.secret) {
      expect(secret, 'the answer holds the new secret').toBeTruthy();
      expect(JSON.stringify(row)).not.toContain(secret);
    }
  });
});

/** Every table of the shop (but the rate-limit counters, which count refused calls too), hashed. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db().execute(sql`
      select tablename as name from pg_tables where schemaname = 'public'
      and tablename <> 'rate_limits' order by tablename`),
  );
  const hashes: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ hash: string }>(
      await db().execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as hash from "${name}" t`,
        ),
      ),
    );
    hashes[name] = row?.hash ?? '';
  }
  return hashes;
}

describe('an admin change never commits without its audit row', () => {
  it.each(Object.keys(SAMPLES).sort())(
    '%s fails whole when its row cannot be written',
    async (route) => {
      const call = await SAMPLES[route]!();
      const before = await fingerprint();
      await db().execute(sql`
      create function audit_log_test_refusal() returns trigger language plpgsql as $$
      begin raise exception 'audit rows refused by the test'; end; $$`);
      await db().execute(sql`
      create trigger audit_log_test_refusal before insert on audit_log
      for each row execute function audit_log_test_refusal()`);
      let status: number;
      try {
        const response = await send(call);
        status = response.status;
        await response.text();
      } finally {
        await db().execute(sql`drop trigger audit_log_test_refusal on audit_log`);
        await db().execute(sql`drop function audit_log_test_refusal()`);
      }
      expect(status).toBeGreaterThanOrEqual(500);
      expect(await fingerprint()).toEqual(before);
    },
  );
});

describe('the audit log is append-only', () => {
  it('no route changes or deletes a row, and the table refuses UPDATE and DELETE', async () => {
    const writes = fixture.app.routes.filter(
      (route) => route.path.includes('audit') && !['GET', 'HEAD', 'ALL'].includes(route.method),
    );
    expect(writes).toEqual([]);
    await expectJson(adminCall('/api/config', { method: put, body: { orderExpiryMinutes: 31 } }));
    const id = await newestId();
    await expect(
      db().execute(sql`update audit_log set action = 'forged' where id = ${id}`),
    ).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log where id = ${id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log`)).rejects.toThrow();
    const [row] = await db().select().from(auditLog).where(eq(auditLog.id, id));
    expect(row?.action).toBe('settings.update');
  });
});

describe('GET /api/admin/audit', () => {
  const rows = [
    {
      at: '2020-03-01T10:00:00Z',
      email: 'ada@filters.example',
      action: 'order.status',
      type: 'order',
      id: 'o-1',
    },
    {
      at: '2020-03-02T10:00:00Z',
      email: 'ada@filters.example',
      action: 'product.update',
      type: 'product',
      id: '12',
    },
    {
      at: '2020-03-03T10:00:00Z',
      email: 'bo@filters.example',
      action: 'product.archive',
      type: 'product',
      id: '13',
    },
    {
      at: '2020-03-04T10:00:00Z',
      email: 'bo@filters.example',
      action: 'orders.export',
      type: 'order',
      id: 'o-2',
    },
    {
      at: '2020-03-05T10:00:00Z',
      email: 'cy@filters.example',
      action: 'order.status',
      type: 'order',
      id: 'o-1',
    },
  ] as const;

  beforeAll(async () => {
    await db()
      .insert(auditLog)
      .values(
        rows.map((row) => ({
          at: new Date(row.at),
          actorId: null,
          actorEmail: row.email,
          action: row.action,
          targetType: row.type,
          targetId: row.id,
          targetLabel: row.id,
          changes: [{ field: 'status', before: 'a', after: 'b' }],
        })),
      );
  });

  /** The actions of the 2020 rows a query finds, newest first. */
  async function found(query: string): Promise<string[]> {
    const page = await expectJson<AuditPage>(
      adminCall(`/api/admin/audit?from=2020-03-01&to=2020-03-31&${query}`),
    );
    return page.items.map((item) => `${item.action}@${item.at.slice(8, 10)}`);
  }

  it('filters by part of the actor’s email, in any case', async () => {
    expect(await found('actor=ADA@FILTERS')).toEqual(['product.update@02', 'order.status@01']);
  });

  it('filters by an action or its first part, never another word that starts the same', async () => {
    expect(await found('action=order')).toEqual(['order.status@05', 'order.status@01']);
    expect(await found('action=product.archive')).toEqual(['product.archive@03']);
  });

  it('filters by target type, and by type and id', async () => {
    expect(await found('target=product')).toEqual(['product.archive@03', 'product.update@02']);
    expect(await found('target=order:o-1')).toEqual(['order.status@05', 'order.status@01']);
  });

  it('filters by whole days, both included', async () => {
    const page = await expectJson<AuditPage>(
      adminCall('/api/admin/audit?from=2020-03-02&to=2020-03-04'),
    );
    expect(page.items.map((item) => item.action)).toEqual([
      'orders.export',
      'product.archive',
      'product.update',
    ]);
    const refused = await adminCall('/api/admin/audit?from=2020-03-04&to=2020-03-02');
    expect(refused.status).toBe(400);
  });

  it('pages newest first with the total', async () => {
    const first = await expectJson<AuditPage>(
      adminCall('/api/admin/audit?actor=filters.example&pageSize=2'),
    );
    const second = await expectJson<AuditPage>(
      adminCall('/api/admin/audit?actor=filters.example&pageSize=2&page=2'),
    );
    const third = await expectJson<AuditPage>(
      adminCall('/api/admin/audit?actor=filters.example&pageSize=2&page=3'),
    );
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect([...first.items, ...second.items, ...third.items].map((item) => item.at)).toEqual(
      rows.map((row) => new Date(row.at).toISOString()).reverse(),
    );
    expect(first.items[0]).toMatchObject({
      actorEmail: 'cy@filters.example',
      actorId: null,
      targetType: 'order',
      targetId: 'o-1',
      changes: [{ field: 'status', before: 'a', after: 'b' }],
    });
  });

  it('is for admins only', async () => {
    expect((await fixture.app.request('/api/admin/audit')).status).toBe(401);
  });
});

describe('the auth server’s own events, with the account as actor', () => {
  const auth = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    fixture.app.request(`/auth/v1${path}`, {
      method: init.method ?? 'POST',
      headers: {
        apikey: EMBEDDED_ANON_KEY,
        'Content-Type': 'application/json',
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  /** The rows written since `since`, oldest first. */
  const rowsSince = (since: number) =>
    db().select().from(auditLog).where(gt(auditLog.id, since)).orderBy(auditLog.id);

  async function signIn(email: string): Promise<string> {
    const answer = await expectJson<{ access_token: string }>(
      auth('/token?grant_type=password', { body: { email, password: TEST_PASSWORD } }),
    );
    return answer.access_token;
  }

  it('a password sign-in, an admin’s or staff’s, in the session’s own transaction', async () => {
    const owner = await createAdminUser(db(), { email: 'signing-in@example.test' });
    const staff = await createStaffUser(db(), { email: 'staff-signing-in@example.test' });
    const since = await newestId();
    await signIn(owner.email);
    await signIn(staff.email);
    const rows = await rowsSince(since);
    expect(rows.map((row) => [row.action, row.actorId, row.actorEmail, row.targetType])).toEqual([
      ['auth.sign-in', owner.id, owner.email, 'session'],
      ['auth.sign-in', staff.id, staff.email, 'session'],
    ]);
    expect(rows[0]?.changes).toContainEqual({ field: 'method', before: null, after: 'password' });
    // A wrong password signs nobody in; it is recorded as a refusal of that account (issue 28),
    // with the address it came from and the failures so far, and no session.
    const refused = await auth('/token?grant_type=password', {
      body: { email: owner.email, password: 'not the password' },
    });
    expect(refused.status).toBe(400);
    const after = await rowsSince(since);
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({
      action: 'auth.sign-in-failure',
      actorId: owner.id,
      actorEmail: owner.email,
      targetType: 'admin',
      targetId: owner.id,
    });
    expect(after[2]?.changes).toContainEqual({
      field: 'failures in a row',
      before: null,
      after: '1',
    });
    // An address with no account records nothing: there is nobody to name.
    await auth('/token?grant_type=password', {
      body: { email: 'nobody-here@example.test', password: 'not the password' },
    });
    expect(await rowsSince(since)).toHaveLength(3);
  });

  it('a factor enrolled, a wrong code, the first good code and the factor removed', async () => {
    const owner = await createAdminUser(db(), { email: 'two-factor@example.test' });
    const token = await signIn(owner.email);
    const since = await newestId();
    const factor = await expectJson<{ id: string; totp: { secret: string } }>(
      auth('/factors', { token, body: { factor_type: 'totp', friendly_name: 'Phone' } }),
    );
    const totp = new TOTP({ secret: Secret.fromBase32(factor.totp.secret), digits: 6, period: 30 });
    const challenge = async () =>
      (await expectJson<{ id: string }>(auth(`/factors/${factor.id}/challenge`, { token }))).id;

    // No code of the steps around now: certainly wrong.
    const near = [-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 }));
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code));
    const refused = await auth(`/factors/${factor.id}/verify`, {
      token,
      body: { challenge_id: await challenge(), code: wrong },
    });
    expect(refused.status).toBe(422);

    const verified = await expectJson<{ access_token: string }>(
      auth(`/factors/${factor.id}/verify`, {
        token,
        body: { challenge_id: await challenge(), code: totp.generate() },
      }),
    );
    await expectJson(
      auth(`/factors/${factor.id}`, { method: 'DELETE', token: verified.access_token }),
    );

    const rows = await rowsSince(since);
    expect(rows.map((row) => row.action)).toEqual([
      'factor.enrol',
      'factor.wrong-code',
      'factor.verify',
      'factor.remove',
    ]);
    for (const row of rows)
      expect(row).toMatchObject({
        actorId: owner.id,
        actorEmail: owner.email,
        targetType: 'factor',
        targetId: factor.id,
        targetLabel: 'Phone',
      });
    // The factor's secret is never in the log.
    expect(JSON.stringify(rows)).not.toContain(factor.totp.secret);
  });
});

describe('an upload to object storage', () => {
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startS3StandIn();
  });
  afterAll(() => s3.close());

  it('writes its audit row right after the store (there is no transaction to share)', async () => {
    const onS3 = buildApp(
      fixture.database,
      testEnv({
        S3_BUCKET: s3.bucket,
        S3_REGION: s3.region,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        DATA_DIR: '/tmp/tress-audit-log-s3',
      }),
    );
    const since = await newestId();
    const imagesBefore = await db().$count(productImages);
    const { url } = await expectJson<{ url: string }>(
      callAdmin(onS3, '/api/admin/uploads', {
        method: 'POST',
        body: uploadForm(IMAGES.png, 'bucket.png'),
        token: fixture.token,
      }),
      201,
    );
    const rows = await db().select().from(auditLog).where(gt(auditLog.id, since));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'image.upload',
      actorId: admin.id,
      targetType: 'image',
      targetId: url.replace('/uploads/', ''),
      targetLabel: 'bucket.png',
    });
    expect(await db().$count(productImages)).toBe(imagesBefore);
  });
});
