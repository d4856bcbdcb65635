// Password recovery: POST /recover queues a link into the mail outbox; the link (GET /verify)
// or supabase-js verifyOtp (POST /verify) turns it into a session, once, within an hour. An
// admin invitation (issue 19, services/admin-users.ts) is the same kind of link, type=invite,
// valid for two days: its session then chooses the password (PUT /user).
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { text } from '@/domain/schema-blocks';
import { authRecovery } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { rateLimited } from '../http/rate-limit';
import { queueEmail } from '../services/outbox';
import { recoveryMail } from './recovery-mail';
import { RECOVERY_LINK_SECONDS } from './constants';
import type { EmbeddedAuth } from './embedded-auth';
import { otpExpired, validationFailed } from './gotrue-errors';
import { oneMailAMinute, retireLinks } from './links';
import { emailKey } from './sign-in-backoff';
import { hashToken } from './sessions';
import { signIn } from './token-routes';
import { findUserByEmail, findUserById, type AuthUser } from './users';

const recoverBody = z.object({ email: text().trim().optional() });

/** The links this server mails: password recovery, and an admin invitation (issue 19). */
const LINK_TYPES = ['recovery', 'invite'] as const;
type LinkType = (typeof LINK_TYPES)[number];
/** Every type GoTrue's POST /verify knows: the others name codes this shop never sends. */
const OTP_TYPES = [
  ...LINK_TYPES,
  'signup',
  'magiclink',
  'email_change',
  'email',
  'sms',
  'phone_change',
] as const;
const verifyBody = z.object({
  type: z.enum(OTP_TYPES),
  token: text().min(1).optional(),
  token_hash: text().min(1).optional(),
  email: text().optional(),
});

export function recoveryRoutes(auth: EmbeddedAuth): Hono<AppEnv> {
  const limit = rateLimited(auth.db, { name: 'recover', limit: 5, windowSeconds: 60 }, auth.now);
  return new Hono<AppEnv>()
    .post('/recover', limit, async (c) => {
      const parsed = recoverBody.safeParse(await c.req.json());
      const email = parsed.success ? parsed.data.email : undefined;
      if (!email) throw validationFailed('Password recovery requires an email');
      if (!z.email().safeParse(email).success)
        throw validationFailed('Unable to validate email address: invalid format');
      // Per address asked for, whether or not it has an account (so the answer tells nothing),
      // as GoTrue's per-user frequency: a mailbox is not flooded from many machines.
      await oneMailAMinute(auth.db, `recover-email:${emailKey(email)}`, auth.now());
      // Never the request's Host or X-Forwarded-Host: the link carries the token.
      const origin = auth.siteOrigin;
      const user = await findUserByEmail(auth.db, email);
      // The same answer whether or not the account exists: no account enumeration.
      if (user)
        await sendRecoveryMail(
          auth,
          user,
          origin,
          safeRedirect(c.req.query('redirect_to'), origin),
        );
      return c.json({});
    })
    .get('/verify', async (c) => {
      const origin = auth.siteOrigin;
      const redirect = safeRedirect(c.req.query('redirect_to'), origin);
      const type = LINK_TYPES.find((known) => known === c.req.query('type'));
      const user = type ? await useLinkToken(auth, type, c.req.query('token')) : undefined;
      if (!user) {
        const failure = new URLSearchParams({
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        });
        return c.redirect(`${redirect}#${failure.toString()}`, 303);
      }
      const session = await signIn(
        auth,
        user,
        type === 'invite' ? 'invitation link' : 'recovery link',
      );
      // In the fragment, as GoTrue does: it never reaches a server log or a Referer header.
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: type ?? 'recovery',
      });
      return c.redirect(`${redirect}#${fragment.toString()}`, 303);
    })
    .post('/verify', async (c) => {
      const parsed = verifyBody.safeParse(await c.req.json());
      if (!parsed.success) throw validationFailed('Verify requires a verification type');
      const type = LINK_TYPES.find((known) => known === parsed.data.type);
      // A code of a kind never sent here cannot be right: GoTrue's answer to a wrong one.
      if (!type) throw otpExpired();
      const user = await useLinkToken(auth, type, parsed.data.token_hash ?? parsed.data.token);
      const email = parsed.data.email?.trim().toLowerCase();
      if (!user || (email !== undefined && email !== user.email)) throw otpExpired();
      return c.json(
        await signIn(auth, user, type === 'invite' ? 'invitation link' : 'recovery link'),
      );
    });
}

async function sendRecoveryMail(
  auth: EmbeddedAuth,
  user: AuthUser,
  origin: string,
  redirectTo: string,
) {
  const token = randomBytes(32).toString('base64url');
  const now = auth.now();
  const link = new URL('/auth/v1/verify', origin);
  link.search = new URLSearchParams({
    token,
    type: 'recovery',
    redirect_to: redirectTo,
  }).toString();
  await auth.db.transaction(async (tx) => {
    // One open recovery link per account (issue 28): the newest mail is the one that works.
    await retireLinks(tx, user.id, 'recovery', now);
    await tx.insert(authRecovery).values({
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RECOVERY_LINK_SECONDS * 1000),
    });
    await queueEmail(tx, auth.logger, recoveryMail(user.email, link.toString()));
  });
}

/** Marks the token used (once only, atomically) and returns its user, if it was valid. */
async function useLinkToken(auth: EmbeddedAuth, kind: LinkType, token: string | undefined) {
  if (!token) return undefined;
  const now = auth.now();
  const [used] = await auth.db
    .update(authRecovery)
    .set({ usedAt: now })
    .where(
      and(
        eq(authRecovery.tokenHash, hashToken(token)),
        eq(authRecovery.kind, kind),
        isNull(authRecovery.usedAt),
        gt(authRecovery.expiresAt, now),
      ),
    )
    .returning({ userId: authRecovery.userId });
  return used ? findUserById(auth.db, used.userId) : undefined;
}

/** Only our own origin: an open redirect would hand the session tokens to someone else. */
function safeRedirect(wanted: string | undefined, origin: string): string {
  const fallback = `${origin}/login`;
  if (!wanted) return fallback;
  try {
    const url = new URL(wanted, origin);
    return url.origin === origin ? `${url.origin}${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}
