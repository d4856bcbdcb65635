// The admin's side of /api/hairdressers (product.md §12, §15): the application list and the
// decisions. GET /api/hairdressers/{id} stays public (salon links, routes/salons.ts), so the
// guard sits on these exact routes and never on /hairdressers/*.
import { Hono, type MiddlewareHandler } from 'hono';
import { hairdresserDecisionSchema, hairdresserListQuerySchema } from '@/domain/admin';
import type { AppEnv } from '../http/app-env';
import { shopOrigin } from '../http/shop-origin';
import { validated } from '../http/validation';
import {
  approveApplication,
  listApplications,
  rejectApplication,
} from '../services/admin-hairdressers';
import type { AdminRouteDeps } from './admin-orders';

export function adminHairdresserRoutes(
  deps: AdminRouteDeps & { guard: MiddlewareHandler<AppEnv>; trustProxy: boolean },
): Hono<AppEnv> {
  const { db, logger, guard } = deps;
  return new Hono<AppEnv>()
    .get('/hairdressers', guard, validated('query', hairdresserListQuerySchema), async (c) =>
      c.json(await listApplications(db, c.req.valid('query').status)),
    )
    .post('/hairdressers/:id/approve', guard, async (c) =>
      c.json(
        await approveApplication(db, logger, {
          id: c.req.param('id'),
          origin: shopOrigin(c, deps.trustProxy),
        }),
      ),
    )
    .post(
      '/hairdressers/:id/reject',
      guard,
      validated('json', hairdresserDecisionSchema),
      async (c) =>
        c.json(
          await rejectApplication(db, logger, {
            id: c.req.param('id'),
            reason: c.req.valid('json').reason,
          }),
        ),
    );
}
