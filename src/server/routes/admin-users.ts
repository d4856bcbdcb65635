// The shop's admins (issue 19): GET /api/admin/users lists them; POST invites one by email and
// DELETE /api/admin/users/:id removes one. Inviting and removing are sensitive: they need a
// sign-in or code within the last 10 minutes (requireRecentSignIn). app.ts guards /api/admin/*.
import { Hono } from 'hono';
import { adminInviteSchema, type AdminMfaMode } from '@/domain/admin-accounts';
import { uuidParamsSchema } from '@/domain/schema-blocks';
import type { AppEnv } from '../http/app-env';
import { requireRecentSignIn } from '../http/admin-guard';
import { notFound } from '../http/errors';
import { validated } from '../http/validation';
import { inviteAdmin, listAdmins, removeAdmin } from '../services/admin-users';
import { supabaseAdmins } from '../services/supabase-admins';
import type { AdminRouteDeps } from './admin-orders';

export type AdminUsersRouteDeps = AdminRouteDeps & {
  siteOrigin: string;
  adminEmails: ReadonlySet<string>;
  mfa: AdminMfaMode;
  now: () => Date;
  /** A real Supabase project: its admins are managed through its admin API. */
  supabase?: { url: string; serviceKey: string | undefined; fetch?: typeof fetch } | undefined;
};

export function adminUserRoutes(deps: AdminUsersRouteDeps): Hono<AppEnv> {
  const directory = deps.supabase
    ? supabaseAdmins({
        ...deps,
        supabaseUrl: deps.supabase.url,
        serviceKey: deps.supabase.serviceKey,
        fetch: deps.supabase.fetch,
      })
    : {
        list: listAdmins.bind(null, deps),
        invite: inviteAdmin.bind(null, deps),
        remove: removeAdmin.bind(null, deps),
      };
  const recent = requireRecentSignIn(deps.now);
  return new Hono<AppEnv>()
    .get('/admin/users', async (c) => c.json(await directory.list(c.var.admin)))
    .post('/admin/users', validated('json', adminInviteSchema), recent, async (c) =>
      c.json(await directory.invite(c.var.admin, c.req.valid('json').email), 201),
    )
    .delete('/admin/users/:id', validated('param', uuidParamsSchema), recent, async (c) => {
      const id = c.req.valid('param').id;
      if (id === null) throw notFound('There is no such admin.');
      return c.json(await directory.remove(c.var.admin, id));
    });
}
