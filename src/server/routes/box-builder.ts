// GET /api/box-builder (product.md §11, §15): the box sizes and the products a box may hold,
// priced for the shopper (business prices only with business access), named in the page's
// language (issue 30).
import { Hono } from 'hono';
import { LANGUAGE_HEADER } from '@/domain/languages';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { shopperAccess } from '../http/shopper-access';
import type { Logger } from '../log';
import { boxBuilderOffer } from '../services/products/box-builder';

export function boxBuilderRoutes(deps: { db: Database; logger: Logger }): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/box-builder', shopperAccess(deps), async (c) => {
    // Stock moves with every order, prices depend on the access header and names on the
    // language: never shared caches.
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', `X-Tress-Access, ${LANGUAGE_HEADER}`);
    return c.json(await boxBuilderOffer(deps.db, deps.logger, c.var.access.tier, c.var.language));
  });
}
