// Reads the shopper's access from X-Tress-Access (product.md §3). The server is the only
// authority on price, so a header never errors: anything it cannot prove is the client tier.
// Except one thing (issue 28): every header is a guess at a key, so its failed checks count
// against the address's link checks, in the bucket POST /api/access/validate counts in; an
// address over that limit gets 429 for any request that carries the header, unchecked.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '@/domain/api-problem';
import type { Database } from '../db/client';
import type { Logger } from '../log';
import { countHit, readHits, type RateLimit } from '../services/rate-limits';
import { approvedSalonKeyHash, salonKeyMatches } from '../services/salons/keys';
import { readSomeSettings } from '../services/settings';
import type { AppEnv, ShopperAccess } from './app-env';
import { AppError } from './errors';

export const ACCESS_HEADER = 'X-Tress-Access';
/**
 * Set to "invalid" on any answer to a request whose X-Tress-Access proved nothing (a rotated
 * key, a forged one): the web app then ends its session with a notice, at its next request.
 */
export const ACCESS_STATUS_HEADER = 'X-Tress-Access-Status';

const CLIENT: ShopperAccess = { tier: 'client', kind: 'client' };

/**
 * Link checks per address and minute (product.md §16: 5, like the public forms): the checks of
 * POST /api/access/validate and the failed checks of X-Tress-Access, counted together.
 */
export const ACCESS_CHECKS_PER_ADDRESS: RateLimit = {
  name: 'access-validate',
  limit: 5,
  windowSeconds: 60,
};

/** The per-address rule with ACCESS_CHECK_RATE_LIMIT_PER_MINUTE's limit, when set. */
export function accessChecksPerAddress(checksPerMinute: number | undefined): RateLimit {
  return {
    ...ACCESS_CHECKS_PER_ADDRESS,
    limit: checksPerMinute ?? ACCESS_CHECKS_PER_ADDRESS.limit,
  };
}

export function shopperAccess(deps: {
  db: Database;
  logger: Logger;
  /** Link checks per minute and address (env ACCESS_CHECK_RATE_LIMIT_PER_MINUTE); 5 unset. */
  checksPerMinute?: number;
  /** The rate-limit windows' clock. */
  now?: () => Date;
}): MiddlewareHandler<AppEnv> {
  const rule = accessChecksPerAddress(deps.checksPerMinute);
  const now = deps.now ?? (() => new Date());
  const oneAtATime = perAddressQueue();
  return async (c, next) => {
    // Mounted on the whole API (app.ts) and again by the routes that price: read it once.
    if (c.get('access') !== undefined) return next();
    const header = c.req.header(ACCESS_HEADER);
    if (!header) {
      c.set('access', CLIENT);
      return next();
    }
    const address = c.get('clientAddress');
    const bucket = `${rule.name}:${address}`;
    // One check at a time per address (in this instance): read the count, check, count a
    // failure. Checked side by side, a burst of guesses would all see the count before any of
    // them added to it. Across instances the limit can be passed by at most one check each.
    const access = await oneAtATime(address, async () => {
      const seen = await readHits(deps.db, bucket, rule, now());
      if (seen.count >= rule.limit) {
        // Not checked at all, a right key included: otherwise its prices would tell it apart.
        c.header('Retry-After', String(seen.retryAfterSeconds));
        throw new AppError(
          ERROR_CODES.enum.RATE_LIMITED,
          429,
          `Too many link checks from this address; try again in ${seen.retryAfterSeconds} seconds.`,
        );
      }
      const proved = await accessFor(header.trim(), deps);
      if (proved.tier === 'client') await countHit(deps.db, bucket, rule, now());
      return proved;
    });
    c.set('access', access);
    await next();
    if (access.tier === 'client') c.res.headers.set(ACCESS_STATUS_HEADER, 'invalid');
  };
}

/**
 * Runs work for one key after the work already queued for that key has settled; different keys
 * run side by side. The map holds only keys with work under way.
 */
function perAddressQueue(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return (key, work) => {
    const run = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

/**
 * What a header value proves. A salon needs its id and its current key (`salon:<id>:<key>`):
 * one lookup by primary key, plus the friends-and-family salon's id when the key matches,
 * because that salon's id never gives salon access. Also answers POST /api/access/validate,
 * so the two never disagree.
 */
export async function accessFor(
  header: string,
  deps: { db: Database; logger: Logger },
): Promise<ShopperAccess> {
  if (header.startsWith('salon:')) {
    const rest = header.slice('salon:'.length);
    const split = rest.indexOf(':');
    if (split < 0) return CLIENT;
    const salonId = rest.slice(0, split).toLowerCase();
    const key = rest.slice(split + 1);
    if (key.length === 0 || key.length > 256) return CLIENT;
    const hash = await approvedSalonKeyHash(deps.db, salonId);
    if (!hash || !salonKeyMatches(key, hash)) return CLIENT;
    const { friendsFamilySalonId } = await readSomeSettings(deps.db, deps.logger, [
      'friendsFamilySalonId',
    ]);
    if (friendsFamilySalonId?.toLowerCase() === salonId) return CLIENT;
    return { tier: 'business', kind: 'salon', salonId };
  }
  if (header.startsWith('ff:')) {
    const given = header.slice('ff:'.length);
    if (given.length === 0 || given.length > 256) return CLIENT;
    const { friendsFamilyKey, friendsFamilySalonId } = await readSomeSettings(
      deps.db,
      deps.logger,
      ['friendsFamilyKey', 'friendsFamilySalonId'],
    );
    if (friendsFamilyKey === null || !sameSecret(given, friendsFamilyKey)) return CLIENT;
    return { tier: 'business', kind: 'friends-family', salonId: friendsFamilySalonId };
  }
  return CLIENT;
}

/** Constant-time comparison; hashing first makes both sides the same length. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
