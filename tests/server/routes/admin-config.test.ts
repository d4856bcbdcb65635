import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type AdminConfig } from '@/domain/settings';
import type { Product } from '@/domain/products';
import { callAdmin, expectJson } from '../../support/admin-fixtures';
import { FRIENDS_FAMILY_KEY, insertOrderShop, type OrderShop } from '../../support/order-fixtures';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';

// product.md §3, §7, §8, §14: admins read every setting (the friends-and-family key and its link
// included), change them, and rotate the key — after which the old link gives client prices.
let fixture: AdminTestApp;
const db = () => fixture.db;
let app: AdminTestApp['app'];
let shop: OrderShop;
let token: string;

beforeAll(async () => {
  fixture = await buildAdminTestApp();
  ({ app, token } = fixture);
  shop = await insertOrderShop(db());
});
afterAll(() => fixture.close());

const config = () => expectJson<AdminConfig>(callAdmin(app, '/api/config', { token }));
const change = (body: unknown) => callAdmin(app, '/api/config', { method: 'PUT', body, token });
const wigPriceWith = async (key: string) => {
  const answer = await app.request(`/api/products/${shop.wig}`, {
    headers: { 'X-Tress-Access': `ff:${key}` },
  });
  return ((await answer.json()) as Product).business_price;
};

describe('the admin config', () => {
  it('shows every setting, the key and the link admins share', async () => {
    expect(await config()).toMatchObject({
      locale: 'en-NL',
      deliveryFees: { home: 695, locker: 395, salon: 0 },
      freeDeliveryThresholds: { client: 7500, business: 25000 },
      orderExpiryMinutes: 30,
      friendsFamilyKey: FRIENDS_FAMILY_KEY,
      friendsFamilySalonId: shop.friendsFamilySalon,
      friendsFamilyLink: `/?access=friends-family&key=${FRIENDS_FAMILY_KEY}`,
    });
  });

  it('changes some settings and leaves the rest; the shop uses them at once', async () => {
    const updated = await expectJson<AdminConfig>(
      change({ deliveryFees: { home: 595, locker: 295, salon: 0 }, orderExpiryMinutes: 45 }),
    );
    expect(updated).toMatchObject({
      deliveryFees: { home: 595, locker: 295, salon: 0 },
      orderExpiryMinutes: 45,
      freeDeliveryThresholds: { client: 7500, business: 25000 },
    });
    const publicSettings = await (await app.request('/api/settings')).json();
    expect(publicSettings).toMatchObject({ deliveryFees: { home: 595 }, orderExpiryMinutes: 45 });
    expect(publicSettings).not.toHaveProperty('friendsFamilyKey');
  });

  it('refuses invalid changes with 400, changing nothing', async () => {
    const before = await config();
    for (const body of [
      {},
      { deliveryFees: { home: -1, locker: 0, salon: 0 } },
      { orderExpiryMinutes: 1 },
      { deliveryFees: { home: 100 } },
      { friendsFamilyKey: 'chosen-by-hand-0123456' },
      { colour: 'pink' },
      { friendsFamilySalonId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const answer = await expectJson<{ code: string }>(change(body), 400);
      expect(answer.code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
    }
    expect(await config()).toEqual(before);
  });

  it('changes the company’s details, which the public settings answer at once (product.md §13)', async () => {
    const company = {
      ...DEFAULT_SETTINGS.company,
      name: 'Tress Hair B.V.',
      street: 'Witte de Withstraat 8',
      postcode: '3012bn',
      city: 'Rotterdam',
      registrationNumber: '1234 5678',
      vatNumber: 'nl123456789b02',
    };
    const updated = await expectJson<AdminConfig>(change({ company }));
    const stored = {
      ...company,
      postcode: '3012 BN',
      registrationNumber: '12345678',
      vatNumber: 'NL123456789B02',
    };
    expect(updated.company).toEqual(stored);
    const publicSettings = (await (await app.request('/api/settings')).json()) as AdminConfig;
    expect(publicSettings.company).toEqual(stored);
  });

  it('refuses a bad KvK or VAT number with 400 naming the field, changing nothing', async () => {
    const before = await config();
    const company = before.company;
    for (const [body, field] of [
      [{ company: { ...company, registrationNumber: '1234567' } }, 'registrationNumber'],
      [{ company: { ...company, registrationNumber: 'KvK 12345678' } }, 'registrationNumber'],
      [{ company: { ...company, vatNumber: 'NL123456789' } }, 'vatNumber'],
      [{ company: { ...company, vatNumber: 'BE0403170701' } }, 'vatNumber'],
      [{ company: { ...company, vatNumber: '' } }, 'vatNumber'],
      [{ company: { ...company, email: 'hello' } }, 'email'],
      [{ company: { ...company, country: 'DE' } }, 'country'],
      [{ company: { ...company, name: ' ' } }, 'name'],
      // A valid change beside a bad one is not kept either.
      [{ orderExpiryMinutes: 50, company: { ...company, postcode: '10111' } }, 'postcode'],
    ] as const) {
      const answer = await expectJson<{ code: string; issues: { path: string[] }[] }>(
        change(body),
        400,
      );
      expect(answer.code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
      expect(answer.issues.map((issue) => issue.path.join('.'))).toEqual([`company.${field}`]);
    }
    const { company: _missingField, ...withoutCompany } = before;
    const { phone: _phone, ...withoutPhone } = company;
    const answer = await expectJson<{ code: string }>(
      change({ ...withoutCompany, company: withoutPhone }),
      400,
    );
    expect(answer.code).toBe('VALIDATION_FAILED');
    expect(await config()).toEqual(before);
  });

  it('rotating the key: a new random URL-safe key, and the old one stops giving business prices', async () => {
    expect(await wigPriceWith(FRIENDS_FAMILY_KEY)).toBe(20000);
    const rotated = await expectJson<AdminConfig>(
      callAdmin(app, '/api/config/friends-family-key', { method: 'POST', body: {}, token }),
    );
    const key = rotated.friendsFamilyKey ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(key).not.toBe(FRIENDS_FAMILY_KEY);
    expect(rotated.friendsFamilyLink).toBe(`/?access=friends-family&key=${key}`);
    expect(await wigPriceWith(FRIENDS_FAMILY_KEY)).toBeNull();
    expect(await wigPriceWith(key)).toBe(20000);
  });
});
