// The embedded auth server's edges: the sign-in limit, the public key set, the first admin,
// what /api/settings tells the web app, and the CSP for a real Supabase project.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { EMBEDDED_ANON_KEY, GENERATED_ADMIN_EMAIL } from '@/server/auth/constants';
import { ensureFirstAdmin } from '@/server/auth/first-admin';
import { loadSigningKey } from '@/server/auth/signing-keys';
import { findUserByEmail } from '@/server/auth/users';
import { listen, type ListeningApp } from '../../support/listening-app';
import { buildApp, recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

describe('sign-in rate limit', () => {
  let server: ListeningApp;
  beforeAll(async () => {
    // A fixed clock: the minute window must not roll over in the middle of the test.
    const fixed = new Date('2030-01-01T12:00:05Z');
    server = await listen(
      createApp({
        database: testDb.database,
        env: testEnv(),
        logger: recordingLogger().logger,
        now: () => fixed,
      }),
    );
  });
  afterAll(() => server.close());

  it('answers the 11th password attempt in a minute with 429 over_request_rate_limit', async () => {
    const supabase = createClient(server.baseUrl, EMBEDDED_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      // A new account each time: the per-account back-off (sign-in-limits.test.ts) stays out.
      const { error } = await supabase.auth.signInWithPassword({
        email: `x${attempt}@example.test`,
        password: 'wrong pass',
      });
      statuses.push(error?.status ?? 200);
      if (attempt === 10) expect(error).toMatchObject({ code: 'over_request_rate_limit' });
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('cannot be escaped by writing left-most X-Forwarded-For entries behind one proxy', async () => {
    const fixed = new Date('2030-01-01T12:00:05Z');
    const app = createApp({
      database: testDb.database,
      env: testEnv({ TRUST_PROXY: '1' }),
      logger: recordingLogger().logger,
      now: () => fixed,
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await app.request('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          apikey: EMBEDDED_ANON_KEY,
          // The load balancer appends the address it saw (10.66.0.2); the rest is the client's.
          'X-Forwarded-For': `198.51.100.${attempt}, 10.66.0.2`,
        },
        body: JSON.stringify({ email: `y${attempt}@example.test`, password: 'wrong pass' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), ...Array<number>(20).fill(429)]);
  });
});

describe('the key set', () => {
  it('serves only the public part of the signing key', async () => {
    const key = await loadSigningKey(testDb.database.db);
    const response = await buildApp(testDb.database).request('/auth/v1/.well-known/jwks.json');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toEqual([
      expect.objectContaining({ kid: key.kid, kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' }),
    ]);
    for (const jwk of body.keys) expect(jwk).not.toHaveProperty('d');
  });

  it('is the same key for every instance sharing the database', async () => {
    const first = await loadSigningKey(testDb.database.db);
    const second = await loadSigningKey(testDb.database.db);
    expect(second.kid).toBe(first.kid);
  });
});

describe('the first admin', () => {
  it('is generated once, with the password printed once, when none is configured', async () => {
    const db = (await createTestDatabase()).database;
    try {
      const { logger, lines } = recordingLogger();
      const first = await ensureFirstAdmin(db.db, {}, logger);
      expect(first).toMatchObject({ kind: 'generated', email: GENERATED_ADMIN_EMAIL });
      const printed = lines.filter((line) => 'password' in line);
      expect(printed).toHaveLength(1);
      expect(await ensureFirstAdmin(db.db, {}, logger)).toEqual({ kind: 'existing' });
      expect(lines.filter((line) => 'password' in line)).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it('comes from ADMIN_EMAIL/ADMIN_PASSWORD, whose password is never logged', async () => {
    const db = (await createTestDatabase()).database;
    try {
      const { logger, lines } = recordingLogger();
      const env = { ADMIN_EMAIL: 'Owner@Example.test', ADMIN_PASSWORD: 'owner passphrase' };
      expect(await ensureFirstAdmin(db.db, env, logger)).toMatchObject({ created: true });
      expect(JSON.stringify(lines)).not.toContain('owner passphrase');
      expect((await findUserByEmail(db.db, 'owner@example.test'))?.role).toBe('admin');
      expect(await ensureFirstAdmin(db.db, env, logger)).toMatchObject({ created: false });
    } finally {
      await db.close();
    }
  });
});

describe('GET /api/settings auth', () => {
  it('points the web app at the embedded server on SITE_URL, whatever Host the request names', async () => {
    const app = buildApp(testDb.database, testEnv({ SITE_URL: 'https://tress.example' }));
    const response = await app.request('http://attacker.example/api/settings', {
      headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' },
    });
    expect(await response.json()).toMatchObject({
      auth: { url: 'https://tress.example', anonKey: EMBEDDED_ANON_KEY },
    });
  });

  it('points it at a real Supabase project, which CSP lets it reach, and turns the embedded one off', async () => {
    const env = testEnv({
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'public-anon',
    });
    const app = buildApp(testDb.database, env);
    const response = await app.request('/api/settings');
    expect(await response.json()).toMatchObject({
      auth: { url: 'https://abc.supabase.co', anonKey: 'public-anon' },
    });
    expect(response.headers.get('Content-Security-Policy')).toContain(
      "connect-src 'self' https://abc.supabase.co",
    );
    expect((await app.request('/auth/v1/settings')).status).toBe(404);
  });
});
