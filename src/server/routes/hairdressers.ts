// POST /api/hairdressers (product.md §12, §15): a salon's application, public. GET on the same
// path is the admin's list (routes/admin-hairdressers.ts guards its own routes), so this route
// needs no token. 5 per minute per address; a filled honeypot is answered like a success and
// kept nowhere, as the support forms do.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  hairdresserApplicationSchema,
  isApplicationHoneypotFilled,
  type HairdresserApplicationReceipt,
} from '@/domain/hairdressers';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { rateLimited } from '../http/rate-limit';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { receiveApplication } from '../services/salons/apply';

export const APPLICATIONS_PER_MINUTE = 5;

export type HairdresserRouteDeps = {
  db: Database;
  logger: Logger;
  /** The rate limit's clock; tests fix it so a window never ends mid-test. */
  now?: () => Date;
};

export function hairdresserRoutes(deps: HairdresserRouteDeps): Hono<AppEnv> {
  const { db, logger } = deps;
  return new Hono<AppEnv>().post(
    '/hairdressers',
    rateLimited(
      db,
      { name: 'hairdresser-applications', limit: APPLICATIONS_PER_MINUTE, windowSeconds: 60 },
      deps.now,
    ),
    validated('json', hairdresserApplicationSchema),
    async (c) => {
      const body = c.req.valid('json');
      if (isApplicationHoneypotFilled(body)) {
        logger.info('honeypot filled: dropped', { what: 'hairdresser application' });
        // Shaped like a real receipt (a fresh id) so a bot learns nothing.
        const receipt: HairdresserApplicationReceipt = { id: randomUUID(), status: 'pending' };
        return c.json(receipt, 201);
      }
      return c.json(await receiveApplication(db, logger, body, c.var.language), 201);
    },
  );
}
