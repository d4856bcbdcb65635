// Admins (issue 19): the list, invitations by a single-use, expiring link that chooses a
// password, removal (never yourself, never the last admin), and the 10-minute reauthentication
// window of both — with the audit row of each change.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccount, AdminAccountList } from '@/domain/admin-accounts';
import { auditLog, authFactors, authUsers, emails } from '@/server/db/schema';
import {
  createAdminUser,
  createStaffUser,
  mintToken,
  TEST_PASSWORD,
} from '../../support/auth-tokens';
import { embeddedAuthClient, listenAt, type ListeningApp } from '../../support/listening-app';
import { buildApp, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { createApp } from '@/server/app';
import { issuerFor } from '@/server/auth/constants';
import { recordingLogger } from '../../support/server-app';

let testDb: TestDatabase;
let server: ListeningApp;
/** The auth server's clock (link expiry); tests move it forward. */
let shift = 0;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await listenAt((baseUrl) =>
    createApp({
      database: testDb.database,
      env: testEnv({ SITE_URL: baseUrl, SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' }),
      logger: recordingLogger().logger,
      now: () => new Date(Date.now() + shift),
    }),
  );
});
afterAll(async () => {
  await server.close();
  await testDb.close();
});

/** An admin's token whose last sign-in was `minutesAgo` minutes ago (its amr timestamp). */
async function tokenOf(email: string, minutesAgo = 0, role: 'admin' | 'staff' = 'admin') {
  const account =
    role === 'admin'
      ? await createAdminUser(db(), { email })
      : await createStaffUser(db(), { email });
  const now = new Date();
  const signedIn = Math.floor(now.getTime() / 1000) - minutesAgo * 60;
  const { token } = await mintToken(
    db(),
    { ...account, role },
    {
      now,
      assurance: { aal: 'aal1', amr: [{ method: 'password', timestamp: signedIn }] },
      issuer: issuerFor(server.baseUrl),
    },
  );
  return { token, id: account.id, email: account.email };
}

function call(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  return fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function invitationLink(email: string): Promise<URL> {
  const [mail] = await db()
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, email), eq(emails.kind, 'admin-invitation')))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  const link = mail?.bodyText.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no invitation to ${email} in the outbox`);
  return new URL(link);
}

async function auditRows(action: string) {
  return db().select().from(auditLog).where(eq(auditLog.action, action));
}

const client = () => embeddedAuthClient(server.baseUrl);

describe('admins', () => {
  it('lists the admins with their status, last sign-in and two-factor use, and who is asking', async () => {
    const owner = await tokenOf('owner@example.test');
    await createStaffUser(db(), { email: 'not-an-admin@example.test' });
    const response = await call('/api/admin/users', owner.token);
    expect(response.status).toBe(200);
    const list = (await response.json()) as AdminAccountList;
    expect(list.managedBy).toBe('shop');
    expect(list.instructions).toBeNull();
    expect(list.mfa).toBe('optional');
    const me = list.admins.find((admin) => admin.email === 'owner@example.test');
    expect(me).toMatchObject({ id: owner.id, status: 'active', twoFactor: false, you: true });
    expect(list.admins.some((admin) => admin.email === 'not-an-admin@example.test')).toBe(false);

    // An admin with a verified authenticator app uses two factors; an unverified one is not yet.
    const careful = await tokenOf('careful@example.test');
    const hesitant = await tokenOf('hesitant@example.test');
    await db()
      .insert(authFactors)
      .values([
        { userId: careful.id, status: 'verified', secretSealed: 'v1.unused.unused.unused' },
        { userId: hesitant.id, status: 'unverified', secretSealed: 'v1.unused.unused.unused' },
      ]);
    const again = (await (await call('/api/admin/users', owner.token)).json()) as AdminAccountList;
    const twoFactor = (email: string) =>
      again.admins.find((admin) => admin.email === email)?.twoFactor;
    expect(twoFactor('careful@example.test')).toBe(true);
    expect(twoFactor('hesitant@example.test')).toBe(false);
    expect(twoFactor('owner@example.test')).toBe(false);
  });

  it('invites by a single-use link that chooses a password; the invitee then signs in', async () => {
    const owner = await tokenOf('owner@example.test');
    const response = await call('/api/admin/users', owner.token, {
      method: 'POST',
      body: { email: ' New.Admin@Example.test ' },
    });
    expect(response.status).toBe(201);
    const invited = (await response.json()) as AdminAccount;
    expect(invited).toMatchObject({
      email: 'new.admin@example.test',
      status: 'invited',
      you: false,
    });
    expect(invited.invitedAt).not.toBeNull();

    // Nobody can sign in with a password before one is chosen.
    const early = await client().auth.signInWithPassword({
      email: 'new.admin@example.test',
      password: TEST_PASSWORD,
    });
    expect(early.error?.code).toBe('invalid_credentials');

    const link = await invitationLink('new.admin@example.test');
    expect(`${link.origin}${link.pathname}`).toBe(`${server.baseUrl}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('invite');
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${server.baseUrl}/login`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('invite');

    // One use only.
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.headers.get('Location')).toContain('error_code=otp_expired');

    const invitee = client();
    const { error: sessionError } = await invitee.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(sessionError).toBeNull();
    const { error: passwordError } = await invitee.auth.updateUser({
      password: 'a brand new admin password',
    });
    expect(passwordError).toBeNull();

    const signedIn = await client().auth.signInWithPassword({
      email: 'new.admin@example.test',
      password: 'a brand new admin password',
    });
    expect(signedIn.error).toBeNull();
    const list = (await (await call('/api/admin/users', owner.token)).json()) as AdminAccountList;
    expect(list.admins.find((admin) => admin.id === invited.id)).toMatchObject({
      status: 'active',
      invitedAt: null,
    });
    const [invitation] = await auditRows('admin.invite');
    expect(invitation).toMatchObject({
      actorId: owner.id,
      actorEmail: 'owner@example.test',
      targetType: 'admin',
      targetId: invited.id,
      targetLabel: 'new.admin@example.test',
    });
    expect(await auditRows('auth.invitation-accept')).toHaveLength(1);
  });

  it('lets an invitation expire after two days, and a new invitation replaces the old link', async () => {
    const owner = await tokenOf('owner@example.test');
    const invite = () =>
      call('/api/admin/users', owner.token, {
        method: 'POST',
        body: { email: 'late@example.test' },
      });
    expect((await invite()).status).toBe(201);
    const first = await invitationLink('late@example.test');
    shift = 49 * 3600 * 1000;
    try {
      const expired = await fetch(first, { redirect: 'manual' });
      expect(expired.headers.get('Location')).toContain('error_code=otp_expired');
    } finally {
      shift = 0;
    }
    // Asked again: a new link; the old one (had it not expired) is dead too.
    expect((await invite()).status).toBe(201);
    const second = await invitationLink('late@example.test');
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    expect(await auditRows('admin.reinvite')).toHaveLength(1);
    const works = await fetch(second, { redirect: 'manual' });
    expect(works.headers.get('Location')).toContain('access_token=');
  });

  it('refuses to invite an address that already has an account, and bad addresses', async () => {
    const owner = await tokenOf('owner@example.test');
    await createStaffUser(db(), { email: 'taken@example.test' });
    const taken = await call('/api/admin/users', owner.token, {
      method: 'POST',
      body: { email: 'TAKEN@example.test' },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'ACCOUNT_EXISTS' });
    for (const body of [{}, { email: 'not an address' }, { email: 'a@b.test', role: 'admin' }]) {
      const refused = await call('/api/admin/users', owner.token, { method: 'POST', body });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const [role] = await db()
      .select({ role: authUsers.role })
      .from(authUsers)
      .where(eq(authUsers.email, 'taken@example.test'));
    expect(role?.role).toBe('staff');
  });

  it('removes an admin, whose sessions end at once; never yourself', async () => {
    const owner = await tokenOf('owner@example.test');
    const leaving = await tokenOf('leaving@example.test');
    expect((await call('/api/admin/orders', leaving.token)).status).toBe(200);

    const self = await call(`/api/admin/users/${owner.id}`, owner.token, { method: 'DELETE' });
    expect(self.status).toBe(409);
    expect(await self.json()).toMatchObject({ code: 'CANNOT_REMOVE_SELF' });

    const removed = await call(`/api/admin/users/${leaving.id}`, owner.token, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ id: leaving.id });
    expect((await call('/api/admin/orders', leaving.token)).status).toBe(401);
    const [row] = await auditRows('admin.remove');
    expect(row).toMatchObject({ actorId: owner.id, targetId: leaving.id });

    const gone = await call(`/api/admin/users/${leaving.id}`, owner.token, { method: 'DELETE' });
    expect(gone.status).toBe(404);
    const junk = await call('/api/admin/users/not-a-uuid', owner.token, { method: 'DELETE' });
    expect(junk.status).toBe(404);
  });

  it('never removes the last admin: two admins removing each other at once leave one', async () => {
    // A database of its own: exactly these two admins.
    const own = await createTestDatabase();
    try {
      const app = buildApp(own.database, testEnv());
      const tokens = [];
      for (const email of ['left@example.test', 'right@example.test']) {
        const account = await createAdminUser(own.database.db, { email });
        const { token } = await mintToken(own.database.db, { ...account, role: 'admin' });
        tokens.push({ token, id: account.id });
      }
      const [left, right] = tokens;
      if (!left || !right) throw new Error('two admins expected');
      const remove = (by: string, id: string) =>
        app.request(`/api/admin/users/${id}`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${by}` },
        });
      const answers = await Promise.all([
        remove(left.token, right.id),
        remove(right.token, left.id),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403]).toContain(statuses[1]);
      const admins = await own.database.db
        .select()
        .from(authUsers)
        .where(eq(authUsers.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('needs a sign-in within 10 minutes to invite or remove, and changes nothing without one', async () => {
    const stale = await tokenOf('stale@example.test', 11);
    const fresh = await tokenOf('fresh@example.test', 9);
    const other = await tokenOf('other@example.test');
    for (const [path, method, body] of [
      ['/api/admin/users', 'POST', { email: 'never@example.test' }],
      [`/api/admin/users/${other.id}`, 'DELETE', undefined],
    ] as const) {
      const refused = await call(path, stale.token, { method, body });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        code: 'REAUTHENTICATION_REQUIRED',
        message: expect.any(String),
      });
    }
    expect(
      await db().select().from(authUsers).where(eq(authUsers.email, 'never@example.test')),
    ).toEqual([]);
    expect(await db().select().from(authUsers).where(eq(authUsers.id, other.id))).toHaveLength(1);
    // Reading the list is not sensitive.
    expect((await call('/api/admin/users', stale.token)).status).toBe(200);

    const invited = await call('/api/admin/users', fresh.token, {
      method: 'POST',
      body: { email: 'fresh-invite@example.test' },
    });
    expect(invited.status).toBe(201);
  });
});
