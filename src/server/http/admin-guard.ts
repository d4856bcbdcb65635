// The admin guard (product.md §15): admin endpoints answer 401 without a valid bearer token,
// 403 for a signed-in non-admin, and 401 AUTH_NOT_CONFIGURED — never any data — when the server
// has no way to verify tokens (e.g. SUPABASE_URL is set but its key set cannot be fetched), and
// 403 MFA_REQUIRED to an aal1 token of an admin who has a verified second factor, and with
// ADMIN_MFA=required 403 MFA_ENROLMENT_REQUIRED to an admin who has none yet (issue 19). The
// request then runs as that admin's audit actor (services/audit.ts).
import type { MiddlewareHandler } from 'hono';
import { REAUTHENTICATION_SECONDS, type AdminMfaMode } from '@/domain/admin-accounts';
import { ERROR_CODES } from '@/domain/api-problem';
import type { TokenVerifier } from '../auth/verify';
import type { Logger } from '../log';
import { withAuditActor } from '../services/audit';
import type { AdminIdentity, AppEnv } from './app-env';
import { AppError } from './errors';

export type AdminGuardDeps = {
  verifier: TokenVerifier;
  /** ADMIN_MFA: 'required' refuses every admin without a verified second factor. */
  mfa?: AdminMfaMode;
  /** Told when an admin change answered success without writing its audit row (a bug). */
  logger?: Logger;
};

export type { AdminIdentity };

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * Mount on every admin route (`app.use('/admin/*', requireAdmin(deps))`); it sets
 * `c.var.admin`. Its answers are never cached: they depend on who asks.
 */
export function requireAdmin(deps: AdminGuardDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const token = bearerToken(c.req.header('Authorization'));
    if (!token)
      throw new AppError(ERROR_CODES.enum.UNAUTHORIZED, 401, 'Sign in as an admin to do this.');
    const verification = await deps.verifier.verify(token);
    if (!verification.ok) {
      if (verification.reason === 'not-configured')
        throw new AppError(
          ERROR_CODES.enum.AUTH_NOT_CONFIGURED,
          401,
          'Admin sign-in is not available: the server cannot verify access tokens.',
        );
      throw new AppError(
        ERROR_CODES.enum.UNAUTHORIZED,
        401,
        'Your session is invalid or has expired; sign in again.',
      );
    }
    const { user } = verification;
    if (!user.isAdmin)
      throw new AppError(ERROR_CODES.enum.FORBIDDEN, 403, 'This needs an admin account.');
    // Issue 28: an invitation link signs its account in only to choose a password.
    if (user.invitationPending)
      throw new AppError(
        ERROR_CODES.enum.INVITATION_PENDING,
        403,
        'Choose your password first: until then this invitation can do nothing else.',
      );
    // Issue 19: an admin with a second factor signs in with it before any admin API answers.
    if (user.mfaRequired)
      throw new AppError(
        ERROR_CODES.enum.MFA_REQUIRED,
        403,
        'Enter the code from your authenticator app to continue.',
      );
    if (deps.mfa === 'required' && user.aal !== 'aal2')
      throw new AppError(
        ERROR_CODES.enum.MFA_ENROLMENT_REQUIRED,
        403,
        'This shop requires two-factor sign-in for admins: set up an authenticator app under Account first.',
      );
    const admin: AdminIdentity = {
      userId: user.userId,
      email: user.email ?? '',
      authenticatedAt: user.authenticatedAt,
      aal: user.aal,
    };
    c.set('admin', admin);
    const { written } = await withAuditActor({ userId: admin.userId, email: admin.email }, next);
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && c.res.status < 300 && written === 0)
      deps.logger?.error('an admin change answered without its audit row', {
        method,
        path: c.req.path,
      });
  };
}

/**
 * Sensitive changes (issue 19): rotating a salon's or the friends-and-family key, the shop's
 * bank and mail details, inviting or removing admins. They need a sign-in or a code within the
 * last 10 minutes; otherwise 403 REAUTHENTICATION_REQUIRED, and the page asks again and retries.
 * Mount after requireAdmin.
 */
export function requireRecentSignIn(now: () => Date = () => new Date()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    assertRecentSignIn(c.var.admin, now());
    await next();
  };
}

export function assertRecentSignIn(admin: AdminIdentity, at: Date): void {
  const age = at.getTime() / 1000 - admin.authenticatedAt;
  if (age > REAUTHENTICATION_SECONDS)
    throw new AppError(
      ERROR_CODES.enum.REAUTHENTICATION_REQUIRED,
      403,
      'For this change, confirm it is you: enter your password or authenticator code again.',
    );
}
