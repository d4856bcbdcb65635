// Refresh-token rotation with reuse detection, as GoTrue does it: every use rotates; the parent
// of the session's current token gets that current token back at any time (the answer to the
// last refresh was lost), any rotated token does within the reuse interval (two tabs raced);
// any other reuse is taken as theft and the whole session is revoked.
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authRefreshTokens, authSessions, authUsers } from '../db/schema';
import { REFRESH_REUSE_SECONDS } from './constants';
import { refreshTokenAlreadyUsed, refreshTokenNotFound } from './gotrue-errors';
import { hashToken, insertRefreshToken, refreshTokenFor } from './sessions';
import type { Assurance } from './access-tokens';
import type { SigningKey } from './signing-keys';
import type { AuthUser } from './users';

/** The session's aal and amr go along: a refresh of an aal2 session stays aal2. */
export type Refreshed = {
  user: AuthUser;
  sessionId: string;
  refreshToken: string;
  assurance: Assurance;
};

export async function refreshSession(
  db: Database,
  key: SigningKey,
  presented: string,
  now: Date,
): Promise<Refreshed> {
  const outcome = await db.transaction(async (tx) => {
    // Locks the token row: two concurrent refreshes with one token take turns.
    const [row] = await tx
      .select({ token: authRefreshTokens, session: authSessions, user: authUsers })
      .from(authRefreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, authRefreshTokens.sessionId))
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .where(eq(authRefreshTokens.tokenHash, hashToken(presented)))
      .for('update', { of: authRefreshTokens });
    if (!row || row.token.revoked || row.session.endedAt) return 'not-found' as const;
    const { token, session, user } = row;
    const assurance: Assurance = { aal: session.aal, amr: session.amr };

    if (!token.rotatedAt) {
      await tx
        .update(authRefreshTokens)
        .set({ rotatedAt: now })
        .where(eq(authRefreshTokens.id, token.id));
      const refreshToken = await insertRefreshToken(tx, key, session.id, token.id, now);
      return { user, sessionId: session.id, refreshToken, assurance };
    }

    // Rotated already. The session's current token is handed out again when the presented one
    // is its parent (the client never stored the answer of its last refresh: any time later), or
    // within the reuse interval (two tabs raced); any other reuse is a stolen token.
    const [current] = await tx
      .select({ id: authRefreshTokens.id, parentId: authRefreshTokens.parentId })
      .from(authRefreshTokens)
      .where(
        and(
          eq(authRefreshTokens.sessionId, session.id),
          isNull(authRefreshTokens.rotatedAt),
          eq(authRefreshTokens.revoked, false),
        ),
      )
      .orderBy(desc(authRefreshTokens.createdAt))
      .limit(1);
    const raced = now.getTime() - token.rotatedAt.getTime() <= REFRESH_REUSE_SECONDS * 1000;
    if (current && (current.parentId === token.id || raced))
      return {
        user,
        sessionId: session.id,
        refreshToken: refreshTokenFor(key, current.id),
        assurance,
      };

    await endSessions(tx, [session.id], now);
    return 'reused' as const;
  });
  // Thrown after the transaction so the revocation commits.
  if (outcome === 'not-found') throw refreshTokenNotFound();
  if (outcome === 'reused') throw refreshTokenAlreadyUsed();
  return outcome;
}

/** Ends sessions and revokes every refresh token they have: sign-out, reuse, password change. */
export async function endSessions(tx: Database, sessionIds: string[], now: Date): Promise<void> {
  if (sessionIds.length === 0) return;
  await tx
    .update(authSessions)
    .set({ endedAt: now })
    .where(and(inArray(authSessions.id, sessionIds), isNull(authSessions.endedAt)));
  await tx
    .update(authRefreshTokens)
    .set({ revoked: true })
    .where(inArray(authRefreshTokens.sessionId, sessionIds));
}

/** The user's open sessions; `except` keeps one (the caller's) out of the list. */
export async function openSessions(
  db: Database,
  userId: string,
  except?: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.endedAt),
        except ? ne(authSessions.id, except) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}
