// POST /auth/v1/token: password sign-in and refresh-token exchange (supabase-js
// signInWithPassword and its automatic refresh).
import { eq } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { text } from '@/domain/schema-blocks';
import { authUsers } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { rateLimited } from '../http/rate-limit';
import { changedFields, recordAudit } from '../services/audit';
import { GoTrueError, invalidCredentials, validationFailed } from './gotrue-errors';
import type { EmbeddedAuth } from './embedded-auth';
import { spendPasswordCheck, verifyPassword } from './passwords';
import { refreshSession } from './refresh';
import { sessionTokens, startSession } from './sessions';
import { findUserByEmail, userJsonWithFactors, type AuthUser } from './users';

// text(): an email or password with NUL or a lone surrogate is refused before any lookup.
const passwordGrant = z.object({ email: text().trim().min(1), password: text().min(1) });
const refreshGrant = z.object({ refresh_token: text().min(1) });

export function tokenRoutes(auth: EmbeddedAuth): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/token', signInLimit(auth), async (c) => {
    const grant = c.req.query('grant_type');
    const body: unknown = await c.req.json();
    if (grant === 'password') {
      const parsed = passwordGrant.safeParse(body);
      if (!parsed.success) throw validationFailed('missing email or password');
      const user = await checkPassword(auth, parsed.data.email, parsed.data.password);
      return c.json(await signIn(auth, user, 'password'));
    }
    if (grant === 'refresh_token') {
      const parsed = refreshGrant.safeParse(body);
      if (!parsed.success)
        throw new GoTrueError(400, 'refresh_token_not_found', 'Refresh token is required');
      const key = await auth.signingKey();
      const refreshed = await refreshSession(auth.db, key, parsed.data.refresh_token, auth.now());
      const tokens = await sessionTokens(
        key,
        refreshed.user,
        refreshed.sessionId,
        refreshed.refreshToken,
        new Date(),
        refreshed.assurance,
      );
      return c.json({ ...tokens, user: await userJsonWithFactors(auth.db, refreshed.user) });
    }
    throw new GoTrueError(400, 'validation_failed', 'unsupported_grant_type');
  });
}

/** product.md §16: 10 password sign-ins per minute and address; refreshes are not counted. */
function signInLimit(auth: EmbeddedAuth): MiddlewareHandler<AppEnv> {
  const limit = rateLimited(
    auth.db,
    { name: 'sign-in', limit: auth.signInsPerMinute, windowSeconds: 60 },
    auth.now,
  );
  return (c, next) => (c.req.query('grant_type') === 'password' ? limit(c, next) : next());
}

async function checkPassword(
  auth: EmbeddedAuth,
  email: string,
  password: string,
): Promise<AuthUser> {
  const user = await findUserByEmail(auth.db, email);
  if (!user) {
    await spendPasswordCheck(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(password, user.passwordHash))) throw invalidCredentials();
  return user;
}

/**
 * A new session for a user who proved who they are (password or recovery link). Given `method`
 * (how they proved it), the sign-in is written to the audit log (issue 19) in the session's own
 * transaction, with the user as its actor — every account's, admin or staff: each can reach the
 * shop's data, so each sign-in is worth a line.
 */
/** How a user proved who they are, as the audit log words it. */
export type SignInMethod = 'password' | 'recovery link' | 'invitation link';

export async function signIn(auth: EmbeddedAuth, user: AuthUser, method: SignInMethod) {
  const now = auth.now();
  const key = await auth.signingKey();
  const { signedIn, sessionId, refreshToken } = await auth.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(authUsers)
      .set({ lastSignInAt: now })
      .where(eq(authUsers.id, user.id))
      .returning();
    const session = await startSession(tx, key, user.id, now);
    await recordAudit(
      tx,
      {
        action: 'auth.sign-in',
        target: { type: 'session', id: session.sessionId, label: user.email },
        changes: [
          { field: 'method', before: null, after: method },
          ...changedFields({ lastSignInAt: user.lastSignInAt }, { lastSignInAt: now }),
        ],
      },
      { userId: user.id, email: user.email },
    );
    return { signedIn: updated, ...session };
  });
  const tokens = await sessionTokens(key, user, sessionId, refreshToken, new Date());
  return { ...tokens, user: await userJsonWithFactors(auth.db, signedIn ?? user) };
}
