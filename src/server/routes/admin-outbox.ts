// GET /api/admin/outbox: the mails the shop wrote, for support (product.md §2, §14).
import { Hono } from 'hono';
import { outboxQuerySchema } from '@/domain/admin';
import type { AppEnv } from '../http/app-env';
import { validated } from '../http/validation';
import { listOutbox } from '../services/admin-outbox';
import type { AdminRouteDeps } from './admin-orders';

export function adminOutboxRoutes(deps: Omit<AdminRouteDeps, 'logger'>): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/admin/outbox', validated('query', outboxQuerySchema), async (c) =>
    c.json(await listOutbox(deps.db, c.req.valid('query'))),
  );
}
