// The admin guard (product.md §15): admin endpoints answer 401 without a valid bearer token,
// 403 for a signed-in non-admin, and 401 AUTH_NOT_CONFIGURED — never any data — when the server
// has no way to verify tokens (e.g. SUPABASE_URL is set but its key set cannot be fetched), and
// 403 MFA_REQUIRED to an aal1 token of an admin who has a verified second factor (issue 19).
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '@/domain/api-problem';
import type { TokenVerifier } from '../auth/verify';
import type { AdminIdentity, AppEnv } from './app-env';
import { AppError } from './errors';

export type AdminGuardDeps = { verifier: TokenVerifier };

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
    // Issue 19: an admin with a second factor signs in with it before any admin API answers.
    if (user.mfaRequired)
      throw new AppError(
        ERROR_CODES.enum.MFA_REQUIRED,
        403,
        'Enter the code from your authenticator app to continue.',
      );
    c.set('admin', { userId: user.userId, email: user.email ?? '' });
    await next();
  };
}
