// The admin's catalog (product.md §14): list and read every product, create, update, archive and
// restore. Each write clears the catalog answer cache, so the shop shows the change at once. The
// admin stays English; its answers carry the product's other languages as `translations`.
import { Hono, type Context } from 'hono';
import { createFactory } from 'hono/factory';
import { adminProductListQuerySchema } from '@/domain/admin';
import { productInputSchema } from '@/domain/product-input';
import type { AdminProduct } from '@/domain/product-translations';
import { productIdParamsSchema } from '@/domain/schema-blocks';
import type { AnswerCache } from '../http/answer-cache';
import type { AppEnv } from '../http/app-env';
import { notFound, type AppError } from '../http/errors';
import { validated } from '../http/validation';
import {
  createProduct,
  findAdminProduct,
  listAdminProducts,
  setProductActive,
  updateProduct,
} from '../services/products/admin';
import type { AdminRouteDeps } from './admin-orders';

const factory = createFactory<AppEnv>();

export function adminProductRoutes(deps: AdminRouteDeps & { cache: AnswerCache }): Hono<AppEnv> {
  const { db, cache } = deps;
  // After the write committed: a shopper asking in between gets the old answer, never a mix.
  const written = (c: Context<AppEnv>, product: AdminProduct, status: 200 | 201 = 200) => {
    cache.clear();
    return c.json(product, status);
  };
  const idParam = validated('param', productIdParamsSchema);
  const activeSetter = (active: boolean) =>
    factory.createHandlers(idParam, async (c) =>
      written(c, await setProductActive(db, found(c.req.valid('param').id), active)),
    );

  return new Hono<AppEnv>()
    .get('/admin/products', validated('query', adminProductListQuerySchema), async (c) =>
      c.json(await listAdminProducts(db, c.req.valid('query'))),
    )
    .get('/admin/products/:id', idParam, async (c) => {
      const product = await findAdminProduct(db, found(c.req.valid('param').id));
      if (!product) throw noSuchProduct();
      return c.json(product);
    })
    .post('/admin/products', validated('json', productInputSchema), async (c) =>
      written(c, await createProduct(db, c.req.valid('json')), 201),
    )
    .put('/admin/products/:id', idParam, validated('json', productInputSchema), async (c) =>
      written(c, await updateProduct(db, found(c.req.valid('param').id), c.req.valid('json'))),
    )
    .post('/admin/products/:id/archive', ...activeSetter(false))
    .post('/admin/products/:id/restore', ...activeSetter(true));
}

/** A product id the param schema read; one that names no product is a 404, as in the shop. */
function found(id: number | null): number {
  if (id === null) throw noSuchProduct();
  return id;
}

function noSuchProduct(): AppError {
  return notFound('There is no such product.');
}
