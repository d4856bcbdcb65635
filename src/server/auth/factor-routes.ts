// GoTrue's MFA endpoints (issue 19), as supabase-js's `auth.mfa.*` calls them:
//   POST   /factors               enroll a TOTP factor → {id, type, friendly_name, totp}
//   POST   /factors/:id/challenge → {id, type, expires_at}
//   POST   /factors/:id/verify    {challenge_id, code} → an aal2 session (a token grant's answer)
//   DELETE /factors/:id           → {id}; needs aal2 while the user has a verified factor
import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { isUuid } from '@/domain/ids';
import { text } from '@/domain/schema-blocks';
import { authChallenges, authFactors, authRefreshTokens, authSessions } from '../db/schema';
import type { AuditChange } from '@/domain/admin-accounts';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { recordAudit, type AuditActor } from '../services/audit';
import type { Assurance } from './access-tokens';
import { requireSession, type EmbeddedAuth } from './embedded-auth';
import {
  acceptedStep,
  CHALLENGE_SECONDS,
  countWrongCode,
  hasVerifiedFactor,
  MAX_FACTORS,
  newTotp,
  UNVERIFIED_FACTOR_SECONDS,
  userFactors,
  wrongCodesWait,
  type AuthFactor,
} from './factors';
import { GoTrueError, validationFailed } from './gotrue-errors';
import { endSessions } from './refresh';
import { insertRefreshToken, sessionTokens } from './sessions';
import { loadTotpSealingSecret, sealTotpSecret, unsealTotpSecret } from './totp-secrets';
import { findUserById, userJsonWithFactors } from './users';

const enrolment = z.object({
  factor_type: text(),
  friendly_name: text().trim().max(100).optional(),
  issuer: text().trim().max(100).optional(),
});
const answer = z.object({ challenge_id: text(), code: text().trim() });

const factorNotFound = () => new GoTrueError(404, 'mfa_factor_not_found', 'Factor not found');
const insufficientAal = (message: string) => new GoTrueError(422, 'insufficient_aal', message);
const challengeExpired = (id: string) =>
  new GoTrueError(
    422,
    'mfa_challenge_expired',
    `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
  );
const verificationFailed = () =>
  new GoTrueError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

export function factorRoutes(auth: EmbeddedAuth): Hono<AppEnv> {
  let sealingKey: Promise<Buffer> | undefined;
  const totpKey = () =>
    (sealingKey ??= loadTotpSealingSecret(auth.db).catch((error: unknown) => {
      sealingKey = undefined;
      throw error;
    }));

  async function ownedFactor(userId: string, factorId: string): Promise<AuthFactor> {
    // GoTrue's own answer to a factor id that is no UUID.
    if (!isUuid(factorId)) throw validationFailed('factor_id must be an UUID');
    const [factor] = await auth.db
      .select()
      .from(authFactors)
      .where(and(eq(authFactors.id, factorId), eq(authFactors.userId, userId)));
    if (!factor) throw factorNotFound();
    return factor;
  }

  return new Hono<AppEnv>()
    .post('/factors', async (c) => {
      const caller = await requireSession(auth, c.req.header('Authorization'));
      const parsed = enrolment.safeParse(await c.req.json());
      if (!parsed.success) throw validationFailed('Invalid factor attributes');
      if (parsed.data.factor_type !== 'totp')
        throw validationFailed('factor_type needs to be totp');
      const user = await findUserById(auth.db, caller.userId);
      if (!user)
        throw new GoTrueError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
      const now = auth.now();
      // Abandoned enrolments (never verified) make room for a new one.
      await auth.db
        .delete(authFactors)
        .where(
          and(
            eq(authFactors.userId, user.id),
            eq(authFactors.status, 'unverified'),
            lt(authFactors.createdAt, new Date(now.getTime() - UNVERIFIED_FACTOR_SECONDS * 1000)),
          ),
        );
      const factors = await userFactors(auth.db, user.id);
      // Someone holding only the password must not add a factor of their own.
      if (hasVerifiedFactor(factors) && caller.aal !== 'aal2')
        throw new GoTrueError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
      if (factors.length >= MAX_FACTORS)
        throw new GoTrueError(
          422,
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        );
      const name = parsed.data.friendly_name || null;
      if (name !== null && factors.some((factor) => factor.friendlyName === name))
        throw nameConflict(name);
      const totp = newTotp(user.email, parsed.data.issuer);
      const secretSealed = sealTotpSecret(await totpKey(), totp.id, totp.secret);
      const inserted = await auth.db.transaction(async (tx) => {
        const rows = await tx
          .insert(authFactors)
          .values({
            id: totp.id,
            userId: user.id,
            friendlyName: name,
            factorType: 'totp',
            status: 'unverified',
            secretSealed,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: authFactors.id });
        if (rows.length > 0)
          await recordFactor(tx, 'factor.enrol', { id: totp.id, name }, actorOf(user), [
            { field: 'status', before: null, after: 'unverified' },
          ]);
        return rows;
      });
      if (inserted.length === 0 && name !== null) throw nameConflict(name);
      return c.json({
        id: totp.id,
        type: 'totp',
        // GoTrue answers the name it stored: empty when none was given.
        friendly_name: name ?? '',
        totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri },
      });
    })
    .post('/factors/:id/challenge', async (c) => {
      const caller = await requireSession(auth, c.req.header('Authorization'));
      const factor = await ownedFactor(caller.userId, c.req.param('id'));
      const now = auth.now();
      const expiresAt = new Date(now.getTime() + CHALLENGE_SECONDS * 1000);
      const [challenge] = await auth.db
        .insert(authChallenges)
        .values({
          factorId: factor.id,
          createdAt: now,
          expiresAt,
          ipAddress: c.get('clientAddress'),
        })
        .returning({ id: authChallenges.id });
      if (!challenge) throw new Error('no challenge row returned');
      return c.json({
        id: challenge.id,
        type: 'totp',
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      });
    })
    .post('/factors/:id/verify', async (c) => {
      const caller = await requireSession(auth, c.req.header('Authorization'));
      const factor = await ownedFactor(caller.userId, c.req.param('id'));
      const parsed = answer.safeParse(await c.req.json());
      if (!parsed.success) throw validationFailed('challenge_id and code are required');
      const { challenge_id: challengeId, code } = parsed.data;
      const now = auth.now();
      const wait = await wrongCodesWait(auth.db, factor.id, now);
      if (wait > 0)
        throw new GoTrueError(
          429,
          'over_request_rate_limit',
          `Too many wrong codes: try again in ${wait} seconds.`,
        );
      const secret = unsealTotpSecret(await totpKey(), factor.id, factor.secretSealed);
      if (secret === null) throw new Error(`TOTP secret of factor ${factor.id} cannot be opened`);
      const key = await auth.signingKey();

      const outcome = await auth.db.transaction(async (tx) => {
        // Locks the factor: two answers with one code take turns, and the second finds it used.
        const [locked] = await tx
          .select({ lastUsedStep: authFactors.lastUsedStep, status: authFactors.status })
          .from(authFactors)
          .where(eq(authFactors.id, factor.id))
          .for('update');
        if (!locked) return 'no-factor' as const;
        const [challenge] = isUuid(challengeId)
          ? await tx
              .select()
              .from(authChallenges)
              .where(
                and(eq(authChallenges.id, challengeId), eq(authChallenges.factorId, factor.id)),
              )
          : [];
        // GoTrue's answers, in its order: no such challenge of this factor; already answered,
        // or asked for from another address; too old.
        if (!challenge) return 'no-challenge' as const;
        if (challenge.verifiedAt || challenge.ipAddress !== c.get('clientAddress'))
          return 'used-challenge' as const;
        if (challenge.expiresAt <= now) {
          // Answered never: GoTrue removes it, and so the second try finds no challenge.
          await tx.delete(authChallenges).where(eq(authChallenges.id, challenge.id));
          return { expired: challenge.id };
        }
        const step = acceptedStep(secret, code, locked.lastUsedStep, now);
        if (step === null) return 'wrong' as const;

        await tx
          .update(authChallenges)
          .set({ verifiedAt: now })
          .where(and(eq(authChallenges.id, challenge.id), isNull(authChallenges.verifiedAt)));
        await tx
          .update(authFactors)
          .set({ status: 'verified', lastUsedStep: step, updatedAt: now })
          .where(eq(authFactors.id, factor.id));
        // The caller's session becomes aal2: its tokens from now on say so, refreshed ones too.
        const [session] = await tx
          .select({ amr: authSessions.amr })
          .from(authSessions)
          .where(eq(authSessions.id, caller.sessionId))
          .for('update');
        const timestamp = Math.floor(now.getTime() / 1000);
        const assurance: Assurance = {
          aal: 'aal2',
          amr: [
            { method: 'totp', timestamp },
            ...(session?.amr ?? []).filter((entry) => entry.method !== 'totp'),
          ],
        };
        await tx
          .update(authSessions)
          .set({ aal: assurance.aal, amr: assurance.amr, factorId: factor.id })
          .where(eq(authSessions.id, caller.sessionId));
        // As GoTrue on every verify (issue 28): the user's other sessions that only had the
        // password end, and set-ups of other apps never finished are dropped.
        const passwordOnly = await tx
          .select({ id: authSessions.id })
          .from(authSessions)
          .where(
            and(
              eq(authSessions.userId, caller.userId),
              eq(authSessions.aal, 'aal1'),
              isNull(authSessions.endedAt),
              ne(authSessions.id, caller.sessionId),
            ),
          );
        await endSessions(
          tx,
          passwordOnly.map((row) => row.id),
          now,
        );
        await tx
          .delete(authFactors)
          .where(
            and(
              eq(authFactors.userId, caller.userId),
              eq(authFactors.status, 'unverified'),
              ne(authFactors.id, factor.id),
            ),
          );
        // Refresh tokens handed out at aal1 must not refresh into the aal2 session.
        await tx
          .update(authRefreshTokens)
          .set({ revoked: true })
          .where(inArray(authRefreshTokens.sessionId, [caller.sessionId]));
        const refreshToken = await insertRefreshToken(tx, key, caller.sessionId, null, now);
        // The first good code makes the factor count; later codes are sign-ins' second step.
        if (locked.status !== 'verified')
          await recordFactor(tx, 'factor.verify', factor, actorOf(caller), [
            { field: 'status', before: locked.status, after: 'verified' },
          ]);
        return { assurance, refreshToken };
      });
      if (outcome === 'no-factor') throw factorNotFound();
      if (outcome === 'no-challenge')
        throw new GoTrueError(
          422,
          'mfa_factor_not_found',
          'MFA factor with the provided challenge ID not found',
        );
      if (outcome === 'used-challenge')
        throw new GoTrueError(
          422,
          'mfa_ip_address_mismatch',
          'Challenge and verify IP addresses mismatch.',
        );
      if (outcome === 'wrong') {
        await countWrongCode(auth.db, factor.id, now);
        // Its own statement: the verification fails, the row of the attempt stays.
        await recordFactor(auth.db, 'factor.wrong-code', factor, actorOf(caller), []);
        throw verificationFailed();
      }
      if (outcome.expired !== undefined) throw challengeExpired(outcome.expired);
      const user = await findUserById(auth.db, caller.userId);
      if (!user)
        throw new GoTrueError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
      const tokens = await sessionTokens(
        key,
        auth.issuer,
        user,
        caller.sessionId,
        outcome.refreshToken,
        new Date(),
        outcome.assurance,
      );
      return c.json({ ...tokens, user: await userJsonWithFactors(auth.db, user) });
    })
    .delete('/factors/:id', async (c) => {
      const caller = await requireSession(auth, c.req.header('Authorization'));
      const factor = await ownedFactor(caller.userId, c.req.param('id'));
      const factors = await userFactors(auth.db, caller.userId);
      if (hasVerifiedFactor(factors) && caller.aal !== 'aal2')
        throw insufficientAal('AAL2 required to unenroll verified factor');
      await auth.db.transaction(async (tx) => {
        // As GoTrue's DowngradeSessionsToAAL1: the sessions this factor made aal2 are aal1
        // again, so their next token says so (the admin guard reads the session at once).
        const raised = await tx
          .select({ id: authSessions.id, amr: authSessions.amr })
          .from(authSessions)
          .where(eq(authSessions.factorId, factor.id))
          .for('update');
        for (const session of raised)
          await tx
            .update(authSessions)
            .set({
              aal: 'aal1',
              factorId: null,
              amr: session.amr.filter((entry) => entry.method !== 'totp'),
            })
            .where(eq(authSessions.id, session.id));
        await tx
          .delete(authFactors)
          .where(and(eq(authFactors.id, factor.id), eq(authFactors.userId, caller.userId)));
        await recordFactor(tx, 'factor.remove', factor, actorOf(caller), [
          { field: 'status', before: factor.status, after: null },
        ]);
      });
      return c.json({ id: factor.id });
    });
}

/**
 * A factor's event in the audit log (issue 19), with the account as its actor: every account's,
 * admin or staff, since a second factor guards whatever the account may reach.
 */
function recordFactor(
  db: Database,
  action: 'factor.enrol' | 'factor.verify' | 'factor.wrong-code' | 'factor.remove',
  factor: { id: string; friendlyName?: string | null; name?: string | null },
  actor: AuditActor,
  changes: AuditChange[],
): Promise<void> {
  const label = factor.friendlyName ?? factor.name ?? 'Authenticator app';
  return recordAudit(
    db,
    { action, target: { type: 'factor', id: factor.id, label }, changes },
    actor,
  );
}

const actorOf = (user: { id?: string; userId?: string; email: string | null }): AuditActor => ({
  userId: user.userId ?? user.id ?? null,
  email: user.email ?? '',
});

function nameConflict(name: string): GoTrueError {
  return new GoTrueError(
    422,
    'mfa_factor_name_conflict',
    `A factor with the friendly name "${name}" for this user already exists`,
  );
}
