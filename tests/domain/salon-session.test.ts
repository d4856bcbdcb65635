import { describe, expect, it } from 'vitest';
import {
  accessHeaderFor,
  cityFromAddress,
  isSessionValid,
  linkAccessFrom,
  parseSalonSession,
  SALON_SESSION_LIFETIME_MS,
  selectedSalonFrom,
  sessionMatchesLink,
  sessionTimeLeft,
  userTypeFromUrl,
  withoutAccessParams,
  withSessionParams,
  type SalonSession,
} from '@/domain/salon-session';

const params = (search: string) => new URLSearchParams(search);
const NOW = Date.UTC(2025, 4, 1, 12);
const SALON_KEY = 's'.repeat(43);
const SALON: SalonSession = {
  salonId: 'salon-1',
  accessType: 'salon',
  validatedAt: NOW,
  key: SALON_KEY,
};
const FF: SalonSession = {
  salonId: 'ff-salon',
  accessType: 'friends-family',
  validatedAt: NOW,
  key: 'k'.repeat(20),
};

describe('user type on load, derived from the URL (spec §4)', () => {
  it('access=friends-family gives friends-family', () => {
    expect(userTypeFromUrl(params('?access=friends-family&key=abc'))).toBe('friends-family');
  });
  it('access=friends-family wins over a salonId', () => {
    expect(userTypeFromUrl(params('?salonId=s1&access=friends-family'))).toBe('friends-family');
  });
  it('a salonId parameter gives salon, and the link carries its key', () => {
    expect(userTypeFromUrl(params('?salonId=s1'))).toBe('salon');
    expect(linkAccessFrom(params('?salonId=s1&key=abc'))).toEqual({
      kind: 'salon',
      salonId: 's1',
      key: 'abc',
    });
    // Still the salon user type; the server will refuse the missing key.
    expect(linkAccessFrom(params('?salonId=s1'))).toEqual({
      kind: 'salon',
      salonId: 's1',
      key: '',
    });
  });
  it('otherwise client', () => {
    for (const search of ['', '?family=human-hair', '?salonId=', '?access=other&salonId=']) {
      expect(userTypeFromUrl(params(search))).toBe('client');
    }
  });
  it('a friends-and-family link carries its key', () => {
    expect(linkAccessFrom(params('?access=friends-family&key=abc'))).toEqual({
      kind: 'friends-family',
      key: 'abc',
    });
    expect(linkAccessFrom(params('?access=friends-family'))).toEqual({
      kind: 'friends-family',
      key: '',
    });
  });
});

describe('salon session lifetime (spec §4, §9)', () => {
  it('expires after 24 hours', () => {
    expect(isSessionValid(SALON, NOW)).toBe(true);
    expect(isSessionValid(SALON, NOW + SALON_SESSION_LIFETIME_MS - 1)).toBe(true);
    expect(isSessionValid(SALON, NOW + SALON_SESSION_LIFETIME_MS)).toBe(false);
    expect(sessionTimeLeft(SALON, NOW + 1000)).toBe(SALON_SESSION_LIFETIME_MS - 1000);
    expect(sessionTimeLeft(SALON, NOW + 2 * SALON_SESSION_LIFETIME_MS)).toBe(0);
  });
  it('a timestamp from the future is not a valid session', () => {
    expect(isSessionValid({ ...SALON, validatedAt: NOW + 60_000 }, NOW)).toBe(false);
  });
});

describe('stored salon session', () => {
  it('reads a well-formed session of either kind', () => {
    expect(parseSalonSession(JSON.stringify(SALON))).toEqual(SALON);
    expect(parseSalonSession(JSON.stringify(FF))).toEqual(FF);
  });
  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['an array', '[]'],
    ['an unknown access type', JSON.stringify({ ...SALON, accessType: 'vip' })],
    ['a text timestamp', JSON.stringify({ ...SALON, validatedAt: '2025-05-01' })],
    ['a salon session without salon', JSON.stringify({ ...SALON, salonId: null })],
    ['a friends-and-family session without key', JSON.stringify({ ...FF, key: undefined })],
    [
      'a salon session without key (stored before links had keys)',
      JSON.stringify({ ...SALON, key: undefined }),
    ],
    ['a salon session with an empty key', JSON.stringify({ ...SALON, key: '' })],
    ['a numeric salon id', JSON.stringify({ ...SALON, salonId: 7 })],
  ])('is no session when the stored value is %s', (_case, raw) => {
    expect(parseSalonSession(raw)).toBeNull();
  });
});

describe('URL parameters of a session (spec §4)', () => {
  it('setting a salon session writes salonId and key', () => {
    expect(withSessionParams(params('?family=human-hair'), SALON).toString()).toBe(
      `family=human-hair&salonId=salon-1&key=${SALON_KEY}`,
    );
  });
  it('setting a friends-and-family session writes access and key, and drops a salonId', () => {
    const next = withSessionParams(params('?salonId=old'), FF);
    expect(next.get('access')).toBe('friends-family');
    expect(next.get('key')).toBe(FF.key);
    expect(next.has('salonId')).toBe(false);
  });
  it('ending a session removes the salonId, access and key parameters and keeps the rest', () => {
    expect(withoutAccessParams(params(`?salonId=s&key=${SALON_KEY}&sort=newest`)).toString()).toBe(
      'sort=newest',
    );
    expect(
      withoutAccessParams(params('?salonId=s&access=friends-family&key=k&sort=newest')).toString(),
    ).toBe('sort=newest');
  });
  it('a session matches the link it came from only', () => {
    expect(sessionMatchesLink(SALON, { kind: 'salon', salonId: 'salon-1', key: SALON_KEY })).toBe(
      true,
    );
    expect(sessionMatchesLink(SALON, { kind: 'salon', salonId: 'other', key: SALON_KEY })).toBe(
      false,
    );
    // A new link of the same salon (a rotated key) is checked again.
    expect(sessionMatchesLink(SALON, { kind: 'salon', salonId: 'salon-1', key: 'new' })).toBe(
      false,
    );
    expect(sessionMatchesLink(SALON, { kind: 'friends-family', key: FF.key! })).toBe(false);
    expect(sessionMatchesLink(FF, { kind: 'friends-family', key: FF.key! })).toBe(true);
    expect(sessionMatchesLink(FF, { kind: 'friends-family', key: 'rotated-key-0000000' })).toBe(
      false,
    );
  });
});

describe('X-Tress-Access header (product.md §3)', () => {
  it('is salon:<id>:<key> or ff:<key>, or nothing', () => {
    expect(accessHeaderFor(SALON)).toBe(`salon:salon-1:${SALON_KEY}`);
    expect(accessHeaderFor(FF)).toBe(`ff:${FF.key}`);
    expect(accessHeaderFor({ kind: 'salon', salonId: 's2', key: 'abc' })).toBe('salon:s2:abc');
    expect(accessHeaderFor({ kind: 'salon', salonId: 's2', key: '' })).toBeNull();
    expect(accessHeaderFor({ kind: 'friends-family', key: 'abc' })).toBe('ff:abc');
    expect(accessHeaderFor({ kind: 'friends-family', key: '' })).toBeNull();
    expect(accessHeaderFor({ kind: 'none' })).toBeNull();
    expect(accessHeaderFor(null)).toBeNull();
  });
});

describe('selected salon (spec §3)', () => {
  it.each([
    ['Oudegracht 12, Utrecht, Netherlands', 'Utrecht'],
    ['Oudegracht 12, 3511 AB, Utrecht, Netherlands', 'Utrecht'],
    ['Oudegracht 12, Utrecht', 'Oudegracht 12'],
    ['Utrecht', 'Utrecht'],
    ['  Utrecht  ', 'Utrecht'],
    ['Oudegracht 12, Utrecht, Netherlands,', 'Utrecht'],
    ['Oudegracht 12, , Netherlands', 'Oudegracht 12'],
    ['', ''],
    [' , ', ''],
  ])(
    'the city of “%s” is “%s” (second-to-last part, or the first when there is one)',
    (address, city) => {
      expect(cityFromAddress(address)).toBe(city);
    },
  );

  it('takes its name from salon_name', () => {
    expect(
      selectedSalonFrom({
        id: 's1',
        salon_name: 'Studio Noor',
        address: 'Oudegracht 12, Utrecht, Netherlands',
        email: 'a@b.nl',
      }),
    ).toEqual({
      id: 's1',
      name: 'Studio Noor',
      city: 'Utrecht',
      address: 'Oudegracht 12, Utrecht, Netherlands',
      email: 'a@b.nl',
    });
  });
});
