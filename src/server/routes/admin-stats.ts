// GET /api/admin/stats (product.md §14; issue 16): the analytics of /enhanced-admin in one answer;
// GET /api/admin/stats/search-misses (issue 32): the searches that found nothing.
// Under /admin, so app.ts's prefix guard covers them.
import { Hono } from 'hono';
import { searchMissesQuerySchema } from '@/domain/search';
import { statsQuerySchema } from '@/domain/stats';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { noStore } from '../http/no-store';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { readSearchMisses } from '../services/search/misses';
import { readStats } from '../services/stats/read-stats';

export type AdminStatsRouteDeps = { db: Database; logger: Logger; now?: () => Date };

export function adminStatsRoutes(deps: AdminStatsRouteDeps): Hono<AppEnv> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return new Hono<AppEnv>()
    .use('/admin/stats', noStore)
    .get('/admin/stats', validated('query', statsQuerySchema), async (c) =>
      c.json(await readStats(db, c.req.valid('query'), now())),
    )
    .use('/admin/stats/search-misses', noStore)
    .get('/admin/stats/search-misses', validated('query', searchMissesQuerySchema), async (c) =>
      c.json(await readSearchMisses(db, c.req.valid('query').days, now())),
    );
}
