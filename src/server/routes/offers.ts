// GET /api/offers (product.md §9): the running offers for the shopper's tier.
import { Hono } from 'hono';
import type { OffersAnswer } from '@/domain/offers';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { shopperAccess } from '../http/shopper-access';
import type { Logger } from '../log';
import { readPublicOffers } from '../services/offers/offers';

export function offerRoutes(deps: {
  db: Database;
  logger: Logger;
  now?: () => Date;
}): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/offers', shopperAccess(deps), async (c) => {
    // The answer depends on the shopper's access: business offers only for business access.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'X-Tress-Access');
    const now = deps.now?.() ?? new Date();
    const answer: OffersAnswer = { items: await readPublicOffers(deps.db, c.var.access.tier, now) };
    return c.json(answer);
  });
}
