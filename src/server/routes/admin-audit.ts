// GET /api/admin/audit (issue 19): the audit log, newest first, filtered by actor, action,
// target and days, paged. Read only: no route changes or deletes a row, and the table's trigger
// refuses UPDATE and DELETE. Under /api/admin, which app.ts guards as a whole.
import { Hono } from 'hono';
import { auditQuerySchema } from '@/domain/admin-accounts';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { validated } from '../http/validation';
import { listAudit } from '../services/audit';

export function adminAuditRoutes(deps: { db: Database }): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/admin/audit', validated('query', auditQuerySchema), async (c) =>
    c.json(await listAudit(deps.db, c.req.valid('query'))),
  );
}
