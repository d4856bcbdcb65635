// The shop's admins (issue 19) with the embedded auth: list them, invite one (an account without
// a usable password, and a single-use link in the outbox to choose one), remove one — never
// yourself, never the last admin who can sign in. Each change writes its audit row in its own
// transaction. With a real Supabase project, services/supabase-admins.ts does the same remotely.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  INVITATION_SECONDS,
  type AdminAccount,
  type AdminAccountList,
  type AdminMfaMode,
} from '@/domain/admin-accounts';
import { ERROR_CODES } from '@/domain/api-problem';
import { invitationMail } from '../auth/invitation-mail';
import { retireLinks } from '../auth/links';
import { hashPassword } from '../auth/passwords';
import { hashToken } from '../auth/sessions';
import type { Database } from '../db/client';
import { authRecovery, authUsers } from '../db/schema';
import type { AdminIdentity } from '../http/app-env';
import { AppError, notFound } from '../http/errors';
import type { Logger } from '../log';
import { recordAudit } from './audit';
import { queueEmail } from './outbox';

export type AdminUsersDeps = {
  db: Database;
  logger: Logger;
  /** SITE_URL: the invitation link is built on it, never on the request's host. */
  siteOrigin: string;
  /** ADMIN_EMAILS: admins whatever their account's role says. */
  adminEmails: ReadonlySet<string>;
  mfa: AdminMfaMode;
  now: () => Date;
};

type AccountRow = {
  id: string;
  email: string;
  lastSignInAt: Date | null;
  invitedAt: Date | null;
  twoFactor: boolean;
};

function isAdminWhere(adminEmails: ReadonlySet<string>) {
  const listed = [...adminEmails];
  return listed.length > 0
    ? or(eq(authUsers.role, 'admin'), inArray(authUsers.email, listed))
    : eq(authUsers.role, 'admin');
}

function accountOf(row: AccountRow, you: string): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    status: row.invitedAt ? 'invited' : 'active',
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    twoFactor: row.twoFactor,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    you: row.id === you,
  };
}

async function adminRows(db: Database, adminEmails: ReadonlySet<string>, onlyId?: string) {
  const where = isAdminWhere(adminEmails);
  return db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      lastSignInAt: authUsers.lastSignInAt,
      invitedAt: authUsers.invitedAt,
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, and a bare "id"
      // in the subquery would be the factor's own.
      twoFactor: sql<boolean>`exists (select 1 from auth_factors
        where auth_factors.user_id = auth_users.id and auth_factors.status = 'verified')`,
    })
    .from(authUsers)
    .where(onlyId ? and(where, eq(authUsers.id, onlyId)) : where)
    .orderBy(asc(authUsers.email));
}

export async function listAdmins(
  deps: AdminUsersDeps,
  caller: AdminIdentity,
): Promise<AdminAccountList> {
  const rows = await adminRows(deps.db, deps.adminEmails);
  return {
    admins: rows.map((row) => accountOf(row, caller.userId)),
    managedBy: 'shop',
    instructions: null,
    mfa: deps.mfa,
  };
}

/**
 * Invites `email` to be an admin. An address still waiting on an earlier invitation gets a new
 * link (the old ones stop working); any other existing account answers 409 ACCOUNT_EXISTS.
 */
export async function inviteAdmin(
  deps: AdminUsersDeps,
  caller: AdminIdentity,
  email: string,
): Promise<AdminAccount> {
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const link = new URL('/auth/v1/verify', deps.siteOrigin);
  link.search = new URLSearchParams({
    token,
    type: 'invite',
    redirect_to: `${deps.siteOrigin}/login`,
  }).toString();
  // No one knows this password: the account signs in only after choosing one through the link.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));

  const id = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(authUsers)
      .values({ email, passwordHash: unusable, role: 'admin', invitedAt: now })
      .onConflictDoNothing({ target: authUsers.email })
      .returning({ id: authUsers.id });
    let userId = created?.id;
    if (!userId) {
      const [existing] = await tx
        .select({ id: authUsers.id, role: authUsers.role, invitedAt: authUsers.invitedAt })
        .from(authUsers)
        .where(eq(authUsers.email, email))
        .for('update');
      if (!existing || existing.role !== 'admin' || existing.invitedAt === null)
        throw new AppError(
          ERROR_CODES.enum.ACCOUNT_EXISTS,
          409,
          `${email} already has an account here.`,
        );
      userId = existing.id;
      // A new invitation replaces the old: its links stop working.
      await retireLinks(tx, userId, 'invite', now);
      await tx.update(authUsers).set({ invitedAt: now }).where(eq(authUsers.id, userId));
    }
    await tx.insert(authRecovery).values({
      tokenHash: hashToken(token),
      userId,
      kind: 'invite',
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_SECONDS * 1000),
    });
    await queueEmail(tx, deps.logger, invitationMail(email, link.toString(), caller.email));
    await recordAudit(tx, {
      action: created ? 'admin.invite' : 'admin.reinvite',
      target: { type: 'admin', id: userId, label: email },
      changes: [
        { field: 'role', before: created ? null : 'admin (invited)', after: 'admin (invited)' },
      ],
    });
    return userId;
  });
  const [row] = await adminRows(deps.db, deps.adminEmails, id);
  if (!row) throw new Error(`invited admin ${id} not found`);
  return accountOf(row, caller.userId);
}

/**
 * Removes an admin's account (their sessions end with it). Never the caller's own, and never the
 * last admin who can sign in: the admin rows are locked first, so two admins removing each
 * other at once cannot both succeed.
 */
export async function removeAdmin(
  deps: AdminUsersDeps,
  caller: AdminIdentity,
  id: string,
): Promise<{ id: string }> {
  if (id === caller.userId)
    throw new AppError(
      ERROR_CODES.enum.CANNOT_REMOVE_SELF,
      409,
      'You cannot remove your own admin account; ask another admin.',
    );
  return deps.db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: authUsers.id, email: authUsers.email, invitedAt: authUsers.invitedAt })
      .from(authUsers)
      .where(isAdminWhere(deps.adminEmails))
      .orderBy(asc(authUsers.id))
      .for('update');
    // The caller may have been removed a moment ago by another admin: then they cannot remove.
    const callerListed = deps.adminEmails.has(caller.email.toLowerCase());
    if (!callerListed && !admins.some((admin) => admin.id === caller.userId))
      throw new AppError(ERROR_CODES.enum.FORBIDDEN, 403, 'This needs an admin account.');
    const target = admins.find((admin) => admin.id === id);
    if (!target) throw notFound('There is no such admin.');
    if (deps.adminEmails.has(target.email))
      throw new AppError(
        ERROR_CODES.enum.CONFIGURED_ADMIN,
        409,
        `${target.email} is an admin through the server's ADMIN_EMAILS setting; remove it there.`,
      );
    // Someone who can still sign in must remain (the caller may be one only through ADMIN_EMAILS).
    const remaining = admins.filter((admin) => admin.id !== id && admin.invitedAt === null);
    if (remaining.length === 0 && !callerListed)
      throw new AppError(
        ERROR_CODES.enum.LAST_ADMIN,
        409,
        'This is the last admin who can sign in; invite another admin first.',
      );
    await tx.delete(authUsers).where(eq(authUsers.id, id));
    await recordAudit(tx, {
      action: 'admin.remove',
      target: { type: 'admin', id, label: target.email },
      changes: [
        { field: 'role', before: target.invitedAt ? 'admin (invited)' : 'admin', after: null },
      ],
    });
    return { id };
  });
}
