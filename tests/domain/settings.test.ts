import { describe, expect, it } from 'vitest';
import {
  configChangeSchema,
  DEFAULT_SETTINGS,
  friendsFamilyKeySchema,
  friendsFamilyLink,
  isSettingKey,
  PRIVATE_SETTING_KEYS,
  publicSettings,
  SETTING_KEYS,
  isValidIban,
  settingSchemas,
  settingsChangeSchema,
  type Settings,
} from '@/domain/settings';

const valid = (key: keyof typeof settingSchemas, value: unknown) =>
  settingSchemas[key].safeParse(value).success;

describe('the defaults', () => {
  it('every setting has a default, and each default passes its own schema', () => {
    expect(Object.keys(DEFAULT_SETTINGS).sort()).toEqual([...SETTING_KEYS].sort());
    for (const key of SETTING_KEYS) expect(valid(key, DEFAULT_SETTINGS[key]), key).toBe(true);
  });

  it('a new shop has no friends-and-family key and no friends-and-family salon', () => {
    expect(DEFAULT_SETTINGS.friendsFamilyKey).toBeNull();
    expect(DEFAULT_SETTINGS.friendsFamilySalonId).toBeNull();
  });

  it('salon pickup is free by default, and box discounts grow with the box', () => {
    expect(DEFAULT_SETTINGS.deliveryFees.salon).toBe(0);
    const { small, medium, large } = DEFAULT_SETTINGS.boxSizes;
    expect(small.discountPercent).toBeLessThan(medium.discountPercent);
    expect(medium.discountPercent).toBeLessThan(large.discountPercent);
  });
});

describe('setting keys', () => {
  it('knows each setting by name and nothing else', () => {
    for (const key of SETTING_KEYS) expect(isSettingKey(key)).toBe(true);
    expect(isSettingKey('adminPassword')).toBe(false);
    // Inherited object properties are not settings.
    expect(isSettingKey('toString')).toBe(false);
  });
});

describe('each setting’s rules', () => {
  it('the locale is one this shop can format money and dates for', () => {
    expect(valid('locale', 'en-NL')).toBe(true);
    expect(valid('locale', 'nl-BE')).toBe(true);
    expect(valid('locale', 'not a locale')).toBe(false);
    expect(valid('locale', 'x')).toBe(false);
    expect(valid('locale', 'e'.repeat(36))).toBe(false);
  });

  it('delivery fees are whole, non-negative cents for home, locker and salon, nothing else', () => {
    expect(valid('deliveryFees', { home: 695, locker: 395, salon: 0 })).toBe(true);
    expect(valid('deliveryFees', { home: -1, locker: 395, salon: 0 })).toBe(false);
    expect(valid('deliveryFees', { home: 6.95, locker: 395, salon: 0 })).toBe(false);
    expect(valid('deliveryFees', { home: 695, locker: 395 })).toBe(false);
    expect(valid('deliveryFees', { home: 695, locker: 395, salon: 0, drone: 100 })).toBe(false);
    expect(valid('deliveryFees', { home: 10_000_001, locker: 395, salon: 0 })).toBe(false);
  });

  it('free-delivery thresholds are whole, non-negative cents for clients and businesses', () => {
    expect(valid('freeDeliveryThresholds', { client: 7500, business: 25000 })).toBe(true);
    expect(valid('freeDeliveryThresholds', { client: -100, business: 25000 })).toBe(false);
    expect(valid('freeDeliveryThresholds', { client: 7500 })).toBe(false);
  });

  it('an unpaid order expires after 5 minutes to a day', () => {
    expect(valid('orderExpiryMinutes', 5)).toBe(true);
    expect(valid('orderExpiryMinutes', 24 * 60)).toBe(true);
    expect(valid('orderExpiryMinutes', 4)).toBe(false);
    expect(valid('orderExpiryMinutes', 24 * 60 + 1)).toBe(false);
    expect(valid('orderExpiryMinutes', 30.5)).toBe(false);
  });

  it('a drop holds units for 1 to 120 minutes', () => {
    expect(valid('dropHoldMinutes', 1)).toBe(true);
    expect(valid('dropHoldMinutes', 120)).toBe(true);
    expect(valid('dropHoldMinutes', 0)).toBe(false);
    expect(valid('dropHoldMinutes', 121)).toBe(false);
  });

  it('each box size holds 1 to 50 items at a 0 to 90 percent discount', () => {
    const sizes = (small: { items: number; discountPercent: number }) => ({
      ...DEFAULT_SETTINGS.boxSizes,
      small,
    });
    expect(valid('boxSizes', sizes({ items: 1, discountPercent: 0 }))).toBe(true);
    expect(valid('boxSizes', sizes({ items: 50, discountPercent: 90 }))).toBe(true);
    expect(valid('boxSizes', sizes({ items: 0, discountPercent: 10 }))).toBe(false);
    expect(valid('boxSizes', sizes({ items: 51, discountPercent: 10 }))).toBe(false);
    expect(valid('boxSizes', sizes({ items: 3, discountPercent: 91 }))).toBe(false);
    expect(valid('boxSizes', sizes({ items: 3, discountPercent: -1 }))).toBe(false);
    const { large: _large, ...twoSizes } = DEFAULT_SETTINGS.boxSizes;
    expect(valid('boxSizes', twoSizes)).toBe(false);
  });

  it('the friends-and-family salon is a salon id (a uuid) or none', () => {
    expect(valid('friendsFamilySalonId', null)).toBe(true);
    expect(valid('friendsFamilySalonId', '0b6f1c1e-5d1a-4c1e-9a57-3f0f5e0a4c11')).toBe(true);
    expect(valid('friendsFamilySalonId', 'salon-1')).toBe(false);
  });

  it('the friends-and-family key is 16 to 128 URL- and header-safe characters, or none', () => {
    expect(valid('friendsFamilyKey', null)).toBe(true);
    expect(friendsFamilyKeySchema.safeParse('abcdefghij_KLM-12').success).toBe(true);
    expect(friendsFamilyKeySchema.safeParse('a'.repeat(15)).success).toBe(false);
    expect(friendsFamilyKeySchema.safeParse('a'.repeat(128)).success).toBe(true);
    expect(friendsFamilyKeySchema.safeParse('a'.repeat(129)).success).toBe(false);
    for (const unsafe of ['abcdefghijklmnop&x=1', 'abcdefghijklmnop q', 'abcdefghijklmnop/']) {
      expect(friendsFamilyKeySchema.safeParse(unsafe).success, unsafe).toBe(false);
    }
  });
});

describe('the company behind the shop (product.md §13)', () => {
  const company = DEFAULT_SETTINGS.company;
  const issues = (value: unknown) =>
    settingSchemas.company
      .safeParse(value)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('the default is a well-formed Dutch company: KvK of 8 digits, VAT NL…B01', () => {
    expect(company).toMatchObject({ name: 'Tress B.V.', country: 'NL', city: 'Amsterdam' });
    expect(company.registrationNumber).toMatch(/^\d{8}$/);
    expect(company.vatNumber).toMatch(/^NL\d{9}B\d{2}$/);
    expect(issues(company)).toEqual([]);
  });

  it('a Dutch company has a KvK number of 8 digits and a Dutch VAT number', () => {
    expect(issues({ ...company, registrationNumber: '1234567' })).toEqual([
      'registrationNumber: Enter your KvK number: 8 digits',
    ]);
    expect(issues({ ...company, vatNumber: 'NL12345678B01' })).toEqual([
      'vatNumber: Enter a Dutch VAT number, e.g. NL123456789B01',
    ]);
    expect(issues({ ...company, postcode: '1011' })).toEqual([
      'postcode: Enter a Dutch postcode, e.g. 1234 AB',
    ]);
  });

  it('a Belgian company has a real enterprise number, and BE with it as VAT number', () => {
    const belgian = { ...company, country: 'BE', postcode: '2000', city: 'Antwerpen' };
    expect(
      issues({ ...belgian, registrationNumber: '0403170701', vatNumber: 'BE0403170701' }),
    ).toEqual([]);
    expect(
      issues({ ...belgian, registrationNumber: '0403170702', vatNumber: 'BE0403170702' }),
    ).toEqual(['registrationNumber: This enterprise number does not exist: check the digits']);
  });

  it('the VAT number is required, and numbers are stored as printed', () => {
    expect(issues({ ...company, vatNumber: '' })).toEqual(['vatNumber: Enter the VAT number']);
    const { vatNumber: _vat, ...withoutVat } = company;
    expect(issues(withoutVat)).toEqual(['vatNumber: Enter the VAT number']);
    expect(
      settingSchemas.company.parse({
        ...company,
        postcode: '1011ab',
        registrationNumber: '8642 0133',
        vatNumber: 'nl 8642.01332 b01',
      }),
    ).toEqual(company);
  });

  it('one message per field: a field that failed its own check is not checked again', () => {
    expect(issues({ ...company, registrationNumber: 'KvK-86420133' })).toEqual([
      'registrationNumber: Use digits only (spaces and dots are fine)',
    ]);
  });

  it('every field is required but the IBAN, a contact email and phone included, and nothing else', () => {
    for (const field of Object.keys(company).filter((name) => name !== 'iban')) {
      const { [field as keyof typeof company]: _left, ...rest } = company;
      expect(issues(rest), field).not.toEqual([]);
    }
    const { iban: _iban, ...withoutIban } = company;
    expect(issues(withoutIban)).toEqual([]);
    expect(issues({ ...company, email: 'not-an-email' })).toEqual([
      'email: Enter a valid email address',
    ]);
    expect(issues({ ...company, phone: '12' })).toEqual([
      'phone: Enter a phone number, e.g. +31 20 123 4567',
    ]);
    expect(issues({ ...company, website: 'https://tress.example' })).not.toEqual([]);
  });

  it('takes an IBAN as typed, stored without spaces in capitals, and refuses wrong check digits', () => {
    expect(settingSchemas.company.parse({ ...company, iban: 'nl91 abna 0417 1643 00' }).iban).toBe(
      'NL91ABNA0417164300',
    );
    expect(isValidIban('BE68539007547034')).toBe(true);
    expect(issues({ ...company, iban: 'NL91ABNA0417164301' })).toEqual([
      'iban: Check the IBAN: its check digits do not match',
    ]);
    expect(issues({ ...company, iban: 'not an iban at all' })).not.toEqual([]);
  });

  it('is public: the settings answer carries it', () => {
    expect(publicSettings(DEFAULT_SETTINGS).company).toEqual(company);
  });
});

describe('what the public sees', () => {
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    friendsFamilyKey: 'secret-friends-family-key',
    friendsFamilySalonId: '0b6f1c1e-5d1a-4c1e-9a57-3f0f5e0a4c11',
  };

  it('never the friends-and-family key nor the friends-and-family salon', () => {
    const shown = publicSettings(settings);
    for (const key of PRIVATE_SETTING_KEYS) expect(shown).not.toHaveProperty(key);
    expect(JSON.stringify(shown)).not.toContain('secret-friends-family-key');
  });

  it('every other setting, as it is', () => {
    const shown = publicSettings(settings);
    const { friendsFamilyKey: _key, friendsFamilySalonId: _salon, ...rest } = settings;
    expect(shown).toEqual(rest);
  });

  it('leaves the settings it was given untouched', () => {
    publicSettings(settings);
    expect(settings.friendsFamilyKey).toBe('secret-friends-family-key');
  });
});

describe('changing several settings at once', () => {
  it('accepts any subset, each checked by its own rule', () => {
    expect(settingsChangeSchema.safeParse({}).success).toBe(true);
    expect(settingsChangeSchema.safeParse({ dropHoldMinutes: 15 }).success).toBe(true);
    expect(settingsChangeSchema.safeParse({ dropHoldMinutes: 0 }).success).toBe(false);
  });

  it('refuses a key that is no setting', () => {
    expect(settingsChangeSchema.safeParse({ dropHoldMinutes: 15, theme: 'dark' }).success).toBe(
      false,
    );
  });
});

describe('an admin’s change of the shop’s configuration', () => {
  it('changes any subset of the settings, each checked by its own rule', () => {
    expect(
      configChangeSchema.parse({
        orderExpiryMinutes: 45,
        deliveryFees: { home: 595, locker: 395, salon: 0 },
      }),
    ).toEqual({ orderExpiryMinutes: 45, deliveryFees: { home: 595, locker: 395, salon: 0 } });
    expect(configChangeSchema.safeParse({ orderExpiryMinutes: 1 }).success).toBe(false);
  });

  it('must change at least one setting', () => {
    expect(configChangeSchema.safeParse({}).success).toBe(false);
  });

  it('never sets the friends-and-family key by hand: only a rotation makes one', () => {
    expect(configChangeSchema.safeParse({ friendsFamilyKey: 'a-guessable-word-key' }).success).toBe(
      false,
    );
  });

  it('refuses a key that is no setting', () => {
    expect(configChangeSchema.safeParse({ orderExpiryMinutes: 45, admin: true }).success).toBe(
      false,
    );
  });
});

describe('the friends-and-family link admins share', () => {
  it('is a path carrying the key, or none while there is no key', () => {
    expect(friendsFamilyLink('abcdefghijklmnop')).toBe(
      '/?access=friends-family&key=abcdefghijklmnop',
    );
    expect(friendsFamilyLink(null)).toBeNull();
  });

  it('escapes the key for the URL', () => {
    expect(friendsFamilyLink('a+b&c')).toBe('/?access=friends-family&key=a%2Bb%26c');
  });
});
