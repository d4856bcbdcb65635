import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHealthSchema, healthSchema } from '@/domain/health';
import journal from '@/server/db/migrations/meta/_journal.json';
import { adminToken, nonAdminToken } from '../../support/auth-tokens';
import { buildApp, recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, testDriver, type TestDatabase } from '../../support/test-database';

// Issue 28: anyone may ask whether the shop's data is reachable and how quickly; what runs it
// (the driver, the migrations) is for a signed-in admin only.
let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
beforeAll(async () => {
  test = await createTestDatabase();
  app = buildApp(test.database);
});
afterAll(() => test.close());

describe('GET /api/health', () => {
  it('answers ok and the database latency, and nothing about what runs the shop', async () => {
    const res = await app.request('/api/health');

    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 'ok', db: { latencyMs: expect.any(Number) } });
    expect(healthSchema.parse(JSON.parse(text)).db.latencyMs).toBeGreaterThanOrEqual(0);
    expect(text).not.toMatch(/pglite|postgres|migration|\d{4}_/i);
  });

  it('says no more to a signed-in admin: the details have their own admin route', async () => {
    const res = await app.request('/api/health', {
      headers: { Authorization: `Bearer ${await adminToken(test.database.db)}` },
    });
    expect(Object.keys(((await res.json()) as { db: object }).db)).toEqual(['latencyMs']);
  });

  it('answers 503 DB_UNAVAILABLE when the database does not answer, and logs why', async () => {
    const broken = await createTestDatabase();
    await broken.database.close();
    const { logger, lines } = recordingLogger();

    const res = await buildApp(broken.database, testEnv(), logger).request('/api/health');

    expect(res.status).toBe(503);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ code: 'DB_UNAVAILABLE', message: expect.any(String) });
    expect(lines.some((line) => line.msg === 'health check: database unavailable')).toBe(true);
    await broken.close();
  });
});

describe('GET /api/admin/health', () => {
  it('tells a signed-in admin the driver, the latency and the applied migration', async () => {
    const res = await app.request('/api/admin/health', {
      headers: { Authorization: `Bearer ${await adminToken(test.database.db)}` },
    });

    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = adminHealthSchema.parse(await res.json());
    // The newest migration in the repository is the one a fresh database has applied last.
    const newest = journal.entries.at(-1)?.tag;
    expect(newest).toMatch(/^\d{4}_/);
    expect(body).toEqual({
      status: 'ok',
      db: { driver: testDriver(), latencyMs: expect.any(Number), migration: newest },
    });
  });

  it.each<[string, () => Promise<Record<string, string>>, number]>([
    ['a visitor', async () => ({}), 401],
    [
      'a signed-in non-admin',
      async () => ({ Authorization: `Bearer ${await nonAdminToken(test.database.db)}` }),
      403,
    ],
  ])('tells %s nothing', async (_name, headers, status) => {
    const res = await app.request('/api/admin/health', { headers: await headers() });
    expect(res.status).toBe(status);
    expect(await res.text()).not.toMatch(/pglite|postgres|migration|latency/i);
  });
});
