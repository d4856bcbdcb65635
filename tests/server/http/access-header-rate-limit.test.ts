import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@/domain/products';
import { createApp } from '@/server/app';
import { writeSettings } from '@/server/services/settings';
import { insertProduct, insertSalon, salonAccessFor } from '../../support/catalog-fixtures';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// Issue 28: X-Tress-Access is checked on every API request, so it must not be a way around the
// limit on link checks (POST /api/access/validate: 5 a minute per address). Each failed header
// check counts in the same per-address bucket; once an address is over, any request carrying
// the header is answered 429 RATE_LIMITED without being checked — a right key too, or its
// prices would give it away. Requests without the header, and other addresses, go on as before.
const FF_KEY = 'friends-and-family-key-0123';
let test: TestDatabase;
let app: ReturnType<typeof createApp>;
let productId: number;
let salonAccess: string;
/** The app's clock: each test starts a new minute, so every test has a fresh allowance. */
let clock = new Date('2026-03-02T09:00:10Z');
let address = 0;
/** This test's client address (the app trusts one proxy); a new one per test. */
let from = '';

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  productId = await insertProduct(db, { slug: 'kinky-straight', price: 7900, businessPrice: 5100 });
  const salon = await insertSalon(db, { status: 'approved' });
  salonAccess = await salonAccessFor(db, salon);
  const friendsFamily = await insertSalon(db, { salonName: 'Tress Friends & Family' });
  await writeSettings(db, { friendsFamilyKey: FF_KEY, friendsFamilySalonId: friendsFamily });
  app = buildLimitedApp();
});
afterAll(() => test.close());

function buildLimitedApp(env: Record<string, string> = {}) {
  return createApp({
    database: test.database,
    env: testEnv({ TRUST_PROXY: 'true', ...env }),
    logger: recordingLogger().logger,
    now: () => clock,
  });
}

function nextMinute() {
  clock = new Date(clock.getTime() + 60_000);
}

function newAddress() {
  address += 1;
  from = `198.51.100.${address}`;
}

function product(access?: string, client = from, on = app) {
  return on.request(`/api/products/${productId}`, {
    headers: {
      'X-Forwarded-For': client,
      ...(access === undefined ? {} : { 'X-Tress-Access': access }),
    },
  });
}

function validate(body: unknown, client = from) {
  return app.request('/api/access/validate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify(body),
  });
}

const guess = (n: number) => `ff:guessed-key-${n}`;
const businessPriceOf = async (response: Response) =>
  ((await response.json()) as Product).business_price;

describe('X-Tress-Access checks per address', () => {
  beforeEach(() => {
    nextMinute();
    newAddress();
  });

  it('answers failed checks as before while under the limit: client prices, marked invalid', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await product(guess(attempt));
      expect(response.status).toBe(200);
      expect(response.headers.get('X-Tress-Access-Status')).toBe('invalid');
      expect(await businessPriceOf(response)).toBeNull();
    }
  });

  it('refuses every request carrying the header after 5 failed checks, the right key too, with 429 and Retry-After', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await product(guess(attempt));

    for (const access of [guess(99), salonAccess, `ff:${FF_KEY}`]) {
      const refused = await product(access);
      expect(refused.status, access).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('50');
      // The refusal says nothing about the key: no prices and no verdict on it.
      expect(refused.headers.get('X-Tress-Access-Status')).toBeNull();
      expect(await refused.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
    }
  });

  it('leaves requests without the header, and other addresses, alone', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) await product(guess(attempt));
    expect((await product(salonAccess)).status).toBe(429);

    const anonymous = await product(undefined);
    expect(anonymous.status).toBe(200);
    expect(await businessPriceOf(anonymous)).toBeNull();
    const elsewhere = await product(salonAccess, '203.0.113.200');
    expect(elsewhere.status).toBe(200);
    expect(await businessPriceOf(elsewhere)).toBe(5100);
  });

  it('gives a new allowance in the next minute', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await product(guess(attempt));
    expect((await product(salonAccess)).status).toBe(429);
    nextMinute();
    const next = await product(salonAccess);
    expect(next.status).toBe(200);
    expect(await businessPriceOf(next)).toBe(5100);
  });

  it('never counts a key that proves access: a salon browses freely', async () => {
    for (let request = 0; request < 20; request += 1) {
      const response = await product(request % 2 === 0 ? salonAccess : `ff:${FF_KEY}`);
      expect(response.status).toBe(200);
      expect(await businessPriceOf(response)).toBe(5100);
    }
    // … and leaves the whole allowance for the link checks themselves.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await validate({ access: 'friends-family', key: `guess-${attempt}` })).status).toBe(
        200,
      );
    }
  });

  it('counts together with POST /api/access/validate: its checks use up the header’s allowance', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await validate({ access: 'friends-family', key: `guess-${attempt}` })).status).toBe(
        200,
      );
    }
    expect((await product(`ff:${FF_KEY}`)).status).toBe(429);
  });

  it('counts together with POST /api/access/validate: the header’s failures use up its allowance', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await product(guess(attempt));
    expect((await validate({ access: 'friends-family', key: 'guess-a' })).status).toBe(200);
    expect((await validate({ access: 'friends-family', key: 'guess-b' })).status).toBe(200);
    const limited = await validate({ access: 'friends-family', key: FF_KEY });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('checks no more than 5 of a burst of guesses sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => product(guess(attempt))),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('allows as many checks as ACCESS_CHECK_RATE_LIMIT_PER_MINUTE says', async () => {
    const generous = buildLimitedApp({ ACCESS_CHECK_RATE_LIMIT_PER_MINUTE: '8' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await product(guess(attempt), from, generous)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
  });
});
