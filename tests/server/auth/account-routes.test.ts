// The rest of the hosted auth API the specification lists, as the real supabase-js client calls
// it: reauthenticate (a mailed 6-digit code that a password change spends once), resend (refused
// plainly: sign-up is closed and addresses do not change here) and identities (the one email
// identity, which cannot be unlinked).
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { EMBEDDED_ANON_KEY } from '@/server/auth/constants';
import { emails } from '@/server/db/schema';
import { createAdminUser, TEST_PASSWORD } from '../../support/auth-tokens';
import { embeddedAuthClient, listen, type ListeningApp } from '../../support/listening-app';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let testDb: TestDatabase;
let server: ListeningApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await listen(
    createApp({
      database: testDb.database,
      env: testEnv({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }),
      logger: recordingLogger().logger,
    }),
  );
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

const client = () => embeddedAuthClient(server.baseUrl);

async function signedIn(email: string) {
  const account = await createAdminUser(testDb.database.db, { email });
  const supabase = client();
  const { data, error } = await supabase.auth.signInWithPassword({
    email: account.email,
    password: TEST_PASSWORD,
  });
  expect(error).toBeNull();
  if (!data.session) throw new Error('no session');
  await supabase.auth.setSession(data.session);
  return { supabase, account };
}

async function mailedCode(email: string): Promise<string> {
  const [mail] = await testDb.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, email), eq(emails.kind, 'reauthentication-code')))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  const code = mail?.bodyText.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error('no reauthentication code in the outbox');
  return code;
}

describe('reauthenticate', () => {
  it('mails a code that a password change spends once', async () => {
    const { supabase, account } = await signedIn('nonce@example.test');
    expect((await supabase.auth.reauthenticate()).error).toBeNull();
    const code = await mailedCode(account.email);

    const changed = await supabase.auth.updateUser({ password: 'first new password', nonce: code });
    expect(changed.error).toBeNull();
    const again = await supabase.auth.updateUser({ password: 'second new password', nonce: code });
    expect(again.error?.code).toBe('reauthentication_not_valid');
  });

  it('retires every open code after a wrong one, so codes cannot be guessed in turn', async () => {
    const { supabase, account } = await signedIn('guess@example.test');
    await supabase.auth.reauthenticate();
    const code = await mailedCode(account.email);
    const wrong = code === '000000' ? '000001' : '000000';
    const guessed = await supabase.auth.updateUser({ password: 'a new password', nonce: wrong });
    expect(guessed.error?.code).toBe('reauthentication_not_valid');
    const late = await supabase.auth.updateUser({ password: 'a new password', nonce: code });
    expect(late.error?.code).toBe('reauthentication_not_valid');
    // The password is unchanged.
    const old = await client().auth.signInWithPassword({
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(old.error).toBeNull();
  });

  it('needs a session', async () => {
    const { error } = await client().auth.reauthenticate();
    expect(error).not.toBeNull();
  });
});

describe('resend', () => {
  it('refuses plainly: sign-up is closed, addresses do not change, there are no phones', async () => {
    const supabase = client();
    const signup = await supabase.auth.resend({ type: 'signup', email: 'someone@example.test' });
    expect(signup.error?.code).toBe('signup_disabled');
    const change = await supabase.auth.resend({
      type: 'email_change',
      email: 'someone@example.test',
    });
    expect(change.error?.code).toBe('email_address_not_authorized');
    const sms = await supabase.auth.resend({ type: 'sms', phone: '+31600000000' });
    expect(sms.error?.code).toBe('phone_provider_disabled');
    const response = await fetch(`${server.baseUrl}/auth/v1/resend`, {
      method: 'POST',
      headers: {
        apikey: EMBEDDED_ANON_KEY,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ type: 'signup' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'You must provide either an email or phone number and a type',
    });
  });
});

describe('identities', () => {
  it('lists the account email identity, which cannot be unlinked', async () => {
    const { supabase, account } = await signedIn('identity@example.test');
    const { data, error } = await supabase.auth.getUserIdentities();
    expect(error).toBeNull();
    const identities = data?.identities ?? [];
    expect(identities).toHaveLength(1);
    expect(identities[0]).toMatchObject({
      provider: 'email',
      user_id: account.id,
      identity_data: { email: account.email },
    });
    const identity = identities[0];
    if (!identity) throw new Error('no identity');
    const unlinked = await supabase.auth.unlinkIdentity(identity);
    expect(unlinked.error?.code).toBe('single_identity_not_deletable');
  });
});
