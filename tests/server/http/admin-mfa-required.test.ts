// ADMIN_MFA=required (issue 19, the default in production): an admin without a verified factor
// reaches no admin API (403 MFA_ENROLMENT_REQUIRED) until they enrol one through the auth
// server, which stays open to them; with the factor verified everything works. And the
// reauthentication window: a new code in the same session makes a stale session fresh again.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { createAdminUser, TEST_PASSWORD } from '../../support/auth-tokens';
import { embeddedAuthClient, listen, type ListeningApp } from '../../support/listening-app';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let testDb: TestDatabase;
let server: ListeningApp;
/** How far the shop's clock runs ahead: a sign-in of before is then an old one. */
let ahead = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await listen(
    createApp({
      database: testDb.database,
      env: testEnv({ ADMIN_MFA: 'required', SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }),
      logger: recordingLogger().logger,
      now: () => new Date(Date.now() + ahead),
    }),
  );
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

const client = () => embeddedAuthClient(server.baseUrl);

async function adminCall(token: string, path = '/api/admin/orders', body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

describe('ADMIN_MFA=required', () => {
  it('keeps every admin API closed until the admin enrols, then opens it', async () => {
    const account = await createAdminUser(testDb.database.db, { email: 'enrol@example.test' });
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(error).toBeNull();
    const aal1 = data.session?.access_token ?? '';
    for (const path of ['/api/admin/orders', '/api/config', '/api/admin/users']) {
      const refused = await adminCall(aal1, path);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'MFA_ENROLMENT_REQUIRED', message: expect.any(String) });
    }

    // The auth server lets them enrol with the password session.
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data;
    if (!factor) throw new Error('no factor');
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeOf(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const aal2 = verified.data?.access_token ?? '';
    expect((await adminCall(aal2)).status).toBe(200);
    // The password-only token of before is now MFA_REQUIRED: the admin has a factor.
    expect((await adminCall(aal1)).body.code).toBe('MFA_REQUIRED');
  });

  it('asks a session signed in over 10 minutes ago for a new code before a sensitive change', async () => {
    const account = await createAdminUser(testDb.database.db, { email: 'stale@example.test' });
    const supabase = client();
    await supabase.auth.signInWithPassword({ email: account.email, password: TEST_PASSWORD });
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    const factor = enrolled.data;
    if (!factor) throw new Error('no factor');
    // Signed in with password and code now; then 11 minutes pass.
    const signedIn = client();
    await signedIn.auth.signInWithPassword({ email: account.email, password: TEST_PASSWORD });
    const verified = await signedIn.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeOf(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const stale = verified.data?.access_token ?? '';
    ahead = 11 * 60_000;
    const invite = { email: 'invitee@example.test' };
    expect((await adminCall(stale, '/api/admin/orders')).status).toBe(200);
    const refused = await adminCall(stale, '/api/admin/users', invite);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('REAUTHENTICATION_REQUIRED');

    // A new code in that same session: its token says so, and the change goes through.
    const reverified = await signedIn.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeOf(factor.totp.secret, 22),
    });
    expect(reverified.error).toBeNull();
    const accepted = await adminCall(
      reverified.data?.access_token ?? '',
      '/api/admin/users',
      invite,
    );
    expect(accepted.status).toBe(201);
    ahead = 0;
  });
});
