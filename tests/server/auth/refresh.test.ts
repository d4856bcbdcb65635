// Refresh-token rotation and reuse detection (product.md §2, issue 28), as GoTrue: every refresh
// rotates; the parent of the session's current token gets that token again at any time (the
// client lost the answer); any rotated token does within 10 s (two tabs raced); any other reuse
// revokes the whole session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { EMBEDDED_ANON_KEY } from '@/server/auth/constants';
import { api } from '../../support/api-client';
import { createAdminUser } from '../../support/auth-tokens';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let testDb: TestDatabase;
let clock = new Date();
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({
    database: testDb.database,
    env: testEnv(),
    logger: recordingLogger().logger,
    now: () => clock,
  });
});
afterAll(() => testDb.close());

type Session = { access_token: string; refresh_token: string };

function post(path: string, body: unknown) {
  return api(app, {
    headers: { apikey: EMBEDDED_ANON_KEY, 'X-Supabase-Api-Version': '2024-01-01' },
  }).post<Session>(`/auth/v1${path}`, body);
}

async function signIn(): Promise<Session> {
  const admin = await createAdminUser(testDb.database.db);
  const response = await post('/token?grant_type=password', {
    email: admin.email,
    password: admin.password,
  });
  expect(response.status).toBe(200);
  return response.body;
}

const refresh = (token: string) =>
  post('/token?grant_type=refresh_token', { refresh_token: token });

function later(seconds: number) {
  clock = new Date(clock.getTime() + seconds * 1000);
}

describe('refresh tokens', () => {
  it('rotate on every use', async () => {
    const first = await signIn();
    const { body: second } = await refresh(first.refresh_token);
    const { body: third } = await refresh(second.refresh_token);
    expect(new Set([first.refresh_token, second.refresh_token, third.refresh_token]).size).toBe(3);
  });

  it('reused within 10 s, give the session its current token again', async () => {
    const first = await signIn();
    const { body: rotated } = await refresh(first.refresh_token);
    later(9);
    const again = await refresh(first.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(rotated.refresh_token);
    // The session is intact: its current token still works.
    expect((await refresh(rotated.refresh_token)).status).toBe(200);
  });

  it('give the parent of the current token that token again, however much later', async () => {
    const first = await signIn();
    const { body: second } = await refresh(first.refresh_token);
    const { body: third } = await refresh(second.refresh_token);
    later(3600);
    // The client never stored `third`: its parent, `second`, still brings it.
    const lost = await refresh(second.refresh_token);
    expect(lost.status).toBe(200);
    expect(lost.body.refresh_token).toBe(third.refresh_token);
    expect((await refresh(third.refresh_token)).status).toBe(200);
  });

  it('reused after 10 s, older than the current token’s parent, revoke the whole session', async () => {
    const first = await signIn();
    const { body: second } = await refresh(first.refresh_token);
    const { body: rotated } = await refresh(second.refresh_token);
    later(11);
    const stolen = await refresh(first.refresh_token);
    expect(stolen.status).toBe(400);
    expect(stolen.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
    expect(stolen.body).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // Every token of the session is now dead, and so is its access token.
    const current = await refresh(rotated.refresh_token);
    expect(current.body).toMatchObject({ code: 'refresh_token_not_found' });
    const user = await api(app, {
      token: rotated.access_token,
      headers: { apikey: EMBEDDED_ANON_KEY, 'X-Supabase-Api-Version': '2024-01-01' },
    }).get('/auth/v1/user');
    expect(user.status).toBe(403);
    expect(user.body).toMatchObject({ code: 'session_not_found' });
  });

  it('are refused when unknown', async () => {
    const response = await refresh('made-up-token');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('are stored only as hashes', async () => {
    const session = await signIn();
    const { sql } = await import('drizzle-orm');
    const rows = await testDb.database.db.execute(sql`select token_hash from auth_refresh_tokens`);
    const hashes = JSON.stringify(rows);
    expect(hashes).not.toContain(session.refresh_token);
  });
});
