// Reads the shopper's access from X-Tress-Access (product.md §3). The server is the only
// authority on price, so a header never errors: anything it cannot prove is the client tier.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import type { Logger } from '../log';
import { approvedSalonKeyHash, salonKeyMatches } from '../services/salons/keys';
import { readSomeSettings } from '../services/settings';
import type { AppEnv, ShopperAccess } from './app-env';

export const ACCESS_HEADER = 'X-Tress-Access';
/**
 * Set to "invalid" on any answer to a request whose X-Tress-Access proved nothing (a rotated
 * key, a forged one): the web app then ends its session with a notice, at its next request.
 */
export const ACCESS_STATUS_HEADER = 'X-Tress-Access-Status';

const CLIENT: ShopperAccess = { tier: 'client', kind: 'client' };

export function shopperAccess(deps: { db: Database; logger: Logger }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Mounted on the whole API (app.ts) and again by the routes that price: read it once.
    if (c.get('access') !== undefined) return next();
    const header = c.req.header(ACCESS_HEADER);
    const access = header ? await accessFor(header.trim(), deps) : CLIENT;
    c.set('access', access);
    await next();
    if (header && access.tier === 'client') c.res.headers.set(ACCESS_STATUS_HEADER, 'invalid');
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
