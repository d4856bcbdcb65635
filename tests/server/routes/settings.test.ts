import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, publicSettings } from '@/domain/settings';
import { readSettings, writeSettings } from '@/server/services/settings';
import { storeRawSetting } from '../../support/catalog-fixtures';
import { buildApp, testEnv, recordingLogger } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.close());

const SECRET = 'a-very-secret-family-key';

describe('settings', () => {
  it('are the defaults in a new shop', async () => {
    const settings = await readSettings(test.database.db, recordingLogger().logger);
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings).toMatchObject({
      locale: 'en-NL',
      deliveryFees: { home: 695, locker: 395, salon: 0 },
      freeDeliveryThresholds: { client: 7500, business: 25000 },
      orderExpiryMinutes: 30,
      dropHoldMinutes: 10,
      boxSizes: {
        small: { items: 3, discountPercent: 10 },
        medium: { items: 5, discountPercent: 15 },
        large: { items: 8, discountPercent: 20 },
      },
      friendsFamilySalonId: null,
      friendsFamilyKey: null,
    });
  });

  it('read a stored value over its default, and leave the others at theirs', async () => {
    await writeSettings(test.database.db, { deliveryFees: { home: 595, locker: 295, salon: 0 } });
    const settings = await readSettings(test.database.db, recordingLogger().logger);
    expect(settings).toEqual({
      ...DEFAULT_SETTINGS,
      deliveryFees: { home: 595, locker: 295, salon: 0 },
    });
  });

  it('fall back to the default for an invalid stored value, and log which', async () => {
    await storeRawSetting(test.database.db, 'orderExpiryMinutes', 'thirty');
    await storeRawSetting(test.database.db, 'friendsFamilyKey', 'short');
    await storeRawSetting(test.database.db, 'someRetiredSetting', 42);
    const { logger, lines } = recordingLogger();

    const settings = await readSettings(test.database.db, logger);

    expect(settings).toEqual(DEFAULT_SETTINGS);
    const warned = lines.filter((line) => line.msg.startsWith('a stored setting is invalid'));
    expect(warned.map((line) => line.key).sort()).toEqual([
      'friendsFamilyKey',
      'orderExpiryMinutes',
    ]);
    // The log names the setting, never its (possibly secret) value.
    expect(JSON.stringify(lines)).not.toContain('short');
  });

  it('refuse to write an invalid value, and write nothing of that change', async () => {
    await expect(
      writeSettings(test.database.db, { orderExpiryMinutes: 45, dropHoldMinutes: -1 }),
    ).rejects.toThrow();
    expect(
      (await readSettings(test.database.db, recordingLogger().logger)).orderExpiryMinutes,
    ).toBe(30);
  });

  it('overwrite an earlier value', async () => {
    await writeSettings(test.database.db, { locale: 'nl-NL' });
    await writeSettings(test.database.db, { locale: 'nl-BE' });
    expect((await readSettings(test.database.db, recordingLogger().logger)).locale).toBe('nl-BE');
  });
});

describe('GET /api/settings', () => {
  it('answers the public settings, stored values included', async () => {
    await writeSettings(test.database.db, { dropHoldMinutes: 15 });
    const res = await buildApp(test.database).request('/api/settings');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ...publicSettings({ ...DEFAULT_SETTINGS, dropHoldMinutes: 15 }),
      paymentsMode: 'test',
      auth: { url: 'http://localhost:3000', anonKey: 'tress-embedded', embedded: 'any-origin' },
    });
  });

  it('say which card payments run: the test cards by default, Stripe when it is configured', async () => {
    const stripe = testEnv({
      STRIPE_SECRET_KEY: 'sk_test_tress',
      STRIPE_WEBHOOK_SECRET: 'whsec_tress',
    });
    const answer = await buildApp(test.database, stripe).request('/api/settings');
    expect(await answer.json()).toMatchObject({ paymentsMode: 'stripe' });
  });

  it('answers the company behind the shop: public by law (product.md §13)', async () => {
    const company = { ...DEFAULT_SETTINGS.company, name: 'Tress Haar B.V.', city: 'Utrecht' };
    await writeSettings(test.database.db, { company });
    const res = await buildApp(test.database).request('/api/settings');
    expect(((await res.json()) as { company: unknown }).company).toEqual(company);
  });

  it('never answers the friends-and-family key', async () => {
    await writeSettings(test.database.db, { friendsFamilyKey: SECRET });
    const res = await buildApp(test.database).request('/api/settings', {
      headers: { 'X-Tress-Access': `ff:${SECRET}` },
    });
    const text = await res.text();
    expect(text).not.toContain(SECRET);
    expect(JSON.parse(text)).not.toHaveProperty('friendsFamilyKey');
  });
});
