// GET /api/settings `auth` (issue 28): where the web app signs in. Outside production the embedded
// auth is reached on the page's own origin, whatever address the shop was opened at; in
// production only at SITE_URL; a real Supabase project at its URL. Never from the request's
// Host: the answer may sit in a shared cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsAnswer } from '@/domain/settings';
import { EMBEDDED_ANON_KEY } from '@/server/auth/constants';
import { ensureFirstAdmin } from '@/server/auth/first-admin';
import { buildApp, recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.close());

const HOSTS = ['localhost:3000', '127.0.0.1:3000', '192.168.1.20:3000', 'attacker.example'];

/** The settings answer's `auth` and ETag, asked under each of HOSTS. */
async function askUnderEveryHost(env = testEnv()) {
  const app = buildApp(test.database, env);
  return Promise.all(
    HOSTS.map(async (host) => {
      const response = await app.request(`http://${host}/api/settings`, {
        headers: { Host: host, 'X-Forwarded-Host': host },
      });
      expect(response.status).toBe(200);
      const { auth } = (await response.json()) as SettingsAnswer;
      return { auth, etag: response.headers.get('ETag') };
    }),
  );
}

describe('GET /api/settings: where the web app signs in', () => {
  it('outside production: the embedded auth on the page’s own origin, one answer for every Host', async () => {
    const answers = await askUnderEveryHost(testEnv({ SITE_URL: 'http://localhost:3000' }));
    for (const answer of answers) {
      expect(answer.auth).toEqual({
        url: 'http://localhost:3000',
        anonKey: EMBEDDED_ANON_KEY,
        embedded: 'any-origin',
      });
      expect(answer.etag).toBe(answers[0]?.etag);
    }
  });

  it('in production: the embedded auth at SITE_URL only, one answer for every Host', async () => {
    const production = testEnv({
      NODE_ENV: 'production',
      SITE_URL: 'https://shop.example',
      PAYMENTS: 'test',
    });
    const answers = await askUnderEveryHost(production);
    for (const answer of answers) {
      expect(answer.auth).toEqual({
        url: 'https://shop.example',
        anonKey: EMBEDDED_ANON_KEY,
        embedded: 'site-url',
      });
      expect(answer.etag).toBe(answers[0]?.etag);
    }
  });

  it.each(['development', 'production'])(
    'a real Supabase project keeps its URL (%s)',
    async (mode) => {
      const env = testEnv({
        NODE_ENV: mode,
        SITE_URL: 'https://shop.example',
        PAYMENTS: 'test',
        SUPABASE_URL: 'https://abc.supabase.co/',
        SUPABASE_ANON_KEY: 'public-anon',
      });
      for (const { auth } of await askUnderEveryHost(env))
        expect(auth).toEqual({ url: 'https://abc.supabase.co', anonKey: 'public-anon' });
    },
  );

  it('outside production the embedded auth signs in under another host name than SITE_URL', async () => {
    const env = testEnv({
      SITE_URL: 'http://localhost:3000',
      ADMIN_EMAIL: 'owner@tress.test',
      ADMIN_PASSWORD: 'owner passphrase',
    });
    await ensureFirstAdmin(test.database.db, env, recordingLogger().logger);
    const app = buildApp(test.database, env);
    const origin = 'http://127.0.0.1:3000';
    const signIn = await app.request(`${origin}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        Host: '127.0.0.1:3000',
        Origin: origin,
        'Content-Type': 'application/json',
        apikey: EMBEDDED_ANON_KEY,
      },
      body: JSON.stringify({ email: 'owner@tress.test', password: 'owner passphrase' }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const admin = await app.request(`${origin}/api/admin/orders`, {
      headers: { Host: '127.0.0.1:3000', Authorization: `Bearer ${token}` },
    });
    expect(admin.status).toBe(200);
  });
});
