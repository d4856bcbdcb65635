// Money given back through the provider that took it (issue 31): an admin's refund from the
// order's page, and the shop's own refund of a payment that arrived for an order that could no
// longer take it (expired, cancelled, paid already). A refund is first written as pending (one per
// payment and reason: a second click, instance or webhook finds it), then asked of the provider
// outside any transaction, then recorded as done with the order's change — or as failed, which
// leaves the payment flagged for an admin and allows another try.
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/api-problem';
import type { AdminOrderDetail } from '@/domain/admin';
import { formatMoney } from '@/domain/money';
import { canTransition } from '@/domain/order-status';
import type { Database } from '../../db/client';
import { orderEvents, orders, payments, refunds, type RefundReason } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { Logger } from '../../log';
import { recordAudit } from '../audit';
import { findAdminOrder } from '../orders/admin';
import { applyOrderStatusChange, type MarkPaidResult } from '../orders/status';
import { isOrderId } from '../orders/views';
import { unrefundedPayment } from './payment-rows';
import type { PaymentProvider } from './provider';

export type RefundDeps = {
  db: Database;
  logger: Logger;
  provider: PaymentProvider;
  siteOrigin: string;
};

type PaymentRow = typeof payments.$inferSelect;

/** Marks a payment for an admin's eye: money the shop holds for an order that cannot take it. */
const LATE_PAYMENT = 'late-payment: refund failed, refund it at the provider';

/**
 * A payment that arrived for an order that could not take it: given back in full through the
 * provider, and written in the order's history. Run once per payment (the refund's unique row).
 */
export async function refundLatePayment(
  deps: RefundDeps,
  input: {
    provider: string;
    providerRef: string;
    orderId: string;
    why: Extract<MarkPaidResult, { changed: false }>;
  },
): Promise<'refunded' | 'duplicate' | 'needs-attention'> {
  const { db, logger } = deps;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, input.provider), eq(payments.providerRef, input.providerRef)));
  if (!payment) throw new Error(`payment ${input.providerRef} vanished before its refund`);
  const why =
    input.why.status === 'cancelled'
      ? 'after the order expired or was cancelled'
      : input.why.expired
        ? 'after the order expired'
        : input.why.status === 'pending_payment'
          ? 'for another amount than the order’s total'
          : 'for an order paid already';
  const outcome = await giveBack(deps, payment, 'late-payment', null);
  const note =
    outcome.status === 'succeeded'
      ? `Payment of ${formatMoney(payment.amount)} (${payment.provider}, ${payment.providerRef}) arrived ${why}: refunded (${outcome.reference})`
      : outcome.status === 'failed'
        ? `Payment of ${formatMoney(payment.amount)} (${payment.provider}, ${payment.providerRef}) arrived ${why}: the refund failed; refund it at the provider`
        : null;
  if (note) await noteOnOrder(db, input.orderId, note);
  if (outcome.status === 'succeeded') return 'refunded';
  if (outcome.status === 'failed') {
    logger.error('a late payment could not be refunded: an admin must refund it', {
      order: input.orderId,
      payment: payment.providerRef,
      amount: payment.amount,
    });
    return 'needs-attention';
  }
  return 'duplicate';
}

/**
 * POST /api/admin/orders/{id}/refund: gives the order's payment back through its provider and
 * marks the order refunded (stock back if it had not shipped, a credit note for an invoiced
 * order), recorded in the order's history and the audit log.
 */
export async function refundOrder(
  deps: RefundDeps,
  input: { orderId: string; actor: string; note?: string | undefined },
): Promise<AdminOrderDetail> {
  const { db, logger } = deps;
  if (!isOrderId(input.orderId)) throw notFound('There is no such order.');
  const orderId = input.orderId.toLowerCase();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('There is no such order.');
  if (!canTransition(order.status, 'refunded')) {
    throw new AppError(
      ERROR_CODES.enum.INVALID_TRANSITION,
      409,
      `An order that is ${order.status.replace('_', ' ')} cannot be refunded.`,
    );
  }
  const payment = await unrefundedPayment(db, orderId);
  if (!payment) {
    throw new AppError(
      ERROR_CODES.enum.NOT_REFUNDABLE,
      409,
      'This order has no payment through a provider to refund; mark it refunded once the money is returned.',
    );
  }
  const amount = formatMoney(payment.amount - payment.refundedAmount);
  const outcome = await giveBack(deps, payment, 'admin', input.actor, {
    // Written with the pending refund, before the provider is asked: no money moves without it.
    beforeAsking: (tx) =>
      recordAudit(tx, {
        action: 'order.refund',
        target: { type: 'order', id: orderId, label: order.number },
        // The admin's request, kept whatever the provider answers; the order's move to
        // refunded is in its history once the money is back.
        changes: [{ field: 'refund', before: null, after: `${amount} via ${payment.provider}` }],
      }),
    // Recorded with the refund: the order refunded (stock back if unshipped, a credit note for
    // an invoiced order) and its history.
    whenRefunded: async (tx, reference) => {
      await applyOrderStatusChange(tx, logger, {
        orderId,
        change: {
          status: 'refunded',
          note:
            `Refunded ${amount} through ${payment.provider} (${reference})` +
            (input.note ? `: ${input.note}` : ''),
        },
        actor: input.actor,
        siteOrigin: deps.siteOrigin,
      });
    },
  });
  if (outcome.status === 'duplicate') {
    throw new AppError(
      ERROR_CODES.enum.NOT_REFUNDABLE,
      409,
      'This payment is already being refunded or was refunded.',
    );
  }
  if (outcome.status === 'failed') {
    throw new AppError(
      ERROR_CODES.enum.PAYMENT_PROVIDER_UNAVAILABLE,
      502,
      `The payment provider refused the refund (${outcome.error}); nothing changed. Try again in a moment.`,
    );
  }
  logger.info('order refunded by an admin', { order: order.number, amount: payment.amount });
  const detail = await findAdminOrder(db, orderId);
  if (!detail) throw notFound('There is no such order.');
  return detail;
}

type GiveBack =
  | { status: 'succeeded'; reference: string }
  | { status: 'failed'; error: string }
  | { status: 'duplicate' };

/** Longer than any provider call may take (they give up after 15 s). */
const STALE_PENDING_SECONDS = 60;

type GiveBackSteps = {
  /** Written in the pending refund's transaction, before the provider is asked. */
  beforeAsking?: (tx: Database) => Promise<void>;
  /** Written in the refund's own transaction once the provider gave the money back. */
  whenRefunded?: (tx: Database, reference: string) => Promise<void>;
};

/**
 * The refund row, the provider's refund, the row's outcome. A refund left pending (the provider
 * answered but the shop could not record it) is taken up again by a later try, under the same
 * idempotency key, so the provider gives the money back once.
 */
async function giveBack(
  deps: RefundDeps,
  payment: PaymentRow,
  reason: RefundReason,
  actor: string | null,
  steps: GiveBackSteps = {},
): Promise<GiveBack> {
  const { db, logger, provider } = deps;
  const amount = payment.amount - payment.refundedAmount;
  if (amount <= 0) return { status: 'duplicate' };
  const refund = await db.transaction(async (tx) => {
    // A refund left pending for over a minute (its request ended before it was recorded) is
    // claimed and taken up; a fresher one is still under way elsewhere.
    const [pending] = await tx
      .update(refunds)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          eq(refunds.paymentId, payment.id),
          eq(refunds.reason, reason),
          eq(refunds.status, 'pending'),
          sql`${refunds.updatedAt} < now() - make_interval(secs => ${STALE_PENDING_SECONDS})`,
        ),
      )
      .returning({ id: refunds.id, amount: refunds.amount });
    const [row] = pending
      ? [pending]
      : await tx
          .insert(refunds)
          .values({
            paymentId: payment.id,
            orderId: payment.orderId,
            provider: payment.provider,
            amount,
            status: 'pending',
            reason,
            actor,
          })
          .onConflictDoNothing()
          .returning({ id: refunds.id, amount: refunds.amount });
    if (!row) return null;
    await steps.beforeAsking?.(tx);
    return row;
  });
  if (!refund) return { status: 'duplicate' };

  const [order] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  let done: { reference: string };
  try {
    if (provider.kind !== payment.provider) {
      throw new Error(
        `the payment was taken by ${payment.provider}, but this shop now runs ${provider.kind}`,
      );
    }
    done = await provider.refund(
      {
        reference: payment.chargeRef ?? payment.providerRef,
        amount: refund.amount,
        idempotencyKey: refund.id,
        description: `Refund ${order?.number ?? ''}`.trim(),
      },
      db,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.transaction(async (tx) => {
      await tx
        .update(refunds)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
      if (reason === 'late-payment') {
        await tx
          .update(payments)
          .set({ attention: LATE_PAYMENT, updatedAt: sql`now()` })
          .where(eq(payments.id, payment.id));
      }
    });
    logger.error('the payment provider refused a refund', {
      payment: payment.providerRef,
      amount: refund.amount,
      reason,
      error: message,
    });
    return { status: 'failed', error: message };
  }

  const recorded = await db.transaction(async (tx) => {
    // Only the try that turns the row succeeded counts the money and moves the order.
    const [row] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRef: done.reference, updatedAt: sql`now()` })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning({ id: refunds.id });
    if (!row) return false;
    await tx
      .update(payments)
      .set({
        refundedAmount: sql`${payments.refundedAmount} + ${refund.amount}`,
        attention: null,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, payment.id));
    await steps.whenRefunded?.(tx, done.reference);
    return true;
  });
  if (!recorded) return { status: 'duplicate' };
  logger.info('payment refunded', {
    payment: payment.providerRef,
    refund: done.reference,
    amount: refund.amount,
    reason,
  });
  return { status: 'succeeded', reference: done.reference };
}

async function noteOnOrder(db: Database, orderId: string, note: string): Promise<void> {
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  await db
    .insert(orderEvents)
    .values({ orderId, fromStatus: order.status, toStatus: order.status, note });
}
