// Helpers for payment tests: an app with a fixed rate-limit clock, orders to pay, the requests
// the checkout page sends, and what a payment wrote.
import { and, eq } from 'drizzle-orm';
import type { OnlinePaymentMethod, OrderItem, OrderView } from '@/domain/orders';
import { createApp } from '@/server/app';
import type { ShopDatabase } from '@/server/db/client';
import { emails, orderEvents, orders, payments } from '@/server/db/schema';
import type { Env } from '@/server/env';
import type { Logger } from '@/server/log';
import { FRIENDS_FAMILY_KEY, orderRequest, postOrder } from './order-fixtures';
import { testEnv } from './server-app';

export type PaymentsApp = ReturnType<typeof createApp>;

/** Rate-limit windows never roll over mid-test on a stopped clock. */
const FIXED_NOW = new Date('2030-01-01T12:00:05Z');

export function paymentsEnv(overrides: Record<string, string> = {}): Env {
  return testEnv({ TRUST_PROXY: 'true', ORDER_RATE_LIMIT_PER_MINUTE: '100000', ...overrides });
}

export function paymentsApp(database: ShopDatabase, env: Env, logger: Logger): PaymentsApp {
  return createApp({ database, env, logger, now: () => FIXED_NOW });
}

let addresses = 0;
/** Each caller its own address, so the 10-per-minute payment limit only bites where tested. */
export function freshAddress(): string {
  addresses += 1;
  return `198.51.100.${addresses % 250}`;
}

/** A client's card order for `productId` (or for the given lines), as POST /api/orders makes it. */
export async function placeCardOrder(
  app: PaymentsApp,
  product: number | OrderItem[],
  quantity = 1,
): Promise<OrderView> {
  const items = typeof product === 'number' ? [{ productId: product, quantity }] : product;
  const response = await postOrder(app, orderRequest({ items }));
  if (response.status !== 201) throw new Error(`order not placed: ${await response.text()}`);
  return (await response.json()) as OrderView;
}

/**
 * The person a friends-and-family order on invoice is billed to (issue 31): a private person with
 * an address, never a company.
 */
export const INVOICE_PERSON = {
  name: 'Anouk de Vries',
  street: 'Prinsengracht 263',
  postcode: '1016 GV',
  city: 'Amsterdam',
  country: 'NL',
} as const;

/** A friends-and-family (business) order paid on invoice, billed to a private person. */
export async function placeInvoiceOrder(app: PaymentsApp, productId: number): Promise<OrderView> {
  const response = await postOrder(
    app,
    orderRequest({
      items: [{ productId, quantity: 1 }],
      payment: { method: 'invoice' },
      billing: INVOICE_PERSON,
    }),
    { access: `ff:${FRIENDS_FAMILY_KEY}` },
  );
  if (response.status !== 201) throw new Error(`order not placed: ${await response.text()}`);
  return (await response.json()) as OrderView;
}

export const GOOD_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
  name: 'Anouk de Vries',
};
export const DECLINING_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

export function payWithCard(
  app: PaymentsApp,
  orderId: string,
  card: unknown = GOOD_CARD,
  address = freshAddress(),
) {
  return app.request(`/api/orders/${orderId}/payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(card),
  });
}

/** POST /api/orders/{id}/payments/checkout: `{}` (the order's own method) or `{ method }`. */
export function startCheckout(
  app: PaymentsApp,
  orderId: string,
  headers: Record<string, string> = {},
  body: { method?: OnlinePaymentMethod } = {},
) {
  return app.request(`/api/orders/${orderId}/payments/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress(), ...headers },
    body: JSON.stringify(body),
  });
}

export async function orderStatus(database: ShopDatabase, orderId: string) {
  const [row] = await database.db
    .select({ status: orders.status, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** Everything a payment may have written about one order. */
export async function paymentTrail(database: ShopDatabase, orderId: string) {
  const { db } = database;
  return {
    payments: await db
      .select({
        provider: payments.provider,
        providerRef: payments.providerRef,
        status: payments.status,
        amount: payments.amount,
      })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(payments.createdAt),
    paidEvents: await db
      .select({ note: orderEvents.note })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'paid'))),
    receivedMails: await db
      .select({ to: emails.toAddress, subject: emails.subject })
      .from(emails)
      .where(and(eq(emails.orderId, orderId), eq(emails.kind, 'payment-received'))),
  };
}

/** Pushes an order's deadline into the past, as if the shopper had waited too long. */
export async function letExpire(database: ShopDatabase, orderId: string): Promise<void> {
  await database.db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, orderId));
}
