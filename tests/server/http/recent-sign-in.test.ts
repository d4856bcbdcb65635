// Sensitive admin changes need a recent sign-in (issue 19): a salon's new link, a new
// friends-and-family key, and settings that move the shop's money or mail (its company: bank
// account, mail address) or its friends-and-family salon. An admin whose last password or code is
// more than 10 minutes old gets 403 REAUTHENTICATION_REQUIRED and nothing changes; other
// settings do not ask.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminConfig } from '@/domain/settings';
import { salons } from '@/server/db/schema';
import { callAdmin, expectJson, type AdminCall } from '../../support/admin-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import { createAdminUser, mintToken } from '../../support/auth-tokens';
import { insertSalon } from '../../support/catalog-fixtures';

let fixture: AdminTestApp;
/** Signed in (password) 11 minutes ago, in a token issued just now: refreshed, not re-proven. */
let stale = '';
/** Signed in just now. */
let fresh = '';
let salon = '';
let otherSalon = '';
const db = () => fixture.db;

async function tokenSignedInAgo(minutes: number): Promise<string> {
  const account = await createAdminUser(db(), { email: 'reauth-admin@example.test' });
  const now = new Date();
  const signedIn = Math.floor(now.getTime() / 1000) - minutes * 60;
  const { token } = await mintToken(
    db(),
    { ...account, role: 'admin' },
    { now, assurance: { aal: 'aal1', amr: [{ method: 'password', timestamp: signedIn }] } },
  );
  return token;
}

beforeAll(async () => {
  fixture = await buildAdminTestApp({ env: { DATA_DIR: '/tmp/tress-recent-sign-in' } });
  stale = await tokenSignedInAgo(11);
  fresh = await tokenSignedInAgo(0);
  salon = await insertSalon(db(), { salonName: 'Reauth Salon', email: 'reauth@salon.example' });
  otherSalon = await insertSalon(db(), { salonName: 'Other Salon', email: 'other@salon.example' });
});
afterAll(() => fixture.close());

const as = (token: string, path: string, call: Omit<AdminCall, 'token'> = {}) =>
  callAdmin(fixture.app, path, { ...call, token });

const config = () => expectJson<AdminConfig>(as(fresh, '/api/config'));
const keyHash = async () =>
  (await db().select({ hash: salons.accessKeyHash }).from(salons).where(eq(salons.id, salon)))[0]
    ?.hash;

async function expectRefused(answer: Response | Promise<Response>): Promise<void> {
  const problem = await expectJson<{ code: string }>(answer, 403);
  expect(problem.code).toBe('REAUTHENTICATION_REQUIRED');
}

describe('changes that need a recent sign-in', () => {
  it('a salon’s new link: 403 with a sign-in 11 minutes old, the key unchanged; fresh passes', async () => {
    await expectJson(as(fresh, `/api/hairdressers/${salon}/link`, { method: 'POST' }));
    const before = await keyHash();
    await expectRefused(as(stale, `/api/hairdressers/${salon}/link`, { method: 'POST' }));
    expect(await keyHash()).toBe(before);
    await expectJson(as(fresh, `/api/hairdressers/${salon}/link`, { method: 'POST' }));
    expect(await keyHash()).not.toBe(before);
  });

  it('a new friends-and-family key: 403 when stale, the key unchanged; fresh passes', async () => {
    const before = (await config()).friendsFamilyKey;
    await expectRefused(as(stale, '/api/config/friends-family-key', { method: 'POST' }));
    expect((await config()).friendsFamilyKey).toBe(before);
    const rotated = await expectJson<AdminConfig>(
      as(fresh, '/api/config/friends-family-key', { method: 'POST' }),
    );
    expect(rotated.friendsFamilyKey).not.toBe(before);
  });

  it('the company (bank account, mail address): 403 when stale, unchanged; fresh passes', async () => {
    const before = (await config()).company;
    const company = { ...before, iban: 'NL02ABNA0123456789', email: 'money@tress.example' };
    await expectRefused(
      as(stale, '/api/config', { method: 'PUT', body: { company, orderExpiryMinutes: 45 } }),
    );
    const after = await config();
    expect(after.company).toEqual(before);
    expect(after.orderExpiryMinutes).not.toBe(45);
    const changed = await expectJson<AdminConfig>(
      as(fresh, '/api/config', { method: 'PUT', body: { company } }),
    );
    expect(changed.company).toMatchObject({ iban: company.iban, email: company.email });
  });

  it('the friends-and-family salon: 403 when stale, unchanged; fresh passes', async () => {
    const before = (await config()).friendsFamilySalonId;
    await expectRefused(
      as(stale, '/api/config', { method: 'PUT', body: { friendsFamilySalonId: otherSalon } }),
    );
    expect((await config()).friendsFamilySalonId).toBe(before);
    const changed = await expectJson<AdminConfig>(
      as(fresh, '/api/config', { method: 'PUT', body: { friendsFamilySalonId: otherSalon } }),
    );
    expect(changed.friendsFamilySalonId).toBe(otherSalon);
  });

  it('other settings do not ask: a sign-in 11 minutes old changes the order expiry', async () => {
    const changed = await expectJson<AdminConfig>(
      as(stale, '/api/config', { method: 'PUT', body: { orderExpiryMinutes: 50 } }),
    );
    expect(changed.orderExpiryMinutes).toBe(50);
  });
});
