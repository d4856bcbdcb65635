// /api/batches, /api/batch-orders, /api/batch-processing (product.md §14, §15; issue 16): batches
// of supplier orders. Admin only: app.ts guards BATCH_PATHS as a whole with requireAdmin.
import { Hono } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import type { Logger } from '../log';

export type BatchRouteDeps = {
  db: Database;
  logger: Logger;
  /** The configured site (SITE_URL): links in the shipping mails. */
  siteOrigin: string;
};

/** The paths app.ts guards with requireAdmin (in Hono, `/x/*` also matches `/x`). */
export const BATCH_PATHS = ['/batches/*', '/batch-orders/*', '/batch-processing/*'] as const;

export function batchRoutes(_deps: BatchRouteDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
