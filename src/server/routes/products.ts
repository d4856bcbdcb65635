// GET /api/products and GET /api/products/{id}: the shop's products, priced for the shopper.
import { Hono } from 'hono';
import { productListQuerySchema } from '@/domain/products';
import { productIdParamsSchema } from '@/domain/schema-blocks';
import type { Database } from '../db/client';
import type { AnswerCache } from '../http/answer-cache';
import type { AppEnv } from '../http/app-env';
import { revalidated } from '../http/conditional';
import { notFound } from '../http/errors';
import { shopperAccess } from '../http/shopper-access';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { findProduct, listProducts } from '../services/products/shop';
import { countSearchMisses, SEARCH_MISS_HEADER } from './search';

export function productRoutes(deps: {
  db: Database;
  logger: Logger;
  cache: AnswerCache;
  now?: () => Date;
}): Hono<AppEnv> {
  const { db, cache } = deps;
  // Access first (the cache keys on the tier and the language), then a moment's cache, then
  // ETags for misses. Names and descriptions come in the request's language (issue 30).
  const conditional = revalidated({ byLanguage: true });
  return (
    new Hono<AppEnv>()
      // Searches that found nothing are counted outside the cache, so a cached answer counts too.
      .use('/products', countSearchMisses(deps), shopperAccess(deps), cache.middleware, conditional)
      .use('/products/*', shopperAccess(deps), cache.middleware, conditional)
      .get('/products', validated('query', productListQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const page = await listProducts(db, query, c.var.access.tier, c.var.language);
        // A search that found nothing (issue 32); counted by countSearchMisses.
        if (query.q && query.page === 1 && page.total === 0) {
          c.header(SEARCH_MISS_HEADER, encodeURIComponent(query.q));
        }
        return c.json(page);
      })
      .get('/products/:id', validated('param', productIdParamsSchema), async (c) => {
        const { id } = c.req.valid('param');
        const product =
          id === null ? undefined : await findProduct(db, id, c.var.access.tier, c.var.language);
        if (!product) throw notFound('There is no such product for sale.');
        return c.json(product);
      })
  );
}
