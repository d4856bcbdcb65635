// GET /api/admin/orders, GET /api/admin/orders/{id}, POST /api/admin/orders/{id}/status
// (product.md §14; shipping takes an optional carrier and tracking number, issue 17),
// POST /api/admin/orders/{id}/refund (issue 31: the money back through the provider that took it). Mounted under /api/admin, which app.ts guards as a whole with requireAdmin:
// no route here can forget it, and c.var.admin is always set.
import { Hono } from 'hono';
import { adminOrderListQuerySchema } from '@/domain/admin';
import { orderRefundSchema, orderStatusChangeSchema } from '@/domain/order-status';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/errors';
import { validated } from '../http/validation';
import type { Logger } from '../log';
import { changeOrderStatus } from '../services/orders/status';
import { findAdminOrder, listAdminOrders } from '../services/orders/admin';
import type { PaymentProvider } from '../services/payments/provider';
import { refundOrder } from '../services/payments/refunds';

export type AdminRouteDeps = { db: Database; logger: Logger };

/** `siteOrigin` (SITE_URL) builds the link to the order in the shipping mail, never the request. */
export function adminOrderRoutes(
  deps: AdminRouteDeps & { siteOrigin: string; provider: PaymentProvider },
): Hono<AppEnv> {
  const { db, logger, siteOrigin } = deps;
  return new Hono<AppEnv>()
    .get('/admin/orders', validated('query', adminOrderListQuerySchema), async (c) =>
      c.json(await listAdminOrders(db, c.req.valid('query'))),
    )
    .get('/admin/orders/:id', validated('param', uuidParamsSchema), async (c) => {
      const { id } = c.req.valid('param');
      const order = id === null ? undefined : await findAdminOrder(db, id);
      if (!order) noSuchOrder();
      return c.json(order);
    })
    .post(
      '/admin/orders/:id/status',
      validated('param', uuidParamsSchema),
      validated('json', orderStatusChangeSchema),
      async (c) =>
        c.json(
          await changeOrderStatus(db, logger, {
            orderId: c.req.valid('param').id ?? noSuchOrder(),
            change: c.req.valid('json'),
            actor: c.var.admin.email,
            siteOrigin,
          }),
        ),
    )
    .post(
      '/admin/orders/:id/refund',
      validated('param', uuidParamsSchema),
      validated('json', orderRefundSchema),
      async (c) =>
        c.json(
          await refundOrder(deps, {
            orderId: c.req.valid('param').id ?? noSuchOrder(),
            actor: c.var.admin.email,
            note: c.req.valid('json').note,
          }),
        ),
    );
}

function noSuchOrder(): never {
  throw notFound('There is no such order.');
}
