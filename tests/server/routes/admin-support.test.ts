import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataHealth } from '@/domain/support';
import type { AdminMessage, AdminSuggestion, InboxCounts, SupportPage } from '@/domain/support';
import {
  contactMessages,
  dropHolds,
  dropItems,
  drops,
  emails,
  orderLines,
  orders,
  suggestions,
} from '@/server/db/schema';
import { callAdmin, expectJson, orderInStatus } from '../../support/admin-fixtures';
import { nonAdminToken } from '../../support/auth-tokens';
import { insertSalon } from '../../support/catalog-fixtures';
import { insertOrderShop, type OrderShop } from '../../support/order-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';

// product.md §14: suggestions and contact messages reach the admin, with unread counts, filters
// and statuses; a reply is mailed through the outbox and kept with the message.
// product.md §13: /api/salons/health gives a signed-in admin data checks, with no secrets.
let fixture: AdminTestApp;
let app: AdminTestApp['app'];
let token: string;
let shop: OrderShop;
const db = () => fixture.db;

beforeAll(async () => {
  fixture = await buildAdminTestApp();
  ({ app, token } = fixture);
  shop = await insertOrderShop(db());
});
afterAll(() => fixture.close());

const admin = (path: string, call: { method?: 'GET' | 'POST'; body?: unknown } = {}) =>
  callAdmin(app, path, { ...call, token });

async function newSuggestion(product: string): Promise<string> {
  const [row] = await db()
    .insert(suggestions)
    .values({ product, family: 'human-hair', description: '<b>bold</b> claim' })
    .returning({ id: suggestions.id });
  return row?.id ?? '';
}

async function newMessage(name: string, topic: 'order' | 'returns' = 'order'): Promise<string> {
  const [row] = await db()
    .insert(contactMessages)
    .values({ name, email: 'shopper@example.com', topic, message: 'Where is my order?' })
    .returning({ id: contactMessages.id });
  return row?.id ?? '';
}

describe('suggestions in admin', () => {
  it('lists them newest first with the unread count, as stored text', async () => {
    await newSuggestion('Loc extensions');
    const id = await newSuggestion('Silk press serum');
    const page = await expectJson<SupportPage<AdminSuggestion>>(admin('/api/admin/suggestions'));
    expect(page.items[0]).toMatchObject({
      id,
      product: 'Silk press serum',
      read: false,
      status: 'new',
    });
    expect(page.items[0]?.description).toBe('<b>bold</b> claim');
    expect(page.unread).toBe(2);
    expect(await expectJson<InboxCounts>(admin('/api/admin/inbox-counts'))).toMatchObject({
      suggestions: 2,
    });
  });

  it('marks one added with the product it became, which reads it and filters by status', async () => {
    const id = await newSuggestion('Lace glue remover');
    const updated = await expectJson<AdminSuggestion>(
      admin(`/api/admin/suggestions/${id}`, {
        method: 'POST',
        body: { status: 'added', productId: shop.shampoo },
      }),
    );
    expect(updated).toMatchObject({
      status: 'added',
      read: true,
      addedProduct: { id: shop.shampoo, name: 'Repair Shampoo' },
    });
    const added = await expectJson<SupportPage<AdminSuggestion>>(
      admin('/api/admin/suggestions?status=added'),
    );
    expect(added.items.map((item) => item.id)).toEqual([id]);
  });

  it('refuses "added" without a product, a product that does not exist, and unknown ids', async () => {
    const id = await newSuggestion('Edge brush');
    await expectJson(
      admin(`/api/admin/suggestions/${id}`, { method: 'POST', body: { status: 'added' } }),
      400,
    );
    await expectJson(
      admin(`/api/admin/suggestions/${id}`, {
        method: 'POST',
        body: { status: 'added', productId: 999999 },
      }),
      400,
    );
    await expectJson(
      admin(`/api/admin/suggestions/${id}`, {
        method: 'POST',
        body: { status: 'planned', productId: shop.shampoo },
      }),
      400,
    );
    await expectJson(
      admin('/api/admin/suggestions/not-an-id', { method: 'POST', body: { read: true } }),
      404,
    );
    const [row] = await db().select().from(suggestions).where(eq(suggestions.id, id));
    expect(row).toMatchObject({ status: 'new', productId: null });
  });
});

describe('messages in admin', () => {
  it('filters by status and topic and counts the unread', async () => {
    await newMessage('Returns person', 'returns');
    const page = await expectJson<SupportPage<AdminMessage>>(
      admin('/api/admin/messages?topic=returns'),
    );
    expect(page.items.map((item) => item.name)).toEqual(['Returns person']);
    expect(page.unread).toBeGreaterThanOrEqual(1);
  });

  it('mails a reply through the outbox, keeps it with the message and marks it answered', async () => {
    const id = await newMessage('Naomi Bakker');
    const answered = await expectJson<AdminMessage>(
      admin(`/api/admin/messages/${id}/replies`, {
        method: 'POST',
        body: { body: 'It left our warehouse today; track it with the link in your mail.' },
      }),
      201,
    );
    expect(answered).toMatchObject({ status: 'answered', read: true });
    expect(answered.replies).toHaveLength(1);
    expect(answered.replies[0]).toMatchObject({ by: 'admin@example.test' });
    const [mail] = await db()
      .select()
      .from(emails)
      .where(eq(emails.id, answered.replies[0]?.emailId ?? ''));
    expect(mail).toMatchObject({ toAddress: 'shopper@example.com', kind: 'contact-reply' });
    expect(mail?.bodyText).toContain('It left our warehouse today');
    expect(mail?.bodyText).toContain('> Where is my order?');
  });

  it('refuses an empty reply and a reply to no message, mailing nothing', async () => {
    const id = await newMessage('Someone');
    const before = (await db().select().from(emails)).length;
    await expectJson(
      admin(`/api/admin/messages/${id}/replies`, { method: 'POST', body: { body: ' ' } }),
      400,
    );
    await expectJson(
      admin('/api/admin/messages/3f1c2a4e-8b7d-4c6e-9a10-5b2d7e8f9a01/replies', {
        method: 'POST',
        body: { body: 'Hello there' },
      }),
      404,
    );
    expect((await db().select().from(emails)).length).toBe(before);
  });

  it('closes a message and marks it unread again', async () => {
    const id = await newMessage('Closer');
    const closed = await expectJson<AdminMessage>(
      admin(`/api/admin/messages/${id}`, { method: 'POST', body: { status: 'closed' } }),
    );
    expect(closed).toMatchObject({ status: 'closed', read: true });
    const unread = await expectJson<AdminMessage>(
      admin(`/api/admin/messages/${id}`, { method: 'POST', body: { read: false } }),
    );
    expect(unread.read).toBe(false);
    await expectJson(
      admin(`/api/admin/messages/${id}`, { method: 'POST', body: { status: 'lost' } }),
      400,
    );
    await expectJson(admin(`/api/admin/messages/${id}`, { method: 'POST', body: {} }), 400);
  });

  it('is only for admins', async () => {
    await expectJson(callAdmin(app, '/api/admin/messages'), 401);
    await expectJson(
      callAdmin(app, '/api/admin/messages', { token: await nonAdminToken(db()) }),
      403,
    );
  });
});

describe('GET /api/salons/health', () => {
  const check = (health: DataHealth, id: string) => health.checks.find((item) => item.id === id);

  it('is only for admins, and /api/salons stays public', async () => {
    await expectJson(callAdmin(app, '/api/salons/health'), 401);
    await expectJson(
      callAdmin(app, '/api/salons/health', { token: await nonAdminToken(db()) }),
      403,
    );
    expect((await app.request('/api/salons')).status).toBe(200);
  });

  it('finds each kind of broken data, with counts and examples', async () => {
    await insertSalon(db(), { salonName: 'No City Salon', city: ' ' });
    const pickup = await orderInStatus(
      app,
      db(),
      'paid',
      [{ productId: shop.shampoo, quantity: 1 }],
      {
        delivery: { method: 'salon', salonId: shop.otherSalon },
      },
    );
    await db()
      .update(orders)
      .set({ delivery: { method: 'salon', salonId: '3f1c2a4e-8b7d-4c6e-9a10-5b2d7e8f9a01' } })
      .where(eq(orders.id, pickup.id));
    const variantOrder = await orderInStatus(app, db(), 'paid', [
      { productId: shop.bundle, variant: '16 inch', quantity: 1 },
    ]);
    await db()
      .update(orderLines)
      .set({ variantId: null })
      .where(eq(orderLines.orderId, variantOrder.id));
    // The schema forbids negative stock; a database repaired by hand may not.
    await db().execute(
      sql`alter table product_variants drop constraint product_variants_stock_not_negative`,
    );
    await db().execute(sql`update product_variants set stock = -2 where name = '18 inch'`);
    await db().execute(sql`alter table products drop constraint products_stock_not_negative`);
    await db().execute(sql`update products set stock = -3 where id = ${shop.wig}`);
    const stuck = await orderInStatus(app, db(), 'pending_payment', [
      { productId: shop.shampoo, quantity: 1 },
    ]);
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(orders.id, stuck.id));
    // Weekly-drop holds: only the open one expired longer ago than the 15 s sweep's grace counts.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);
    const [drop] = await db()
      .insert(drops)
      .values({
        title: 'Friday drop',
        audience: 'public',
        startsAt: minutesAgo(120),
        endsAt: new Date(Date.now() + 60 * 60 * 1000),
      })
      .returning({ id: drops.id });
    const [item] = await db()
      .insert(dropItems)
      .values({
        dropId: drop?.id ?? '',
        productId: shop.shampoo,
        dropPrice: 900,
        unitsTotal: 10,
        unitsLeft: 5,
        perOrderLimit: 2,
      })
      .returning({ id: dropItems.id });
    const itemId = item?.id ?? 0;
    const hold = (cartId: string, expiresAt: Date, closed: object = {}) =>
      db()
        .insert(dropHolds)
        .values({ itemId, cartId, quantity: 1, expiresAt, ...closed })
        .returning({ id: dropHolds.id, expiresAt: dropHolds.expiresAt })
        .then(([row]) => row);
    const stuckHold = await hold('cart-secret-stuck', minutesAgo(30));
    await hold('cart-secret-just-expired', new Date(Date.now() - 30 * 1000));
    await hold('cart-secret-live', new Date(Date.now() + 5 * 60 * 1000));
    await hold('cart-secret-released', minutesAgo(30), { releasedAt: minutesAgo(29) });
    await hold('cart-secret-consumed', minutesAgo(30), { consumedAt: minutesAgo(31) });
    await db()
      .insert(emails)
      .values({
        toAddress: 'secret-person@example.com',
        subject: 'Your order',
        bodyText: 'secret body',
        kind: 'order-confirmation',
        error: 'SMTP 550 smtp.example.com password=hunter2',
        attempts: 4,
        createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
      });

    const health = await expectJson<DataHealth>(admin('/api/salons/health'));
    expect(check(health, 'salons-without-contact')).toMatchObject({
      count: 1,
      examples: [{ label: 'No City Salon' }],
    });
    expect(check(health, 'orders-missing-salon')).toMatchObject({
      count: 1,
      examples: [{ id: pickup.id, label: pickup.number }],
    });
    expect(check(health, 'orders-missing-product')).toMatchObject({
      count: 1,
      examples: [{ label: variantOrder.number }],
    });
    // Products with negative stock are named beside the variants, not only counted.
    expect(check(health, 'negative-stock')).toMatchObject({
      count: 2,
      examples: [
        { id: `product:${shop.wig}`, label: expect.stringMatching(/: -3$/) as unknown },
        { label: 'Body Wave Bundle · 18 inch: -2' },
      ],
    });
    // Unpaid orders past their deadline and open drop holds past their expiry, both named.
    expect(check(health, 'expired-unreleased')).toMatchObject({
      title: 'Holds past their expiry not yet released',
      count: 2,
      examples: [
        { id: stuck.id, label: stuck.number },
        {
          id: stuckHold?.id,
          label: `Drop hold ${stuckHold?.id} · item ${itemId} · expired ${stuckHold?.expiresAt.toISOString()}`,
        },
      ],
    });
    expect(check(health, 'mail-failing')).toMatchObject({ count: 1 });
    const text = JSON.stringify(health);
    for (const secret of ['hunter2', 'secret-person', 'secret body', 'smtp.example.com', 'cart-'])
      expect(text).not.toContain(secret);
  });
});
