// The built-in test provider's bank (issue 31): its book of payments (the `test_bank_payments`
// table, so every instance answers alike), the page's decisions, and its "webhook": after each
// change the bank tells the shop the payment's id, and the shop fetches the status back and acts
// on it (settlement.ts), exactly as with Mollie. A payment left open is confirmed by the bank a
// little later, by the sweep every instance runs. No money ever moves.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { pathIn } from '@/domain/languages';
import type { OnlinePaymentMethod, OrderView, PaymentState } from '@/domain/orders';
import {
  IDEAL_BANKS,
  type TestBankDecision,
  type TestBankPaymentView,
  type TestBankStatus,
} from '@/domain/test-bank';
import type { Database } from '../../db/client';
import { payments, testBankPayments } from '../../db/schema';
import type { Logger } from '../../log';
import { readSomeSettings } from '../settings';
import type { CheckoutRequest, CheckoutStart, ProviderPayment } from './provider';

type Row = typeof testBankPayments.$inferSelect;

/**
 * How long the bank takes by default to confirm a payment the shopper left open (closed the
 * tab); TEST_BANK_SETTLE_SECONDS sets it (the browser tests wait less).
 */
export const OPEN_PAYMENT_SETTLES_AFTER_SECONDS = 20;

const STATES: Record<TestBankStatus, PaymentState> = {
  open: 'open',
  paid: 'paid',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
};

/** Opens a payment at the test bank and gives its page, in the order's language. */
export async function openTestBankPayment(
  db: Database,
  order: OrderView,
  request: CheckoutRequest,
): Promise<CheckoutStart> {
  const reference = `tb_${randomBytes(12).toString('base64url')}`;
  await db.insert(testBankPayments).values({
    id: reference,
    orderId: order.id,
    method: request.method,
    amount: order.totals.total,
    description: request.labels.order(order.number),
    status: 'open',
    returnUrl: request.successUrl,
    cancelUrl: request.cancelUrl,
    language: request.language,
  });
  // On the shop's configured origin (the return links are on it), never the request's host.
  const origin = new URL(request.successUrl).origin;
  return { url: `${origin}${pathIn(request.language, `/test-bank/${reference}`)}`, reference };
}

export async function readTestBankRow(db: Database, reference: string): Promise<Row | undefined> {
  const [row] = await db.select().from(testBankPayments).where(eq(testBankPayments.id, reference));
  return row;
}

/** What the bank reports of a payment when the shop fetches it (the webhook's id, fetched back). */
export async function fetchTestBankPayment(
  db: Database,
  reference: string,
): Promise<ProviderPayment> {
  const row = await readTestBankRow(db, reference);
  if (!row) throw new Error(`the test bank has no payment ${reference}`);
  return {
    reference: row.id,
    status: STATES[row.status],
    amount: row.amount,
    currency: 'eur',
    orderId: row.orderId,
    method: row.method as OnlinePaymentMethod,
  };
}

/** GET /api/test-bank/payments/{reference}: what the bank page shows. */
export async function testBankView(
  db: Database,
  logger: Logger,
  row: Row,
): Promise<TestBankPaymentView> {
  const { company } = await readSomeSettings(db, logger, ['company']);
  return {
    reference: row.id,
    method: row.method as OnlinePaymentMethod,
    amount: row.amount,
    currency: 'eur',
    description: row.description,
    merchant: company.name,
    status: row.status,
    banks: IDEAL_BANKS.map(({ id, name }) => ({ id, name })),
  };
}

const DECIDED: Record<Exclude<TestBankDecision['outcome'], 'open'>, TestBankStatus> = {
  paid: 'paid',
  failed: 'failed',
  cancelled: 'canceled',
  expired: 'expired',
};

/**
 * The shopper's choice on the bank page, if the payment is still open (null when it is not: it
 * was decided already, here or in another tab). "Leave it open" keeps it open and has the bank
 * confirm it later.
 */
export async function decideTestBankPayment(
  db: Database,
  reference: string,
  decision: TestBankDecision,
  settleSeconds: number = OPEN_PAYMENT_SETTLES_AFTER_SECONDS,
): Promise<Row | null> {
  const [row] = await db
    .update(testBankPayments)
    .set(
      decision.outcome === 'open'
        ? {
            settlesAt: sql`now() + make_interval(secs => ${settleSeconds})`,
            updatedAt: sql`now()`,
          }
        : {
            status: DECIDED[decision.outcome],
            bank: decision.bank ?? null,
            settlesAt: null,
            updatedAt: sql`now()`,
          },
    )
    .where(
      and(
        eq(testBankPayments.id, reference),
        eq(testBankPayments.status, 'open'),
        // An open payment already left to settle is not decided again on the page.
        sql`${testBankPayments.settlesAt} is null`,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The bank confirms the open payments whose time has come (paid) and returns their references,
 * for the shop to be told. One statement: two instances never confirm the same payment twice.
 */
export async function confirmDueTestBankPayments(db: Database, now?: Date): Promise<string[]> {
  const rows = await db
    .update(testBankPayments)
    .set({ status: 'paid', settlesAt: null, updatedAt: sql`now()` })
    .where(
      and(eq(testBankPayments.status, 'open'), lte(testBankPayments.settlesAt, now ?? sql`now()`)),
    )
    .returning({ id: testBankPayments.id });
  return rows.map((row) => row.id);
}

/**
 * The bank's decisions the shop has not taken in yet (its record of the attempt is missing or
 * still pending): a "webhook" that failed is sent again, as Mollie and Stripe resend theirs.
 */
export async function untoldTestBankPayments(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: testBankPayments.id })
    .from(testBankPayments)
    .leftJoin(
      payments,
      and(eq(payments.provider, 'test'), eq(payments.providerRef, testBankPayments.id)),
    )
    .where(
      and(
        ne(testBankPayments.status, 'open'),
        gt(testBankPayments.updatedAt, sql`now() - interval '1 day'`),
        or(isNull(payments.id), eq(payments.status, 'pending')),
      ),
    )
    .limit(50);
  return rows.map((row) => row.id);
}

/**
 * Gives back (part of) a paid test payment, once per idempotency key as a real provider does: the
 * same refund asked again answers the same refund id and moves nothing more.
 */
export async function refundTestBankPayment(
  db: Database,
  reference: string,
  amount: number,
  idempotencyKey: string,
): Promise<{ reference: string }> {
  const refundId = `tbr_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 16)}`;
  const [row] = await db
    .update(testBankPayments)
    .set({
      refundedAmount: sql`${testBankPayments.refundedAmount} + ${amount}`,
      refundKeys: sql`${testBankPayments.refundKeys} || ${JSON.stringify([idempotencyKey])}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(testBankPayments.id, reference),
        eq(testBankPayments.status, 'paid'),
        sql`${testBankPayments.refundedAmount} + ${amount} <= ${testBankPayments.amount}`,
        sql`not (${testBankPayments.refundKeys} ? ${idempotencyKey})`,
      ),
    )
    .returning({ id: testBankPayments.id });
  if (row) return { reference: refundId };
  const known = await readTestBankRow(db, reference);
  if (known?.refundKeys.includes(idempotencyKey)) return { reference: refundId };
  throw new Error(`the test bank cannot refund ${amount} of ${reference}`);
}
