// GET /api/admin/outbox: the mails the shop wrote, for support (product.md §2, §14);
// GET /api/admin/outbox/{id}: one of them with its designed HTML part, for the preview (issue 17).
import { Hono } from 'hono';
import { outboxQuerySchema } from '@/domain/admin';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/errors';
import { validated } from '../http/validation';
import { findOutboxMail, listOutbox } from '../services/admin-outbox';
import type { AdminRouteDeps } from './admin-orders';

export function adminOutboxRoutes(deps: Omit<AdminRouteDeps, 'logger'>): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/admin/outbox', validated('query', outboxQuerySchema), async (c) =>
      c.json(await listOutbox(deps.db, c.req.valid('query'))),
    )
    .get('/admin/outbox/:id', validated('param', uuidParamsSchema), async (c) => {
      const { id } = c.req.valid('param');
      const mail = id === null ? undefined : await findOutboxMail(deps.db, id);
      if (!mail) throw notFound('There is no such mail.');
      return c.json(mail);
    });
}
