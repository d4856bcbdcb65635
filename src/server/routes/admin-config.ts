// GET/PUT /api/config and POST /api/config/friends-family-key: every setting for admins,
// secrets included (product.md §3, §14). app.ts guards /api/config as a whole with requireAdmin.
// The public subset stays at GET /api/settings. Issue 19: the friends-and-family key, and the
// shop's company (its bank account and mail address) and friends-and-family salon, change only
// after a recent sign-in (403 REAUTHENTICATION_REQUIRED otherwise); other settings do not ask.
import { Hono } from 'hono';
import { configChangeSchema } from '@/domain/settings';
import { assertRecentSignIn, requireRecentSignIn } from '../http/admin-guard';
import type { AppEnv } from '../http/app-env';
import { validated } from '../http/validation';
import { changeConfig, readConfig, rotateFriendsFamilyKey } from '../services/admin-config';
import type { AdminRouteDeps } from './admin-orders';

/** The settings whose change needs a recent sign-in: where the money and the mail go. */
const SENSITIVE_SETTINGS = ['company', 'friendsFamilySalonId'] as const;

export function adminConfigRoutes(deps: AdminRouteDeps & { now?: () => Date }): Hono<AppEnv> {
  const { db, logger } = deps;
  const now = () => deps.now?.() ?? new Date();
  return new Hono<AppEnv>()
    .get('/config', async (c) => c.json(await readConfig(db, logger)))
    .put('/config', validated('json', configChangeSchema), async (c) => {
      const change = c.req.valid('json');
      if (SENSITIVE_SETTINGS.some((key) => change[key] !== undefined))
        assertRecentSignIn(c.var.admin, now());
      return c.json(await changeConfig(db, logger, change));
    })
    .post('/config/friends-family-key', requireRecentSignIn(now), async (c) =>
      c.json(await rotateFriendsFamilyKey(db, logger)),
    );
}
