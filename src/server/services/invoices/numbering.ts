// Gapless invoice numbers (issue 16): one counter row per series and Amsterdam calendar year,
// taken with a single upsert in the transaction that stores the invoice. The upsert locks the row
// until that transaction ends, so parallel issuers queue on it, never share a number, and a
// rolled-back invoice gives its number back.
import { sql } from 'drizzle-orm';
import { formatInvoiceNumber, type InvoiceKind } from '@/domain/invoices';
import type { Database } from '../../db/client';
import { invoiceCounters } from '../../db/schema';

export type InvoiceNumber = { year: number; seq: number; number: string };

/** The next number of the series, in the caller's transaction; the year is now's, in Amsterdam. */
export async function takeInvoiceNumber(tx: Database, kind: InvoiceKind): Promise<InvoiceNumber> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({
      kind,
      year: sql`extract(year from now() at time zone 'Europe/Amsterdam')::int`,
      last: 1,
    })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ year: invoiceCounters.year, last: invoiceCounters.last });
  if (!row) throw new Error('the invoice counter returned nothing');
  return { year: row.year, seq: row.last, number: formatInvoiceNumber(kind, row.year, row.last) };
}
