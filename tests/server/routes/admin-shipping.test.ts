import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@/domain/admin';
import type { OrderView } from '@/domain/orders';
import { emails, orderEvents, orders } from '@/server/db/schema';
import { callAdmin, expectJson, orderInStatus } from '../../support/admin-fixtures';
import { insertOrderShop, type OrderShop } from '../../support/order-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';

// Issue 17: shipping an order asks for an optional carrier and tracking number, stores them with
// the status in one transaction, and writes the shipping mail it promises — once — with a
// plain-text and an HTML part; the order's answers show the tracking link.
const SITE = 'https://shop.tress.example';
let fixture: AdminTestApp;
let shop: OrderShop;
const db = () => fixture.db;

beforeAll(async () => {
  fixture = await buildAdminTestApp({
    env: { ORDER_RATE_LIMIT_PER_MINUTE: '100000', SITE_URL: SITE },
  });
  shop = await insertOrderShop(db());
});
afterAll(() => fixture.close());

const processingOrder = () =>
  orderInStatus(fixture.app, db(), 'processing', [{ productId: shop.shampoo, quantity: 1 }], {
    customer: { name: 'Anouk de Vries', email: 'anouk@example.com' },
  });

/** Ships through another host than SITE_URL: links in the mail must not follow the request. */
const ship = (id: string, body: Record<string, unknown>) =>
  fixture.app.request(`http://attacker.example/api/admin/orders/${id}/status`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${fixture.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'shipped', ...body }),
  });

const shippingMails = (orderId: string) =>
  db()
    .select()
    .from(emails)
    .where(and(eq(emails.orderId, orderId), eq(emails.kind, 'order-shipped')));

describe('shipping an order', () => {
  it('stores the carrier and tracking number and writes one mail with the tracking link', async () => {
    const order = await processingOrder();
    const view = await expectJson<AdminOrderDetail>(
      ship(order.id, { carrier: 'PostNL', trackingNumber: '  3SABCD 1234567  ', note: 'Box 2' }),
    );

    expect(view.status).toBe('shipped');
    const trackingUrl = 'https://postnl.nl/tracktrace/?B=3SABCD1234567';
    expect(view.shipment).toEqual({
      carrier: 'PostNL',
      trackingNumber: '3SABCD 1234567',
      trackingUrl,
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ carrier: 'PostNL', trackingNumber: '3SABCD 1234567' });

    const mails = await shippingMails(order.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      toAddress: 'anouk@example.com',
      subject: `Your Tress order ${order.number} is on its way`,
    });
    for (const part of [mail?.bodyText, mail?.bodyHtml]) {
      expect(part).toContain(order.number);
      expect(part).toContain('3SABCD 1234567');
      expect(part).toContain('PostNL');
      // The order's page on the configured site, never the request's host.
      expect(part).toContain(`${SITE}/success?order=${order.id}`);
      expect(part).not.toContain('attacker.example');
    }
    expect(mail?.bodyText).toContain(trackingUrl);
    expect(mail?.bodyHtml).toContain(trackingUrl.replace('&', '&amp;'));
    expect(mail?.bodyHtml).toContain('Track your parcel');
  });

  it('ships without a carrier or tracking number: the mail says it is on its way, no link', async () => {
    const order = await processingOrder();
    const view = await expectJson<AdminOrderDetail>(ship(order.id, { trackingNumber: '' }));

    expect(view).toMatchObject({ status: 'shipped', shipment: null });
    const mails = await shippingMails(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.bodyText).toContain(`order ${order.number} has left us`);
    expect(mails[0]?.bodyText).not.toContain('Tracking number');
    expect(mails[0]?.bodyHtml).not.toContain('Track your parcel');
  });

  it('with "Other", keeps the number but makes no link', async () => {
    const order = await processingOrder();
    const view = await expectJson<AdminOrderDetail>(
      ship(order.id, { carrier: 'Other', trackingNumber: 'AB-123' }),
    );
    expect(view.shipment).toEqual({
      carrier: 'Other',
      trackingNumber: 'AB-123',
      trackingUrl: null,
    });
    const [mail] = await shippingMails(order.id);
    expect(mail?.bodyText).toContain('AB-123');
    expect(mail?.bodyHtml).not.toContain('Track your parcel');
  });

  it.each([
    ['a tracking number with markup', { carrier: 'DHL', trackingNumber: '<script>1</script>' }],
    ['a tracking number over 60 characters', { carrier: 'DHL', trackingNumber: 'A'.repeat(61) }],
    ['an unknown carrier', { carrier: 'Pigeon', trackingNumber: 'ABC' }],
    ['a carrier on another change', { status: 'cancelled', carrier: 'DHL' }],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    const order = await processingOrder();
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));

    const answer = await expectJson<{ code: string; issues: { path: string[] }[] }>(
      ship(order.id, body),
      400,
    );

    expect(answer.code).toBe('VALIDATION_FAILED');
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'processing', carrier: null, trackingNumber: null });
    expect(await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toEqual(
      events,
    );
    expect(await db().select().from(emails).where(eq(emails.orderId, order.id))).toHaveLength(1);
  });

  // On PostgreSQL the requests truly overlap; on PGlite they queue.
  it('two admins shipping at once: it ships once, with one mail', async () => {
    const order = await processingOrder();
    const answers = await Promise.all([
      ship(order.id, { carrier: 'DPD', trackingNumber: '0123456789' }),
      ship(order.id, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }),
      ship(order.id, {}),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await shippingMails(order.id)).toHaveLength(1);
  });

  it('the shopper’s order answer shows the carrier, number and tracking link', async () => {
    const order = await processingOrder();
    await expectJson(ship(order.id, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }));

    const view = await expectJson<OrderView>(fixture.app.request(`/api/orders/${order.id}`));

    expect(view.status).toBe('shipped');
    expect(view.shipment).toEqual({
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    // Before shipping there is nothing to follow.
    const other = await processingOrder();
    const before = await expectJson<OrderView>(fixture.app.request(`/api/orders/${other.id}`));
    expect(before.shipment).toBeNull();
  });

  it('an admin reads the shipment on the order', async () => {
    const order = await processingOrder();
    await expectJson(
      ship(order.id, { carrier: 'bpost', trackingNumber: '323200000000000000000001' }),
    );
    const view = await expectJson<AdminOrderDetail>(
      callAdmin(fixture.app, `/api/admin/orders/${order.id}`, { token: fixture.token }),
    );
    expect(view.shipment?.trackingUrl).toBe(
      'https://track.bpost.cloud/btr/web/#/search?itemCode=323200000000000000000001&lang=en',
    );
  });
});
