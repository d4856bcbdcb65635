// Admins with a real Supabase project (issue 19): through its GoTrue admin API when the service
// key is set (here a stand-in answering as GoTrue does), or what to do in the dashboard when not.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminIdentity } from '@/server/http/app-env';
import { auditLog } from '@/server/db/schema';
import { withAuditActor } from '@/server/services/audit';
import { supabaseAdmins, SUPABASE_DASHBOARD_INSTRUCTIONS } from '@/server/services/supabase-admins';
import { recordingLogger } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

type FakeUser = {
  id: string;
  email: string;
  app_metadata: { role?: string | null };
  invited_at?: string | null;
  last_sign_in_at?: string | null;
  factors?: { status: string }[];
};

let testDb: TestDatabase;
let users: FakeUser[];
const seen: { method: string; path: string; auth: string | null; body: unknown }[] = [];

const SERVICE_KEY = 'service-role-secret';
const caller: AdminIdentity = {
  userId: randomUUID(),
  email: 'owner@example.test',
  authenticatedAt: Math.floor(Date.now() / 1000),
  aal: 'aal2',
};

/** GoTrue's admin API, as far as the shop uses it. */
const gotrue = new Hono()
  .use(async (c, next) => {
    seen.push({
      method: c.req.method,
      path: c.req.path + (new URL(c.req.url).search || ''),
      auth: c.req.header('Authorization') ?? null,
      body: c.req.method === 'GET' ? undefined : await c.req.json().catch(() => undefined),
    });
    if (c.req.header('apikey') !== SERVICE_KEY) return c.json({ msg: 'bad key' }, 401);
    await next();
  })
  .get('/auth/v1/admin/users', (c) => c.json({ users, aud: 'authenticated' }))
  .post('/auth/v1/invite', async (c) => {
    const { email } = await c.req.json<{ email: string }>();
    if (users.some((user) => user.email === email))
      return c.json({ code: 422, error_code: 'email_exists', msg: 'exists' }, 422);
    const user: FakeUser = {
      id: randomUUID(),
      email,
      app_metadata: {},
      invited_at: new Date().toISOString(),
    };
    users.push(user);
    return c.json(user);
  })
  .put('/auth/v1/admin/users/:id', async (c) => {
    const user = users.find((candidate) => candidate.id === c.req.param('id'));
    if (!user) return c.json({ error_code: 'user_not_found' }, 404);
    const change = await c.req.json<{ app_metadata: FakeUser['app_metadata'] }>();
    user.app_metadata = { ...user.app_metadata, ...change.app_metadata };
    return c.json(user);
  });

const fakeFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
  gotrue.request(input instanceof Request ? input : String(input), init)) as typeof fetch;

function directory(serviceKey: string | undefined) {
  return supabaseAdmins({
    db: testDb.database.db,
    logger: recordingLogger().logger,
    supabaseUrl: 'https://project.supabase.test/',
    serviceKey,
    siteOrigin: 'https://tress.example',
    adminEmails: new Set(['listed@example.test']),
    mfa: 'required',
    fetch: fakeFetch,
  });
}

const asCaller = <T>(run: () => Promise<T>) =>
  withAuditActor({ userId: caller.userId, email: caller.email }, run).then((r) => r.result);

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());
beforeEach(() => {
  seen.length = 0;
  users = [
    {
      id: caller.userId,
      email: caller.email,
      app_metadata: { role: 'admin' },
      last_sign_in_at: '2026-11-20T10:00:00Z',
      factors: [{ status: 'verified' }],
    },
    { id: randomUUID(), email: 'shopper@example.test', app_metadata: {} },
    { id: randomUUID(), email: 'listed@example.test', app_metadata: {} },
  ];
});

describe('admins of a Supabase project', () => {
  it('lists the users with the admin role or a listed address, with the service key', async () => {
    const list = await directory(SERVICE_KEY).list(caller);
    expect(list.managedBy).toBe('supabase');
    expect(list.instructions).toBeNull();
    expect(list.admins.map((admin) => [admin.email, admin.twoFactor, admin.you])).toEqual([
      ['listed@example.test', false, false],
      ['owner@example.test', true, true],
    ]);
    expect(seen[0]).toMatchObject({ method: 'GET', auth: `Bearer ${SERVICE_KEY}` });
  });

  it('invites through Supabase (which mails the link) and gives the admin role, with an audit row', async () => {
    const invited = await asCaller(() => directory(SERVICE_KEY).invite(caller, 'new@example.test'));
    expect(invited).toMatchObject({ email: 'new@example.test', status: 'invited' });
    expect(seen.map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /auth/v1/invite?redirect_to=${encodeURIComponent('https://tress.example/login')}`,
      `PUT /auth/v1/admin/users/${invited.id}`,
    ]);
    expect(users.find((user) => user.id === invited.id)?.app_metadata.role).toBe('admin');
    const rows = await testDb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, invited.id));
    expect(rows).toMatchObject([{ action: 'admin.invite', actorEmail: caller.email }]);

    await expect(
      asCaller(() => directory(SERVICE_KEY).invite(caller, 'shopper@example.test')),
    ).rejects.toMatchObject({ code: 'ACCOUNT_EXISTS', status: 409 });
  });

  it('removes the role; never yourself, an ADMIN_EMAILS admin or the last admin', async () => {
    const other = {
      id: randomUUID(),
      email: 'other@example.test',
      app_metadata: { role: 'admin' },
    };
    users.push(other);
    const admins = directory(SERVICE_KEY);
    await expect(asCaller(() => admins.remove(caller, caller.userId))).rejects.toMatchObject({
      code: 'CANNOT_REMOVE_SELF',
    });
    const listed = users.find((user) => user.email === 'listed@example.test')?.id ?? '';
    await expect(asCaller(() => admins.remove(caller, listed))).rejects.toMatchObject({
      code: 'CONFIGURED_ADMIN',
    });
    expect(await asCaller(() => admins.remove(caller, other.id))).toEqual({ id: other.id });
    expect(other.app_metadata.role).toBeNull();

    // A caller who is an admin only by a claim the project no longer lists cannot remove the last one.
    const outsider: AdminIdentity = { ...caller, userId: randomUUID(), email: 'gone@example.test' };
    users = users.filter((user) => user.email !== 'listed@example.test');
    await expect(asCaller(() => admins.remove(outsider, caller.userId))).rejects.toMatchObject({
      code: 'LAST_ADMIN',
    });
  });

  it('says what to do in the dashboard without a service key, and calls nothing', async () => {
    const admins = directory(undefined);
    const list = await admins.list(caller);
    expect(list).toMatchObject({
      managedBy: 'supabase',
      instructions: SUPABASE_DASHBOARD_INSTRUCTIONS,
      admins: [{ email: caller.email, you: true }],
    });
    await expect(asCaller(() => admins.invite(caller, 'x@example.test'))).rejects.toMatchObject({
      code: 'ADMIN_API_NOT_CONFIGURED',
      status: 409,
    });
    await expect(asCaller(() => admins.remove(caller, randomUUID()))).rejects.toMatchObject({
      code: 'ADMIN_API_NOT_CONFIGURED',
    });
    expect(seen).toEqual([]);
  });
});
