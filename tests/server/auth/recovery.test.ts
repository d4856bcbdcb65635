// Password recovery (product.md §2): a link into the mail outbox, built on SITE_URL only, one
// use, same-origin redirects only, and no hint whether an account exists.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_ANON_KEY } from '@/server/auth/constants';
import { emails } from '@/server/db/schema';
import { createStaffUser } from '../../support/auth-tokens';
import { embeddedAuthClient, listenAt, type ListeningApp } from '../../support/listening-app';
import { buildApp, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let testDb: TestDatabase;
let server: ListeningApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // The shop's configured address is the test server's own, so the mailed links can be opened.
  server = await listenAt((baseUrl) =>
    buildApp(
      testDb.database,
      testEnv({ SITE_URL: baseUrl, SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }),
    ),
  );
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

const client = () => embeddedAuthClient(server.baseUrl);

async function recoveryLink(email: string, redirectTo?: string): Promise<URL> {
  const { error } = await client().auth.resetPasswordForEmail(email, { redirectTo });
  expect(error).toBeNull();
  return mailedLink(email);
}

async function mailedLink(email: string): Promise<URL> {
  const [mail] = await testDb.database.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, email))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  const link = mail?.bodyText.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no recovery link in the outbox');
  expect(mail?.kind).toBe('password-recovery');
  return new URL(link);
}

describe('password recovery', () => {
  it('mails a link whose GET redirects with a session in the fragment', async () => {
    const user = await createStaffUser(testDb.database.db, { email: 'forgot@example.test' });
    const link = await recoveryLink(user.email, `${server.baseUrl}/login?next=/admin`);
    expect(link.pathname).toBe('/auth/v1/verify');
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(
      `${server.baseUrl}/login?next=/admin`,
    );
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    const { data, error } = await client().auth.getUser(fragment.get('access_token') ?? '');
    expect(error).toBeNull();
    expect(data.user?.email).toBe(user.email);

    // One use only.
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.headers.get('Location')).toContain('error_code=otp_expired');
  });

  it('verifies the token with supabase-js verifyOtp into a session, then sets a new password', async () => {
    const user = await createStaffUser(testDb.database.db, { email: 'otp@example.test' });
    const token = (await recoveryLink(user.email)).searchParams.get('token') ?? '';
    const supabase = client();
    const { data, error } = await supabase.auth.verifyOtp({
      email: user.email,
      token,
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(user.email);
    expect((await supabase.auth.updateUser({ password: 'recovered passphrase' })).error).toBeNull();
    const signIn = await client().auth.signInWithPassword({
      email: user.email,
      password: 'recovered passphrase',
    });
    expect(signIn.error).toBeNull();

    const reused = await client().auth.verifyOtp({ email: user.email, token, type: 'recovery' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('never redirects to another origin', async () => {
    const user = await createStaffUser(testDb.database.db, { email: 'phished@example.test' });
    const link = await recoveryLink(user.email, 'https://evil.example/steal');
    expect(link.searchParams.get('redirect_to')).toBe(`${server.baseUrl}/login`);
    const tampered = new URL(link);
    tampered.searchParams.set('redirect_to', 'https://evil.example/steal');
    const response = await fetch(tampered, { redirect: 'manual' });
    expect(response.headers.get('Location')).toMatch(
      new RegExp(`^${server.baseUrl}/login#access_token=`),
    );
  });

  it('answers 200 for an unknown email and mails nobody', async () => {
    const before = await testDb.database.db.select({ n: sql<number>`count(*)::int` }).from(emails);
    const { error } = await client().auth.resetPasswordForEmail('nobody@example.test');
    expect(error).toBeNull();
    const after = await testDb.database.db.select({ n: sql<number>`count(*)::int` }).from(emails);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  describe('ignores the Host and X-Forwarded-Host a request names', () => {
    // A forged Host would otherwise put the token into a link to the forger's own server.
    async function recoverThrough(env: Record<string, string>, email: string) {
      const app = buildApp(testDb.database, testEnv({ TRUST_PROXY: '1', ...env }));
      const response = await app.request('http://attacker.example/auth/v1/recover', {
        method: 'POST',
        headers: {
          Host: 'attacker.example',
          'X-Forwarded-Host': 'attacker.example',
          'X-Forwarded-Proto': 'https',
          'Content-Type': 'application/json',
          apikey: EMBEDDED_ANON_KEY,
        },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(200);
      return mailedLink(email);
    }

    it('builds the link on SITE_URL', async () => {
      const user = await createStaffUser(testDb.database.db, { email: 'hosted@example.test' });
      const link = await recoverThrough({ SITE_URL: 'https://tress.example' }, user.email);
      expect(link.origin).toBe('https://tress.example');
      expect(link.searchParams.get('redirect_to')).toBe('https://tress.example/login');
    });

    it('builds it on http://localhost:$PORT when SITE_URL is unset (outside production)', async () => {
      const user = await createStaffUser(testDb.database.db, { email: 'unset@example.test' });
      const link = await recoverThrough({ PORT: '4000' }, user.email);
      expect(link.origin).toBe('http://localhost:4000');
      expect(link.toString()).not.toContain('attacker');
    });
  });
});
