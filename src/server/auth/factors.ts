// Second factors of the embedded auth server (issue 19): TOTP per RFC 6238 (the `otpauth`
// library: SHA-1, 6 digits, 30-second steps, ±1 step), GoTrue's factor JSON, and the checks a
// code must pass: the right step, not already used, and not after 5 wrong codes in 5 minutes.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { generate } from 'lean-qr';
import { toSvgSource } from 'lean-qr/extras/svg';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../db/client';
import { authFactors, rateLimits } from '../db/schema';
import { countHit } from '../services/rate-limits';

export type AuthFactor = typeof authFactors.$inferSelect;

export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (clock drift). */
const TOTP_WINDOW = 1;
/** product of issue 19: 5 wrong codes per factor per 5 minutes, then 429. */
export const WRONG_CODES_LIMIT = 5;
export const WRONG_CODES_WINDOW_SECONDS = 300;
/** How long a challenge can be answered. */
export const CHALLENGE_SECONDS = 300;
/** An enrolment never verified for this long is abandoned: enrolling again removes it. */
export const UNVERIFIED_FACTOR_SECONDS = 600;
/** GoTrue's default MFA_MAX_ENROLLED_FACTORS. */
export const MAX_FACTORS = 10;

const ISSUER = 'Tress';

/** GoTrue's factor object, as `user.factors` and supabase-js's listFactors read it. */
export function factorJson(factor: AuthFactor) {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName ?? undefined,
    factor_type: factor.factorType,
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
  };
}

export async function userFactors(db: Database, userId: string): Promise<AuthFactor[]> {
  return db
    .select()
    .from(authFactors)
    .where(eq(authFactors.userId, userId))
    .orderBy(asc(authFactors.createdAt), asc(authFactors.id));
}

export function hasVerifiedFactor(factors: readonly AuthFactor[]): boolean {
  return factors.some((factor) => factor.status === 'verified');
}

function totpFor(secret: string, label: string, issuer = ISSUER): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), its otpauth:// URI and its QR code. */
export function newTotp(label: string, issuer: string | undefined) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, label, issuer || ISSUER).toString();
  // Raw SVG markup, as GoTrue answers it: supabase-js prefixes the data: URI itself.
  const qrCode = toSvgSource(generate(uri), { on: 'black', off: 'white', pad: 2 });
  return { id: randomUUID(), secret, uri, qrCode };
}

/**
 * The time step the code belongs to, or null when it is wrong or its step (or a later one) was
 * already used: a code works once, and never after a newer one.
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now: Date,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(secret, 'check');
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now.getTime() }) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

const wrongCodesBucket = (factorId: string) => `mfa-verify:${factorId}`;

function windowStart(now: Date): Date {
  const windowMs = WRONG_CODES_WINDOW_SECONDS * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Seconds to wait when the factor has had its wrong codes this window; 0 when it may try. */
export async function wrongCodesWait(db: Database, factorId: string, now: Date): Promise<number> {
  const start = windowStart(now);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.bucket, wrongCodesBucket(factorId)), eq(rateLimits.windowStart, start)),
    );
  if (!row || row.count < WRONG_CODES_LIMIT) return 0;
  const left = start.getTime() + WRONG_CODES_WINDOW_SECONDS * 1000 - now.getTime();
  return Math.max(1, Math.ceil(left / 1000));
}

export async function countWrongCode(db: Database, factorId: string, now: Date): Promise<void> {
  await countHit(
    db,
    wrongCodesBucket(factorId),
    { windowSeconds: WRONG_CODES_WINDOW_SECONDS },
    now,
  );
}
