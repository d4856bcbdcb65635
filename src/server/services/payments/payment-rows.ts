// The `payments` table: one row per attempt at a provider, never any card data.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { OnlinePaymentMethod } from '@/domain/orders';
import type { Database } from '../../db/client';
import { orders, payments, type PaymentStatus } from '../../db/schema';

export type PaymentAttempt = {
  orderId: string;
  provider: string;
  providerRef: string;
  status: PaymentStatus;
  amount: number;
  /** iDEAL, Bancontact or card; null when the provider did not say. */
  method?: OnlinePaymentMethod | null;
  /** What a refund names at the provider, when not the reference (Stripe's payment intent). */
  chargeRef?: string | null;
};

/** Records an attempt; a second row for the same provider reference is ignored. */
export async function recordPayment(db: Database, attempt: PaymentAttempt): Promise<void> {
  await db.insert(payments).values(attempt).onConflictDoNothing();
}

/**
 * Records that a provider confirmed a payment: a new row, or a pending one turned succeeded.
 * True only for the call that made it succeeded — the one that may mark the order paid — so a
 * confirmation delivered twice (or by two instances at once) counts once: the unique
 * (provider, provider_ref) makes the second wait for the first and then find nothing to change.
 */
export async function confirmPayment(
  db: Database,
  attempt: Omit<PaymentAttempt, 'status'>,
): Promise<boolean> {
  const rows = await db
    .insert(payments)
    .values({ ...attempt, status: 'succeeded' })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerRef],
      set: {
        status: 'succeeded',
        amount: attempt.amount,
        ...(attempt.method ? { method: attempt.method } : {}),
        ...(attempt.chargeRef ? { chargeRef: attempt.chargeRef } : {}),
        updatedAt: sql`now()`,
      },
      setWhere: ne(payments.status, 'succeeded'),
    })
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * What a hosted checkout needs of the order beyond its view: the address to prefill (the view
 * only carries it masked) and the order's language, which the pages it returns to are in.
 */
export async function checkoutContactOf(
  db: Database,
  orderId: string,
): Promise<{ email: string; language: string } | undefined> {
  const [row] = await db
    .select({ email: orders.customerEmail, language: orders.language })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

export async function orderExists(db: Database, orderId: string): Promise<boolean> {
  return (await checkoutContactOf(db, orderId)) !== undefined;
}

/**
 * The order's latest payment that a provider took and that has not all been given back: what an
 * admin's refund returns, and why the order cannot simply be marked refunded (issue 31).
 */
export async function unrefundedPayment(
  db: Database,
  orderId: string,
): Promise<typeof payments.$inferSelect | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'succeeded'),
        sql`${payments.refundedAmount} < ${payments.amount}`,
      ),
    )
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return payment;
}
