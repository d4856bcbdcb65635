import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MFA_MODES,
  type AdminAccount,
  type AdminAccountList,
  type AdminInvite,
} from '@/domain/admin-accounts';
import { getJson, sendJson } from '@/web/lib/api-client';
import {
  isBoolean,
  isString,
  listOf,
  nullable,
  oneOf,
  reader,
  shape,
} from '@/web/lib/payload-checks';
import { auditKeys } from './admin-audit';
import { adminKeys } from './admin-keys';
import { adminMutationRetry, adminQueryRetry } from './admin-request';

// The shop's admins (issue 19): who they are, inviting one, removing one. The answers are typed
// by src/domain/admin-accounts.ts and read through light checks of every field the tab shows.

export const adminUserKeys = {
  all: () => [...adminKeys.all, 'users'] as const,
  list: () => [...adminUserKeys.all(), 'list'] as const,
};

const isAdminAccount = shape<AdminAccount>({
  id: isString,
  email: isString,
  status: oneOf(['active', 'invited'] as const),
  lastSignInAt: nullable(isString),
  twoFactor: isBoolean,
  invitedAt: nullable(isString),
  you: isBoolean,
});

const readAdminAccount = reader(isAdminAccount, 'an admin');
const readAdminAccounts = reader(
  shape<AdminAccountList>({
    admins: listOf(isAdminAccount),
    managedBy: oneOf(['shop', 'supabase'] as const),
    instructions: nullable(isString),
    mfa: oneOf(ADMIN_MFA_MODES),
  }),
  'the admins',
);
const readRemoved = reader(shape<{ id: string }>({ id: isString }), 'the removed admin');

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** GET /api/admin/users: the admins, where they are managed, and whether two-factor is required. */
export function adminUsersQuery() {
  return queryOptions({
    queryKey: adminUserKeys.list(),
    queryFn: ({ signal }) => getJson('/api/admin/users', readAdminAccounts, signal),
    retry: adminQueryRetry,
    // An invited admin becomes active when they choose a password, elsewhere.
    staleTime: 30_000,
  });
}

/** The admins and the activity log change together: each change writes an audit row. */
function useRefreshAdmins() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminUserKeys.all() }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all() }),
    ]);
}

/**
 * POST /api/admin/users {email} → 201 the invited admin (a single-use link goes out by mail);
 * 400 VALIDATION_FAILED, 409 ACCOUNT_EXISTS, 409/501 ADMIN_API_NOT_CONFIGURED.
 */
export function useInviteAdmin() {
  const refresh = useRefreshAdmins();
  return useMutation({
    mutationFn: (invite: AdminInvite) =>
      sendJson('POST', '/api/admin/users', readAdminAccount, invite),
    retry: adminMutationRetry,
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/users/:id → {id}; 409 CANNOT_REMOVE_SELF, 409 LAST_ADMIN, 404. */
export function useRemoveAdmin() {
  const refresh = useRefreshAdmins();
  return useMutation({
    mutationFn: (id: string) => sendJson('DELETE', userPath(id), readRemoved),
    retry: adminMutationRetry,
    // A 404 means someone else removed them already: the list is refreshed either way.
    onSettled: refresh,
  });
}
