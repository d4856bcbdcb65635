import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockers } from '@/server/db/schema';
import { writeSettings } from '@/server/services/settings';
import { insertSalon } from '../../support/catalog-fixtures';
import { api } from '../../support/api-client';
import { buildApp } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let test: TestDatabase;
let app: ReturnType<typeof buildApp>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  const salon = (name: string, city: string, status: 'approved' | 'pending' | 'rejected') =>
    insertSalon(db, {
      salonName: name,
      city,
      address: `Hoofdstraat 1, ${city}, Netherlands`,
      email: `${name.toLowerCase().replace(/\W/g, '')}@salon.example`,
      status,
    });
  ids.zuid = await salon('Zuid Curls', 'Amsterdam', 'approved');
  ids.afro = await salon('Afro Atelier', 'Rotterdam', 'approved');
  ids.braids = await salon('Braids & Co', 'Amsterdam', 'approved');
  ids.pending = await salon('Pending Hair', 'Amsterdam', 'pending');
  ids.rejected = await salon('Rejected Hair', 'Almere', 'rejected');
  // The shop's own studio that friends-and-family orders are attributed to: approved, no partner.
  ids.friendsFamily = await salon('Tress Friends & Family', 'Amsterdam', 'approved');
  await writeSettings(db, { friendsFamilySalonId: ids.friendsFamily });
  await db
    .insert(lockers)
    .values([
      locker('UTR-CS-01', 'Locker Utrecht Centraal', 'Utrecht'),
      locker('AMS-ZD-02', 'Locker Amsterdam Zuid', 'Amsterdam'),
      locker('AMS-CS-01', 'Locker Amsterdam Centraal', 'Amsterdam'),
      locker('ALM-CS-01', 'Locker Almere Centrum', 'Almere'),
      locker('X-1', 'Locker 100% test_city', 'A_b'),
    ]);
  app = buildApp(test.database);
});
afterAll(() => test.close());

function locker(code: string, name: string, city: string) {
  return {
    code,
    name,
    city,
    address: 'Stationsplein 1',
    postcode: '1000 AA',
    country: 'NL',
    lat: 52,
    lng: 5,
  };
}

describe('GET /api/salons', () => {
  it('never offers the friends-and-family salon for pickup', async () => {
    const listed = (await api(app).get<{ id: string }[]>('/api/salons')).body;
    expect(listed.map((salon) => salon.id)).not.toContain(ids.friendsFamily);
    expect(listed).toHaveLength(3);
  });

  it('lists approved salons only, by city and then name', async () => {
    const res = await app.request('/api/salons');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        id: ids.braids,
        salon_name: 'Braids & Co',
        address: 'Hoofdstraat 1, Amsterdam, Netherlands',
        city: 'Amsterdam',
      },
      {
        id: ids.zuid,
        salon_name: 'Zuid Curls',
        address: 'Hoofdstraat 1, Amsterdam, Netherlands',
        city: 'Amsterdam',
      },
      {
        id: ids.afro,
        salon_name: 'Afro Atelier',
        address: 'Hoofdstraat 1, Rotterdam, Netherlands',
        city: 'Rotterdam',
      },
    ]);
  });
});

describe('GET /api/hairdressers/{id}', () => {
  it('answers an approved salon with id, salon_name, address, email and its public business numbers', async () => {
    const res = await app.request(`/api/hairdressers/${ids.afro}`);
    expect(res.status).toBe(200);
    // Registration and VAT numbers are public in the trade register; invoice orders prefill them.
    expect(await res.json()).toEqual({
      id: ids.afro,
      salon_name: 'Afro Atelier',
      address: 'Hoofdstraat 1, Rotterdam, Netherlands',
      street: 'Hoofdstraat 1',
      postcode: expect.any(String),
      city: 'Rotterdam',
      email: 'afroatelier@salon.example',
      country: 'NL',
      business_registration: '12345678',
      vat_number: null,
    });
  });

  it('is public: a bearer token, even a bad one, changes nothing', async () => {
    const res = await app.request(`/api/hairdressers/${ids.afro}`, {
      headers: { Authorization: 'Bearer not-a-token' },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a pending salon', () => ids.pending],
    ['a rejected salon', () => ids.rejected],
    ['an unknown uuid', () => randomUUID()],
    ['an id that is no uuid', () => 'not-a-uuid'],
    ['a number', () => '42'],
  ])('answers 404 NOT_FOUND for %s', async (_name, id) => {
    const res = await app.request(`/api/hairdressers/${id()}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /api/lockers', () => {
  const codes = async (query: string) =>
    (await api(app).get<{ code: string }[]>(`/api/lockers${query}`)).body.map(
      (found) => found.code,
    );

  it('lists every locker by city and name', async () => {
    expect(await codes('')).toEqual(['X-1', 'ALM-CS-01', 'AMS-CS-01', 'AMS-ZD-02', 'UTR-CS-01']);
  });

  it('finds lockers whose city starts with the search, in any case', async () => {
    expect(await codes('?city=amst')).toEqual(['AMS-CS-01', 'AMS-ZD-02']);
    expect(await codes('?city=AL')).toEqual(['ALM-CS-01']);
    expect(await codes('?city=dam')).toEqual([]);
    expect(await codes('?city=a_')).toEqual(['X-1']);
  });

  it('answers the whole locker', async () => {
    expect(await (await app.request('/api/lockers?city=utrecht')).json()).toEqual([
      locker('UTR-CS-01', 'Locker Utrecht Centraal', 'Utrecht'),
    ]);
  });

  it('refuses unknown parameters with 400 VALIDATION_FAILED', async () => {
    const res = await app.request('/api/lockers?town=Utrecht');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
