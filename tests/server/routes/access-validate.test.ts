import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { rotateSalonLink } from '@/server/services/salons/applications';
import { writeSettings } from '@/server/services/settings';
import { insertSalon, salonAccessFor } from '../../support/catalog-fixtures';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { asAdmin } from '../../support/audit-actor';

// product.md §6: a link is checked with the server before the shopper gets business prices.
// Limited per address (5 a minute, like the public forms) and per salon (20 a minute).
const KEY = 'friends-and-family-key-0123';
let test: TestDatabase;
let app: ReturnType<typeof createApp>;
let approved: string;
let approvedKey: string;
let pending: string;
let pendingKey: string;
let friendsFamily: string;
let friendsFamilyKey: string;
/** The app's clock: each request moves it a minute on, so only the limit tests hit a limit. */
let clock = new Date('2026-03-02T09:00:00Z');
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};
const keyOf = (access: string) => access.split(':')[2] ?? '';

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  approved = await insertSalon(db, { status: 'approved' });
  approvedKey = keyOf(await salonAccessFor(db, approved));
  pending = await insertSalon(db, { status: 'pending' });
  pendingKey = keyOf(await salonAccessFor(db, pending));
  friendsFamily = await insertSalon(db, { salonName: 'Tress Friends & Family' });
  friendsFamilyKey = keyOf(await salonAccessFor(db, friendsFamily));
  await writeSettings(db, { friendsFamilyKey: KEY, friendsFamilySalonId: friendsFamily });
  app = createApp({
    database: test.database,
    env: testEnv(),
    logger: recordingLogger().logger,
    now: () => clock,
  });
});
afterAll(() => test.close());

function validate(body: unknown, options: { sameMinute?: boolean } = {}) {
  if (!options.sameMinute) tick();
  return app.request('/api/access/validate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('POST /api/access/validate', () => {
  it('grants business prices for the current friends-and-family key, attributed to its salon', async () => {
    const response = await validate({ access: 'friends-family', key: KEY });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({
      valid: true,
      tier: 'business',
      salonId: friendsFamily,
    });
  });

  it('refuses a wrong friends-and-family key with client prices', async () => {
    const response = await validate({ access: 'friends-family', key: `${KEY}x` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: false, tier: 'client', salonId: null });
  });

  it('refuses every key once the key has been rotated', async () => {
    await writeSettings(test.database.db, { friendsFamilyKey: 'a-brand-new-key-456789' });
    expect(await (await validate({ access: 'friends-family', key: KEY })).json()).toMatchObject({
      valid: false,
    });
    expect(
      await (await validate({ access: 'friends-family', key: 'a-brand-new-key-456789' })).json(),
    ).toMatchObject({
      valid: true,
    });
    await writeSettings(test.database.db, { friendsFamilyKey: KEY });
  });

  it('grants business prices to an approved salon with its key', async () => {
    expect(
      await (await validate({ access: 'salon', salonId: approved, key: approvedKey })).json(),
    ).toEqual({ valid: true, tier: 'business', salonId: approved });
  });

  it.each<[string, () => unknown]>([
    ['an approved salon with a wrong key', () => ({ salonId: approved, key: 'A'.repeat(43) })],
    ['an approved salon with another’s key', () => ({ salonId: approved, key: pendingKey })],
    ['a pending salon, even with its key', () => ({ salonId: pending, key: pendingKey })],
    ['an unknown salon', () => ({ salonId: randomUUID(), key: approvedKey })],
    [
      'the friends-and-family salon, even with a key',
      () => ({ salonId: friendsFamily, key: friendsFamilyKey }),
    ],
    [
      'the friends-and-family salon with the friends-and-family key',
      () => ({ salonId: friendsFamily, key: KEY }),
    ],
  ])('refuses %s with client prices', async (_name, body) => {
    const answer = await validate({ access: 'salon', ...(body() as object) });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ valid: false, tier: 'client', salonId: null });
  });

  it('refuses the old key once an admin made the salon a new link', async () => {
    const salonId = await insertSalon(test.database.db, { salonName: 'Rotating Salon' });
    const oldKey = keyOf(await salonAccessFor(test.database.db, salonId));
    expect(await (await validate({ access: 'salon', salonId, key: oldKey })).json()).toMatchObject({
      valid: true,
    });
    const renewed = await asAdmin(() =>
      rotateSalonLink(test.database.db, recordingLogger().logger, salonId),
    );
    const newKey = new URLSearchParams((renewed.link ?? '').slice(1)).get('key') ?? '';
    expect(await (await validate({ access: 'salon', salonId, key: oldKey })).json()).toMatchObject({
      valid: false,
      tier: 'client',
    });
    expect(await (await validate({ access: 'salon', salonId, key: newKey })).json()).toMatchObject({
      valid: true,
      tier: 'business',
    });
  });

  it('allows 5 checks a minute from one address, then answers 429 RATE_LIMITED', async () => {
    tick();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const body = { access: 'salon', salonId: approved, key: `guess-${attempt}` };
      statuses.push((await validate(body, { sameMinute: true })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await validate({ access: 'friends-family', key: KEY }, { sameMinute: true });
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // A new minute, a new allowance.
    expect((await validate({ access: 'friends-family', key: KEY })).status).toBe(200);
  });

  it('allows 20 checks a minute of one salon, however many addresses ask', async () => {
    const proxied = createApp({
      database: test.database,
      env: testEnv({ TRUST_PROXY: 'true' }),
      logger: recordingLogger().logger,
      now: () => clock,
    });
    tick();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      const answer = await proxied.request('/api/access/validate', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `198.51.100.${attempt + 1}`,
        },
        body: JSON.stringify({ access: 'salon', salonId: approved, key: `guess-${attempt}` }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('answers a malformed request with 400 VALIDATION_FAILED', async () => {
    for (const body of [
      {},
      { access: 'friends-family' },
      { access: 'friends-family', key: '' },
      { access: 'salon', salonId: 'x', key: 'k' },
      { access: 'salon', salonId: randomUUID() },
      { access: 'salon', salonId: randomUUID(), key: '' },
      { access: 'salon', salonId: randomUUID(), key: 'not a key!' },
      { access: 'vip', key: KEY },
      { access: 'friends-family', key: KEY, extra: 1 },
    ]) {
      const response = await validate(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
