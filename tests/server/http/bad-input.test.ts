// Input the database cannot hold — NUL (U+0000), lone UTF-16 surrogates, integers beyond a
// PostgreSQL `integer` — is refused by the shared schemas on EVERY route with 400
// VALIDATION_FAILED naming the field (GoTrue's own 400/422 shape under /auth/v1), never a 5xx,
// and changes nothing. The routes are read from the app itself: a new route fails this test
// until it gets a sample below. PostgreSQL is where NUL really fails, so that run is the proof.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AdminDrop, DropInput } from '@/domain/drops';
import type { OrderView } from '@/domain/orders';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import { createDrop } from '@/server/services/drops/admin';
import { createHold } from '@/server/services/drops/holds';
import { EMBEDDED_ANON_KEY } from '@/server/auth/constants';
import * as schema from '@/server/db/schema';
import { productInput, insertApplication, orderInStatus } from '../../support/admin-fixtures';
import { insertSalon, salonAccessFor } from '../../support/catalog-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import { ADMIN_EMAIL, adminToken, createAdminUser } from '../../support/auth-tokens';
import {
  FRIENDS_FAMILY_KEY,
  HOME,
  insertOrderShop,
  LOCKER_CODE,
  type OrderShop,
} from '../../support/order-fixtures';
import { buildApp, recordingLogger, testEnv, type RecordedLog } from '../../support/server-app';
import { isPrefix, leavesOf, mapValues, replaced, type Path } from '../../support/json-leaves';
import { asAdmin } from '../../support/audit-actor';

/** A product's Dutch texts (issue 30), in the admin product samples: checked like the English. */
const DUTCH_TEXTS = {
  nl: { name: 'Steile bundel', description: 'Zijdezacht steil virgin hair.' },
};
const DUTCH_OFFER_TEXTS = {
  nl: { title: 'Lente: 10% korting', description: 'Tien procent korting op de bundel.' },
};
const DUTCH_DROP_TITLE = { nl: { title: 'Drop met foute invoer' } };

/** One request a route accepts; the loops below spoil one part of it at a time. */
type Sample = {
  /** An endless answer (Server-Sent Events): refused inputs are tested, the valid one is not sent. */
  stream?: true;
  /** admin: an admin's bearer token; the embedded auth routes also get the anon key. */
  auth?: 'admin';
  params?: Record<string, () => string>;
  query?: Record<string, string>;
  body?: () => unknown;
  headers?: () => Record<string, string>;
};
/** A route that reads nothing from the request that could reach the database, and why. */
type NoInput = { noInput: string };
type RouteSamples = Sample | Sample[] | NoInput;

let fixture: AdminTestApp;
let app: AdminTestApp['app'];
let shop: OrderShop;
let order: OrderView;
let token: string;
let application: string;
let suggestion: string;
let message: string;
let offer: number;
let drop: AdminDrop;
let holdId: string;
let recommendation: string;
let sharingSalonAccess: string;
/** An unverified TOTP factor of the admin (issue 19): unverified, so admin calls need no aal2. */
let factor: string;
const db = () => fixture.db;

beforeAll(async () => {
  // TRUST_PROXY: each request names its own address, so no rate limit interferes.
  fixture = await buildAdminTestApp({
    env: { TRUST_PROXY: 'true', DATA_DIR: '/tmp/tress-bad-input' },
  });
  ({ app, token } = fixture);
  shop = await insertOrderShop(db());
  // The shampoo may go in a box, so the box samples below are valid as sent.
  await db()
    .update(schema.products)
    .set({ boxEligible: true })
    .where(sql`${schema.products.id} = ${shop.shampoo}`);
  order = await orderInStatus(app, db(), 'pending_payment', [
    { productId: shop.shampoo, quantity: 1 },
  ]);
  application = await insertApplication(db());
  [{ id: suggestion = '' } = { id: '' }] = await db()
    .insert(schema.suggestions)
    .values({
      product: 'Loc oil',
      family: 'salon-essentials',
      description: 'A light oil for locs.',
    })
    .returning({ id: schema.suggestions.id });
  [{ id: message = '' } = { id: '' }] = await db()
    .insert(schema.contactMessages)
    .values({ name: 'Naomi', email: 'naomi@example.com', topic: 'order', message: 'Where is it?' })
    .returning({ id: schema.contactMessages.id });
  [{ id: offer = 0 } = { id: 0 }] = await db()
    .insert(schema.offers)
    .values({ title: 'Bad input 10 %', kind: 'percent', value: 10, targetType: 'order' })
    .returning({ id: schema.offers.id });
  const adminAccount = await createAdminUser(db());
  [{ id: factor = '' } = { id: '' }] = await db()
    .insert(schema.authFactors)
    .values({ userId: adminAccount.id, friendlyName: 'Bad input', secretSealed: 'v1.x.x.x' })
    .returning({ id: schema.authFactors.id });
});
beforeAll(async () => {
  drop = await asAdmin(() => createDrop(db(), recordingLogger().logger, dropBody()));
  const { answer } = await createHold(
    db(),
    { itemId: drop.items[0]?.id ?? 0, quantity: 1, cartId: 'bad-input-cart-0000' },
    { tier: 'client', kind: 'client' },
    10,
  );
  holdId = answer.hold.id;
});
beforeAll(async () => {
  // A salon of its own: every spoiled request counts against its 20 shares an hour.
  const sharing = await insertSalon(db(), { salonName: 'Sharing Salon' });
  sharingSalonAccess = await salonAccessFor(db(), sharing);
  [{ id: recommendation = '' } = { id: '' }] = await db()
    .insert(schema.recommendations)
    .values({
      salonId: shop.salon,
      items: [{ productId: shop.shampoo, variant: null, quantity: 1 }],
    })
    .returning({ id: schema.recommendations.id });
});
afterAll(() => fixture.close());

/** A live drop of the shampoo (plenty in stock). */
function dropBody(): DropInput {
  return {
    title: 'Bad input drop',
    audience: 'public',
    startsAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    endsAt: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
    items: [
      {
        productId: shop.shampoo,
        variant: null,
        dropPrice: 900,
        dropBusinessPrice: 800,
        units: 5,
        perOrderLimit: 2,
      },
    ],
  };
}

const admin = 'admin' as const;
/** A well-formed test bank reference that names no payment (issue 31). */
const UNKNOWN_TEST_BANK_PAYMENT = 'tb_AAAAAAAAAAAAAAAA';
/** A well-formed invoice id that names no invoice. */
const NO_SUCH_INVOICE = '00000000-0000-4000-8000-0000000001c0';
const nobody = 'nobody@example.test';

/** A valid offer form with every kind of field filled in. */
function offerInput(code: string) {
  return {
    title: 'Spring 10 %',
    description: 'Ten percent off the bundle.',
    kind: 'percent',
    value: 10,
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

/** Every API route (method and path as the app registered it) and a valid request for it. */
const SAMPLES: Record<string, RouteSamples> = {
  'GET /api/health': { noInput: 'reads nothing from the request' },
  'GET /api/settings': { noInput: 'reads nothing from the request' },
  'GET /api/catalog': { noInput: 'reads nothing from the request' },
  'GET /api/offers': { noInput: 'reads only the access header, like every priced answer' },
  'GET /api/products': {
    query: {
      family: 'human-hair',
      category: 'bundles',
      q: 'wave',
      minPrice: '100',
      maxPrice: '90000',
      inStock: 'true',
      sort: 'newest',
      page: '1',
      pageSize: '24',
    },
  },
  'GET /api/products/:id': { params: { id: () => String(shop.bundle) } },
  // Issue 32: the header's suggestions while a shopper types.
  'GET /api/search/suggestions': { query: { q: 'lace frontl' } },
  'GET /api/box-builder': { noInput: 'reads only the access header, which every route reads' },
  'GET /api/weekly-drop': { query: { audience: 'public' } },
  'GET /api/weekly-drop/events': { stream: true, query: { audience: 'public' } },
  'POST /api/weekly-drop/holds': {
    body: () => ({ itemId: drop.items[0]?.id ?? 0, quantity: 1, cartId: 'bad-input-cart-0001' }),
  },
  'PATCH /api/weekly-drop/holds/:id': {
    params: { id: () => holdId },
    body: () => ({ quantity: 2, cartId: 'bad-input-cart-0000' }),
  },
  'DELETE /api/weekly-drop/holds/:id': {
    params: { id: () => holdId },
    body: () => ({ cartId: 'bad-input-cart-0000' }),
  },
  'POST /api/weekly-drop-hairdressers': { noInput: 'reads only the access header' },
  'DELETE /api/weekly-drop-hairdressers': { noInput: 'reads only the access header' },
  'GET /api/weekly-drop-hairdressers': { noInput: 'reads only its bearer token' },
  'DELETE /api/weekly-drop-hairdressers/:id': { auth: admin, params: { id: () => shop.salon } },
  'GET /api/admin/drops': { noInput: 'reads only its bearer token' },
  'POST /api/admin/drops': {
    auth: admin,
    body: () => ({ ...dropBody(), translations: DUTCH_DROP_TITLE }),
  },
  'GET /api/admin/drops/:id': { auth: admin, params: { id: () => drop.id } },
  'PUT /api/admin/drops/:id': {
    auth: admin,
    params: { id: () => drop.id },
    body: () => ({
      ...dropBody(),
      translations: DUTCH_DROP_TITLE,
      items: dropBody().items.map((item) => ({ ...item, id: drop.items[0]?.id ?? 0 })),
    }),
  },
  'POST /api/admin/drops/:id/end': { auth: admin, params: { id: () => drop.id } },
  'GET /api/salons': { noInput: 'reads nothing from the request' },
  'GET /api/hairdressers/:id': { params: { id: () => shop.salon } },
  'POST /api/hairdressers': {
    body: () => ({
      salonName: 'Studio Noor',
      street: 'Witte de Withstraat 41',
      postcode: '3012 BM',
      city: 'Rotterdam',
      country: 'NL',
      phone: '+31 10 412 3307',
      email: 'bad-input@studionoor.example',
      registrationNumber: '81456231',
      vatNumber: 'NL814562301B01',
      specialities: ['braids'],
      chairs: 5,
      instagram: '@studionoor',
      website: 'https://studionoor.example',
      acceptTerms: true,
    }),
  },
  'GET /api/lockers': { query: { city: 'Amst' } },
  'POST /api/access/validate': [
    { body: () => ({ access: 'friends-family', key: FRIENDS_FAMILY_KEY }) },
    { body: () => ({ access: 'salon', salonId: shop.salon, key: 'a-wrong-but-well-formed-key' }) },
  ],
  'POST /api/orders/quote': [
    {
      body: () => ({
        items: [{ productId: shop.bundle, variant: '16 inch', quantity: 2 }],
        delivery: HOME,
        offerCode: 'WELCOME',
      }),
    },
    {
      body: () => ({
        items: [{ productId: shop.shampoo, quantity: 1 }],
        delivery: { method: 'locker', lockerId: LOCKER_CODE },
        recommendationId: recommendation,
      }),
    },
    {
      body: () => ({
        items: [{ productId: shop.shampoo, quantity: 1 }],
        delivery: { method: 'salon', salonId: shop.salon },
      }),
    },
    {
      body: () => ({
        items: [
          { type: 'product', productId: shop.shampoo, quantity: 1 },
          { type: 'box', size: 'small', components: [{ productId: shop.shampoo, quantity: 3 }] },
        ],
        delivery: HOME,
      }),
    },
    {
      // A drop line spends a hold of the request's own cart (issue 28).
      body: () => ({
        items: [{ type: 'drop', holdId }],
        delivery: { method: 'locker', lockerId: LOCKER_CODE },
        cartId: 'bad-input-cart-0000',
      }),
    },
  ],
  'POST /api/orders': [
    {
      headers: () => ({ 'Idempotency-Key': randomUUID() }),
      body: () => ({
        items: [
          { productId: shop.bundle, variant: '16 inch', quantity: 1 },
          { type: 'box', size: 'small', components: [{ productId: shop.shampoo, quantity: 3 }] },
        ],
        delivery: HOME,
        customer: { name: 'Ama Mensah', email: 'ama@example.com', phone: '+31 6 1234 5678' },
        payment: { method: 'card' },
        recommendationId: recommendation,
      }),
    },
    {
      // Pay on invoice: a salon's order with its company's details (issue 17).
      headers: () => ({ 'Idempotency-Key': randomUUID(), 'X-Tress-Access': shop.salonAccess }),
      body: () => ({
        items: [{ productId: shop.shampoo, quantity: 1 }],
        delivery: { method: 'salon', salonId: shop.salon },
        customer: { name: 'Ama Mensah', email: 'ama@example.com' },
        payment: { method: 'invoice' },
        company: {
          name: 'Studio Krul V.O.F.',
          // Issue 31: an invoice names the buyer's address.
          street: 'Haarlemmerdijk 41',
          postcode: '1013 KA',
          city: 'Amsterdam',
          country: 'NL',
          registrationNumber: '69599084',
          vatNumber: 'NL858123456B01',
        },
      }),
    },
    {
      // Issue 31: a friends-and-family shopper pays on invoice as a private person.
      headers: () => ({
        'Idempotency-Key': randomUUID(),
        'X-Tress-Access': `ff:${FRIENDS_FAMILY_KEY}`,
      }),
      body: () => ({
        items: [{ productId: shop.shampoo, quantity: 1 }],
        delivery: HOME,
        customer: { name: 'Ama Mensah', email: 'ama@example.com' },
        payment: { method: 'invoice' },
        billing: {
          name: 'Ama Mensah',
          street: 'Prinsengracht 263',
          postcode: '1016 GV',
          city: 'Amsterdam',
          country: 'NL',
        },
      }),
    },
  ],
  'GET /api/orders/:id': { params: { id: () => order.id } },
  'POST /api/recommendations': {
    headers: () => ({ 'X-Tress-Access': sharingSalonAccess }),
    body: () => ({
      note: 'For your curls.',
      items: [
        { productId: shop.bundle, variant: '16 inch', quantity: 2 },
        { productId: shop.shampoo, quantity: 1 },
      ],
    }),
  },
  'GET /api/recommendations/:id': { params: { id: () => recommendation } },
  'GET /api/recommendations': { noInput: 'reads only the access header' },
  'GET /api/partners': { noInput: 'reads only its bearer token' },
  'GET /api/partners.csv': { noInput: 'reads only its bearer token' },
  'GET /api/partners/:id': { auth: admin, params: { id: () => shop.salon } },
  'PATCH /api/partners/:id': {
    auth: admin,
    params: { id: () => shop.salon },
    body: () => ({ commissionRate: 12.5 }),
  },
  // Valid, and answered 409 NOTHING_TO_PAY: the salon referred nothing that month.
  'POST /api/partners/:id/payouts': {
    auth: admin,
    params: { id: () => shop.salon },
    body: () => ({ month: '2026-01' }),
  },
  'GET /api/invoices': {
    auth: admin,
    query: { status: 'open', kind: 'invoice', q: 'TR-0', page: '1' },
  },
  // Valid: the sample order (unpaid) answers 409 NOT_INVOICEABLE, and nothing is issued.
  'POST /api/invoices': { auth: admin, body: () => ({ orderId: order.id }) },
  'GET /api/invoices/:id': { auth: admin, params: { id: () => NO_SUCH_INVOICE } },
  'GET /api/invoices/:id/pdf': { auth: admin, params: { id: () => NO_SUCH_INVOICE } },
  'POST /api/invoices/:id/paid': { auth: admin, params: { id: () => NO_SUCH_INVOICE } },
  // Public: a well-formed token that opens nothing (404).
  'GET /api/invoice-downloads/:token': { params: { token: () => 'A'.repeat(43) } },
  // Batches (issue 16): valid samples answered 409 (the sample order is unpaid; nothing was
  // placed by then) or 404 (no such batch), so nothing is written.
  'GET /api/batches': { noInput: 'reads only its bearer token' },
  'POST /api/batches': [
    { auth: admin, body: () => ({ orderIds: [order.id] }) },
    { auth: admin, body: () => ({ upTo: '2026-01-31' }) },
  ],
  'GET /api/batches/:id': { auth: admin, params: { id: () => '999999' } },
  'POST /api/batches/:id/advance': {
    auth: admin,
    params: { id: () => '999999' },
    body: () => ({
      status: 'shipped',
      tracking: [{ orderId: order.id, carrier: 'PostNL', trackingNumber: '3S 1234' }],
    }),
  },
  'POST /api/batches/:id/cancel': { auth: admin, params: { id: () => '999999' } },
  'GET /api/batch-orders': { auth: admin, query: { upTo: '2026-01-31' } },
  'GET /api/batch-processing/:batchId': [
    { auth: admin, params: { batchId: () => '999999' } },
    { auth: admin, params: { batchId: () => '999999.csv' } },
  ],
  'POST /api/orders/:id/payments': {
    params: { id: () => order.id },
    body: () => ({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      name: 'Ama Mensah',
    }),
  },
  // Issue 31: a JSON body, {} or the online method of this attempt.
  'POST /api/orders/:id/payments/checkout': {
    params: { id: () => order.id },
    body: () => ({ method: 'ideal' }),
  },
  'POST /api/payments/stripe/webhook': {
    noInput: 'raw bytes proven by their Stripe signature (and 404 while Stripe is off)',
  },
  'POST /api/payments/mollie/webhook': {
    noInput:
      'a form-encoded Mollie payment id only, held to its tr_… pattern and fetched back from ' +
      'Mollie, never stored as sent (and 404 while Mollie is off)',
  },
  // The test bank (issue 31): a well-formed reference the bank does not know (404).
  'GET /api/test-bank/payments/:reference': {
    params: { reference: () => UNKNOWN_TEST_BANK_PAYMENT },
  },
  'POST /api/test-bank/payments/:reference': {
    params: { reference: () => UNKNOWN_TEST_BANK_PAYMENT },
    body: () => ({ outcome: 'paid', bank: 'INGBNL2A' }),
  },
  // The sample order is unpaid: refused (409), after its id and note passed validation.
  'POST /api/admin/orders/:id/refund': {
    auth: admin,
    params: { id: () => order.id },
    body: () => ({ note: 'The customer sent it back' }),
  },
  'GET /api/admin/orders': {
    auth: admin,
    query: {
      status: 'paid',
      from: '2024-01-01',
      to: '2030-12-31',
      q: 'Ama',
      page: '1',
      pageSize: '25',
    },
  },
  'GET /api/admin/orders/:id': { auth: admin, params: { id: () => order.id } },
  'GET /api/admin/stats': { auth: admin, query: { from: '2026-01-01', to: '2026-03-31' } },
  'GET /api/admin/stats/search-misses': { auth: admin, query: { days: '30' } },
  'GET /api/admin/audit': {
    auth: admin,
    query: {
      actor: 'admin@',
      action: 'order',
      target: 'order:1',
      from: '2026-01-01',
      to: '2026-12-31',
      page: '1',
      pageSize: '25',
    },
  },
  'POST /api/admin/orders/:id/status': {
    auth: admin,
    params: { id: () => order.id },
    body: () => ({ status: 'cancelled', note: 'The customer asked' }),
  },
  'GET /api/admin/products': {
    auth: admin,
    query: { q: 'wave', status: 'all', page: '1', pageSize: '25' },
  },
  'GET /api/admin/products/:id': { auth: admin, params: { id: () => String(shop.bundle) } },
  'POST /api/admin/products': {
    auth: admin,
    body: () => ({ ...productInput({ slug: 'new-bundle' }), translations: DUTCH_TEXTS }),
  },
  'PUT /api/admin/products/:id': {
    auth: admin,
    params: { id: () => String(shop.wig) },
    body: () => ({ ...productInput({ slug: 'lace-front-wig' }), translations: DUTCH_TEXTS }),
  },
  'POST /api/admin/products/:id/archive': { auth: admin, params: { id: () => String(shop.wig) } },
  'POST /api/admin/products/:id/restore': {
    auth: admin,
    params: { id: () => String(shop.retired) },
  },
  'POST /api/admin/uploads': {
    noInput: 'multipart image bytes, stored under a name the server chooses',
  },
  'GET /api/admin/outbox': { auth: admin, query: { q: 'ama', page: '1', pageSize: '25' } },
  // An unknown mail is a 404, which is all the sample needs: its id passed validation.
  'GET /api/admin/outbox/:id': { auth: admin, params: { id: () => randomUUID() } },
  'POST /api/suggestions': {
    body: () => ({
      product: 'Loc oil',
      family: 'salon-essentials',
      description: 'A light oil for locs, please.',
      link: 'https://example.com/x',
      email: 'a@example.com',
    }),
  },
  'POST /api/contact': {
    body: () => ({
      name: 'Naomi Bakker',
      email: 'naomi@example.com',
      topic: 'order',
      orderNumber: 'TR-000123',
      message: 'Where is my order, please?',
    }),
  },
  'GET /api/demand': { noInput: 'reads nothing from the request' },
  'POST /api/demand/interest': {
    body: () => ({ city: 'Utrecht', families: ['human-hair'], email: 'a@example.com' }),
  },
  'GET /api/admin/offers': { noInput: 'reads nothing from the request' },
  'POST /api/admin/offers': {
    auth: admin,
    body: () => ({ ...offerInput('BADINPUT1'), translations: DUTCH_OFFER_TEXTS }),
  },
  'PUT /api/admin/offers/:id': {
    auth: admin,
    params: { id: () => String(offer) },
    body: () => ({ ...offerInput('BADINPUT2'), translations: DUTCH_OFFER_TEXTS }),
  },
  'POST /api/admin/offers/:id/end': { auth: admin, params: { id: () => String(offer) } },
  'GET /api/admin/inbox-counts': { noInput: 'reads nothing from the request' },
  'GET /api/admin/suggestions': {
    auth: admin,
    query: { status: 'new', q: 'loc', page: '1', pageSize: '20' },
  },
  'POST /api/admin/suggestions/:id': [
    {
      auth: admin,
      params: { id: () => suggestion },
      body: () => ({ status: 'added', productId: shop.shampoo }),
    },
    { auth: admin, params: { id: () => suggestion }, body: () => ({ read: true }) },
  ],
  'GET /api/admin/messages': {
    auth: admin,
    query: { status: 'open', topic: 'order', q: 'naomi', page: '1' },
  },
  'POST /api/admin/messages/:id': {
    auth: admin,
    params: { id: () => message },
    body: () => ({ status: 'closed' }),
  },
  'POST /api/admin/messages/:id/replies': {
    auth: admin,
    params: { id: () => message },
    body: () => ({ body: 'It is on its way.' }),
  },
  'GET /api/salons/health': { noInput: 'reads nothing from the request' },
  'GET /api/admin/health': { noInput: 'reads only its bearer token' },
  'GET /api/config': { noInput: 'reads nothing from the request' },
  'PUT /api/config': {
    auth: admin,
    body: () => ({
      locale: 'nl-NL',
      deliveryFees: { home: 695, locker: 395, salon: 0 },
      freeDeliveryThresholds: { client: 7500, business: 25000 },
      orderExpiryMinutes: 30,
      dropHoldMinutes: 10,
      boxSizes: {
        small: { items: 3, discountPercent: 10 },
        medium: { items: 5, discountPercent: 15 },
        large: { items: 8, discountPercent: 20 },
      },
      friendsFamilySalonId: shop.friendsFamilySalon,
      company: DEFAULT_SETTINGS.company,
    }),
  },
  'POST /api/config/friends-family-key': { noInput: 'reads nothing from the request' },
  // Admins (issue 19): the list reads nothing; an invitation takes one address; removal an id.
  'GET /api/admin/users': { noInput: 'reads nothing from the request' },
  'POST /api/admin/users': {
    auth: admin,
    body: () => ({ email: `invitee-${randomUUID()}@example.test` }),
  },
  'DELETE /api/admin/users/:id': { auth: admin, params: { id: () => randomUUID() } },
  'GET /api/hairdressers': { auth: admin, query: { status: 'all' } },
  'POST /api/hairdressers/:id/approve': { auth: admin, params: { id: () => application } },
  'POST /api/hairdressers/:id/link': { auth: admin, params: { id: () => shop.salon } },
  'POST /api/hairdressers/:id/reject': {
    auth: admin,
    params: { id: () => application },
    body: () => ({ reason: 'Not a salon' }),
  },
  'GET /auth/v1/health': { noInput: 'reads nothing from the request' },
  'GET /auth/v1/settings': { noInput: 'reads nothing from the request' },
  'GET /auth/v1/.well-known/jwks.json': { noInput: 'reads nothing from the request' },
  'GET /auth/v1/.well-known/openid-configuration': { noInput: 'reads nothing from the request' },
  'POST /auth/v1/signup': { noInput: 'sign-up is closed: refused whatever is sent' },
  'POST /auth/v1/token': [
    { query: { grant_type: 'password' }, body: () => ({ email: nobody, password: 'a password' }) },
    { query: { grant_type: 'refresh_token' }, body: () => ({ refresh_token: 'r'.repeat(20) }) },
  ],
  'GET /auth/v1/user': { noInput: 'reads only its bearer token' },
  'PUT /auth/v1/user': {
    auth: admin,
    body: () => ({
      email: ADMIN_EMAIL,
      password: 'another long password',
      // Free-form JSON (user_metadata): any number is fine there, text must be storable.
      data: { salon: 'Studio Noord', city: 'Utrecht' },
    }),
  },
  'POST /auth/v1/logout': { auth: admin, query: { scope: 'local' } },
  'POST /auth/v1/recover': {
    query: { redirect_to: 'http://localhost/reset-password' },
    body: () => ({ email: nobody }),
  },
  'GET /auth/v1/verify': {
    query: { type: 'recovery', token: 'no-such-token', redirect_to: 'http://localhost/' },
  },
  'POST /auth/v1/verify': {
    body: () => ({ type: 'recovery', token: 'no-such-token', email: nobody }),
  },
  // Two-factor sign-in (issue 19).
  'POST /auth/v1/factors': {
    auth: admin,
    body: () => ({ factor_type: 'totp', friendly_name: 'Sample phone', issuer: 'Tress' }),
  },
  'POST /auth/v1/factors/:id/challenge': { auth: admin, params: { id: () => factor } },
  'POST /auth/v1/factors/:id/verify': {
    auth: admin,
    params: { id: () => factor },
    body: () => ({ challenge_id: randomUUID(), code: '123456' }),
  },
  'DELETE /auth/v1/factors/:id': { auth: admin, params: { id: () => factor } },
  // The rest of the hosted auth API (specification §7).
  'GET /auth/v1/reauthenticate': { noInput: 'reads only its bearer token' },
  'POST /auth/v1/resend': { body: () => ({ email: nobody, type: 'signup' }) },
  'DELETE /auth/v1/user/identities/:id': { auth: admin, params: { id: () => randomUUID() } },
};

/** The API routes the app registered, as "METHOD /path" (middleware and the SPA excluded). */
function apiRoutes(): string[] {
  const routes = app.routes
    .filter((route) => route.method !== 'ALL' && /^\/(api|auth)\//.test(route.path))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)].sort();
}

function samplesOf(route: string): Sample[] {
  const samples = SAMPLES[route];
  if (samples === undefined) return [];
  if ('noInput' in samples) return [];
  return Array.isArray(samples) ? samples : [samples];
}

const isAuthRoute = (route: string) => route.includes(' /auth/v1/');
const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
const OUT_OF_RANGE = [2_147_483_648, 1e15];
let address = 0;

type Spoiled = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
};

/** Sends `sample` with the spoiled parts in place of its own. */
async function send(route: string, sample: Sample, spoiled: Spoiled): Promise<Response> {
  const [method = 'GET', pattern = '/'] = route.split(' ');
  const params = spoiled.params ?? mapValues(sample.params ?? {}, (value) => value());
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  const query = spoiled.query ?? sample.query ?? {};
  const search = Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  address += 1;
  const headers: Record<string, string> = {
    'X-Forwarded-For': `198.51.${Math.floor(address / 250)}.${address % 250}`,
    ...sample.headers?.(),
  };
  if (sample.auth === 'admin') headers.Authorization = `Bearer ${token}`;
  // As supabase-js calls it: the dated error form, whose `code` names the failure.
  if (isAuthRoute(route)) {
    headers.apikey = EMBEDDED_ANON_KEY;
    headers['X-Supabase-Api-Version'] = '2024-01-01';
  }
  const body = 'body' in spoiled ? spoiled.body : sample.body?.();
  if (body !== undefined || method !== 'GET') headers['Content-Type'] = 'application/json';
  return app.request(`${path}${search ? `?${search}` : ''}`, {
    method,
    headers,
    body: body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(body),
  });
}

type Problem = { code?: string; message?: string; issues?: { path: Path; message: string }[] };

/**
 * The route refused the field at `field` through validation: 400 VALIDATION_FAILED whose every
 * issue lies on that field (so the rest of the sample was fine, and the field is what failed).
 * /auth/v1 answers GoTrue's shape instead: 400 with its validation code.
 */
async function expectRefused(route: string, response: Response, field: Path, what: string) {
  const text = await response.text();
  const context = `${route} ${what}: ${response.status} ${text}`;
  expect(response.status, context).toBe(400);
  const problem = JSON.parse(text) as Problem;
  if (isAuthRoute(route)) {
    expect(['validation_failed', 'refresh_token_not_found'], context).toContain(problem.code);
    return;
  }
  expect(problem.code, context).toBe('VALIDATION_FAILED');
  expect(problem.issues?.length, context).toBeGreaterThan(0);
  for (const issue of problem.issues ?? []) {
    expect(issue.path.length, context).toBeGreaterThan(0);
    expect(isPrefix(issue.path, field), context).toBe(true);
  }
}

/** Rows of every table a request could write, to prove a refused request wrote nothing. */
async function snapshot(): Promise<string> {
  const tables = [
    schema.settings,
    schema.products,
    schema.productVariants,
    schema.salons,
    schema.offers,
    schema.drops,
    schema.dropItems,
    schema.dropHolds,
    schema.dropListMembers,
    schema.orders,
    schema.partnerPayouts,
    schema.batches,
    schema.batchOrders,
    schema.batchEvents,
    schema.invoices,
    schema.invoiceCounters,
    schema.orderLines,
    schema.orderEvents,
    schema.payments,
    schema.emails,
    schema.authUsers,
    schema.authSessions,
    schema.authRecovery,
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await db().select().from(table);
    parts.push(
      rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n'),
    );
  }
  return parts.join('\n--\n');
}

describe('every API route', () => {
  it('has a sample request here (add one for a new route), and no sample is for a gone route', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => SAMPLES[route] === undefined)).toEqual([]);
    expect(Object.keys(SAMPLES).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('refuses NUL, a lone surrogate and ids beyond integer in a path with 400 naming the id', async () => {
    const before = await snapshot();
    const spoilers = ['%00', `1%00`, '%ED%A0%80', '2147483648', '1e15'];
    let checked = 0;
    for (const route of apiRoutes()) {
      for (const sample of samplesOf(route)) {
        for (const name of Object.keys(sample.params ?? {})) {
          for (const spoiler of spoilers) {
            const params = mapValues(sample.params ?? {}, (value) => value());
            const response = await send(route, sample, { params: { ...params, [name]: spoiler } });
            await expectRefused(route, response, [name], `:${name}=${spoiler}`);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(await snapshot()).toBe(before);
  });

  it('refuses NUL in every query parameter, and numbers beyond integer in numeric ones', async () => {
    const before = await snapshot();
    let checked = 0;
    for (const route of apiRoutes()) {
      for (const sample of samplesOf(route)) {
        for (const [key, valid] of Object.entries(sample.query ?? {})) {
          const spoilers = ['%00', `${encodeURIComponent(valid)}%00`];
          if (/^\d+$/.test(valid)) spoilers.push(...OUT_OF_RANGE.map(String));
          for (const spoiler of spoilers) {
            const response = await send(route, sample, {
              query: { ...sample.query, [key]: spoiler },
            });
            if (isAuthRoute(route)) {
              // GoTrue reads these itself (a grant type, a scope, a redirect it falls back from):
              // whatever it answers, never a 5xx, and the error in its own shape.
              const context = `${route} ?${key}=${spoiler}: ${response.status}`;
              expect(response.status, context).toBeLessThan(500);
              if (response.status >= 400)
                expect(await response.json(), context).toMatchObject({ code: expect.any(String) });
            } else {
              await expectRefused(route, response, [key], `?${key}=${spoiler}`);
            }
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(await snapshot()).toBe(before);
  });

  it('refuses NUL and lone surrogates in every JSON string, and integers beyond integer in every number', async () => {
    const before = await snapshot();
    let checked = 0;
    for (const route of apiRoutes()) {
      for (const sample of samplesOf(route)) {
        if (!sample.body) continue;
        const valid = sample.body();
        for (const leaf of leavesOf(valid)) {
          const spoilers: unknown[] =
            typeof leaf.value === 'string'
              ? [NUL, `${leaf.value}${NUL}`, `${leaf.value}${LONE_SURROGATE}`, LONE_SURROGATE]
              : OUT_OF_RANGE;
          for (const spoiler of spoilers) {
            const response = await send(route, sample, {
              body: replaced(valid, leaf.path, spoiler),
            });
            await expectRefused(
              route,
              response,
              leaf.path,
              `${leaf.path.join('.')}=${JSON.stringify(spoiler)}`,
            );
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(await snapshot()).toBe(before);
  });
});

describe('the language header (issue 30)', () => {
  it('refuses a value that is no language code on every API route with 400 naming the header', async () => {
    const before = await snapshot();
    let checked = 0;
    for (const route of apiRoutes()) {
      if (isAuthRoute(route)) continue; // GoTrue's own routes read no language
      for (const sample of samplesOf(route)) {
        const spoiled: Sample = {
          ...sample,
          headers: () => ({ ...sample.headers?.(), 'X-Tress-Language': 'not a language' }),
        };
        const response = await send(route, spoiled, {});
        await expectRefused(route, response, ['X-Tress-Language'], 'X-Tress-Language');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(await snapshot()).toBe(before);
  });
});

describe('the samples', () => {
  // Last: these valid requests change the shop (an order, a product, a password…).
  it('pass validation, so each refusal above is the spoiled field’s', async () => {
    for (const route of apiRoutes()) {
      for (const sample of samplesOf(route)) {
        if (sample.stream) continue; // tested in weekly-drop-events.test.ts
        // A fresh session each time: sign-out and a password change end the earlier ones.
        token = await adminToken(db());
        const response = await send(route, sample, {});
        const text = await response.text();
        const context = `${route}: ${response.status} ${text}`;
        expect(response.status, context).toBeLessThan(500);
        expect(text, context).not.toMatch(/VALIDATION_FAILED|validation_failed/);
      }
    }
  });
});

describe('the safety net behind the schemas', () => {
  // A probe on an app of its own, so the route loop above never sees it.
  let probeApp: ReturnType<typeof buildApp>;
  let lines: RecordedLog[];
  beforeAll(() => {
    const recording = recordingLogger();
    lines = recording.lines;
    probeApp = buildApp(fixture.database, testEnv(), recording.logger);
    const probe = new Hono()
      .get('/nul', async (c) => c.json(await db().execute(sql`select ${'a\u0000b'}::text as t`)))
      .get('/out-of-range', async (c) =>
        c.json(await db().execute(sql`select ${'2147483648'}::integer as n`)),
      );
    probeApp.route('/api/probe', probe);
  });

  it.each(['/api/probe/nul', '/api/probe/out-of-range'])(
    'answers a value the database refuses (%s) with 400, not a 500, and warns',
    async (path) => {
      const response = await probeApp.request(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 'warn', sqlstate: expect.stringMatching(/^22/) }),
      );
    },
  );
});
