// GET/POST /api/admin/drops, PUT /api/admin/drops/{id}, POST /api/admin/drops/{id}/end
// (product.md §10, §14). Under /api/admin, which app.ts guards.
import { Hono } from 'hono';
import { dropInputSchema } from '@/domain/drops';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/errors';
import { validated } from '../http/validation';
import {
  createDrop,
  endDrop,
  findAdminDrop,
  listAdminDrops,
  updateDrop,
} from '../services/drops/admin';
import type { AdminRouteDeps } from './admin-orders';

function dropId(id: string | null): string {
  if (id === null) throw notFound('There is no such drop.');
  return id;
}

export function adminDropRoutes(deps: AdminRouteDeps): Hono<AppEnv> {
  const { db, logger } = deps;
  return new Hono<AppEnv>()
    .get('/admin/drops', async (c) => c.json({ items: await listAdminDrops(db) }))
    .post('/admin/drops', validated('json', dropInputSchema), async (c) =>
      c.json(await createDrop(db, logger, c.req.valid('json')), 201),
    )
    .get('/admin/drops/:id', validated('param', uuidParamsSchema), async (c) => {
      const drop = await findAdminDrop(db, dropId(c.req.valid('param').id));
      if (!drop) throw notFound('There is no such drop.');
      return c.json(drop);
    })
    .put(
      '/admin/drops/:id',
      validated('param', uuidParamsSchema),
      validated('json', dropInputSchema),
      async (c) =>
        c.json(await updateDrop(db, logger, dropId(c.req.valid('param').id), c.req.valid('json'))),
    )
    .post('/admin/drops/:id/end', validated('param', uuidParamsSchema), async (c) =>
      c.json(await endDrop(db, logger, dropId(c.req.valid('param').id))),
    );
}
