// GET /api/products and GET /api/products/{id}: the shop's products, priced for the shopper.
import { Hono } from 'hono';
import { productListQuerySchema } from '@/domain/products';
import type { Database } from '../db/client';
import type { AnswerCache } from '../http/answer-cache';
import type { AppEnv } from '../http/app-env';
import { revalidated } from '../http/conditional';
import { AppError } from '../http/errors';
import { shopperAccess } from '../http/shopper-access';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { findProduct, listProducts } from '../services/products';

/** Product ids are positive Postgres integers; anything else names no product. */
const LARGEST_ID = 2_147_483_647;

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
    .get('/products/:id', async (c) => {
      const id = productId(c.req.param('id'));
      const product = id === undefined ? undefined : await findProduct(db, id, c.var.access.tier);
      if (!product) throw new AppError('NOT_FOUND', 404, 'There is no such product for sale.');
      return c.json(product);
    });
}

/** "12" → 12; "abc", "1.5", "007" or a number beyond any id → undefined (a 404, not a 400). */
function productId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= LARGEST_ID ? id : undefined;
}
