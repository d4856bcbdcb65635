// GET/PUT /api/config and POST /api/config/friends-family-key: every setting for admins,
// secrets included (product.md §3, §14). app.ts guards /api/config as a whole with requireAdmin.
// The public subset stays at GET /api/settings.
import { Hono } from 'hono';
import { configChangeSchema } from '@/domain/settings';
import type { AppEnv } from '../http/app-env';
import { validated } from '../http/validation';
import { changeConfig, readConfig, rotateFriendsFamilyKey } from '../services/admin-config';
import type { AdminRouteDeps } from './admin-orders';

export function adminConfigRoutes(deps: AdminRouteDeps): Hono<AppEnv> {
  const { db, logger } = deps;
  return new Hono<AppEnv>()
    .get('/config', async (c) => c.json(await readConfig(db, logger)))
    .put('/config', validated('json', configChangeSchema), async (c) =>
      c.json(await changeConfig(db, logger, c.req.valid('json'))),
    )
    .post('/config/friends-family-key', async (c) =>
      c.json(await rotateFriendsFamilyKey(db, logger)),
    );
}
