// Abuse limits (product.md §16): order creation 20 per minute per address, sign-in and forms
// later. Counted in the database (services/rate-limits.ts), so the limit holds however many
// instances share the load.
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '@/domain/api-problem';
import type { Database } from '../db/client';
import { countHit, type RateLimit } from '../services/rate-limits';
import type { AppEnv } from './app-env';
import { AppError } from './errors';

/**
 * Counts the request in a fixed window and answers 429 RATE_LIMITED (with Retry-After) once the
 * address is over the limit. Every attempt counts, valid or not: that is what abuse looks like.
 */
export function rateLimited(
  db: Database,
  rule: RateLimit,
  now: () => Date = () => new Date(),
): MiddlewareHandler<AppEnv> {
  return limitedBy(rule, (address) => countHit(db, `${rule.name}:${address}`, rule, now()));
}

/**
 * The same 429 with a counter of the caller's (a drop's holds count in memory: MemoryRateLimit),
 * which answers the address's count in the window so far.
 */
export function limitedBy(
  rule: RateLimit,
  count: (address: string) => Promise<{ count: number; retryAfterSeconds: number }>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const hit = await count(c.get('clientAddress'));
    if (hit.count > rule.limit) {
      c.header('Retry-After', String(hit.retryAfterSeconds));
      throw new AppError(
        ERROR_CODES.enum.RATE_LIMITED,
        429,
        `Too many attempts; try again in ${hit.retryAfterSeconds} seconds.`,
      );
    }
    await next();
  };
}
