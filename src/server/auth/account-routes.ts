// The rest of the hosted auth API the specification lists (§7), as supabase-js calls it:
//   GET    /reauthenticate          mails a 6-digit code; PUT /user {password, nonce} spends it
//   POST   /resend                  {email|phone, type}: nothing of that kind exists here (sign-up
//                                   is closed, addresses do not change): a clear refusal, never a
//                                   pretended mail
//   DELETE /user/identities/:id     an account's one identity (its email) cannot be unlinked
// GET /user lists that identity (users.ts), which supabase-js getUserIdentities reads.
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { isUuid } from '@/domain/ids';
import { text } from '@/domain/schema-blocks';
import type { Database } from '../db/client';
import { authRecovery } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { rateLimited } from '../http/rate-limit';
import { queueEmail } from '../services/outbox';
import { requireSession, type EmbeddedAuth } from './embedded-auth';
import { GoTrueError, validationFailed } from './gotrue-errors';
import { oneMailAMinute, retireLinks } from './links';
import { reauthenticationMail } from './reauthentication-mail';
import { hashToken } from './sessions';
import { findUserById } from './users';

/** How long a reauthentication code works. */
export const REAUTHENTICATION_CODE_SECONDS = 600;

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'] as const;
const resendBody = z.object({
  type: text().optional(),
  email: text().trim().optional(),
  phone: text().trim().optional(),
});

/** The stored form of a code: hashed, with the user, so two users' codes never collide. */
const codeHash = (userId: string, code: string) => hashToken(`reauthentication:${userId}:${code}`);

export function accountRoutes(auth: EmbeddedAuth): Hono<AppEnv> {
  const limit = rateLimited(
    auth.db,
    { name: 'reauthenticate', limit: 5, windowSeconds: 60 },
    auth.now,
  );
  return new Hono<AppEnv>()
    .get('/reauthenticate', limit, async (c) => {
      const caller = await requireSession(auth, c.req.header('Authorization'));
      const user = await findUserById(auth.db, caller.userId);
      if (!user)
        throw new GoTrueError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
      const now = auth.now();
      // GoTrue's per-user frequency: one code a minute.
      await oneMailAMinute(auth.db, `reauthenticate-user:${user.id}`, now);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await auth.db.transaction(async (tx) => {
        await retireLinks(tx, user.id, 'reauthentication', now);
        await tx.insert(authRecovery).values({
          tokenHash: codeHash(user.id, code),
          userId: user.id,
          kind: 'reauthentication',
          createdAt: now,
          expiresAt: new Date(now.getTime() + REAUTHENTICATION_CODE_SECONDS * 1000),
        });
        await queueEmail(tx, auth.logger, reauthenticationMail(user.email, code));
      });
      return c.json({});
    })
    .post('/resend', async (c) => {
      const parsed = resendBody.safeParse(await c.req.json());
      const body = parsed.success ? parsed.data : {};
      if (!body.email && !body.phone)
        throw validationFailed('You must provide either an email or phone number and a type');
      const type = RESEND_TYPES.find((known) => known === body.type);
      if (!type)
        throw validationFailed(
          'Missing one of these types: signup, email_change, sms, phone_change',
        );
      if (type === 'signup')
        throw new GoTrueError(422, 'signup_disabled', 'Signups not allowed for this instance');
      if (type === 'email_change')
        throw new GoTrueError(
          422,
          'email_address_not_authorized',
          'Changing the email address is not supported',
        );
      throw new GoTrueError(422, 'phone_provider_disabled', 'Unsupported phone provider');
    })
    .delete('/user/identities/:id', async (c) => {
      const caller = await requireSession(auth, c.req.header('Authorization'));
      const id = c.req.param('id');
      if (!isUuid(id)) throw validationFailed('identity_id must be an UUID');
      // The account's email identity has the account's own id (users.ts).
      if (id.toLowerCase() !== caller.userId)
        throw new GoTrueError(404, 'identity_not_found', 'Identity doesn\u2019t exist');
      throw new GoTrueError(
        422,
        'single_identity_not_deletable',
        'User must have at least 1 identity after unlinking',
      );
    });
}

/**
 * Spends a reauthentication code of `userId` (PUT /user's `nonce`): once, before it expires. A
 * wrong code retires every open one, so codes cannot be guessed in turn: the user asks again.
 */
export async function spendReauthenticationCode(
  db: Database,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const [spent] = await db
    .update(authRecovery)
    .set({ usedAt: now })
    .where(
      and(
        eq(authRecovery.tokenHash, codeHash(userId, code.trim())),
        eq(authRecovery.kind, 'reauthentication'),
        isNull(authRecovery.usedAt),
        gt(authRecovery.expiresAt, now),
      ),
    )
    .returning({ userId: authRecovery.userId });
  if (spent) return true;
  await retireLinks(db, userId, 'reauthentication', now);
  return false;
}
