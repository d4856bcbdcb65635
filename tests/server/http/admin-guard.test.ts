// The admin guard (product.md §15) against every kind of bad token, and the full app's admin
// prefixes behind it.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthSetup } from '@/server/auth/setup';
import type { AppEnv } from '@/server/http/app-env';
import { requireAdmin } from '@/server/http/admin-guard';
import { apiErrorHandler } from '@/server/http/errors';
import { createLogger } from '@/server/log';
import { adminToken, ADMIN_EMAIL, nonAdminToken, tokenMatrix } from '../../support/auth-tokens';
import { buildApp, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

/** A sample admin route: the guard in front of data only an admin may see. */
function sampleAdminApp(env = testEnv()) {
  const logger = createLogger('silent');
  const auth = createAuthSetup({ db: testDb.database.db, env, logger });
  return new Hono<AppEnv>()
    .use(requireAdmin({ verifier: auth.verifier }))
    .get('/secret', (c) => c.json({ secret: 'the books', admin: c.get('admin') }))
    .onError(apiErrorHandler(logger));
}

describe('the admin guard', () => {
  it('answers each token in the matrix as the matrix says, with no data on failure', async () => {
    const app = sampleAdminApp();
    const db = testDb.database.db;
    for (const entry of await tokenMatrix(db)) {
      const headers: Record<string, string> = entry.authorization
        ? { Authorization: entry.authorization }
        : {};
      const response = await app.request('/secret', { headers });
      const body = (await response.json()) as Record<string, unknown>;
      expect({ name: entry.name, status: response.status }).toEqual({
        name: entry.name,
        status: entry.status,
      });
      if (entry.code) {
        expect(body.code).toBe(entry.code);
        expect(body).not.toHaveProperty('secret');
      } else {
        expect(body).toMatchObject({ secret: 'the books', admin: { email: ADMIN_EMAIL } });
      }
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('refuses a token whose session was signed out', async () => {
    const app = sampleAdminApp();
    const token = await adminToken(testDb.database.db);
    expect(
      (await app.request('/secret', { headers: { Authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    await testDb.database.db.execute(
      // Ending every session of the admin is what a global sign-out does.
      (await import('drizzle-orm')).sql`update auth_sessions set ended_at = now()`,
    );
    const after = await app.request('/secret', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lets ADMIN_EMAILS make a staff account an admin', async () => {
    const app = sampleAdminApp(
      testEnv({ ADMIN_EMAILS: 'someone@example.test, Boss@Example.test' }),
    );
    const token = await nonAdminToken(testDb.database.db, { email: 'boss@example.test' });
    const response = await app.request('/secret', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });

  it('answers 401 AUTH_NOT_CONFIGURED, never data, when the Supabase key set is unreachable', async () => {
    const app = sampleAdminApp(
      testEnv({ SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon-key-of-a-project' }),
    );
    // A well-formed token: the server gets as far as fetching keys it cannot reach.
    const token = await adminToken(testDb.database.db);
    const response = await app.request('/secret', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.code).toBe('AUTH_NOT_CONFIGURED');
    expect(body).not.toHaveProperty('secret');
  });

  it('guards the whole /api/admin and /api/config prefixes of the app', async () => {
    const app = buildApp(testDb.database);
    for (const path of [
      '/api/admin',
      '/api/admin/orders',
      '/api/admin/anything/at/all',
      '/api/config',
    ]) {
      const response = await app.request(path);
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
    }
    const staff = await nonAdminToken(testDb.database.db);
    const forbidden = await app.request('/api/admin/orders', {
      headers: { Authorization: `Bearer ${staff}` },
    });
    expect(forbidden.status).toBe(403);
  });
});
