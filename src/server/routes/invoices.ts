// /api/invoices (product.md §14, §15; issue 16): invoices and credit notes. Admin only: app.ts
// guards INVOICE_PATHS with requireAdmin. The buyer's download link (a token) is public.
import { Hono } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import type { Logger } from '../log';

export type InvoiceRouteDeps = {
  db: Database;
  logger: Logger;
  /** The configured site (SITE_URL): the buyer's download link in the invoice mail. */
  siteOrigin: string;
  now?: () => Date;
};

/** The paths app.ts guards with requireAdmin (in Hono, `/invoices/*` also matches `/invoices`). */
export const INVOICE_PATHS = ['/invoices/*'] as const;

export function invoiceRoutes(_deps: InvoiceRouteDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
