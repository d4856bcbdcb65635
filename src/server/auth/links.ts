// The single-use links and codes of auth_recovery (password recovery, admin invitations,
// reauthentication codes): what every kind shares.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authRecovery, type AUTH_LINK_KINDS } from '../db/schema';
import { countHit } from '../services/rate-limits';
import { GoTrueError } from './gotrue-errors';

export type AuthLinkKind = (typeof AUTH_LINK_KINDS)[number];

/** Ends every open link or code of `kind` of the user: a new one replaces them. */
export async function retireLinks(
  tx: Database,
  userId: string,
  kind: AuthLinkKind,
  now: Date,
): Promise<void> {
  await tx
    .update(authRecovery)
    .set({ usedAt: now })
    .where(
      and(
        eq(authRecovery.userId, userId),
        eq(authRecovery.kind, kind),
        isNull(authRecovery.usedAt),
      ),
    );
}

/** GoTrue's SMTP_MAX_FREQUENCY: one mail of a kind per mailbox a minute. */
export const MAIL_FREQUENCY_SECONDS = 60;

/**
 * Counts a mail to `mailbox` (a name for the address, e.g. `recover-email:<hash>`) and refuses
 * the second within a minute with GoTrue's 429 over_email_send_rate_limit, so one mailbox is not
 * flooded from many machines.
 */
export async function oneMailAMinute(db: Database, mailbox: string, now: Date): Promise<void> {
  const sent = await countHit(db, mailbox, { windowSeconds: MAIL_FREQUENCY_SECONDS }, now);
  if (sent.count > 1)
    throw new GoTrueError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${sent.retryAfterSeconds} seconds.`,
      {},
      { 'Retry-After': String(sent.retryAfterSeconds) },
    );
}
