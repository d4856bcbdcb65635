// POST /api/access/validate: does a salon or friends-and-family link grant business prices?
// Limited like the public forms (per address) and per salon, so keys cannot be guessed here in
// bulk (product.md §16). The per-address count is shared with X-Tress-Access's failed checks
// (http/shopper-access.ts), so the header is no way around it.
import { Hono } from 'hono';
import { ERROR_CODES } from '@/domain/api-problem';
import {
  accessHeaderValue,
  accessValidationSchema,
  type AccessValidationAnswer,
} from '@/domain/access';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { noStore } from '../http/no-store';
import { rateLimited } from '../http/rate-limit';
import { accessChecksPerAddress, accessFor } from '../http/shopper-access';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { countHit, type RateLimit } from '../services/rate-limits';

/** However many addresses ask, one salon's key is tried at most this often. */
export const ACCESS_CHECKS_PER_SALON: RateLimit = {
  name: 'access-validate-salon',
  limit: 20,
  windowSeconds: 60,
};

export function accessRoutes(deps: {
  db: Database;
  logger: Logger;
  now?: () => Date;
  /** Checks per minute and address (env); ACCESS_CHECKS_PER_ADDRESS's unless set. */
  checksPerMinute?: number;
}): Hono<AppEnv> {
  const now = deps.now ?? (() => new Date());
  const perAddress = accessChecksPerAddress(deps.checksPerMinute);
  return new Hono<AppEnv>().post(
    '/access/validate',
    // Whether a key grants business prices is the shopper's own answer: never cached.
    noStore,
    rateLimited(deps.db, perAddress, now),
    validated('json', accessValidationSchema),
    async (c) => {
      const request = c.req.valid('json');
      if (request.access === 'salon') {
        const bucket = `${ACCESS_CHECKS_PER_SALON.name}:${request.salonId.toLowerCase()}`;
        const hit = await countHit(deps.db, bucket, ACCESS_CHECKS_PER_SALON, now());
        if (hit.count > ACCESS_CHECKS_PER_SALON.limit) {
          c.header('Retry-After', String(hit.retryAfterSeconds));
          throw new AppError(
            ERROR_CODES.enum.RATE_LIMITED,
            429,
            `Too many checks of this salon's link; try again in ${hit.retryAfterSeconds} seconds.`,
          );
        }
      }
      const access = await accessFor(accessHeaderValue(request), deps);
      const answer: AccessValidationAnswer = {
        valid: access.tier === 'business',
        tier: access.tier,
        salonId: access.tier === 'business' ? (access.salonId ?? null) : null,
      };
      return c.json(answer);
    },
  );
}
