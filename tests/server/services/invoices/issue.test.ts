// Issue 16: issuing invoices in the service — numbers in one process, a rolled-back invoice giving
// its number back, and the database refusing to change or delete an issued invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { OrderView } from '@/domain/orders';
import { invoiceCounters, invoices, orders } from '@/server/db/schema';
import { issueInvoiceForOrder } from '@/server/services/invoices/issue';
import { takeInvoiceNumber } from '@/server/services/invoices/numbering';
import { orderInStatus } from '../../../support/admin-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../../support/admin-test-app';
import { insertOrderShop, type OrderShop } from '../../../support/order-fixtures';
import { recordingLogger } from '../../../support/server-app';
import { asAdmin } from '../../../support/audit-actor';

const SITE = 'https://shop.tress.example';
let fixture: AdminTestApp;
let shop: OrderShop;
const db = () => fixture.db;
const { logger } = recordingLogger();

beforeAll(async () => {
  fixture = await buildAdminTestApp({
    env: { TRUST_PROXY: 'true', ORDER_RATE_LIMIT_PER_MINUTE: '100000', SITE_URL: SITE },
  });
  shop = await insertOrderShop(db());
});
afterAll(() => fixture.close());

const paidOrder = (): Promise<OrderView> =>
  orderInStatus(fixture.app, db(), 'paid', [{ productId: shop.shampoo, quantity: 1 }]);

const issue = (orderId: string) =>
  asAdmin(() =>
    issueInvoiceForOrder(db(), logger, {
      orderId,
      issuedBy: 'admin@example.test',
      siteOrigin: SITE,
    }),
  );

/** This year in Amsterdam, as the numbers count it. */
function amsterdamYear(): number {
  return Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(
      new Date(),
    ),
  );
}

describe('invoice numbers', () => {
  it('issued at once in one process, they run 1..n of the Amsterdam year without a gap', async () => {
    const batch = await Promise.all(Array.from({ length: 8 }, paidOrder));
    const issued = await Promise.all(batch.map((order) => issue(order.id)));
    const year = amsterdamYear();
    expect(issued.map((invoice) => invoice.number).sort()).toEqual(
      Array.from({ length: 8 }, (_, index) => `${year}-${String(index + 1).padStart(6, '0')}`),
    );
  });

  it('a rolled-back invoice gives its number back', async () => {
    const [before] = await db()
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.kind, 'invoice'));
    await expect(
      db().transaction(async (tx) => {
        await takeInvoiceNumber(tx, 'invoice');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const order = await paidOrder();
    const { number } = await issue(order.id);
    expect(number).toBe(`${amsterdamYear()}-${String((before?.last ?? 0) + 1).padStart(6, '0')}`);
  });

  it('credit notes count in their own series, starting at C…-000001', async () => {
    const number = await db().transaction((tx) => takeInvoiceNumber(tx, 'credit_note'));
    expect(number.number).toBe(`C${amsterdamYear()}-000001`);
  });
});

describe('an issued invoice never changes', () => {
  it('refuses any change but recording its payment, once, and refuses any delete', async () => {
    const order = await orderInStatus(fixture.app, db(), 'awaiting_invoice', [
      { productId: shop.shampoo, quantity: 2 },
    ]);
    // A card order an admin invoices: paid at issue.
    await db().update(orders).set({ paymentMethod: 'card' }).where(eq(orders.id, order.id));
    const { id } = await issue(order.id);
    const where = eq(invoices.id, id);
    const refused = async (change: () => Promise<unknown>) => {
      await expect(change()).rejects.toThrow();
    };
    await refused(() => db().update(invoices).set({ gross: 1, net: 1, vat: 0 }).where(where));
    await refused(() => db().update(invoices).set({ number: 'X-1' }).where(where));
    await refused(() =>
      db()
        .update(invoices)
        .set({ buyer: sql`jsonb_set(${invoices.buyer}, '{name}', '"Someone else"')` })
        .where(where),
    );
    await refused(() => db().delete(invoices).where(where));
    // Paid at issue (a card order): its payment is recorded already and cannot be rewritten.
    await refused(() => db().update(invoices).set({ paidBy: 'someone' }).where(where));
    const [row] = await db().select().from(invoices).where(where);
    expect(row?.gross).toBe(order.totals.total);
  });

  it('lets an open invoice be marked paid exactly once', async () => {
    const order = await orderInStatus(fixture.app, db(), 'awaiting_invoice', [
      { productId: shop.shampoo, quantity: 1 },
    ]);
    await db().update(orders).set({ paymentMethod: 'invoice' }).where(eq(orders.id, order.id));
    const { id } = await issue(order.id);
    const where = eq(invoices.id, id);
    await db().update(invoices).set({ paidAt: new Date(), paidBy: 'admin' }).where(where);
    await expect(
      db().update(invoices).set({ paidAt: new Date(), paidBy: 'other' }).where(where),
    ).rejects.toThrow();
    const [row] = await db().select().from(invoices).where(where);
    expect(row?.paidBy).toBe('admin');
  });
});
