// The admin's catalog (product.md §14): list and read every product, create, update, archive and
// restore. Each write clears the catalog answer cache, so the shop shows the change at once.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { adminProductListQuerySchema, productInputSchema } from '@/domain/admin';
import type { Product } from '@/domain/products';
import type { AnswerCache } from '../http/answer-cache';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { validated } from '../http/validation';
import {
  createProduct,
  findAdminProduct,
  listAdminProducts,
  setProductActive,
  updateProduct,
} from '../services/admin-products';
import type { AdminRouteDeps } from './admin-orders';

/** Product ids are positive Postgres integers; anything else names no product. */
const LARGEST_ID = 2_147_483_647;

export function adminProductRoutes(deps: AdminRouteDeps & { cache: AnswerCache }): Hono<AppEnv> {
  const { db, cache } = deps;
  // After the write committed: a shopper asking in between gets the old answer, never a mix.
  const written = (c: Context<AppEnv>, product: Product, status: 200 | 201 = 200) => {
    cache.clear();
    return c.json(product, status);
  };
  const activeSetter =
    (active: boolean): MiddlewareHandler<AppEnv> =>
    async (c) =>
      written(c, await setProductActive(db, idOf(c), active));

  return new Hono<AppEnv>()
    .get('/admin/products', validated('query', adminProductListQuerySchema), async (c) =>
      c.json(await listAdminProducts(db, c.req.valid('query'))),
    )
    .get('/admin/products/:id', async (c) => {
      const product = await findAdminProduct(db, idOf(c));
      if (!product) throw notFound();
      return c.json(product);
    })
    .post('/admin/products', validated('json', productInputSchema), async (c) =>
      written(c, await createProduct(db, c.req.valid('json')), 201),
    )
    .put('/admin/products/:id', validated('json', productInputSchema), async (c) =>
      written(c, await updateProduct(db, idOf(c), c.req.valid('json'))),
    )
    .post('/admin/products/:id/archive', activeSetter(false))
    .post('/admin/products/:id/restore', activeSetter(true));
}

/** "12" → 12; anything that cannot be a product id is a 404, as for the shop's own routes. */
function idOf(c: Context<AppEnv>): number {
  const text = c.req.param('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!(id <= LARGEST_ID)) throw notFound();
  return id;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 404, 'There is no such product.');
}
