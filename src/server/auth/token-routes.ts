// POST /auth/v1/token: password sign-in and refresh-token exchange (supabase-js
// signInWithPassword and its automatic refresh).
import { eq } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { text } from '@/domain/schema-blocks';
import { authUsers, type AuthMethodReference } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { rateLimited } from '../http/rate-limit';
import { changedFields, recordAudit } from '../services/audit';
import { GoTrueError, invalidCredentials, validationFailed } from './gotrue-errors';
import type { EmbeddedAuth } from './embedded-auth';
import { spendPasswordCheck, verifyPassword } from './passwords';
import { refreshSession } from './refresh';
import { clearSignInFailures, takeSignInAttempt } from './sign-in-backoff';
import { sessionTokens, startSession } from './sessions';
import { findUserByEmail, userJsonWithFactors, type AuthUser } from './users';

// text(): an email or password with NUL or a lone surrogate is refused before any lookup.
const passwordGrant = z.object({
  email: text().trim().optional(),
  phone: text().trim().optional(),
  password: text().optional(),
});
const refreshGrant = z.object({ refresh_token: text().min(1) });
const pkceGrant = z.object({ auth_code: text().optional(), code_verifier: text().optional() });

export function tokenRoutes(auth: EmbeddedAuth): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/token', grantLimits(auth), async (c) => {
    const grant = c.req.query('grant_type');
    const body: unknown = await c.req.json();
    if (grant === 'password') {
      const parsed = passwordGrant.safeParse(body);
      if (!parsed.success) throw validationFailed('missing email or phone');
      const { email, phone, password = '' } = parsed.data;
      if (!email) {
        if (phone)
          throw new GoTrueError(422, 'phone_provider_disabled', 'Phone logins are disabled');
        throw validationFailed('missing email or phone');
      }
      // An empty password is a wrong one, as GoTrue checks it: counted like any other guess.
      const user = await checkPassword(auth, email, password, c.get('clientAddress'));
      return c.json(await signIn(auth, user, 'password'));
    }
    if (grant === 'pkce') {
      // No PKCE flow is ever started here (the web uses the implicit flow): GoTrue's answers
      // to a request without its parts, and to a code it does not know.
      const parsed = pkceGrant.safeParse(body);
      if (!parsed.success || !parsed.data.auth_code || !parsed.data.code_verifier)
        throw validationFailed(
          'invalid request: both auth code and code verifier should be non-empty',
        );
      throw new GoTrueError(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      );
    }
    if (grant === 'refresh_token') {
      const parsed = refreshGrant.safeParse(body);
      if (!parsed.success)
        throw new GoTrueError(400, 'refresh_token_not_found', 'Refresh token is required');
      const key = await auth.signingKey();
      const refreshed = await refreshSession(auth.db, key, parsed.data.refresh_token, auth.now());
      const tokens = await sessionTokens(
        key,
        auth.issuer,
        refreshed.user,
        refreshed.sessionId,
        refreshed.refreshToken,
        new Date(),
        refreshed.assurance,
      );
      return c.json({ ...tokens, user: await userJsonWithFactors(auth.db, refreshed.user) });
    }
    throw new GoTrueError(400, 'invalid_credentials', 'unsupported_grant_type');
  });
}

/** GoTrue's RATE_LIMIT_TOKEN_REFRESH: 150 refreshes per address in 5 minutes. */
export const REFRESHES_PER_FIVE_MINUTES = 150;

/**
 * product.md §16: 10 password sign-ins per minute and address; refreshes apart, at GoTrue's
 * limit (two tabs refreshing every hour are far below it; a script trying tokens is not).
 */
function grantLimits(auth: EmbeddedAuth): MiddlewareHandler<AppEnv> {
  const signIns = rateLimited(
    auth.db,
    { name: 'sign-in', limit: auth.signInsPerMinute, windowSeconds: 60 },
    auth.now,
  );
  const refreshes = rateLimited(
    auth.db,
    { name: 'token-refresh', limit: REFRESHES_PER_FIVE_MINUTES, windowSeconds: 300 },
    auth.now,
  );
  return (c, next) => {
    const grant = c.req.query('grant_type');
    if (grant === 'password') return signIns(c, next);
    if (grant === 'refresh_token') return refreshes(c, next);
    return next();
  };
}

/**
 * The password check, inside the account's back-off (sign-in-backoff.ts): an attempt is taken
 * before the password is looked at, and a wrong password of a real account is written to the
 * audit log with the address it came from and what it started.
 */
async function checkPassword(
  auth: EmbeddedAuth,
  email: string,
  password: string,
  address: string,
): Promise<AuthUser> {
  const now = auth.now();
  const attempt = await takeSignInAttempt(auth.db, email, now);
  if (!attempt.allowed)
    throw new GoTrueError(
      429,
      'over_request_rate_limit',
      `Too many failed sign-ins for this account: try again in ${waitInWords(attempt.retryAfterSeconds)}, or reset the password by email.`,
      {},
      { 'Retry-After': String(attempt.retryAfterSeconds) },
    );
  const user = await findUserByEmail(auth.db, email);
  if (!user) {
    await spendPasswordCheck(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordAudit(
      auth.db,
      {
        action: 'auth.sign-in-failure',
        target: { type: 'admin', id: user.id, label: user.email },
        changes: [
          { field: 'address', before: null, after: address },
          { field: 'failures in a row', before: null, after: String(attempt.failures) },
          ...(attempt.blockedUntil
            ? [
                {
                  field: 'sign-ins wait until',
                  before: null,
                  after: attempt.blockedUntil.toISOString(),
                },
              ]
            : []),
        ],
      },
      { userId: user.id, email: user.email },
    );
    throw invalidCredentials();
  }
  await clearSignInFailures(auth.db, email);
  return user;
}

function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A new session for a user who proved who they are (password or recovery link). Given `method`
 * (how they proved it), the sign-in is written to the audit log (issue 19) in the session's own
 * transaction, with the user as its actor — every account's, admin or staff: each can reach the
 * shop's data, so each sign-in is worth a line.
 */
/** How a user proved who they are, as the audit log words it. */
export type SignInMethod = 'password' | 'recovery link' | 'invitation link';

/** The same, as GoTrue's amr names it in the session's tokens (its /verify links are otp). */
const AMR_METHODS = {
  password: 'password',
  'recovery link': 'otp',
  'invitation link': 'otp',
} as const satisfies Record<SignInMethod, AuthMethodReference['method']>;

export async function signIn(auth: EmbeddedAuth, user: AuthUser, method: SignInMethod) {
  const now = auth.now();
  const key = await auth.signingKey();
  const { signedIn, sessionId, refreshToken, assurance } = await auth.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(authUsers)
      .set({ lastSignInAt: now })
      .where(eq(authUsers.id, user.id))
      .returning();
    const session = await startSession(tx, key, user.id, now, AMR_METHODS[method]);
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
  const tokens = await sessionTokens(
    key,
    auth.issuer,
    signedIn ?? user,
    sessionId,
    refreshToken,
    new Date(),
    assurance,
  );
  return { ...tokens, user: await userJsonWithFactors(auth.db, signedIn ?? user) };
}
