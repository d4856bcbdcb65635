import type { Factor, Session } from '@supabase/supabase-js';

// Type-only import above: the session context reads this, and must not pull supabase-js in.

/** The `aal` claim of an access token ('aal1' after a password, 'aal2' after a second factor). */
export function assuranceLevelOf(accessToken: string): string | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (claims && typeof claims === 'object' && 'aal' in claims && typeof claims.aal === 'string')
      return claims.aal;
  } catch {
    // Not a JWT we can read: say nothing about its level.
  }
  return null;
}

/** The user's verified TOTP factor, if they have one. */
export function verifiedTotpFactor(session: Session): Factor | undefined {
  return session.user.factors?.find(
    (factor) => factor.status === 'verified' && factor.factor_type === 'totp',
  );
}

/**
 * A session signed in with the password only, of a user who has a verified second factor:
 * supabase-js's getAuthenticatorAssuranceLevel() would say nextLevel aal2 > currentLevel aal1.
 * The same rule, read synchronously: the AuthProvider decides inside supabase-js's own
 * onAuthStateChange callback, where calling the client again would wait on its lock.
 */
export function awaitsSecondFactor(session: Session): boolean {
  const verified = session.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  return verified && assuranceLevelOf(session.access_token) !== 'aal2';
}
