// GET /api/offers (product.md §9): the running offers for the shopper's tier.
import { Hono } from 'hono';
import { LANGUAGE_HEADER } from '@/domain/languages';
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
    // The answer depends on the shopper's access (business offers only for business access) and
    // the language (a product target's name, issue 30).
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', `X-Tress-Access, ${LANGUAGE_HEADER}`);
    const now = deps.now?.() ?? new Date();
    const answer: OffersAnswer = {
      items: await readPublicOffers(deps.db, c.var.access.tier, now, c.var.language),
    };
    return c.json(answer);
  });
}
