// GET /api/admin/orders, GET /api/admin/orders/{id}, POST /api/admin/orders/{id}/status
// (product.md §14). Mounted under /api/admin, which app.ts guards as a whole with requireAdmin:
// no route here can forget it, and c.var.admin is always set.
import { Hono } from 'hono';
import { adminOrderListQuerySchema, orderStatusChangeSchema } from '@/domain/admin';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { changeOrderStatus } from '../services/admin-order-status';
import { findAdminOrder, listAdminOrders } from '../services/admin-orders';

export type AdminRouteDeps = { db: Database; logger: Logger };

export function adminOrderRoutes(deps: AdminRouteDeps): Hono<AppEnv> {
  const { db, logger } = deps;
  return new Hono<AppEnv>()
    .get('/admin/orders', validated('query', adminOrderListQuerySchema), async (c) =>
      c.json(await listAdminOrders(db, c.req.valid('query'))),
    )
    .get('/admin/orders/:id', async (c) => {
      const order = await findAdminOrder(db, c.req.param('id'));
      if (!order) throw new AppError('NOT_FOUND', 404, 'There is no such order.');
      return c.json(order);
    })
    .post(
      '/admin/orders/:id/status',

      validated('json', orderStatusChangeSchema),
      async (c) =>
        c.json(
          await changeOrderStatus(db, logger, {
            orderId: c.req.param('id'),
            change: c.req.valid('json'),
            actor: c.var.admin.email,
          }),
        ),
    );
}
