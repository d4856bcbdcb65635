// The embedded auth server as the real supabase-js client sees it: sign-in, refresh, user,
// password change, sign-out and its error shapes (product.md §2 "Auth").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, createStaffUser, TEST_PASSWORD } from '../../support/auth-tokens';
import { embeddedAuthClient, listen, type ListeningApp } from '../../support/listening-app';
import { buildApp, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let testDb: TestDatabase;
let server: ListeningApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // Many sign-ins in one file; the limit itself is tested in auth-rate-limit.test.ts.
  server = await listen(
    buildApp(testDb.database, testEnv({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' })),
  );
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

const client = () => embeddedAuthClient(server.baseUrl);

async function signedIn(email: string, password = TEST_PASSWORD) {
  const supabase = client();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  if (!data.session) throw new Error('no session');
  return { supabase, session: data.session };
}

describe('supabase-js against the embedded auth server', () => {
  it('signs in with a password and gets a GoTrue session and user', async () => {
    const admin = await createAdminUser(testDb.database.db);
    const { session } = await signedIn(admin.email.toUpperCase());
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: {
        id: admin.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: admin.email,
        app_metadata: { provider: 'email', providers: ['email'], role: 'admin' },
        user_metadata: {},
        identities: [
          {
            identity_id: admin.id,
            user_id: admin.id,
            provider: 'email',
            identity_data: { email: admin.email, sub: admin.id },
          },
        ],
      },
    });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.refresh_token).toMatch(/^[\w-]{20,}$/);
    expect(session.user.last_sign_in_at).toBeTruthy();
    const [, payload] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      sub: admin.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: admin.email,
    });
    expect(typeof claims.session_id).toBe('string');
  });

  it('answers a wrong password and an unknown email alike: 400 invalid_credentials', async () => {
    const admin = await createAdminUser(testDb.database.db);
    for (const attempt of [
      { email: admin.email, password: 'not the password' },
      { email: 'nobody@example.test', password: TEST_PASSWORD },
    ]) {
      const { data, error } = await client().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        name: 'AuthApiError',
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('refreshes the session into a new token pair', async () => {
    const { supabase, session } = await signedIn((await createAdminUser(testDb.database.db)).email);
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(session.user.email);
  });

  it('gets the user, changes the password and signs in with the new one', async () => {
    const staff = await createStaffUser(testDb.database.db, { email: 'changer@example.test' });
    const { supabase } = await signedIn(staff.email);
    const { data: got, error: getError } = await supabase.auth.getUser();
    expect(getError).toBeNull();
    expect(got.user).toMatchObject({
      id: staff.id,
      email: staff.email,
      app_metadata: { provider: 'email' },
    });

    const weak = await supabase.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
    });
    expect(weak.error).toHaveProperty('reasons', ['length']);

    const { error } = await supabase.auth.updateUser({ password: 'a brand new passphrase' });
    expect(error).toBeNull();
    const old = await client().auth.signInWithPassword({
      email: staff.email,
      password: TEST_PASSWORD,
    });
    expect(old.error?.code).toBe('invalid_credentials');
    await signedIn(staff.email, 'a brand new passphrase');
  });

  it('signs out locally: that session ends, others stay', async () => {
    const email = (await createAdminUser(testDb.database.db)).email;
    const first = await signedIn(email);
    const second = await signedIn(email);
    const { error } = await first.supabase.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    const refused = await client().auth.getUser(first.session.access_token);
    expect(refused.error).toMatchObject({ name: 'AuthSessionMissingError' });
    expect((await client().auth.getUser(second.session.access_token)).error).toBeNull();
    const reuse = await client().auth.refreshSession({
      refresh_token: first.session.refresh_token,
    });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signs out globally: every session of the user ends', async () => {
    const email = (await createStaffUser(testDb.database.db, { email: 'global@example.test' }))
      .email;
    const first = await signedIn(email);
    const second = await signedIn(email);
    expect((await first.supabase.auth.signOut({ scope: 'global' })).error).toBeNull();
    for (const { session } of [first, second]) {
      const { error } = await client().auth.getUser(session.access_token);
      expect(error).toMatchObject({ name: 'AuthSessionMissingError' });
    }
  });

  it('refuses a forged access token with 403 bad_jwt', async () => {
    const { error } = await client().auth.getUser('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('answers GoTrue public settings and 404 JSON for endpoints it does not have', async () => {
    const settings = await fetch(`${server.baseUrl}/auth/v1/settings`);
    expect(await settings.json()).toMatchObject({
      disable_signup: true,
      external: { email: true },
    });
    const signUp = await client().auth.signUp({
      email: 'new@example.test',
      password: 'whatever123',
    });
    expect(signUp.error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    const otp = await client().auth.signInWithOtp({ email: 'new@example.test' });
    expect(otp.error).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('refuses calls without the anon key, in the error form the client asked for', async () => {
    const attempt = (headers: Record<string, string>) =>
      fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'a@example.test', password: 'x' }),
      });
    // GoTrue's first form, for a client that names no API version.
    const plain = await attempt({});
    expect(plain.status).toBe(401);
    expect(plain.headers.get('X-Supabase-Api-Version')).toBeNull();
    expect(plain.headers.get('x-sb-error-code')).toBe('no_api_key');
    expect(await plain.json()).toEqual({
      code: 401,
      error_code: 'no_api_key',
      msg: 'No valid API key found in request',
    });
    // supabase-js's: the version is echoed, and `code` is the code.
    for (const version of ['2024-01-01', '2025-06-30']) {
      const dated = await attempt({ 'X-Supabase-Api-Version': version });
      expect(dated.status).toBe(401);
      expect(dated.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
      expect(dated.headers.get('x-sb-error-code')).toBe('no_api_key');
      expect(await dated.json()).toEqual({
        code: 'no_api_key',
        message: 'No valid API key found in request',
      });
    }
    // An older or unreadable version is the first form again.
    for (const version of ['2023-12-31', 'yesterday']) {
      const older = await attempt({ 'X-Supabase-Api-Version': version });
      expect(await older.json()).toMatchObject({ code: 401, error_code: 'no_api_key' });
    }
  });
});
