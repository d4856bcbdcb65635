// GET /api/catalog: families and categories with the number of active products in each, named in
// the request's language (issue 30).
import { Hono } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { revalidated } from '../http/conditional';
import { readCatalog } from '../services/products/catalog';

export function catalogRoutes(deps: { db: Database }): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('/catalog', revalidated({ byLanguage: true }))
    .get('/catalog', async (c) => c.json(await readCatalog(deps.db, c.var.language)));
}
