// Access-token verification for the admin guard and the embedded auth server: the embedded key
// set (from the database) or a real Supabase project's JWKS. Asymmetric algorithms only.
import { and, eq, isNull } from 'drizzle-orm';
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
import { authSessions, authUsers } from '../db/schema';
import { ACCEPTED_ALGORITHMS, AUDIENCE, EMBEDDED_ISSUER } from './constants';
import { loadPublicKeys } from './signing-keys';

export type VerifiedUser = {
  userId: string;
  email: string | null;
  /** The embedded session the token belongs to; null for a real Supabase project's tokens. */
  sessionId: string | null;
  isAdmin: boolean;
};

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
  issuer: string,
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

/** Tokens the embedded auth server signed; the session must still be open (not signed out). */
export function embeddedVerifier(deps: {
  db: Database;
  adminEmails: ReadonlySet<string>;
  now: () => Date;
}): TokenVerifier {
  const getKey = databaseKeySet(deps.db);
  return {
    async verify(token) {
      const payload = await check(token, getKey, EMBEDDED_ISSUER, deps.now);
      if (typeof payload === 'string') return { ok: false, reason: payload };
      const sessionId = payload.session_id;
      if (typeof sessionId !== 'string' || !isUuid(sessionId) || !isUuid(payload.sub ?? ''))
        return { ok: false, reason: 'invalid' };
      // The database, not the token, says who is an admin: a demotion takes effect at once.
      const [row] = await deps.db
        .select({ email: authUsers.email, role: authUsers.role })
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
      return {
        ok: true,
        user: {
          userId: payload.sub ?? '',
          email: row.email,
          sessionId,
          isAdmin: row.role === 'admin' || deps.adminEmails.has(row.email),
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
 */
export function supabaseVerifier(deps: {
  supabaseUrl: string;
  issuer?: string | undefined;
  adminEmails: ReadonlySet<string>;
  now: () => Date;
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
      return {
        ok: true,
        user: {
          userId: payload.sub ?? '',
          email,
          sessionId: null,
          isAdmin: role === 'admin' || (email !== null && deps.adminEmails.has(email)),
        },
      };
    },
  };
}
