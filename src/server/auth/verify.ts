// Access-token verification for the admin guard and the embedded auth server: the embedded key
// set (from the database) or a real Supabase project's JWKS. Asymmetric algorithms only.
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type CryptoKey,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { isUuid } from '@/domain/ids';
import type { Database } from '../db/client';
import { authFactors, authSessions, authUsers } from '../db/schema';
import {
  ACCEPTED_ALGORITHMS,
  ACCESS_TOKEN_SECONDS,
  AUDIENCE,
  issuerFor,
  LEGACY_EMBEDDED_ISSUER,
} from './constants';
import { loadPublicKeys } from './signing-keys';

export type VerifiedUser = {
  userId: string;
  email: string | null;
  /** The embedded session the token belongs to; null for a real Supabase project's tokens. */
  sessionId: string | null;
  isAdmin: boolean;
  /** The token's assurance level: 'aal2' after a second factor (issue 19). */
  aal: 'aal1' | 'aal2';
  /** An aal1 token of a user who has a verified second factor: admin APIs answer MFA_REQUIRED. */
  mfaRequired: boolean;
  /**
   * An invited account that has not chosen its password yet (issue 28): its session, opened by
   * the invitation link, may choose the password (and set up a factor) and nothing else.
   */
  invitationPending: boolean;
  /**
   * When the user last proved who they are (password or code), in seconds since the epoch: the
   * newest `amr` timestamp, else the token's `iat`. A refreshed token keeps its session's amr.
   */
  authenticatedAt: number;
};

/** The newest `amr` timestamp of a token (GoTrue's [{method, timestamp}]), else its `iat`. */
export function authenticatedAtOf(payload: JWTPayload): number {
  const stamps = Array.isArray(payload.amr)
    ? payload.amr
        .map((entry: unknown) =>
          typeof entry === 'object' && entry !== null
            ? (entry as { timestamp?: unknown }).timestamp
            : undefined,
        )
        .filter((stamp): stamp is number => typeof stamp === 'number' && Number.isFinite(stamp))
    : [];
  return stamps.length > 0 ? Math.max(...stamps) : (payload.iat ?? 0);
}

/** The `aal` claim; anything but 'aal2' counts as aal1. */
export function aalOf(payload: JWTPayload): 'aal1' | 'aal2' {
  return payload.aal === 'aal2' ? 'aal2' : 'aal1';
}

export type Verification =
  | { ok: true; user: VerifiedUser }
  /** invalid: forged, expired, malformed; ended: signed out; not-configured: no key set to check against. */
  | { ok: false; reason: 'invalid' | 'ended' | 'not-configured' };

export type TokenVerifier = { verify(token: string): Promise<Verification> };

/** Raised inside key resolution when the key set itself cannot be had (network, bad answer). */
class KeySetUnavailable extends Error {
  override name = 'KeySetUnavailable';
}

export function lowercaseSet(emails: readonly string[]): ReadonlySet<string> {
  return new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean));
}

async function check(
  token: string,
  getKey: JWTVerifyGetKey,
  issuer: string | string[],
  now: () => Date,
): Promise<JWTPayload | 'invalid' | 'not-configured'> {
  try {
    const { payload } = await jwtVerify(token, getKey, {
      algorithms: ACCEPTED_ALGORITHMS,
      issuer,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: now(),
    });
    return payload;
  } catch (error) {
    if (error instanceof KeySetUnavailable) return 'not-configured';
    if (error instanceof errors.JOSEError || error instanceof TypeError) return 'invalid';
    throw error;
  }
}

/**
 * Tokens the embedded auth server signed; the session must still be open (not signed out).
 * `siteOrigin` (SITE_URL) names the issuer, `<SITE_URL>/auth/v1`; tokens of the fixed issuer of
 * before issue 28 pass while they live (one access-token lifetime at most).
 */
export function embeddedVerifier(deps: {
  db: Database;
  adminEmails: ReadonlySet<string>;
  siteOrigin: string;
  now: () => Date;
}): TokenVerifier {
  const getKey = databaseKeySet(deps.db);
  const issuers = [issuerFor(deps.siteOrigin), LEGACY_EMBEDDED_ISSUER];
  return {
    async verify(token) {
      const payload = await check(token, getKey, issuers, deps.now);
      if (typeof payload === 'string') return { ok: false, reason: payload };
      const sessionId = payload.session_id;
      if (typeof sessionId !== 'string' || !isUuid(sessionId) || !isUuid(payload.sub ?? ''))
        return { ok: false, reason: 'invalid' };
      if (
        payload.iss === LEGACY_EMBEDDED_ISSUER &&
        (payload.exp ?? 0) - (payload.iat ?? 0) > ACCESS_TOKEN_SECONDS
      )
        return { ok: false, reason: 'invalid' };
      // The database, not the token, says who is an admin: a demotion takes effect at once.
      // The same query asks whether the user has a verified factor (an indexed probe).
      const [row] = await deps.db
        .select({
          email: authUsers.email,
          role: authUsers.role,
          invitedAt: authUsers.invitedAt,
          sessionAal: authSessions.aal,
          hasFactor: sql<boolean>`exists (select 1 from ${authFactors}
            where ${authFactors.userId} = ${authUsers.id} and ${authFactors.status} = 'verified')`,
        })
        .from(authSessions)
        .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
        .where(
          and(
            eq(authSessions.id, sessionId),
            eq(authSessions.userId, payload.sub ?? ''),
            isNull(authSessions.endedAt),
          ),
        );
      if (!row) return { ok: false, reason: 'ended' };
      // The session's level, not only the token's: removing the factor that made it aal2 takes
      // it back to aal1 at once, though its earlier tokens still say aal2 (issue 28).
      const aal = row.sessionAal === 'aal2' ? aalOf(payload) : 'aal1';
      return {
        ok: true,
        user: {
          userId: payload.sub ?? '',
          email: row.email,
          sessionId,
          isAdmin: row.role === 'admin' || deps.adminEmails.has(row.email),
          aal,
          mfaRequired: aal !== 'aal2' && row.hasFactor === true,
          invitationPending: row.invitedAt !== null,
          authenticatedAt: authenticatedAtOf(payload),
        },
      };
    },
  };
}

/**
 * The public keys from auth_signing_keys, cached; an unknown kid reloads them (another instance
 * may have added one). Reloads are single-flight: one query however many requests wait on it.
 */
function databaseKeySet(db: Database): JWTVerifyGetKey {
  let keys = new Map<string, CryptoKey>();
  let reloading: Promise<void> | undefined;
  const reload = () =>
    (reloading ??= loadPublicKeys(db)
      .then((loaded) => {
        keys = new Map(loaded.map((entry) => [entry.kid, entry.key]));
      })
      .finally(() => {
        reloading = undefined;
      }));
  return async (header) => {
    if (header.alg !== 'ES256' || !header.kid) throw new errors.JWKSNoMatchingKey();
    if (!keys.has(header.kid)) await reload();
    const key = keys.get(header.kid);
    if (!key) throw new errors.JWKSNoMatchingKey();
    return key;
  };
}

/**
 * Tokens of a real Supabase project, checked against its JWKS. Admins carry
 * app_metadata.role = 'admin' (set with the service key) or an email listed in ADMIN_EMAILS.
 *
 * Issue 19: a Supabase token says its `aal` but not whether the user has a verified factor, and
 * the server holds no service key for the admin API. So for an admin's aal1 token it asks the
 * project itself, as supabase-js's getAuthenticatorAssuranceLevel does: GET /auth/v1/user with
 * that same token and the anon key lists the user's `factors`. Answers are kept per token for a
 * minute; aal2 tokens and non-admins need no call. When the project cannot answer, the token
 * cannot be judged: 'not-configured' (fail closed), never a pass.
 */
export function supabaseVerifier(deps: {
  supabaseUrl: string;
  issuer?: string | undefined;
  /** The project's anon key, sent as `apikey` on the factor lookup. */
  anonKey: string;
  adminEmails: ReadonlySet<string>;
  now: () => Date;
  fetch?: typeof fetch;
}): TokenVerifier {
  const base = deps.supabaseUrl.replace(/\/+$/, '');
  const remote = createRemoteJWKSet(new URL(`${base}/auth/v1/.well-known/jwks.json`), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
  });
  const getKey: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      // No matching key is the token's fault; anything else means we cannot check tokens at all.
      if (
        error instanceof errors.JWKSNoMatchingKey ||
        error instanceof errors.JWKSMultipleMatchingKeys
      )
        throw error;
      throw new KeySetUnavailable('the JSON Web Key Set could not be fetched', { cause: error });
    }
  };
  const issuer = deps.issuer ?? `${base}/auth/v1`;
  const factors = verifiedFactorLookup(base, deps.anonKey, deps.fetch ?? fetch, deps.now);
  return {
    async verify(token) {
      const payload = await check(token, getKey, issuer, deps.now);
      if (typeof payload === 'string') return { ok: false, reason: payload };
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
      const metadata = payload.app_metadata;
      const role =
        typeof metadata === 'object' && metadata !== null && 'role' in metadata
          ? metadata.role
          : undefined;
      const isAdmin = role === 'admin' || (email !== null && deps.adminEmails.has(email));
      const aal = aalOf(payload);
      let mfaRequired = false;
      if (isAdmin && aal !== 'aal2') {
        const has = await factors(token, payload.exp ?? 0);
        if (has === 'unknown') return { ok: false, reason: 'not-configured' };
        mfaRequired = has;
      }
      return {
        ok: true,
        user: {
          userId: payload.sub ?? '',
          email,
          sessionId: null,
          isAdmin,
          aal,
          mfaRequired,
          // A project's invitations are its own: its users choose a password before any token.
          invitationPending: false,
          authenticatedAt: authenticatedAtOf(payload),
        },
      };
    },
  };
}

const FACTOR_LOOKUP_SECONDS = 60;
const FACTOR_CACHE_LIMIT = 1000;

/** Whether the token's user has a verified factor, per the project's GET /auth/v1/user. */
function verifiedFactorLookup(
  base: string,
  anonKey: string,
  fetcher: typeof fetch,
  now: () => Date,
): (token: string, exp: number) => Promise<boolean | 'unknown'> {
  const cache = new Map<string, { has: boolean; until: number }>();
  return async (token, exp) => {
    const at = now().getTime();
    const key = createHash('sha256').update(token).digest('base64url');
    const cached = cache.get(key);
    if (cached && cached.until > at) return cached.has;
    let has: boolean;
    try {
      const response = await fetcher(`${base}/auth/v1/user`, {
        headers: { Authorization: `Bearer ${token}`, apikey: anonKey },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return 'unknown';
      const user = (await response.json()) as { factors?: unknown };
      has =
        Array.isArray(user.factors) &&
        user.factors.some(
          (factor: unknown) =>
            typeof factor === 'object' &&
            factor !== null &&
            (factor as { status?: unknown }).status === 'verified',
        );
    } catch {
      return 'unknown';
    }
    if (cache.size >= FACTOR_CACHE_LIMIT) cache.clear();
    cache.set(key, { has, until: Math.min(at + FACTOR_LOOKUP_SECONDS * 1000, exp * 1000) });
    return has;
  };
}
