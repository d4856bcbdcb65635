// The admin's side of /api/hairdressers (product.md §12, §15): the application list (with each
// approved salon's link), the decisions and new links. GET /api/hairdressers/{id} stays public
// (salon links, routes/salons.ts), so the guard sits on these exact routes and never on
// /hairdressers/*.
import { Hono, type MiddlewareHandler } from 'hono';
import { hairdresserDecisionSchema, hairdresserListQuerySchema } from '@/domain/salons';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import { requireRecentSignIn } from '../http/admin-guard';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import { validated } from '../http/validation';
import {
  approveApplication,
  listApplications,
  rejectApplication,
  rotateSalonLink,
} from '../services/salons/applications';
import type { AdminRouteDeps } from './admin-orders';

export function adminHairdresserRoutes(
  deps: AdminRouteDeps & {
    guard: MiddlewareHandler<AppEnv>;
    siteOrigin: string;
    now?: () => Date;
  },
): Hono<AppEnv> {
  const { db, logger, guard } = deps;
  // Issue 19: a new salon link is a sensitive change, made only after a recent sign-in.
  const recentSignIn = requireRecentSignIn(() => deps.now?.() ?? new Date());
  const idParam = validated('param', uuidParamsSchema);
  return (
    new Hono<AppEnv>()
      .get('/hairdressers', guard, validated('query', hairdresserListQuerySchema), async (c) =>
        c.json(await listApplications(db, logger, c.req.valid('query').status)),
      )
      .post('/hairdressers/:id/approve', guard, idParam, async (c) =>
        c.json(
          await approveApplication(db, logger, {
            id: c.req.valid('param').id ?? noSuchApplication(),
            origin: deps.siteOrigin,
          }),
        ),
      )
      // A new link for an approved salon; the old one stops working at once.
      .post('/hairdressers/:id/link', guard, recentSignIn, idParam, async (c) =>
        c.json(await rotateSalonLink(db, logger, c.req.valid('param').id ?? noSuchApplication())),
      )
      .post(
        '/hairdressers/:id/reject',
        guard,
        idParam,
        validated('json', hairdresserDecisionSchema),
        async (c) =>
          c.json(
            await rejectApplication(db, logger, {
              id: c.req.valid('param').id ?? noSuchApplication(),
              reason: c.req.valid('json').reason,
            }),
          ),
      )
  );
}

function noSuchApplication(): never {
  throw notFound('There is no such application.');
}
