// The per-account limit on password sign-in (issue 28). The per-address limit (10 a minute)
// stops one machine; this stops many machines guessing one account's password. Every attempt
// is counted before its password is checked, in one locked row per account, so a burst of
// parallel guesses from many addresses gets no more checks than a slow series would:
//   - the first SIGN_IN_FREE_FAILURES failures in a row are answered as usual;
//   - the failure that reaches that count starts a back-off of BACKOFF_FIRST_SECONDS, and each
//     further failure doubles it, up to BACKOFF_MAX_SECONDS;
//   - while it lasts, every password sign-in of the account answers 429 unchecked — the right
//     password too, or the back-off would be no limit at all;
//   - once it is over, the next attempt is checked: the owner's right password, from any
//     address, signs in and clears the count, as does a new password (a recovery link is never
//     held back, so the owner always has a way in). A count is forgotten a day after its last
//     failure.
// Accounts are keyed by a hash of the lowercased email, and unknown emails are counted the same
// way, so the answers never tell which addresses have an account.
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authSignInFailures } from '../db/schema';

export const SIGN_IN_FREE_FAILURES = 5;
export const BACKOFF_FIRST_SECONDS = 60;
export const BACKOFF_MAX_SECONDS = 15 * 60;
/** A day without failures starts the count again. */
export const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

export function emailKey(email: string): string {
  return createHash('sha256').update(`account:${email.trim().toLowerCase()}`).digest('base64url');
}

/** How long the account waits after its `failures`-th failure in a row; 0 before the limit. */
export function backoffSeconds(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - SIGN_IN_FREE_FAILURES, 20);
  return Math.min(BACKOFF_FIRST_SECONDS * 2 ** doublings, BACKOFF_MAX_SECONDS);
}

export type SignInAttempt =
  /** Checked: `failures` counts this attempt as failed until a right password clears it. */
  | { allowed: true; failures: number; blockedUntil: Date | null }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one attempt for the account of `email`: refused while a back-off lasts, otherwise
 * counted as a failure in advance (and the back-off it would start written), so parallel
 * attempts see each other. A right password then calls `clearSignInFailures`.
 */
export async function takeSignInAttempt(
  db: Database,
  email: string,
  now: Date,
): Promise<SignInAttempt> {
  const key = emailKey(email);
  return db.transaction(async (tx) => {
    await tx
      .insert(authSignInFailures)
      .values({ emailKey: key, failures: 0, lastFailedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(authSignInFailures)
      .where(eq(authSignInFailures.emailKey, key))
      .for('update');
    if (row?.blockedUntil && row.blockedUntil > now)
      return {
        allowed: false,
        retryAfterSeconds: Math.max(
          1,
          Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000),
        ),
      };
    const forgotten =
      !row || now.getTime() - row.lastFailedAt.getTime() > FAILURE_MEMORY_SECONDS * 1000;
    const failures = (forgotten ? 0 : row.failures) + 1;
    const wait = backoffSeconds(failures);
    const blockedUntil = wait > 0 ? new Date(now.getTime() + wait * 1000) : null;
    await tx
      .update(authSignInFailures)
      .set({ failures, lastFailedAt: now, blockedUntil })
      .where(eq(authSignInFailures.emailKey, key));
    return { allowed: true, failures, blockedUntil };
  });
}

/** The account proved itself (its password, or a new one): its count starts again. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(authSignInFailures).where(eq(authSignInFailures.emailKey, emailKey(email)));
}

/** Counts a day old with no back-off running: forgotten anyway, so their rows go (main.ts). */
export async function forgetOldSignInFailures(db: Database, now: Date = new Date()): Promise<void> {
  await db
    .delete(authSignInFailures)
    .where(
      and(
        lt(
          authSignInFailures.lastFailedAt,
          new Date(now.getTime() - FAILURE_MEMORY_SECONDS * 1000),
        ),
        or(isNull(authSignInFailures.blockedUntil), lt(authSignInFailures.blockedUntil, now)),
      ),
    );
}
