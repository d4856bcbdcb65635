// GET/PUT /auth/v1/user and POST /auth/v1/logout: the signed-in user, a password change, and
// sign-out in GoTrue's three scopes.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@/domain/credentials';
import { text } from '@/domain/schema-blocks';
import { authUsers } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { requireSession, type EmbeddedAuth } from './embedded-auth';
import { GoTrueError, validationFailed } from './gotrue-errors';
import { hashPassword, verifyPassword } from './passwords';
import { endSessions, openSessions } from './refresh';
import { recordAudit } from '../services/audit';
import { spendReauthenticationCode } from './account-routes';
import { findUserById, userJsonWithFactors } from './users';

// supabase-js also sends code_challenge fields and `data`; only what we support is read.
const userChange = z.object({
  password: text().optional(),
  email: text().optional(),
  /** A code from GET /reauthenticate: optional, but when given it must be right. */
  nonce: text().optional(),
});

const SCOPES = ['global', 'local', 'others'] as const;

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
      const { password, email } = parsed.data;
      if (email !== undefined && email.trim().toLowerCase() !== user.email)
        throw new GoTrueError(
          422,
          'email_address_not_authorized',
          'Changing the email address is not supported',
        );
      if (password === undefined) return c.json(await userJsonWithFactors(auth.db, user));

      if (password.length < MIN_PASSWORD_LENGTH)
        throw new GoTrueError(
          422,
          'weak_password',
          `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
          { weak_password: { reasons: ['length'] } },
        );
      if (
        parsed.data.nonce !== undefined &&
        !(await spendReauthenticationCode(auth.db, user.id, parsed.data.nonce, auth.now()))
      )
        throw new GoTrueError(
          422,
          'reauthentication_not_valid',
          'Verification code is invalid or has expired: ask for a new one',
        );
      if (await verifyPassword(password, user.passwordHash))
        throw new GoTrueError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );

      const now = auth.now();
      const passwordHash = await hashPassword(password);
      const updated = await auth.db.transaction(async (tx) => {
        const [row] = await tx
          .update(authUsers)
          // A chosen password ends an invitation (issue 19): the account is active from now on.
          .set({ passwordHash, updatedAt: now, invitedAt: null })
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
        // A new password shuts out whoever else holds a session (the reason to change it, often).
        await endSessions(tx, await openSessions(tx, user.id, caller.sessionId), now);
        return row ?? user;
      });
      return c.json(await userJsonWithFactors(auth.db, updated));
    })
    .post('/logout', async (c) => {
      const caller = await requireSession(auth, c.req.header('Authorization'));
      const scope = c.req.query('scope') ?? 'global';
      if (!(SCOPES as readonly string[]).includes(scope))
        throw validationFailed('scope must be one of global, local, others');
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
