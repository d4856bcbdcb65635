// The shop's admins with a real Supabase project (issue 19), through its GoTrue admin API and the
// project's service-role key: list the users whose app_metadata.role is 'admin' (or whose
// address is in ADMIN_EMAILS), invite one (Supabase mails the invitation link itself), remove
// one (the role is taken away). Without the key the shop says what to do in the dashboard.
// The audit row is written in our database once Supabase has answered: the two systems share no
// transaction, so a failed write here would leave the change unrecorded (and is logged).
import {
  type AdminAccount,
  type AdminAccountList,
  type AdminMfaMode,
} from '@/domain/admin-accounts';
import { ERROR_CODES } from '@/domain/api-problem';
import type { Database } from '../db/client';
import type { AdminIdentity } from '../http/app-env';
import { AppError, notFound } from '../http/errors';
import type { Logger } from '../log';
import { recordAudit } from './audit';

export type SupabaseAdminsDeps = {
  db: Database;
  logger: Logger;
  supabaseUrl: string;
  /** SUPABASE_SERVICE_ROLE_KEY; undefined: admins are managed in the dashboard. */
  serviceKey: string | undefined;
  siteOrigin: string;
  adminEmails: ReadonlySet<string>;
  mfa: AdminMfaMode;
  fetch?: typeof fetch;
};

export const SUPABASE_DASHBOARD_INSTRUCTIONS =
  'Admins of this shop are Supabase users. To invite one, open your Supabase project → ' +
  'Authentication → Users → "Invite user"; then give them the admin role: in the SQL editor, ' +
  `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin"}' ` +
  "where email = 'their@address' (or add the address to the server's ADMIN_EMAILS). To remove " +
  'an admin, take the role away the same way or delete the user. Set SUPABASE_SERVICE_ROLE_KEY ' +
  'on the server to do all of this from this page instead.';

type GoTrueUser = {
  id: string;
  email?: string;
  last_sign_in_at?: string | null;
  invited_at?: string | null;
  email_confirmed_at?: string | null;
  app_metadata?: { role?: unknown };
  factors?: { status?: string }[];
};

function notConfigured(): AppError {
  return new AppError(
    ERROR_CODES.enum.ADMIN_API_NOT_CONFIGURED,
    409,
    SUPABASE_DASHBOARD_INSTRUCTIONS,
  );
}

export function supabaseAdmins(deps: SupabaseAdminsDeps) {
  const base = deps.supabaseUrl.replace(/\/+$/, '');
  const fetcher = deps.fetch ?? fetch;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const key = deps.serviceKey;
    if (!key) throw notConfigured();
    let response: Response;
    try {
      response = await fetcher(`${base}/auth/v1${path}`, {
        method,
        headers: {
          apikey: key,
          Authorization: `Bearer ${key}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      deps.logger.error('the Supabase admin API cannot be reached', { path, error });
      throw new AppError(ERROR_CODES.enum.INTERNAL, 502, 'Supabase did not answer; try again.');
    }
    const answer = (await response.json().catch(() => ({}))) as T & {
      error_code?: string;
      msg?: string;
    };
    if (response.status === 404) throw notFound('There is no such admin.');
    if (response.status === 422 && answer.error_code === 'email_exists')
      throw new AppError(
        ERROR_CODES.enum.ACCOUNT_EXISTS,
        409,
        'That address already has an account.',
      );
    if (!response.ok) {
      deps.logger.error('the Supabase admin API refused a call', {
        path,
        status: response.status,
        code: answer.error_code,
      });
      throw new AppError(
        ERROR_CODES.enum.INTERNAL,
        502,
        `Supabase refused the change (${answer.msg ?? response.status}).`,
      );
    }
    return answer;
  }

  const isAdmin = (user: GoTrueUser) =>
    user.app_metadata?.role === 'admin' ||
    (user.email !== undefined && deps.adminEmails.has(user.email.toLowerCase()));

  const accountOf = (user: GoTrueUser, caller: AdminIdentity): AdminAccount => ({
    id: user.id,
    email: user.email ?? '',
    status: user.invited_at && !user.last_sign_in_at ? 'invited' : 'active',
    lastSignInAt: user.last_sign_in_at ?? null,
    twoFactor: (user.factors ?? []).some((factor) => factor.status === 'verified'),
    invitedAt: user.invited_at ?? null,
    you: user.id === caller.userId,
  });

  async function allUsers(): Promise<GoTrueUser[]> {
    const users: GoTrueUser[] = [];
    for (let page = 1; page <= 50; page += 1) {
      const answer = await call<{ users?: GoTrueUser[] }>(
        'GET',
        `/admin/users?page=${page}&per_page=200`,
      );
      const batch = answer.users ?? [];
      users.push(...batch);
      if (batch.length < 200) break;
    }
    return users;
  }

  return {
    async list(caller: AdminIdentity): Promise<AdminAccountList> {
      if (!deps.serviceKey)
        return {
          admins: [
            {
              id: caller.userId,
              email: caller.email,
              status: 'active',
              lastSignInAt: null,
              twoFactor: caller.aal === 'aal2',
              invitedAt: null,
              you: true,
            },
          ],
          managedBy: 'supabase',
          instructions: SUPABASE_DASHBOARD_INSTRUCTIONS,
          mfa: deps.mfa,
        };
      const users = await allUsers();
      return {
        admins: users
          .filter(isAdmin)
          .map((user) => accountOf(user, caller))
          .sort((a, b) => a.email.localeCompare(b.email)),
        managedBy: 'supabase',
        instructions: null,
        mfa: deps.mfa,
      };
    },

    async invite(caller: AdminIdentity, email: string): Promise<AdminAccount> {
      const redirect = encodeURIComponent(`${deps.siteOrigin}/login`);
      const invited = await call<GoTrueUser>('POST', `/invite?redirect_to=${redirect}`, {
        email,
      });
      const user = await call<GoTrueUser>('PUT', `/admin/users/${invited.id}`, {
        app_metadata: { role: 'admin' },
      });
      await audit(deps, caller, {
        action: 'admin.invite',
        target: { type: 'admin', id: user.id, label: email },
        changes: [{ field: 'role', before: null, after: 'admin (invited)' }],
      });
      return accountOf(user, caller);
    },

    async remove(caller: AdminIdentity, id: string): Promise<{ id: string }> {
      if (id === caller.userId)
        throw new AppError(
          ERROR_CODES.enum.CANNOT_REMOVE_SELF,
          409,
          'You cannot remove your own admin account; ask another admin.',
        );
      const users = await allUsers();
      const admins = users.filter(isAdmin);
      const target = admins.find((user) => user.id === id);
      if (!target) throw notFound('There is no such admin.');
      if (target.email && deps.adminEmails.has(target.email.toLowerCase()))
        throw new AppError(
          ERROR_CODES.enum.CONFIGURED_ADMIN,
          409,
          `${target.email} is an admin through the server's ADMIN_EMAILS setting; remove it there.`,
        );
      if (admins.filter((user) => user.id !== id).length === 0)
        throw new AppError(
          ERROR_CODES.enum.LAST_ADMIN,
          409,
          'This is the last admin; invite another admin first.',
        );
      await call('PUT', `/admin/users/${id}`, { app_metadata: { role: null } });
      await audit(deps, caller, {
        action: 'admin.remove',
        target: { type: 'admin', id, label: target.email ?? null },
        changes: [{ field: 'role', before: 'admin', after: null }],
      });
      return { id };
    },
  };
}

async function audit(
  deps: SupabaseAdminsDeps,
  caller: AdminIdentity,
  record: Parameters<typeof recordAudit>[1],
): Promise<void> {
  try {
    await deps.db.transaction((tx) => recordAudit(tx, record));
  } catch (error) {
    deps.logger.error('a Supabase admin change was made but its audit row was not written', {
      action: record.action,
      actor: caller.email,
      error,
    });
    throw error;
  }
}
