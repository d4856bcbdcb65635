// GET /api/salons/health (product.md §13, §15): data checks for a signed-in admin. /salons stays
// public beside it (routes/salons.ts), so the guard sits on this exact route.
import { Hono, type MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { dataHealth } from '../services/data-health';

export function dataHealthRoutes(deps: {
  db: Database;
  guard: MiddlewareHandler<AppEnv>;
  now?: () => Date;
}): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/salons/health', deps.guard, async (c) =>
    c.json(await dataHealth(deps.db, deps.now?.())),
  );
}
