// GET /api/health: is the server up, and can it reach its database, how quickly? Used by load
// balancers, uptime checks and the /db-diagnostics page; answers anyone, so it says no more
// (issue 28). GET /api/admin/health adds the driver and the newest migration for a signed-in
// admin (under /admin, which app.ts guards as a whole).
import { Hono } from 'hono';
import { ERROR_CODES } from '@/domain/api-problem';
import type { AdminHealth, Health } from '@/domain/health';
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
  /** Runs `check` against the database, or answers 503 DB_UNAVAILABLE (and logs why). */
  const reach = async <T>(check: () => Promise<T>): Promise<T> => {
    try {
      return await withDeadline(check(), DATABASE_DEADLINE_MS);
    } catch (error) {
      logger.error('health check: database unavailable', { driver: database.driver, error });
      throw new AppError(ERROR_CODES.enum.DB_UNAVAILABLE, 503, 'The database is not answering.');
    }
  };
  return new Hono<AppEnv>()
    .get('/health', noStore, async (c) => {
      const latencyMs = await reach(() => database.ping());
      const answer: Health = { status: 'ok', db: { latencyMs } };
      return c.json(answer);
    })
    .get('/admin/health', noStore, async (c) => {
      const [latencyMs, migration] = await reach(() =>
        Promise.all([database.ping(), currentMigration(database.db)]),
      );
      const answer: AdminHealth = {
        status: 'ok',
        db: { latencyMs, driver: database.driver, migration },
      };
      return c.json(answer);
    });
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
