// The embedded auth server's edges: the sign-in limit, the public key set, the first admin,
// what /api/settings tells the web app, and the CSP for a real Supabase project.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { EMBEDDED_ANON_KEY, GENERATED_ADMIN_EMAIL } from '../../src/server/auth/constants';
import { ensureFirstAdmin } from '../../src/server/auth/first-admin';
import { loadSigningKey } from '../../src/server/auth/signing-keys';
import { findUserByEmail } from '../../src/server/auth/users';
import { listen, type ListeningApp } from '../support/listening-app';
import { buildApp, recordingLogger, testEnv } from '../support/server-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

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
      const { error } = await supabase.auth.signInWithPassword({
        email: 'x@example.test',
        password: 'wrong pass',
      });
      statuses.push(error?.status ?? 200);
      if (attempt === 10) expect(error).toMatchObject({ code: 'over_request_rate_limit' });
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
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
  it('points the web app at the embedded server on the request origin', async () => {
    const response = await buildApp(testDb.database).request('http://shop.test/api/settings');
    expect(await response.json()).toMatchObject({
      auth: { url: 'http://shop.test', anonKey: EMBEDDED_ANON_KEY },
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
