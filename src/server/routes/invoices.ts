// /api/invoices (product.md §14, §15; issue 16): invoices and credit notes. Admin only: app.ts
// guards INVOICE_PATHS with requireAdmin. The buyer's download link (a token) is public and lives
// at /api/invoice-downloads/{token}, outside the guarded paths.
import { Hono } from 'hono';
import {
  invoiceDownloadParamsSchema,
  invoiceListQuerySchema,
  issueInvoiceRequestSchema,
} from '@/domain/invoices';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/errors';
import { noStore } from '../http/no-store';
import { rateLimited } from '../http/rate-limit';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { issueInvoiceForOrder } from '../services/invoices/issue';
import { invoiceFileName, renderInvoicePdf } from '../services/invoices/pdf';
import {
  invoiceByToken,
  invoiceDetail,
  listInvoices,
  markInvoicePaid,
  printableInvoice,
  type PrintableInvoice,
} from '../services/invoices/read';
import { readSomeSettings } from '../services/settings';

export type InvoiceRouteDeps = {
  db: Database;
  logger: Logger;
  /** The configured site (SITE_URL): the buyer's download link in the invoice mail. */
  siteOrigin: string;
  now?: () => Date;
};

/** The paths app.ts guards with requireAdmin (in Hono, `/invoices/*` also matches `/invoices`). */
export const INVOICE_PATHS = ['/invoices/*'] as const;

/** Download links tried per address and minute: a buyer needs one, a guesser many. */
export const INVOICE_DOWNLOADS_PER_MINUTE = 30;

export function invoiceRoutes(deps: InvoiceRouteDeps): Hono<AppEnv> {
  const { db, logger, siteOrigin } = deps;
  const now = deps.now ?? (() => new Date());
  const idParam = validated('param', uuidParamsSchema);

  const pdfAnswer = async (printable: PrintableInvoice) => {
    const { locale } = await readSomeSettings(db, logger, ['locale']);
    const pdf = await renderInvoicePdf(printable, locale);
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${invoiceFileName(printable.invoice, printable.language)}"`,
        'Content-Length': String(pdf.length),
        'Cache-Control': 'no-store',
      },
    });
  };

  return new Hono<AppEnv>()
    .use('/invoices', noStore)
    .use('/invoices/*', noStore)
    .use('/invoice-downloads/*', noStore)
    .get('/invoices', validated('query', invoiceListQuerySchema), async (c) =>
      c.json(await listInvoices(db, c.req.valid('query'), now())),
    )
    .post('/invoices', validated('json', issueInvoiceRequestSchema), async (c) =>
      c.json(
        await issueInvoiceForOrder(db, logger, {
          orderId: c.req.valid('json').orderId,
          issuedBy: c.var.admin.email,
          siteOrigin,
        }),
        201,
      ),
    )
    .get('/invoices/:id', idParam, async (c) =>
      c.json(await invoiceDetail(db, c.req.valid('param').id, now())),
    )
    .get('/invoices/:id/pdf', idParam, async (c) =>
      pdfAnswer(await printableInvoice(db, c.req.valid('param').id)),
    )
    .post('/invoices/:id/paid', idParam, async (c) =>
      c.json(
        await markInvoicePaid(db, logger, {
          id: c.req.valid('param').id,
          paidBy: c.var.admin.email,
          now: now(),
        }),
      ),
    )
    .get(
      '/invoice-downloads/:token',
      rateLimited(
        db,
        { name: 'invoice-downloads', limit: INVOICE_DOWNLOADS_PER_MINUTE, windowSeconds: 60 },
        deps.now,
      ),
      validated('param', invoiceDownloadParamsSchema),
      async (c) => {
        const printable = await invoiceByToken(db, c.req.valid('param').token);
        if (!printable) throw notFound('This download link is not valid.');
        return pdfAnswer(printable);
      },
    );
}
