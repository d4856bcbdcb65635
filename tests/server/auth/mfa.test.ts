// Two-factor sign-in (issue 19) as the real supabase-js client sees it against the embedded auth
// server: enrol a TOTP factor, challenge, verify into an aal2 session, list and unenrol factors;
// wrong, replayed and rate-limited codes; expired and used challenges.
import { type SupabaseClient } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { authFactors, sealingSecrets } from '@/server/db/schema';
import type { AppEnv } from '@/server/http/app-env';
import { createAdminUser, TEST_PASSWORD } from '../../support/auth-tokens';
import { embeddedAuthClient, listen, type ListeningApp } from '../../support/listening-app';
import { buildApp, recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let testDb: TestDatabase;
let server: ListeningApp;
/** The auth server's clock: TOTP steps, challenge expiry and rate-limit windows follow it. */
let clock = new Date();

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await listen(
    createApp({
      database: testDb.database,
      env: testEnv({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }),
      logger: recordingLogger().logger,
      now: () => clock,
    }),
  );
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

const client = () => embeddedAuthClient(server.baseUrl);

let accounts = 0;
async function signedIn(email?: string) {
  const account = await createAdminUser(testDb.database.db, {
    email: email ?? `mfa-${++accounts}@example.test`,
  });
  const supabase = client();
  const { data, error } = await supabase.auth.signInWithPassword({
    email: account.email,
    password: TEST_PASSWORD,
  });
  expect(error).toBeNull();
  if (!data.session) throw new Error('no session');
  return { supabase, session: data.session, account };
}

/** The code an authenticator app shows for the secret, `stepsAhead` 30-second steps from the clock. */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: clock.getTime() + stepsAhead * 30_000 });
}

function claimsOf(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
}

async function enrolled(supabase: SupabaseClient, friendlyName = 'Phone') {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  if (!data) throw new Error('no factor');
  return data;
}

async function challenged(supabase: SupabaseClient, factorId: string) {
  const { data, error } = await supabase.auth.mfa.challenge({ factorId });
  expect(error).toBeNull();
  if (!data) throw new Error('no challenge');
  return data;
}

/** Signed in, with a verified factor, at aal2. */
async function withVerifiedFactor() {
  const signed = await signedIn();
  const factor = await enrolled(signed.supabase);
  const challenge = await challenged(signed.supabase, factor.id);
  const { data, error } = await signed.supabase.auth.mfa.verify({
    factorId: factor.id,
    challengeId: challenge.id,
    code: codeFor(factor.totp.secret),
  });
  expect(error).toBeNull();
  if (!data) throw new Error('no aal2 session');
  return { ...signed, factor, aal2: data };
}

describe('TOTP second factor with supabase-js', () => {
  it('enrols, challenges and verifies into an aal2 session, and lists the factor', async () => {
    const { supabase, session, account } = await signedIn();
    expect(claimsOf(session.access_token)).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password' }],
    });
    const before = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const factor = await enrolled(supabase, 'My phone');
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'My phone' });
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/Tress:/);
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);

    const all = await supabase.auth.mfa.listFactors();
    expect(all.data?.all).toEqual([
      expect.objectContaining({
        id: factor.id,
        friendly_name: 'My phone',
        factor_type: 'totp',
        status: 'unverified',
      }),
    ]);
    expect(all.data?.totp).toEqual([]);

    const challenge = await challenged(supabase, factor.id);
    expect(challenge.expires_at).toBeGreaterThan(clock.getTime() / 1000 + 200);
    const { data, error } = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: codeFor(factor.totp.secret),
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { id: account.id },
    });
    const claims = claimsOf(data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect(claims.session_id).toBe(claimsOf(session.access_token).session_id);
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual([
      'totp',
      'password',
    ]);

    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const listed = await supabase.auth.mfa.listFactors();
    expect(listed.data?.totp).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified' }),
    ]);

    // A new password sign-in is aal1 again, and says aal2 is next.
    const again = client();
    const signIn = await again.auth.signInWithPassword({
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(claimsOf(signIn.data.session?.access_token ?? '').aal).toBe('aal1');
    const next = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(next.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('keeps aal2 through a refresh, and the aal1 refresh token no longer works', async () => {
    const { supabase, session } = await withVerifiedFactor();
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(claimsOf(data.session?.access_token ?? '')).toMatchObject({
      aal: 'aal2',
      amr: [{ method: 'totp' }, { method: 'password' }],
    });
    const old = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(old.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('refuses a wrong code and a replayed one; a later step’s code works once', async () => {
    const { supabase, factor } = await withVerifiedFactor();
    const challenge = await challenged(supabase, factor.id);
    const wrong = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: codeFor(factor.totp.secret, 5),
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    // The code of the step just verified: used already.
    const replay = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: codeFor(factor.totp.secret),
    });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // One step earlier: also refused, it is older than the one used.
    const older = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: codeFor(factor.totp.secret, -1),
    });
    expect(older.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    // The next step's code (clock drift) is accepted, once.
    const next = codeFor(factor.totp.secret, 1);
    const ok = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: next,
    });
    expect(ok.error).toBeNull();
    const second = await challenged(supabase, factor.id);
    const reused = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: second.id,
      code: next,
    });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
  });

  it('answers 429 after 5 wrong codes in 5 minutes, even to the right code', async () => {
    const { supabase } = await signedIn();
    const factor = await enrolled(supabase);
    const challenge = await challenged(supabase, factor.id);
    const attempt = (code: string) =>
      supabase.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code });
    for (let wrong = 0; wrong < 5; wrong += 1) {
      const { error } = await attempt(codeFor(factor.totp.secret, 10 + wrong));
      expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    expect((await attempt(codeFor(factor.totp.secret, 20))).error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
    });
    expect((await attempt(codeFor(factor.totp.secret))).error).toMatchObject({ status: 429 });

    // Five minutes on, the factor may try again (the challenge has expired by then: a new one).
    clock = new Date(clock.getTime() + 5 * 60_000);
    const fresh = await challenged(supabase, factor.id);
    const { error } = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: fresh.id,
      code: codeFor(factor.totp.secret),
    });
    expect(error).toBeNull();
  });

  it('refuses an expired challenge and a used one', async () => {
    const { supabase, factor } = await withVerifiedFactor();
    const stale = await challenged(supabase, factor.id);
    clock = new Date(clock.getTime() + 5 * 60_000 + 1000);
    const expired = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: stale.id,
      code: codeFor(factor.totp.secret),
    });
    expect(expired.error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${stale.id} has expired, verify against another challenge or create a new challenge.`,
    });
    // GoTrue removes an expired challenge: asked again, it is unknown.
    const gone = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: stale.id,
      code: codeFor(factor.totp.secret),
    });
    expect(gone.error).toMatchObject({
      status: 422,
      code: 'mfa_factor_not_found',
      message: 'MFA factor with the provided challenge ID not found',
    });

    const challenge = await challenged(supabase, factor.id);
    const ok = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: codeFor(factor.totp.secret),
    });
    expect(ok.error).toBeNull();
    const used = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: codeFor(factor.totp.secret, 1),
    });
    // GoTrue's one answer for a used challenge and one from another address.
    expect(used.error).toMatchObject({
      status: 422,
      code: 'mfa_ip_address_mismatch',
      message: 'Challenge and verify IP addresses mismatch.',
    });
  });

  it('unenrols a verified factor only at aal2', async () => {
    const { account, factor } = await withVerifiedFactor();
    const aal1 = client();
    await aal1.auth.signInWithPassword({ email: account.email, password: TEST_PASSWORD });
    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    // Nor may a password alone add another factor.
    const added = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Other' });
    expect(added.error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    const challenge = await challenged(aal1, factor.id);
    const { error } = await aal1.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: codeFor(factor.totp.secret, 1),
    });
    expect(error).toBeNull();
    const { data, error: unenrollError } = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenrollError).toBeNull();
    expect(data).toEqual({ id: factor.id });
    const listed = await aal1.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([]);
  });

  it('refuses a second factor with the same name, and another user’s factor', async () => {
    const { supabase } = await signedIn();
    const factor = await enrolled(supabase, 'Phone');
    const twin = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(twin.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });

    const stranger = await signedIn();
    const theirs = await stranger.supabase.auth.mfa.challenge({ factorId: factor.id });
    expect(theirs.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const gone = await stranger.supabase.auth.mfa.unenroll({ factorId: factor.id });
    expect(gone.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });

    // An enrolment never verified is abandoned after a while: the name is free again.
    clock = new Date(clock.getTime() + 11 * 60_000);
    const again = await enrolled(supabase, 'Phone');
    expect(again.id).not.toBe(factor.id);
  });

  it('keeps the TOTP secret sealed in the database, bound to its factor', async () => {
    const { supabase } = await signedIn();
    const factor = await enrolled(supabase);
    const [row] = await testDb.database.db
      .select({ sealed: authFactors.secretSealed })
      .from(authFactors)
      .where(eq(authFactors.id, factor.id));
    expect(row?.sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row?.sealed).not.toContain(factor.totp.secret);
    const secrets = await testDb.database.db
      .select({ name: sealingSecrets.name })
      .from(sealingSecrets)
      .where(eq(sealingSecrets.name, 'auth-totp'));
    expect(secrets).toHaveLength(1);
  });
});

describe('the admin guard with a real Supabase project', () => {
  // A stand-in for the project: its key set, and GET /auth/v1/user listing each user's factors.
  const factorsOf = new Map<string, { status: string }[]>();
  const lookups: { apikey: string | undefined }[] = [];
  let userEndpointDown = false;
  let project: ListeningApp;
  let signingKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    signingKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'project-key', alg: 'ES256' };
    project = await listen(
      new Hono<AppEnv>()
        .get('/auth/v1/.well-known/jwks.json', (c) => c.json({ keys: [jwk] }))
        .get('/auth/v1/user', (c) => {
          lookups.push({ apikey: c.req.header('apikey') });
          if (userEndpointDown) return c.json({ message: 'down' }, 503);
          const [, payload] = (c.req.header('Authorization') ?? '').split('.');
          const sub = (
            JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
              sub: string;
            }
          ).sub;
          return c.json({ id: sub, factors: factorsOf.get(sub) ?? [] });
        }),
    );
  });
  afterAll(() => project.close());

  async function projectToken(sub: string, aal: 'aal1' | 'aal2'): Promise<string> {
    return new SignJWT({
      email: `${sub}@example.test`,
      role: 'authenticated',
      aal,
      amr: aal === 'aal2' ? [{ method: 'totp' }, { method: 'password' }] : [{ method: 'password' }],
      app_metadata: { provider: 'email', role: 'admin' },
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'project-key', typ: 'JWT' })
      .setIssuer(`${project.baseUrl}/auth/v1`)
      .setAudience('authenticated')
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(signingKey);
  }

  it('asks the project for the factors of an aal1 admin, and answers MFA_REQUIRED when one is verified', async () => {
    const app = buildApp(
      testDb.database,
      testEnv({ SUPABASE_URL: project.baseUrl, SUPABASE_ANON_KEY: 'project-anon-key' }),
    );
    const enrolledAdmin = '00000000-0000-4000-8000-00000000aa01';
    const plainAdmin = '00000000-0000-4000-8000-00000000aa02';
    factorsOf.set(enrolledAdmin, [{ status: 'verified' }]);
    factorsOf.set(plainAdmin, [{ status: 'unverified' }]);
    const call = async (token: string) =>
      app.request('/api/admin/orders', { headers: { Authorization: `Bearer ${token}` } });

    const refused = await call(await projectToken(enrolledAdmin, 'aal1'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'MFA_REQUIRED', message: expect.any(String) });
    expect(lookups.at(-1)).toEqual({ apikey: 'project-anon-key' });

    expect((await call(await projectToken(plainAdmin, 'aal1'))).status).toBe(200);
    const asked = lookups.length;
    expect((await call(await projectToken(enrolledAdmin, 'aal2'))).status).toBe(200);
    expect(lookups).toHaveLength(asked); // aal2 needs no lookup

    // The project cannot say: the token cannot be judged, and nothing is answered.
    userEndpointDown = true;
    const unknown = await call(await projectToken(enrolledAdmin, 'aal1'));
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ code: 'AUTH_NOT_CONFIGURED' });
    userEndpointDown = false;
  });
});
