import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import journal from '@/server/db/migrations/meta/_journal.json';
import { buildApp, recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, testDriver, type TestDatabase } from '../../support/test-database';

describe('GET /api/health', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.close());

  it('answers ok with the driver, the database latency and the applied migration', async () => {
    const res = await buildApp(test.database).request('/api/health');

    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = await res.json();
    // The newest migration in the repository is the one a fresh database has applied last.
    const newest = journal.entries.at(-1)?.tag;
    expect(newest).toMatch(/^\d{4}_/);
    expect(body).toEqual({
      status: 'ok',
      db: { driver: testDriver(), latencyMs: expect.any(Number), migration: newest },
    });
    expect(body.db.latencyMs).toBeGreaterThanOrEqual(0);
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
