// Issue 28, security: what someone holding only an admin's password (or an invitation link, or
// many machines) can no longer do, each as the real supabase-js client meets it.
//   1. an aal1 session of an account with a verified factor changes neither password nor email;
//      an old session needs a reauthentication code (GoTrue's secure password change);
//   2. password guesses are limited per account, with a back-off the owner gets through;
//   3. one open recovery link per account, and a new password retires every link and code;
//   4. a verify ends the account's password-only sessions; removing a factor takes the sessions
//      it raised back to aal1;
//   5. an invitation link's session may choose its password and nothing else.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_ANON_KEY, issuerFor } from '@/server/auth/constants';
import {
  BACKOFF_FIRST_SECONDS,
  BACKOFF_MAX_SECONDS,
  emailKey,
  forgetOldSignInFailures,
  SIGN_IN_FREE_FAILURES,
} from '@/server/auth/sign-in-backoff';
import { auditLog, authSessions, authSignInFailures, emails } from '@/server/db/schema';
import { createAdminUser, mintToken, TEST_PASSWORD } from '../../support/auth-tokens';
import { listenAsShop, type ListeningApp } from '../../support/listening-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let testDb: TestDatabase;
let server: ListeningApp;
/** The auth server's clock: back-offs, link and code expiry, session age follow it. */
let clock = new Date();
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // Behind one proxy, so each client names its own address (X-Forwarded-For).
  server = await listenAsShop(testDb.database, { env: { TRUST_PROXY: '1' }, now: () => clock });
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

function later(seconds: number) {
  clock = new Date(clock.getTime() + seconds * 1000);
}

let addresses = 0;
/** A supabase-js client of its own address, as a distinct machine would be. */
function client(address = `203.0.113.${++addresses % 250}`): SupabaseClient {
  return createClient(server.baseUrl, EMBEDDED_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'X-Forwarded-For': address } },
  });
}

let accounts = 0;
const newAccount = (name = 'owner') =>
  createAdminUser(db(), { email: `${name}-${++accounts}@example.test` });

async function signedIn(email: string, supabase = client()) {
  const { data, error } = await supabase.auth.signInWithPassword({
    email,
    password: TEST_PASSWORD,
  });
  expect(error).toBeNull();
  if (!data.session) throw new Error('no session');
  return { supabase, session: data.session };
}

function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: clock.getTime() + stepsAhead * 30_000 });
}

/** Enrols and verifies a TOTP factor in `supabase`'s session: it becomes aal2. */
async function withFactor(supabase: SupabaseClient, name = 'Phone', stepsAhead = 0) {
  const { data: factor, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: name,
  });
  expect(error).toBeNull();
  if (!factor) throw new Error('no factor');
  const verified = await supabase.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: codeFor(factor.totp.secret, stepsAhead),
  });
  expect(verified.error).toBeNull();
  return factor;
}

function claimsOf(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
}

async function latestMail(email: string, kind: string) {
  const [mail] = await db()
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, email), eq(emails.kind, kind)))
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(1);
  if (!mail) throw new Error(`no ${kind} mail to ${email}`);
  return mail.bodyText;
}

const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S+/)?.[0] ?? 'http://none');

/** Opens a mailed link as a browser would; the session it gives, or null. */
async function open(link: URL): Promise<{ access_token: string; refresh_token: string } | null> {
  const response = await fetch(link, { redirect: 'manual' });
  const fragment = new URLSearchParams(
    new URL(response.headers.get('Location') ?? '').hash.slice(1),
  );
  const access = fragment.get('access_token');
  const refresh = fragment.get('refresh_token');
  return access && refresh ? { access_token: access, refresh_token: refresh } : null;
}

/** What GET /auth/v1/user answers for `token`: null when its session is open, else the code. */
async function sessionError(token: string): Promise<string | null> {
  // Asked directly: supabase-js turns this answer into its own "Auth session missing!".
  const response = await fetch(`${server.baseUrl}/auth/v1/user`, {
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: EMBEDDED_ANON_KEY,
      'X-Supabase-Api-Version': '2024-01-01',
    },
  });
  return response.ok ? null : ((await response.json()) as { code: string }).code;
}

function adminApi(path: string, token: string) {
  return fetch(`${server.baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
}

describe('1. a password alone does not change the password of an account with a second factor', () => {
  it('refuses an aal1 session the password and the email with 401 insufficient_aal, changing nothing', async () => {
    const account = await newAccount();
    const owner = await signedIn(account.email);
    await withFactor(owner.supabase);

    const thief = await signedIn(account.email);
    expect(claimsOf(thief.session.access_token).aal).toBe('aal1');
    const password = await thief.supabase.auth.updateUser({ password: 'the thief’s password' });
    expect(password.error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    });
    const email = await thief.supabase.auth.updateUser({ email: 'thief@example.test' });
    expect(email.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    // Metadata is no secret: GoTrue lets an aal1 session write it.
    const data = await thief.supabase.auth.updateUser({ data: { note: 'harmless' } });
    expect(data.error).toBeNull();

    // Nothing else changed: the owner's aal2 session lives, and the old password still works.
    expect((await owner.supabase.auth.getUser()).error).toBeNull();
    await signedIn(account.email);

    // The owner, at aal2, may change it; the thief's session then ends.
    const changed = await owner.supabase.auth.updateUser({ password: 'the owner’s new one' });
    expect(changed.error).toBeNull();
    expect(await sessionError(thief.session.access_token)).toBe('session_not_found');
  });

  it('asks a session older than a day for a reauthentication code before a password change', async () => {
    const account = await newAccount();
    const { supabase } = await signedIn(account.email);
    later(24 * 3600 + 60);
    const refused = await supabase.auth.updateUser({ password: 'a brand new password' });
    expect(refused.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    const wrong = await supabase.auth.updateUser({
      password: 'a brand new password',
      nonce: '000000',
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    expect((await supabase.auth.reauthenticate()).error).toBeNull();
    const code = (await latestMail(account.email, 'reauthentication-code')).match(/\b\d{6}\b/)?.[0];
    const changed = await supabase.auth.updateUser({
      password: 'a brand new password',
      nonce: code,
    });
    expect(changed.error).toBeNull();
  });
});

describe('2. a limit per account on password sign-in, with a back-off the owner gets through', () => {
  it('answers 40 guesses from 40 addresses with 5 checks and then 429, and lets the owner in after the back-off', async () => {
    const account = await newAccount('guessed');
    const statuses: number[] = [];
    for (let guess = 0; guess < 40; guess += 1) {
      const { error } = await client(`198.51.100.${guess}`).auth.signInWithPassword({
        email: account.email,
        password: `guess number ${guess}`,
      });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses).toEqual([
      ...Array<number>(SIGN_IN_FREE_FAILURES).fill(400),
      ...Array<number>(40 - SIGN_IN_FREE_FAILURES).fill(429),
    ]);

    // The right password is refused too while the back-off lasts, saying for how long.
    const early = await client().auth.signInWithPassword({
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(early.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(early.error?.message).toMatch(/try again in 1 minute/);

    // After it, the owner's right password from a new address signs in and clears the count.
    later(BACKOFF_FIRST_SECONDS);
    await signedIn(account.email, client('192.0.2.77'));
    const fresh = await client().auth.signInWithPassword({
      email: account.email,
      password: 'one more wrong one',
    });
    expect(fresh.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    // Each wrong password of the account is in the audit log, with its address.
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign-in-failure'), eq(auditLog.actorId, account.id)));
    expect(rows).toHaveLength(SIGN_IN_FREE_FAILURES + 1);
    expect(rows[0]?.changes).toContainEqual({
      field: 'address',
      before: null,
      after: '198.51.100.0',
    });
    expect(rows[SIGN_IN_FREE_FAILURES - 1]?.changes).toContainEqual(
      expect.objectContaining({ field: 'sign-ins wait until' }),
    );
  });

  it('doubles the back-off with each further failure, up to 15 minutes, and never for good', async () => {
    const account = await newAccount('persistent');
    const guess = () =>
      client().auth.signInWithPassword({ email: account.email, password: 'still wrong' });
    for (let failure = 0; failure < SIGN_IN_FREE_FAILURES; failure += 1) await guess();
    let wait = BACKOFF_FIRST_SECONDS;
    for (let round = 0; round < 6; round += 1) {
      later(wait - 1);
      expect((await guess()).error?.status).toBe(429);
      later(1);
      expect((await guess()).error?.status).toBe(400);
      wait = Math.min(wait * 2, BACKOFF_MAX_SECONDS);
    }
    expect(wait).toBe(BACKOFF_MAX_SECONDS);
    later(BACKOFF_MAX_SECONDS);
    await signedIn(account.email);
  });

  it('counts parallel guesses before checking them: a burst gets no more checks', async () => {
    const account = await newAccount('burst');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, guess) =>
        client(`192.0.2.${guess + 1}`).auth.signInWithPassword({
          email: account.email,
          password: `parallel guess ${guess}`,
        }),
      ),
    );
    const checked = results.filter((result) => result.error?.status === 400);
    expect(checked).toHaveLength(SIGN_IN_FREE_FAILURES);
    expect(results.filter((result) => result.error?.status === 429)).toHaveLength(
      20 - SIGN_IN_FREE_FAILURES,
    );
  });

  it('answers an address with no account exactly as one with an account', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < SIGN_IN_FREE_FAILURES + 1; guess += 1) {
      const { error } = await client().auth.signInWithPassword({
        email: 'no-such-admin@example.test',
        password: 'anything at all',
      });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses).toEqual([...Array<number>(SIGN_IN_FREE_FAILURES).fill(400), 429]);
  });

  it('is cleared by a new password, which the owner sets through a recovery link', async () => {
    const account = await newAccount('recovering');
    for (let failure = 0; failure < SIGN_IN_FREE_FAILURES; failure += 1)
      await client().auth.signInWithPassword({ email: account.email, password: 'nope' });
    // A recovery link is never held back: the owner's way in while the back-off lasts.
    expect((await client().auth.resetPasswordForEmail(account.email)).error).toBeNull();
    const session = await open(linkIn(await latestMail(account.email, 'password-recovery')));
    if (!session) throw new Error('the recovery link gave no session');
    const recovered = client();
    await recovered.auth.setSession(session);
    expect(
      (await recovered.auth.updateUser({ password: 'my recovered password' })).error,
    ).toBeNull();
    const { error } = await client().auth.signInWithPassword({
      email: account.email,
      password: 'my recovered password',
    });
    expect(error).toBeNull();
  });
});

describe('3. recovery links do not outlive their purpose', () => {
  it('keeps one open recovery link per account: a newer mail retires the older link', async () => {
    const account = await newAccount('forgetful');
    expect((await client().auth.resetPasswordForEmail(account.email)).error).toBeNull();
    const first = linkIn(await latestMail(account.email, 'password-recovery'));
    later(61);
    expect((await client().auth.resetPasswordForEmail(account.email)).error).toBeNull();
    const second = linkIn(await latestMail(account.email, 'password-recovery'));
    expect(second.toString()).not.toBe(first.toString());
    expect(await open(first)).toBeNull();
    expect(await open(second)).not.toBeNull();
  });

  it('retires every open link and code when the password changes', async () => {
    const account = await newAccount('changing');
    const { supabase } = await signedIn(account.email);
    expect((await client().auth.resetPasswordForEmail(account.email)).error).toBeNull();
    const link = linkIn(await latestMail(account.email, 'password-recovery'));
    expect((await supabase.auth.reauthenticate()).error).toBeNull();
    const code = (await latestMail(account.email, 'reauthentication-code')).match(/\b\d{6}\b/)?.[0];

    expect((await supabase.auth.updateUser({ password: 'changed without them' })).error).toBeNull();
    expect(await open(link)).toBeNull();
    const withCode = await supabase.auth.updateUser({ password: 'changed again', nonce: code });
    expect(withCode.error).toMatchObject({ code: 'reauthentication_not_valid' });
  });

  it('mails one recovery link per address a minute, whether or not it has an account', async () => {
    for (const email of [(await newAccount('hurried')).email, 'nobody-at-all@example.test']) {
      expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
      const again = await client().auth.resetPasswordForEmail(email);
      expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
      expect(again.error?.message).toMatch(
        /^For security purposes, you can only request this after \d+ seconds\.$/,
      );
    }
    const invalid = await client().auth.resetPasswordForEmail('not an address');
    expect(invalid.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });
});

describe('4. sessions follow the second factor', () => {
  it('ends the account’s password-only sessions when a factor is verified', async () => {
    const account = await newAccount('verifying');
    const other = await signedIn(account.email);
    const owner = await signedIn(account.email);
    await withFactor(owner.supabase);
    expect(await sessionError(other.session.access_token)).toBe('session_not_found');
    expect((await owner.supabase.auth.getUser()).error).toBeNull();
  });

  it('drops unfinished set-ups of other apps when a factor is verified', async () => {
    const account = await newAccount('tidy');
    const { supabase } = await signedIn(account.email);
    const abandoned = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Old' });
    expect(abandoned.error).toBeNull();
    await withFactor(supabase, 'New');
    const { data } = await supabase.auth.mfa.listFactors();
    expect(data?.all.map((factor) => factor.friendly_name)).toEqual(['New']);
  });

  it('takes the sessions a removed factor raised back to aal1, at once and on refresh', async () => {
    const account = await newAccount('unenrolling');
    const first = await signedIn(account.email);
    const phone = await withFactor(first.supabase, 'Phone');
    // A second app, verified in a second session.
    const second = await signedIn(account.email);
    const { data: challenge } = await second.supabase.auth.mfa.challenge({ factorId: phone.id });
    await second.supabase.auth.mfa.verify({
      factorId: phone.id,
      challengeId: challenge?.id ?? '',
      code: codeFor(phone.totp.secret, 1),
    });
    const tablet = await withFactor(second.supabase, 'Tablet');
    const stale = (await first.supabase.auth.getSession()).data.session?.access_token ?? '';

    // The second session removes the phone: the first session was raised by it.
    const { error } = await second.supabase.auth.mfa.unenroll({ factorId: phone.id });
    expect(error).toBeNull();
    // Its earlier token still says aal2, but the admin API judges the session: the account
    // has another verified app, so that session must give its code again.
    expect(claimsOf(stale).aal).toBe('aal2');
    const refused = await adminApi('/api/admin/users', stale);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'MFA_REQUIRED' });
    const refreshed = await first.supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const claims = claimsOf(refreshed.data.session?.access_token ?? '');
    expect(claims.aal).toBe('aal1');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['password']);
    // The session that verified the tablet keeps aal2.
    const kept = await second.supabase.auth.refreshSession();
    expect(claimsOf(kept.data.session?.access_token ?? '').aal).toBe('aal2');
    expect(tablet.id).toBeTruthy();
  });
});

describe('5. an invitation link may only choose the password', () => {
  it('answers the admin API 403 INVITATION_PENDING until the password is chosen', async () => {
    const owner = await newAccount('inviter');
    const { token } = await mintToken(
      db(),
      { ...owner, role: 'admin' },
      // Inviting needs a recent sign-in, on the shop's clock (which earlier tests moved on).
      { now: clock, issuer: issuerFor(server.baseUrl) },
    );
    const invited = await fetch(`${server.baseUrl}/api/admin/users`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'invitee-28@example.test' }),
    });
    expect(invited.status).toBe(201);
    const session = await open(
      linkIn(await latestMail('invitee-28@example.test', 'admin-invitation')),
    );
    if (!session) throw new Error('the invitation gave no session');
    expect(claimsOf(session.access_token).amr).toEqual([
      expect.objectContaining({ method: 'otp' }),
    ]);

    const early = await adminApi('/api/admin/users', session.access_token);
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: 'INVITATION_PENDING' });
    const invitee = client();
    await invitee.auth.setSession(session);
    const { data: user } = await invitee.auth.getUser();
    expect(user.user?.invited_at).toBeTruthy();
    // It may set up its authenticator app, as a shop that requires one asks.
    await withFactor(invitee, 'Invitee phone');

    expect((await invitee.auth.updateUser({ password: 'the invitee’s own' })).error).toBeNull();
    const now = (await invitee.auth.getSession()).data.session?.access_token ?? '';
    expect((await adminApi('/api/admin/users', now)).status).toBe(200);
    const { data: after } = await invitee.auth.getUser();
    expect(after.user?.invited_at).toBeUndefined();
  });
});

describe('the rows behind it', () => {
  it('forget a count a day after its last failure', async () => {
    const count = async (email: string) =>
      (
        await db()
          .select()
          .from(authSignInFailures)
          .where(eq(authSignInFailures.emailKey, emailKey(email)))
      ).length;
    await client().auth.signInWithPassword({ email: 'old-count@example.test', password: 'x' });
    await forgetOldSignInFailures(db(), new Date(clock.getTime() + 1000));
    expect(await count('old-count@example.test')).toBe(1);
    await forgetOldSignInFailures(db(), new Date(clock.getTime() + 25 * 3600 * 1000));
    expect(await count('old-count@example.test')).toBe(0);
  });

  it('remember the factor that raised them', async () => {
    const account = await newAccount('remembered');
    const { supabase, session } = await signedIn(account.email);
    const factor = await withFactor(supabase);
    const [row] = await db()
      .select({ factorId: authSessions.factorId, aal: authSessions.aal })
      .from(authSessions)
      .where(eq(authSessions.id, String(claimsOf(session.access_token).session_id)));
    expect(row).toEqual({ factorId: factor.id, aal: 'aal2' });
  });
});
