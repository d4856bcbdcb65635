import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSettings } from '@/server/services/settings';
import { insertSalon } from '../support/catalog-fixtures';
import { buildApp } from '../support/server-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// product.md §6: a link is checked with the server before the shopper gets business prices.
const KEY = 'friends-and-family-key-0123';
let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
let approved: string;
let pending: string;
let friendsFamily: string;

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  approved = await insertSalon(db, { status: 'approved' });
  pending = await insertSalon(db, { status: 'pending' });
  friendsFamily = await insertSalon(db, { salonName: 'Tress Friends & Family' });
  await writeSettings(db, { friendsFamilyKey: KEY, friendsFamilySalonId: friendsFamily });
  app = buildApp(test.database);
});
afterAll(() => test.close());

function validate(body: unknown) {
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

  it('grants business prices to an approved salon, and not to a pending or unknown one', async () => {
    expect(await (await validate({ access: 'salon', salonId: approved })).json()).toEqual({
      valid: true,
      tier: 'business',
      salonId: approved,
    });
    for (const salonId of [pending, randomUUID()]) {
      expect(await (await validate({ access: 'salon', salonId })).json()).toEqual({
        valid: false,
        tier: 'client',
        salonId: null,
      });
    }
  });

  it('answers a malformed request with 400 VALIDATION_FAILED', async () => {
    for (const body of [
      {},
      { access: 'friends-family' },
      { access: 'friends-family', key: '' },
      { access: 'salon', salonId: 'x' },
      { access: 'vip', key: KEY },
      { access: 'friends-family', key: KEY, extra: 1 },
    ]) {
      const response = await validate(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
