// GET/PUT /auth/v1/user and POST /auth/v1/logout: the signed-in user, a password change, and
// sign-out in GoTrue's three scopes.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@/domain/credentials';
import { isStorableJson, text } from '@/domain/schema-blocks';
import { AUTH_LINK_KINDS, authSessions, authUsers } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { requireSession, type EmbeddedAuth } from './embedded-auth';
import { GoTrueError, validationFailed } from './gotrue-errors';
import { hashPassword, verifyPassword } from './passwords';
import { endSessions, openSessions } from './refresh';
import { recordAudit } from '../services/audit';
import { spendReauthenticationCode } from './account-routes';
import { hasVerifiedFactor, userFactors } from './factors';
import { retireLinks } from './links';
import { clearSignInFailures } from './sign-in-backoff';
import {
  findUserById,
  mergedMetadata,
  USER_METADATA_MAX_CHARACTERS,
  userJsonWithFactors,
} from './users';

// supabase-js also sends code_challenge fields; only what we support is read.
const userChange = z.object({
  password: text().optional(),
  email: text().optional(),
  /** A code from GET /reauthenticate: needed for a password change from an old sign-in. */
  nonce: text().optional(),
  /** Only the service role may write it (GoTrue's not_admin): never a user of the shop. */
  app_metadata: z.unknown().optional(),
  /** GoTrue's user_metadata change: merged in, a key set to null removed. */
  data: z
    .record(z.string(), z.json())
    .refine(isStorableJson, 'user_metadata holds characters or nesting that cannot be stored')
    .refine(
      (value) => JSON.stringify(value).length <= USER_METADATA_MAX_CHARACTERS,
      `user_metadata is limited to ${USER_METADATA_MAX_CHARACTERS} characters of JSON`,
    )
    .optional(),
});

const SCOPES = ['global', 'local', 'others'] as const;

/**
 * GoTrue's secure password change: a session opened longer ago than this needs a code from
 * GET /reauthenticate (the nonce) to change the password; a fresh sign-in does not.
 */
export const PASSWORD_CHANGE_SESSION_SECONDS = 24 * 60 * 60;

function assertStrongEnough(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new GoTrueError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      { weak_password: { reasons: ['length'] } },
    );
}

async function sessionAgeSeconds(auth: EmbeddedAuth, sessionId: string, now: Date) {
  const [session] = await auth.db
    .select({ createdAt: authSessions.createdAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return session ? (now.getTime() - session.createdAt.getTime()) / 1000 : Infinity;
}

export function userRoutes(auth: EmbeddedAuth): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/user', async (c) => {
      const caller = await requireSession(auth, c.req.header('Authorization'));
      const user = await findUserById(auth.db, caller.userId);
      if (!user)
        throw new GoTrueError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
      return c.json(await userJsonWithFactors(auth.db, user));
    })
    .put('/user', async (c) => {
      const caller = await requireSession(auth, c.req.header('Authorization'));
      const parsed = userChange.safeParse(await c.req.json());
      if (!parsed.success) throw validationFailed('Invalid user attributes');
      const user = await findUserById(auth.db, caller.userId);
      if (!user)
        throw new GoTrueError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
      const { password, nonce, data } = parsed.data;
      const metadata = data === undefined ? undefined : mergedMetadata(user.userMetadata, data);
      // GoTrue's order: the input itself, then who may change it, then how recently proven.
      const email = parsed.data.email?.trim().toLowerCase();
      if (email !== undefined && !z.email().safeParse(email).success)
        throw validationFailed('Unable to validate email address: invalid format');
      if (password !== undefined) assertStrongEnough(password);
      if (parsed.data.app_metadata !== undefined)
        throw new GoTrueError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
      const newEmail = email !== undefined && email !== user.email;

      // Issue 28: the password alone (an aal1 session) never changes the password or the
      // address of an account with a second factor: whoever stole it could lock the owner out.
      if (
        (password !== undefined || newEmail) &&
        caller.aal !== 'aal2' &&
        hasVerifiedFactor(await userFactors(auth.db, user.id))
      )
        throw new GoTrueError(
          401,
          'insufficient_aal',
          'AAL2 session is required to update email or password when MFA is enabled.',
        );
      if (newEmail)
        throw new GoTrueError(
          422,
          'email_address_not_authorized',
          'Changing the email address is not supported',
        );
      if (password === undefined) {
        if (metadata === undefined) return c.json(await userJsonWithFactors(auth.db, user));
        const [row] = await auth.db
          .update(authUsers)
          .set({ userMetadata: metadata, updatedAt: auth.now() })
          .where(eq(authUsers.id, user.id))
          .returning();
        return c.json(await userJsonWithFactors(auth.db, row ?? user));
      }

      const now = auth.now();
      if (
        nonce === undefined &&
        (await sessionAgeSeconds(auth, caller.sessionId, now)) > PASSWORD_CHANGE_SESSION_SECONDS
      )
        throw new GoTrueError(
          400,
          'reauthentication_needed',
          'Password update requires reauthentication',
        );
      if (nonce !== undefined && !(await spendReauthenticationCode(auth.db, user.id, nonce, now)))
        throw new GoTrueError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
      if (await verifyPassword(password, user.passwordHash))
        throw new GoTrueError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );

      const passwordHash = await hashPassword(password);
      const updated = await auth.db.transaction(async (tx) => {
        const [row] = await tx
          .update(authUsers)
          // A chosen password ends an invitation (issue 19): the account is active from now on.
          .set({
            passwordHash,
            updatedAt: now,
            invitedAt: null,
            ...(metadata !== undefined ? { userMetadata: metadata } : {}),
          })
          .where(eq(authUsers.id, user.id))
          .returning();
        await recordAudit(
          tx,
          {
            action: user.invitedAt ? 'auth.invitation-accept' : 'auth.password-change',
            target: { type: 'admin', id: user.id, label: user.email },
            changes: [{ field: 'password', before: 'hidden', after: 'hidden (new)' }],
          },
          { userId: user.id, email: user.email },
        );
        // A new password shuts out whoever else holds a session (the reason to change it, often),
        // and retires every link and code mailed for the old one (issue 28).
        await endSessions(tx, await openSessions(tx, user.id, caller.sessionId), now);
        for (const kind of AUTH_LINK_KINDS) await retireLinks(tx, user.id, kind, now);
        return row ?? user;
      });
      // The owner proved who they are: failed sign-ins before this start from nought.
      await clearSignInFailures(auth.db, user.email);
      return c.json(await userJsonWithFactors(auth.db, updated));
    })
    .post('/logout', async (c) => {
      const caller = await requireSession(auth, c.req.header('Authorization'));
      const scope = c.req.query('scope') ?? 'global';
      if (!(SCOPES as readonly string[]).includes(scope))
        throw validationFailed(`Unsupported logout scope ${JSON.stringify(scope)}`);
      const ended =
        scope === 'local'
          ? [caller.sessionId]
          : await openSessions(
              auth.db,
              caller.userId,
              scope === 'others' ? caller.sessionId : undefined,
            );
      await auth.db.transaction((tx) => endSessions(tx, ended, auth.now()));
      return c.body(null, 204);
    });
}
