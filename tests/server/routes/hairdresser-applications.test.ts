import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HairdresserApplicationReceipt } from '@/domain/hairdressers';
import type { HairdresserApplication } from '@/domain/salons';
import { createApp } from '@/server/app';
import { emails, salons } from '@/server/db/schema';
import { api, type ApiProblem } from '../../support/api-client';
import { adminToken } from '../../support/auth-tokens';
import { recordingLogger, testEnv } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// product.md §12, issue 14: a salon applies through POST /api/hairdressers (public, no token):
// a pending salon and a confirmation mail, once per email and registration number, 5 per minute
// per address, a filled honeypot answered like a success and kept nowhere; an admin then
// approves it with the existing route.
let test: TestDatabase;
const clock = new Date('2030-03-01T10:00:05Z');
let app: ReturnType<typeof createApp>;
let token: string;
let address = 0;
let serial = 0;
const db = () => test.database.db;

beforeAll(async () => {
  test = await createTestDatabase();
  app = createApp({
    database: test.database,
    env: testEnv({ TRUST_PROXY: 'true' }),
    logger: recordingLogger().logger,
    now: () => clock,
  });
  token = await adminToken(db());
});
afterAll(() => test.close());

/** Each call comes from its own address unless one is given, so limits never leak across tests. */
function apply(body: unknown, from = `198.51.100.${(address += 1)}`) {
  return api(app, { headers: { 'X-Forwarded-For': from } }).post<
    HairdresserApplicationReceipt & ApiProblem
  >('/api/hairdressers', body);
}

/** A Belgian enterprise number with its check digits: 97 − (first eight mod 97). */
function enterpriseNumber(firstEight: string): string {
  return `${firstEight}${String(97 - (Number(firstEight) % 97)).padStart(2, '0')}`;
}

/** A valid application with its own email and KvK number, so tests never collide. */
function application(change: Record<string, unknown> = {}) {
  serial += 1;
  return {
    salonName: 'Studio Noor Hair & Braids',
    street: 'Witte de Withstraat 41',
    postcode: '3012bm',
    city: 'Rotterdam',
    country: 'NL',
    phone: '+31 10 412 3307',
    email: `noor${serial}@studionoor.example`,
    registrationNumber: String(70_000_000 + serial),
    vatNumber: 'NL814562301B01',
    specialities: ['braids', 'extensions'],
    chairs: 5,
    instagram: 'studionoor',
    website: 'https://studionoor.example',
    acceptTerms: true,
    ...change,
  };
}

const count = async (table: typeof salons | typeof emails) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
  )[0]?.n ?? 0;

describe('POST /api/hairdressers', () => {
  it('stores a pending salon with its city, address and profile, and mails a confirmation', async () => {
    const body = application({ email: 'Hello@Noor-Apply.example' });
    const answer = await apply(body);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(String), status: 'pending' });
    const [row] = await db().select().from(salons).where(eq(salons.id, answer.body.id));
    expect(row).toMatchObject({
      status: 'pending',
      salonName: 'Studio Noor Hair & Braids',
      address: 'Witte de Withstraat 41, Rotterdam, Netherlands',
      postcode: '3012 BM',
      city: 'Rotterdam',
      country: 'NL',
      email: 'Hello@Noor-Apply.example',
      businessRegistration: body.registrationNumber,
      vatNumber: 'NL814562301B01',
      specialities: ['braids', 'extensions'],
      chairs: 5,
      instagram: '@studionoor',
      website: 'https://studionoor.example',
      accessKeyHash: null,
    });
    const mails = await db()
      .select()
      .from(emails)
      .where(eq(emails.kind, 'hairdresser-application-received'));
    expect(mails.map((mail) => mail.toAddress)).toContain('Hello@Noor-Apply.example');
    expect(mails[0]?.bodyText).toContain('Studio Noor Hair & Braids');
  });

  it('needs no token although GET /api/hairdressers is the admin’s', async () => {
    expect((await apply(application())).status).toBe(201);
    const list = await api(app).get<ApiProblem>('/api/hairdressers');
    expect(list.status).toBe(401);
  });

  it('stores a Belgian enterprise number as digits', async () => {
    const number = enterpriseNumber('04031234');
    const answer = await apply(
      application({
        country: 'BE',
        postcode: '4000',
        city: 'Liège',
        street: 'Rue Saint-Gilles 58',
        registrationNumber: `${number.slice(0, 4)}.${number.slice(4, 7)}.${number.slice(7)}`,
        vatNumber: `BE ${number}`,
      }),
    );
    expect(answer.status, answer.text).toBe(201);
    const [row] = await db().select().from(salons).where(eq(salons.id, answer.body.id));
    expect(row).toMatchObject({
      businessRegistration: number,
      vatNumber: `BE${number}`,
      address: 'Rue Saint-Gilles 58, Liège, Belgium',
      city: 'Liège',
      country: 'BE',
    });
  });

  it.each([
    ['no salon name', { salonName: '' }, 'salonName'],
    ['no street', { street: undefined }, 'street'],
    ['a Belgian postcode for a Dutch salon', { postcode: '2000' }, 'postcode'],
    ['no city', { city: ' ' }, 'city'],
    ['a country outside NL and BE', { country: 'DE' }, 'country'],
    ['a phone number with letters', { phone: 'ring ring' }, 'phone'],
    ['a bad email', { email: 'noor-at-example' }, 'email'],
    ['a KvK number of 7 digits', { registrationNumber: '1234567' }, 'registrationNumber'],
    [
      'a Belgian number failing mod 97',
      { country: 'BE', postcode: '2000', registrationNumber: '0403123487', vatNumber: undefined },
      'registrationNumber',
    ],
    ['a malformed VAT number', { vatNumber: 'NL12345' }, 'vatNumber'],
    ['no specialities', { specialities: [] }, 'specialities'],
    ['an unknown speciality', { specialities: ['nails'] }, 'specialities'],
    ['51 chairs', { chairs: 51 }, 'chairs'],
    ['an Instagram link instead of a handle', { instagram: 'https://x.y/z' }, 'instagram'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'website'],
    ['the terms not accepted', { acceptTerms: false }, 'acceptTerms'],
    ['NUL in the city', { city: 'Rotter\u0000dam' }, 'city'],
    ['an unknown field', { status: 'approved' }, ''],
  ])('refuses %s with 400 naming the field and stores nothing', async (_name, change, field) => {
    const [salonsBefore, mailsBefore] = [await count(salons), await count(emails)];
    const answer = await apply(application(change));
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    if (field) expect(answer.body.issues?.map((issue) => issue.path[0])).toContain(field);
    expect(await count(salons)).toBe(salonsBefore);
    expect(await count(emails)).toBe(mailsBefore);
  });

  it('refuses a second application with the same email, in any case: 409 ALREADY_APPLIED', async () => {
    const first = application({ email: 'twice@salon.example' });
    expect((await apply(first)).status).toBe(201);
    const before = await count(salons);
    const again = await apply(application({ email: 'TWICE@Salon.Example' }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_APPLIED');
    expect(again.body.message).toMatch(/email address/);
    expect(await count(salons)).toBe(before);
  });

  it('refuses the same registration number however it was typed: 409 ALREADY_APPLIED', async () => {
    const number = enterpriseNumber('08765432');
    const belgian = { country: 'BE', postcode: '2000', vatNumber: undefined };
    expect((await apply(application({ ...belgian, registrationNumber: number }))).status).toBe(201);
    const spaced = `${number.slice(0, 4)} ${number.slice(4, 7)} ${number.slice(7)}`;
    const again = await apply(application({ ...belgian, registrationNumber: spaced }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_APPLIED' });
    expect(again.body.message).toMatch(/registration number/);
  });

  it('refuses a number an approved salon registered in dotted form', async () => {
    const number = enterpriseNumber('07123486');
    await db()
      .insert(salons)
      .values({
        status: 'approved',
        salonName: 'Afro Hair Antwerpen',
        address: 'Turnhoutsebaan 12, Antwerpen, Belgium',
        postcode: '2140',
        city: 'Antwerpen',
        country: 'BE',
        email: 'info@afrohair.example.be',
        phone: '+32 3 123 45 67',
        businessRegistration: `${number.slice(0, 4)}.${number.slice(4, 7)}.${number.slice(7)}`,
      });
    const again = await apply(
      application({ country: 'BE', postcode: '2000', registrationNumber: number, vatNumber: '' }),
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_APPLIED');
  });

  it('takes a new application once the earlier one was rejected', async () => {
    const first = await apply(application({ email: 'second-chance@salon.example' }));
    await db().update(salons).set({ status: 'rejected' }).where(eq(salons.id, first.body.id));
    const again = await apply(application({ email: 'second-chance@salon.example' }));
    expect(again.status, again.text).toBe(201);
  });

  it('answers a filled honeypot like a success and stores and mails nothing', async () => {
    const [salonsBefore, mailsBefore] = [await count(salons), await count(emails)];
    const answer = await apply(application({ company: 'Cheap Pills Ltd' }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(String), status: 'pending' });
    expect(await count(salons)).toBe(salonsBefore);
    expect(await count(emails)).toBe(mailsBefore);
  });

  it('takes 5 per minute per address; the 6th is 429 RATE_LIMITED and stored nowhere', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await apply(application(), '203.0.113.60')).status).toBe(201);
    const before = await count(salons);
    const refused = await apply(application(), '203.0.113.60');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(await count(salons)).toBe(before);
    expect((await apply(application(), '203.0.113.61')).status).toBe(201);
  });

  it('an admin approves the application with the existing route, which mails its link', async () => {
    const { body } = await apply(application({ email: 'approve-me@salon.example' }));
    const admin = api(app, { token });
    const pending = await admin.get<HairdresserApplication[]>('/api/hairdressers', {
      status: 200,
    });
    expect(pending.body.find((row) => row.id === body.id)).toMatchObject({
      status: 'pending',
      vat_number: 'NL814562301B01',
      website: 'https://studionoor.example',
    });
    const approved = await admin.post<HairdresserApplication>(
      `/api/hairdressers/${body.id}/approve`,
      undefined,
      { status: 200 },
    );
    expect(approved.body).toMatchObject({ status: 'approved', link: expect.any(String) });
    const [mail] = await db().select().from(emails).where(eq(emails.kind, 'hairdresser-approved'));
    expect(mail?.toAddress).toBe('approve-me@salon.example');
    // Approved, the email stays taken.
    const again = await apply(application({ email: 'approve-me@salon.example' }));
    expect(again.status).toBe(409);
  });
});
