// Reads the shopper's access from X-Tress-Access (product.md §3). The server is the only
// authority on price, so a header never errors: anything it cannot prove is the client tier.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import type { Logger } from '../log';
import { isApprovedSalon } from '../services/salons';
import { readSomeSettings } from '../services/settings';
import type { AppEnv, ShopperAccess } from './app-env';

export const ACCESS_HEADER = 'X-Tress-Access';

const CLIENT: ShopperAccess = { tier: 'client', kind: 'client' };

export function shopperAccess(deps: { db: Database; logger: Logger }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header(ACCESS_HEADER);
    c.set('access', header ? await accessFor(header.trim(), deps) : CLIENT);
    await next();
  };
}

/**
 * What a header value proves. At most one indexed lookup: the salon by primary key, or two
 * settings by primary key. Also answers POST /api/access/validate, so the two never disagree.
 */
export async function accessFor(
  header: string,
  deps: { db: Database; logger: Logger },
): Promise<ShopperAccess> {
  if (header.startsWith('salon:')) {
    const salonId = header.slice('salon:'.length).toLowerCase();
    return (await isApprovedSalon(deps.db, salonId))
      ? { tier: 'business', kind: 'salon', salonId }
      : CLIENT;
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
