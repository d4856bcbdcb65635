// Reading invoices and credit notes (issue 16): the admin's list and detail, recording a payment,
// and finding the document behind a buyer's download link.
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '@/domain/api-problem';
import {
  INVOICE_PAGE_SIZE,
  invoiceStatus,
  invoiceVatBreakdown,
  type InvoiceDetail,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSummary,
  type OrderInvoice,
} from '@/domain/invoices';
import type { Database } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Logger } from '../../log';
import { changedFields, recordAudit } from '../audit';
import { hashToken } from './issue';

export type InvoiceRow = typeof invoices.$inferSelect;

const credited = alias(invoices, 'credited');
const creditNote = alias(invoices, 'credit_note');

function selection() {
  return {
    invoice: invoices,
    orderNumber: orders.number,
    language: orders.language,
    credits: credited.number,
    creditedBy: creditNote.number,
  };
}

function joined(db: Database) {
  return db
    .select(selection())
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(credited, eq(credited.id, invoices.creditsInvoiceId))
    .leftJoin(
      creditNote,
      and(eq(creditNote.creditsInvoiceId, invoices.id), eq(creditNote.kind, 'credit_note')),
    );
}

type Joined = {
  invoice: InvoiceRow;
  orderNumber: string;
  /** The order's language: its documents are printed in it (issue 30). */
  language: string;
  credits: string | null;
  creditedBy: string | null;
};

function summaryOf(row: Joined, now: Date): InvoiceSummary {
  const { invoice } = row;
  const paidAt = invoice.paidAt?.toISOString() ?? null;
  const dueAt = invoice.dueAt?.toISOString() ?? null;
  return {
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
    orderId: invoice.orderId,
    orderNumber: row.orderNumber,
    issuedAt: invoice.issuedAt.toISOString(),
    dueAt,
    paidAt,
    buyerName: invoice.buyer.name,
    gross: invoice.gross,
    status: invoiceStatus({ paidAt, dueAt }, now),
    reverseCharge: invoice.reverseCharge,
    credits: row.credits,
    creditedBy: row.creditedBy,
  };
}

function detailOf(row: Joined, now: Date): InvoiceDetail {
  const { invoice } = row;
  return {
    ...summaryOf(row, now),
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: invoice.lines,
    net: invoice.net,
    vat: invoice.vat,
    vatBreakdown: invoiceVatBreakdown(invoice.lines),
    paymentMethod: invoice.paymentMethod,
    issuedBy: invoice.issuedBy,
    paidBy: invoice.paidBy,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** GET /api/invoices: newest first, 25 a page; status as of `now`. */
export async function listInvoices(
  db: Database,
  query: InvoiceListQuery,
  now: Date,
): Promise<InvoicePage> {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(invoices.kind, query.kind));
  if (query.status === 'paid') conditions.push(isNotNull(invoices.paidAt));
  if (query.status === 'overdue') {
    conditions.push(isNull(invoices.paidAt), sql`${invoices.dueAt} < ${now.toISOString()}`);
  }
  if (query.status === 'open') {
    conditions.push(
      isNull(invoices.paidAt),
      or(isNull(invoices.dueAt), sql`${invoices.dueAt} >= ${now.toISOString()}`) as SQL,
    );
  }
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(invoices.number, like),
        ilike(orders.number, like),
        ilike(sql`${invoices.buyer}->>'name'`, like),
      ) as SQL,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await db
    .select({ total: count() })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(where);
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.kind), desc(invoices.seq))
    .limit(INVOICE_PAGE_SIZE)
    .offset((query.page - 1) * INVOICE_PAGE_SIZE);
  return {
    items: rows.map((row) => summaryOf(row, now)),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: INVOICE_PAGE_SIZE,
  };
}

export function noSuchInvoice(): AppError {
  return new AppError(ERROR_CODES.enum.NOT_FOUND, 404, 'There is no such invoice.');
}

async function findJoined(db: Database, where: SQL): Promise<Joined | undefined> {
  const [row] = await joined(db).where(where);
  return row;
}

export async function invoiceDetail(
  db: Database,
  id: string | null,
  now: Date,
): Promise<InvoiceDetail> {
  const row = id ? await findJoined(db, eq(invoices.id, id)) : undefined;
  if (!row) throw noSuchInvoice();
  return detailOf(row, now);
}

/** The stored invoice and what its PDF prints beside it (its order, the invoice it credits). */
export type PrintableInvoice = {
  invoice: InvoiceRow;
  orderNumber: string;
  credits: string | null;
  /** The order's language, which the document is printed in (issue 30). */
  language: string;
};

export async function printableInvoice(db: Database, id: string | null): Promise<PrintableInvoice> {
  const row = id ? await findJoined(db, eq(invoices.id, id)) : undefined;
  if (!row) throw noSuchInvoice();
  return row;
}

/** The document a download token opens, or undefined (the route answers a plain 404). */
export async function invoiceByToken(
  db: Database,
  token: string,
): Promise<PrintableInvoice | undefined> {
  return findJoined(db, eq(invoices.downloadTokenHash, hashToken(token)));
}

/** POST /api/invoices/{id}/paid: records the payment of an open invoice, once. */
export async function markInvoicePaid(
  db: Database,
  logger: Logger,
  input: { id: string | null; paidBy: string; now: Date },
): Promise<InvoiceDetail> {
  const id = input.id;
  if (!id) throw noSuchInvoice();
  const updated = await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(invoices)
      .set({ paidAt: sql`now()`, paidBy: input.paidBy })
      .where(and(eq(invoices.id, id), isNull(invoices.paidAt)))
      .returning({ number: invoices.number, paidAt: invoices.paidAt });
    if (!paid) {
      const [exists] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.id, id));
      if (!exists) throw noSuchInvoice();
      throw new AppError(ERROR_CODES.enum.ALREADY_PAID, 409, 'This invoice is already paid.');
    }
    await recordAudit(tx, {
      action: 'invoice.paid',
      target: { type: 'invoice', id, label: paid.number },
      changes: changedFields({ paidAt: null }, { paidAt: paid.paidAt }),
    });
    return paid;
  });
  logger.info('invoice marked paid', { invoice: updated.number });
  return invoiceDetail(db, input.id, input.now);
}

/** The order's invoice for the admin's order detail, with its credit note; null if none. */
export async function orderInvoice(db: Database, orderId: string): Promise<OrderInvoice | null> {
  const [row] = await joined(db).where(
    and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')),
  );
  if (!row) return null;
  const [credit] = row.creditedBy
    ? await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(eq(invoices.number, row.creditedBy))
    : [];
  return {
    id: row.invoice.id,
    number: row.invoice.number,
    status: summaryOf(row, new Date()).status,
    creditNote: credit ?? null,
  };
}
