// The single-use links and codes of auth_recovery (password recovery, admin invitations,
// reauthentication codes): what every kind shares.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authRecovery, type AUTH_LINK_KINDS } from '../db/schema';

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
