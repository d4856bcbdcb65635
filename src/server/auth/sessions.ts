// Sessions and their refresh tokens. A refresh token is an HMAC of its row id under a secret
// derived from the signing key: the database stores only its SHA-256, yet the server can hand
// out the same token again inside GoTrue's reuse interval (two tabs refreshing at once).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { authRefreshTokens, authSessions, type AuthMethodReference } from '../db/schema';
import { signAccessToken, type Assurance, type TokenSubject } from './access-tokens';
import { ACCESS_TOKEN_SECONDS } from './constants';
import type { SigningKey } from './signing-keys';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function refreshTokenFor(key: SigningKey, rowId: string): string {
  return createHmac('sha256', key.secret).update(rowId).digest('base64url');
}

/** Equal strings in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

/** A new refresh-token row (the child of `parentId`, if any); returns the token itself. */
export async function insertRefreshToken(
  tx: Database,
  key: SigningKey,
  sessionId: string,
  parentId: string | null,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  const token = refreshTokenFor(key, id);
  await tx
    .insert(authRefreshTokens)
    .values({ id, sessionId, parentId, tokenHash: hashToken(token), createdAt: now });
  return token;
}

/**
 * A new aal1 session, its first refresh token, and how the user proved who they are (GoTrue's
 * amr: a password, a recovery link, an invitation link).
 */
export async function startSession(
  db: Database,
  key: SigningKey,
  userId: string,
  now: Date,
  method: AuthMethodReference['method'] = 'password',
): Promise<{ sessionId: string; refreshToken: string; assurance: Assurance }> {
  const assurance: Assurance = {
    aal: 'aal1',
    amr: [{ method, timestamp: Math.floor(now.getTime() / 1000) }],
  };
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({ userId, createdAt: now, ...assurance })
      .returning({ id: authSessions.id });
    if (!session) throw new Error('no session row returned');
    const refreshToken = await insertRefreshToken(tx, key, session.id, null, now);
    return { sessionId: session.id, refreshToken, assurance };
  });
}

/** GoTrue's session answer, minus the user object (the caller adds it). */
export async function sessionTokens(
  key: SigningKey,
  issuer: string,
  user: TokenSubject,
  sessionId: string,
  refreshToken: string,
  now: Date,
  assurance?: Assurance,
) {
  const access = await signAccessToken(key, issuer, user, sessionId, now, assurance);
  return {
    access_token: access.token,
    token_type: 'bearer' as const,
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
  };
}
