import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@/domain/orders';
import { emails, orderEvents, orders } from '@/server/db/schema';
import { expireOrders } from '@/server/services/orders/expiry';
import { markOrderPaid } from '@/server/services/orders/status';
import {
  ON_INVOICE,
  FRIENDS_FAMILY_KEY,
  insertOrderShop,
  orderRequest,
  postOrder,
  productStock,
  variantStock,
  type OrderShop,
} from '../../../support/order-fixtures';
import { buildApp, recordingLogger, testEnv } from '../../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

/** SITE_URL: a business order's invoice mail would link there (none of these is one). */
const SITE = 'https://shop.tress.example';

// product.md §8: unpaid card orders expire after orderExpiryMinutes (30) and give their stock
// back; paying is only possible before that.
let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let shop: OrderShop;
const db = () => test.database.db;
const { logger } = recordingLogger();
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  test = await createTestDatabase();
  shop = await insertOrderShop(db());
  app = buildApp(test.database, testEnv({ ORDER_RATE_LIMIT_PER_MINUTE: '100000' }));
});
afterAll(() => test.close());

type Item = { productId: number; variant?: string; quantity: number };
const FF_BILLING = {
  name: 'Mila Hendriks',
  street: 'Kerkstraat 5',
  postcode: '3511 AB',
  city: 'Utrecht',
  country: 'NL',
} as const;

async function place(items?: Item[], access?: string, invoice = false) {
  const response = await postOrder(
    app,
    orderRequest({
      items: items ?? [{ productId: shop.shampoo, quantity: 2 }],
      // A friends-and-family shopper pays on invoice as a private person (issue 31).
      ...(invoice && access?.startsWith('ff:')
        ? { payment: ON_INVOICE.payment, billing: FF_BILLING }
        : invoice
          ? ON_INVOICE
          : {}),
    }),
    { access },
  );
  expect(response.status).toBe(201);
  return (await response.json()) as OrderView;
}

async function statusOf(id: string) {
  const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status;
}

/** Only expired orders should be due: anything left over from an earlier test is swept first. */
async function sweepEverything() {
  await expireOrders(db(), logger, minutesFromNow(24 * 60));
}

describe('the order expiry sweep', () => {
  it('cancels an unpaid card order after 30 minutes and gives its stock back, once', async () => {
    await sweepEverything();
    const before = await variantStock(db(), shop.bundle, '18 inch');
    const order = await place([{ productId: shop.bundle, variant: '18 inch', quantity: 3 }]);
    expect(await variantStock(db(), shop.bundle, '18 inch')).toBe(before - 3);

    expect(await expireOrders(db(), logger, minutesFromNow(29))).toBe(0);
    expect(await statusOf(order.id)).toBe('pending_payment');

    expect(await expireOrders(db(), logger, minutesFromNow(31))).toBe(1);
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await variantStock(db(), shop.bundle, '18 inch')).toBe(before);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [null, 'pending_payment'],
      ['pending_payment', 'cancelled'],
    ]);

    expect(await expireOrders(db(), logger, minutesFromNow(60))).toBe(0);
    expect(await variantStock(db(), shop.bundle, '18 inch')).toBe(before);
    const shown = (await (await app.request(`/api/orders/${order.id}`)).json()) as OrderView;
    expect(shown).toMatchObject({ status: 'cancelled', expiresAt: null });
  });

  it('never expires invoice orders or paid orders', async () => {
    await sweepEverything();
    const invoice = await place(undefined, `ff:${FRIENDS_FAMILY_KEY}`, true);
    const card = await place();
    const paid = await markOrderPaid(db(), card.id, payment(card), logger, SITE);
    expect(paid).toEqual({ changed: true, status: 'paid' });

    expect(await expireOrders(db(), logger, minutesFromNow(24 * 60))).toBe(0);
    expect(await statusOf(invoice.id)).toBe('awaiting_invoice');
    expect(await statusOf(card.id)).toBe('paid');
  });

  it('releases each order exactly once when several sweeps run at the same time', async () => {
    await sweepEverything();
    const before = await productStock(db(), shop.shampoo);
    for (let i = 0; i < 8; i += 1) await place();
    expect(await productStock(db(), shop.shampoo)).toBe(before - 16);

    const later = minutesFromNow(31);
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => expireOrders(db(), logger, later)),
    );
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(8);
    expect(await productStock(db(), shop.shampoo)).toBe(before);
  });
});

const payment = (order: OrderView) => ({
  provider: 'test',
  providerRef: `ref-${order.id}`,
  amount: order.totals.total,
});

describe('markOrderPaid', () => {
  it('marks an unpaid order paid once, records it and queues the payment mail', async () => {
    const order = await place();
    expect(await markOrderPaid(db(), order.id, payment(order), logger, SITE)).toEqual({
      changed: true,
      status: 'paid',
    });
    expect(await markOrderPaid(db(), order.id, payment(order), logger, SITE)).toEqual({
      changed: false,
      status: 'paid',
      expired: false,
    });
    const kinds = await db()
      .select({ kind: emails.kind })
      .from(emails)
      .where(eq(emails.orderId, order.id))
      .orderBy(emails.createdAt);
    expect(kinds.map((mail) => mail.kind).sort()).toEqual([
      'order-confirmation',
      'payment-received',
    ]);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)).toMatchObject({ fromStatus: 'pending_payment', toStatus: 'paid' });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paidAt).toBeInstanceOf(Date);
  });

  it('refuses an amount that is not the order total', async () => {
    const order = await place();
    const result = await markOrderPaid(
      db(),
      order.id,
      { ...payment(order), amount: 1 },
      logger,
      SITE,
    );
    expect(result).toEqual({ changed: false, status: 'pending_payment', expired: false });
  });

  it('refuses an expired order, swept or not yet swept', async () => {
    const order = await place();
    await db()
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.id));
    expect(await markOrderPaid(db(), order.id, payment(order), logger, SITE)).toEqual({
      changed: false,
      status: 'pending_payment',
      expired: true,
    });
    await expireOrders(db(), logger);
    expect(await markOrderPaid(db(), order.id, payment(order), logger, SITE)).toEqual({
      changed: false,
      status: 'cancelled',
      expired: true,
    });
  });

  it('knows no order for an unknown or malformed id', async () => {
    const none = { changed: false, status: null, expired: false };
    const pay = { provider: 'test', providerRef: 'x', amount: 100 };
    expect(
      await markOrderPaid(db(), '00000000-0000-4000-8000-000000000000', pay, logger, SITE),
    ).toEqual(none);
    expect(await markOrderPaid(db(), 'nope', pay, logger, SITE)).toEqual(none);
  });
});
