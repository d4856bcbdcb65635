// GET /api/admin/stats (product.md §14; issue 16): the analytics of /enhanced-admin in one answer.
// Under /admin, so app.ts's prefix guard covers it.
import { Hono } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import type { Logger } from '../log';

export type AdminStatsRouteDeps = { db: Database; logger: Logger; now?: () => Date };

export function adminStatsRoutes(_deps: AdminStatsRouteDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
