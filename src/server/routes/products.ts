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

export function productRoutes(deps: {
  db: Database;
  logger: Logger;
  cache: AnswerCache;
}): Hono<AppEnv> {
  const { db, cache } = deps;
  // Access first (the cache keys on the tier), then a moment's cache, then ETags for misses.
  return new Hono<AppEnv>()
    .use('/products', shopperAccess(deps), cache.middleware, revalidated())
    .use('/products/*', shopperAccess(deps), cache.middleware, revalidated())
    .get('/products', validated('query', productListQuerySchema), async (c) => {
      const page = await listProducts(db, c.req.valid('query'), c.var.access.tier);
      return c.json(page);
    })
    .get('/products/:id', validated('param', productIdParamsSchema), async (c) => {
      const { id } = c.req.valid('param');
      const product = id === null ? undefined : await findProduct(db, id, c.var.access.tier);
      if (!product) throw notFound('There is no such product for sale.');
      return c.json(product);
    });
}
