// Issuing invoices and credit notes (issue 16). Each is written in the caller's transaction with
// its number (numbering.ts) and the buyer's mail, so an invoice, its number and its mail exist
// together or not at all. Business orders are invoiced by the shop itself (card orders when paid,
// pay on invoice when placed); an admin may invoice any paid order; an invoiced order that is
// cancelled or refunded gets a credit note.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/api-problem';
import {
  chargedAmounts,
  creditLines,
  invoiceLines,
  invoiceTotals,
  PAYMENT_TERM_DAYS,
  type ChargedOrderLine,
  type IssuedInvoice,
  type InvoiceWords,
} from '@/domain/invoices';
import type { OrderStatus } from '@/domain/order-status';
import { productVatRate } from '@/domain/vat';
import type { Database } from '../../db/client';
import { invoices, orderLines, orders, products } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Logger } from '../../log';
import { recordAudit } from '../audit';
import { queueEmail } from '../outbox';
import { readSomeSettings } from '../settings';
import { invoiceDownloadUrl, invoiceMail } from './mails';
import { takeInvoiceNumber } from './numbering';
import { buyerParty, sellerParty } from './parties';
import { textsIn } from '../../i18n/texts';
import { productNamesIn } from '../orders/local-names';
import { BOX_NAMES } from '../orders/mails';
import { DEFAULT_LANGUAGE } from '@/domain/languages';

type OrderRow = typeof orders.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

export type IssueInput = {
  /** The admin who issued it; null when the shop did. */
  issuedBy: string | null;
  /** SITE_URL: the buyer's download link. */
  siteOrigin: string;
};

/** Statuses of an order that was paid (or is billed on invoice): what an admin may invoice. */
const INVOICEABLE: readonly OrderStatus[] = [
  'awaiting_invoice',
  'paid',
  'processing',
  'shipped',
  'delivered',
];

/** A download token (base64url of 32 random bytes) and the hash that is stored. */
function downloadToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The order's charged lines: boxes as one line naming their contents, components not priced. In
 * another language than the default, products carry their name in it when they have one, and a
 * box the language's word for its size.
 */
async function chargedLinesOf(
  tx: Database,
  orderId: string,
  language: string,
): Promise<ChargedOrderLine[]> {
  const rows = await tx
    .select({
      position: orderLines.position,
      boxPosition: orderLines.boxPosition,
      boxSize: orderLines.boxSize,
      productId: orderLines.productId,
      name: orderLines.name,
      variant: orderLines.variant,
      quantity: orderLines.quantity,
      lineTotal: orderLines.lineTotal,
      discount: orderLines.discount,
      codeDiscount: orderLines.codeDiscount,
      family: products.family,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const names = await productNamesIn(
    tx,
    language,
    rows.map((row) => row.productId),
  );
  const texts = textsIn(language);
  const nameOf = (row: (typeof rows)[number]) =>
    language !== DEFAULT_LANGUAGE && row.boxSize
      ? texts.t(BOX_NAMES[row.boxSize])
      : ((row.productId !== null ? names.get(row.productId) : undefined) ?? row.name);
  return rows
    .filter((row) => row.boxPosition === null)
    .map((row) => {
      const components = rows.filter((c) => c.boxPosition === row.position);
      const contents = components
        .map((c) => `${c.quantity} × ${nameOf(c)}${c.variant ? ` (${c.variant})` : ''}`)
        .join(', ');
      return {
        name: row.boxSize && contents ? `${nameOf(row)}: ${contents}` : nameOf(row),
        variant: row.boxSize ? null : row.variant,
        quantity: row.quantity,
        lineTotal: row.lineTotal,
        discount: row.discount,
        codeDiscount: row.codeDiscount,
        box: row.boxSize !== null,
        rate: productVatRate(row.family ?? undefined),
      };
    });
}

/**
 * Issues the order's invoice in the caller's transaction and queues its mail. The caller has
 * checked that the order may be invoiced and has none yet (the unique index would refuse a second).
 */
export async function issueInvoice(
  tx: Database,
  logger: Logger,
  order: OrderRow,
  input: IssueInput,
): Promise<IssuedInvoice> {
  // One after another: a transaction runs one statement at a time.
  const seller = await sellerParty(tx, logger);
  const buyer = await buyerParty(tx, order);
  const charged = await chargedLinesOf(tx, order.id, order.language);
  const { locale } = await readSomeSettings(tx, logger, ['locale']);
  // As the order was charged (issue 31): net from its quote on, or VAT included. Never decided
  // again here, so the invoice's gross is always what the order's payment charged.
  const reverseCharge = order.reverseCharge;
  const texts = textsIn(order.language, locale);
  const words: InvoiceWords = {
    discount: texts.t('pdf.line.discount'),
    delivery: texts.t('pdf.line.delivery'),
    less: (discount) => texts.t('pdf.line.less-discount', { amount: texts.money(discount) }),
  };
  const lines = invoiceLines(chargedAmounts(charged, order, words), reverseCharge, words);
  const totals = invoiceTotals(lines);
  const { year, seq, number } = await takeInvoiceNumber(tx, 'invoice');
  const { token, hash } = downloadToken();
  const onInvoice = order.paymentMethod === 'invoice';

  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      year,
      seq,
      number,
      orderId: order.id,
      dueAt: onInvoice ? sql`now() + make_interval(days => ${PAYMENT_TERM_DAYS})` : null,
      seller,
      buyer,
      lines,
      ...totals,
      reverseCharge,
      paymentMethod: order.paymentMethod,
      downloadTokenHash: hash,
      issuedBy: input.issuedBy,
      // A card order was paid before it was invoiced.
      paidAt: onInvoice ? null : (order.paidAt ?? sql`now()`),
    })
    .returning();
  if (!row) throw new Error('the invoice insert returned nothing');

  await queueEmail(
    tx,
    logger,
    invoiceMail(
      { kind: 'invoice', number, gross: row.gross, dueAt: row.dueAt, credits: null },
      order,
      buyer.email ?? order.customerEmail,
      invoiceDownloadUrl(input.siteOrigin, token),
      textsIn(order.language, locale),
    ),
  );
  logger.info('invoice issued', { invoice: number, order: order.number, gross: row.gross });
  return { id: row.id, number };
}

/**
 * When an invoiced order is cancelled or refunded: its credit note (lines negated, referring to
 * the invoice), once per invoice, in the caller's transaction. An invoice still open is settled by
 * it (paid_by names the credit note), so a cancelled order's invoice never turns overdue.
 */
export async function creditOrderInvoice(
  tx: Database,
  logger: Logger,
  orderId: string,
  input: IssueInput,
): Promise<IssuedInvoice | null> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (!invoice) return null;
  const [already] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.creditsInvoiceId, invoice.id), eq(invoices.kind, 'credit_note')));
  if (already) return null;
  return issueCreditNote(tx, logger, invoice, input);
}

async function issueCreditNote(
  tx: Database,
  logger: Logger,
  invoice: InvoiceRow,
  input: IssueInput,
): Promise<IssuedInvoice> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, invoice.orderId));
  const { locale } = await readSomeSettings(tx, logger, ['locale']);
  if (!order) throw new Error(`the order of invoice ${invoice.number} is missing`);
  const { year, seq, number } = await takeInvoiceNumber(tx, 'credit_note');
  const { token, hash } = downloadToken();
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'credit_note',
      year,
      seq,
      number,
      orderId: invoice.orderId,
      creditsInvoiceId: invoice.id,
      dueAt: null,
      seller: invoice.seller,
      buyer: invoice.buyer,
      lines: creditLines(invoice.lines),
      net: -invoice.net,
      vat: -invoice.vat,
      gross: -invoice.gross,
      reverseCharge: invoice.reverseCharge,
      paymentMethod: invoice.paymentMethod,
      downloadTokenHash: hash,
      issuedBy: input.issuedBy,
      // Settled when issued: the refund is made, or the open amount is cancelled.
      paidAt: sql`now()`,
    })
    .returning();
  if (!row) throw new Error('the credit note insert returned nothing');
  if (!invoice.paidAt) {
    await tx
      .update(invoices)
      .set({ paidAt: sql`now()`, paidBy: `credit note ${number}` })
      .where(and(eq(invoices.id, invoice.id), sql`${invoices.paidAt} is null`));
  }
  await queueEmail(
    tx,
    logger,
    invoiceMail(
      { kind: 'credit_note', number, gross: row.gross, dueAt: null, credits: invoice.number },
      order,
      invoice.buyer.email ?? order.customerEmail,
      invoiceDownloadUrl(input.siteOrigin, token),
      textsIn(order.language, locale),
    ),
  );
  logger.info('credit note issued', { creditNote: number, invoice: invoice.number });
  return { id: row.id, number };
}

/** Postgres's unique_violation, whether the driver's error arrives bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function invoiceExists(): AppError {
  return new AppError(ERROR_CODES.enum.INVOICE_EXISTS, 409, 'This order already has an invoice.');
}

/**
 * POST /api/invoices: an admin invoices a paid order. The order row is locked first, so the
 * shop's own invoicing of the same order (its payment) waits, and the second finds the first.
 */
export async function issueInvoiceForOrder(
  db: Database,
  logger: Logger,
  input: IssueInput & { orderId: string },
): Promise<IssuedInvoice> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, input.orderId))
        .for('update');
      if (!order) {
        throw new AppError(ERROR_CODES.enum.NOT_FOUND, 404, 'There is no such order.');
      }
      const [existing] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
      if (existing) throw invoiceExists();
      if (!INVOICEABLE.includes(order.status)) {
        throw new AppError(
          ERROR_CODES.enum.NOT_INVOICEABLE,
          409,
          `An order that is ${order.status.replace('_', ' ')} cannot be invoiced; only paid orders and orders on invoice can.`,
        );
      }
      const issued = await issueInvoice(tx, logger, order, input);
      await recordAudit(tx, {
        action: 'invoice.issue',
        target: { type: 'invoice', id: issued.id, label: issued.number },
        changes: [
          { field: 'order', before: null, after: order.number },
          { field: 'number', before: null, after: issued.number },
        ],
      });
      return issued;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invoiceExists();
    throw error;
  }
}
