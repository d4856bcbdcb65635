// Fixed facts of the embedded auth server, shared by the server, its verifier and the tests.

/**
 * The embedded server's "anon key": public by design (the SPA sends it with every auth call, as
 * supabase-js does with a real project's anon key). It grants nothing on its own.
 */
export const EMBEDDED_ANON_KEY = 'tress-embedded';

/**
 * The `iss` of embedded access tokens, in a real project's form (issue 28): the configured
 * SITE_URL's auth path, never the request's origin, so instances reached under other host names
 * (a balancer, a private address) agree on it.
 */
export function issuerFor(siteOrigin: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}/auth/v1`;
}

/**
 * The fixed `iss` tokens carried before issue 28. Still accepted, for tokens no older than one
 * access-token lifetime, so nobody signed in is signed out by the change.
 */
export const LEGACY_EMBEDDED_ISSUER = 'tress-embedded-auth';

/** Supabase's audience and role for signed-in users. */
export const AUDIENCE = 'authenticated';

/** Access-token lifetime, as GoTrue's default JWT_EXP. */
export const ACCESS_TOKEN_SECONDS = 3600;

/** GoTrue's refresh-token reuse interval: a concurrent second refresh gets the same pair. */
export const REFRESH_REUSE_SECONDS = 10;

/** How long a password-recovery link works. */
export const RECOVERY_LINK_SECONDS = 3600;

/** Accepted signature algorithms: asymmetric only, never `none` or a shared HMAC secret. */
export const ACCEPTED_ALGORITHMS = ['ES256', 'RS256'];

/** The first admin generated when none is configured (product.md §2). */
export const GENERATED_ADMIN_EMAIL = 'admin@tress.local';
