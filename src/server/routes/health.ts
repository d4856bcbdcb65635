// GET /api/health: is the server up, and can it reach its database? Used by load balancers,
// uptime checks and the /db-diagnostics page. Answers no secrets.
import { Hono } from 'hono';
import { ERROR_CODES } from '@/domain/api-problem';
import type { ShopDatabase } from '../db/client';
import { currentMigration } from '../db/migrate';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { noStore } from '../http/no-store';
import type { Logger } from '../log';

/** A health check that hangs is as bad as one that fails: load balancers time out first. */
const DATABASE_DEADLINE_MS = 3000;

export function healthRoutes(deps: { database: ShopDatabase; logger: Logger }): Hono<AppEnv> {
  const { database, logger } = deps;
  return new Hono<AppEnv>().get('/health', noStore, async (c) => {
    let latencyMs: number;
    let migration: string | null;
    try {
      [latencyMs, migration] = await withDeadline(
        Promise.all([database.ping(), currentMigration(database.db)]),
        DATABASE_DEADLINE_MS,
      );
    } catch (error) {
      logger.error('health check: database unavailable', { driver: database.driver, error });
      throw new AppError(ERROR_CODES.enum.DB_UNAVAILABLE, 503, 'The database is not answering.');
    }
    return c.json({ status: 'ok', db: { driver: database.driver, latencyMs, migration } });
  });
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
