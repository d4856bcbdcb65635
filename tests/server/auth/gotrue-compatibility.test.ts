// Issue 28, "behaving as GoTrue does": what a client written for a hosted Supabase project reads
// from the embedded auth — the issuer and its discovery document, user_metadata, the refresh
// limit, the enrolment answer and GoTrue's answers to codes it never sent.
import { createRemoteJWKSet, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { EMBEDDED_ANON_KEY, LEGACY_EMBEDDED_ISSUER } from '@/server/auth/constants';
import { loadSigningKey } from '@/server/auth/signing-keys';
import { REFRESHES_PER_FIVE_MINUTES } from '@/server/auth/token-routes';
import { createAdminUser, mintToken, TEST_PASSWORD } from '../../support/auth-tokens';
import { embeddedAuthClient, listenAsShop, type ListeningApp } from '../../support/listening-app';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let testDb: TestDatabase;
let server: ListeningApp;
const clock = new Date('2030-03-04T10:00:05Z');
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await listenAsShop(testDb.database, { now: () => clock });
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

const client = () => embeddedAuthClient(server.baseUrl);

let accounts = 0;
async function signedIn() {
  const account = await createAdminUser(db(), { email: `gotrue-${++accounts}@example.test` });
  const supabase = client();
  const { data, error } = await supabase.auth.signInWithPassword({
    email: account.email,
    password: TEST_PASSWORD,
  });
  expect(error).toBeNull();
  if (!data.session) throw new Error('no session');
  return { supabase, session: data.session, account };
}

function claimsOf(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
}

const adminUsers = (token: string) =>
  fetch(`${server.baseUrl}/api/admin/users`, { headers: { Authorization: `Bearer ${token}` } });

describe('the issuer', () => {
  it('is <SITE_URL>/auth/v1, whose discovery document leads to the keys that verify its tokens', async () => {
    const { session } = await signedIn();
    const issuer = `${server.baseUrl}/auth/v1`;
    expect(claimsOf(session.access_token).iss).toBe(issuer);

    const discovery = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    const document = (await discovery.json()) as { issuer: string; jwks_uri: string };
    expect(document).toEqual({ issuer, jwks_uri: `${issuer}/.well-known/jwks.json` });
    // What any verifier of a hosted project does with it.
    const keys = createRemoteJWKSet(new URL(document.jwks_uri));
    const { payload } = await jwtVerify(session.access_token, keys, {
      issuer: document.issuer,
      audience: 'authenticated',
    });
    expect(payload.sub).toBeTruthy();
  });

  it('accepts its own tokens of the old fixed issuer for one access-token lifetime only', async () => {
    const account = await createAdminUser(db(), { email: 'legacy-issuer@example.test' });
    const subject = { ...account, role: 'admin' as const };
    const old = await mintToken(db(), subject, { issuer: LEGACY_EMBEDDED_ISSUER });
    expect((await adminUsers(old.token)).status).toBe(200);

    // One signed to live longer than an access token is no token this server ever made.
    const key = await loadSigningKey(db());
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ ...claimsOf(old.token), exp: now + 86_400, iat: now })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .sign(key.privateKey);
    expect((await adminUsers(forged)).status).toBe(401);
    // Nor is one of another shop's address.
    const elsewhere = await mintToken(db(), subject, {
      issuer: 'https://another-shop.example/auth/v1',
    });
    expect((await adminUsers(elsewhere.token)).status).toBe(401);
  });
});

describe('user_metadata', () => {
  it('is stored by updateUser({ data }), merged key by key, and carried in the next tokens', async () => {
    const { supabase } = await signedIn();
    const first = await supabase.auth.updateUser({
      data: { salon: 'Studio Noord', favourites: ['curls', 'waves'], note: 'temporary' },
    });
    expect(first.error).toBeNull();
    expect(first.data.user?.user_metadata).toEqual({
      salon: 'Studio Noord',
      favourites: ['curls', 'waves'],
      note: 'temporary',
    });
    // A key set to null goes; keys not named stay; the rest is replaced whole.
    const second = await supabase.auth.updateUser({ data: { note: null, favourites: ['bob'] } });
    expect(second.data.user?.user_metadata).toEqual({
      salon: 'Studio Noord',
      favourites: ['bob'],
    });
    expect(second.data.user?.app_metadata).toMatchObject({ provider: 'email', role: 'admin' });
    const { data } = await supabase.auth.getUser();
    expect(data.user?.user_metadata).toEqual({ salon: 'Studio Noord', favourites: ['bob'] });
    const refreshed = await supabase.auth.refreshSession();
    expect(claimsOf(refreshed.data.session?.access_token ?? '').user_metadata).toEqual({
      salon: 'Studio Noord',
      favourites: ['bob'],
    });
  });

  it('never writes app_metadata, and refuses what cannot be stored', async () => {
    const { session } = await signedIn();
    const put = (body: unknown) =>
      fetch(`${server.baseUrl}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          Authorization: `Bearer ${session.access_token}`,
          apikey: EMBEDDED_ANON_KEY,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify(body),
      });
    const promoted = await put({ app_metadata: { role: 'owner' } });
    expect(promoted.status).toBe(403);
    expect(await promoted.json()).toEqual({
      code: 'not_admin',
      message: 'Updating app_metadata requires admin privileges',
    });
    let deep: unknown = 'bottom';
    for (let level = 0; level < 40; level += 1) deep = [deep];
    for (const data of [
      { bad: 'a\u0000b' },
      { ['k\u0000']: 1 },
      { lone: '\ud800' },
      { big: 'x'.repeat(9000) },
      { deep },
    ]) {
      const refused = await put({ data });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'validation_failed' });
    }
    const { data } = await client().auth.getUser(session.access_token);
    expect(data.user?.user_metadata).toEqual({});
    expect(data.user?.app_metadata).toMatchObject({ role: 'admin' });
  });
});

describe('limits', () => {
  it('limits refreshes per address, as GoTrue: 150 in five minutes', async () => {
    const fixed = new Date('2030-05-06T07:00:10Z');
    const app = createApp({
      database: testDb.database,
      env: testEnv({ TRUST_PROXY: '1' }),
      logger: recordingLogger().logger,
      now: () => fixed,
    });
    const refresh = (address: string) =>
      app.request('/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: {
          apikey: EMBEDDED_ANON_KEY,
          'Content-Type': 'application/json',
          'X-Forwarded-For': address,
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify({ refresh_token: 'no-such-refresh-token' }),
      });
    for (let attempt = 0; attempt < REFRESHES_PER_FIVE_MINUTES; attempt += 1)
      expect((await refresh('198.18.0.1')).status).toBe(400);
    const over = await refresh('198.18.0.1');
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: 'over_request_rate_limit' });
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await refresh('198.18.0.2')).status).toBe(400);
  });
});

describe('GoTrue’s answers to what the shop does not offer', () => {
  const token = (grant: string, body: unknown) =>
    fetch(`${server.baseUrl}/auth/v1/token?grant_type=${grant}`, {
      method: 'POST',
      headers: {
        apikey: EMBEDDED_ANON_KEY,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify(body),
    });

  it('answers the password grant as GoTrue, whatever is missing', async () => {
    const account = await createAdminUser(db(), { email: 'grant-shapes@example.test' });
    const cases: [unknown, number, string, string][] = [
      [
        { email: account.email, password: '' },
        400,
        'invalid_credentials',
        'Invalid login credentials',
      ],
      [{ password: 'x' }, 400, 'validation_failed', 'missing email or phone'],
      [
        { phone: '+31600000000', password: 'x' },
        422,
        'phone_provider_disabled',
        'Phone logins are disabled',
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await token('password', body);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ code, message });
    }
  });

  it('knows no PKCE flow and no other grant', async () => {
    const empty = await token('pkce', { auth_code: 'abc', code_verifier: '' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      code: 'validation_failed',
      message: 'invalid request: both auth code and code verifier should be non-empty',
    });
    const unknown = await token('pkce', { auth_code: 'abc', code_verifier: 'def' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'flow_state_not_found' });
    const other = await token('id_token', {});
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });
  });

  it('mails one reauthentication code a minute, and names an unknown sign-out scope', async () => {
    const { supabase, session } = await signedIn();
    expect((await supabase.auth.reauthenticate()).error).toBeNull();
    const again = await supabase.auth.reauthenticate();
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const logout = await fetch(`${server.baseUrl}/auth/v1/logout?scope=everything`, {
      method: 'POST',
      headers: {
        apikey: EMBEDDED_ANON_KEY,
        Authorization: `Bearer ${session.access_token}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(logout.status).toBe(400);
    expect(await logout.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everything"',
    });
  });
});

describe('factors and codes', () => {
  it('answers an enrolment with its friendly_name, empty when none was given', async () => {
    const { supabase } = await signedIn();
    const named = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(named.data).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
    const unnamed = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    expect(unnamed.error).toBeNull();
    expect(unnamed.data?.friendly_name).toBe('');
  });

  it('answers a code of a kind it never sends as GoTrue answers a wrong one', async () => {
    for (const type of ['email', 'signup', 'magiclink', 'email_change'] as const) {
      const { data, error } = await client().auth.verifyOtp({
        email: 'someone@example.test',
        token: '123456',
        type,
      });
      expect(error).toMatchObject({
        status: 403,
        code: 'otp_expired',
        message: 'Token has expired or is invalid',
      });
      expect(data.session).toBeNull();
    }
  });

  it('answers a call it has no endpoint for in GoTrue’s words, whatever API version is asked', async () => {
    const plain = await fetch(`${server.baseUrl}/auth/v1/magiclink`, {
      method: 'POST',
      headers: { apikey: EMBEDDED_ANON_KEY, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(plain.status).toBe(404);
    expect(plain.headers.get('x-sb-error-code')).toBe('not_found');
    expect(await plain.json()).toMatchObject({ code: 404, error_code: 'not_found' });
  });
});
