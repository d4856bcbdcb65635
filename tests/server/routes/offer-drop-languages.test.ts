// Offers and drops in the page's language (issue 30): an admin gives an offer a Dutch title and
// description and a drop a Dutch title (optional, validated like the English, audited); a request
// from a /nl page (X-Tress-Language: nl) reads them on /api/offers and /api/weekly-drop, the
// English standing in where there is none. The answers vary by the header and are never kept, so
// one language's answer never serves the other.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminDrop, DropInput, WeeklyDropAnswer } from '@/domain/drops';
import type { AdminOffer, OfferInput } from '@/domain/offer-input';
import type { OffersAnswer } from '@/domain/offers';
import { auditLog, drops, emails, offers } from '@/server/db/schema';
import { buildAdminTestApp, type AdminTestApp } from '../../support/admin-test-app';
import type { ApiProblem } from '../../support/api-client';
import { insertProduct, insertSalon, salonAccessFor } from '../../support/catalog-fixtures';

const DUTCH = { 'X-Tress-Language': 'nl' };
const HOUR = 60 * 60 * 1000;

let fixture: AdminTestApp;
let serum: number;

beforeAll(async () => {
  fixture = await buildAdminTestApp();
  serum = await insertProduct(fixture.db, {
    slug: 'language-serum',
    name: 'Shine Serum',
    price: 2000,
    stock: 500,
  });
});
afterAll(() => fixture.close());

const dutchShopper = () => fixture.anonymous.as({ headers: DUTCH });

const OFFERS_START = new Date(Date.now() - HOUR).toISOString();
const OFFERS_END = new Date(Date.now() + 24 * HOUR).toISOString();

function offerInput(overrides: Partial<OfferInput> = {}): OfferInput {
  return {
    title: 'Spring: 10 % off',
    description: 'Ten percent off every order.',
    kind: 'percent',
    value: 10,
    targetType: 'order',
    audience: 'all',
    // The same instants every time: an update that changes only the texts changes only them.
    startsAt: OFFERS_START,
    endsAt: OFFERS_END,
    code: null,
    ...overrides,
  };
}

async function lastAudit(action: string, targetId: string) {
  const [entry] = await fixture.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe('offers in Dutch', () => {
  beforeEach(async () => {
    await fixture.db.delete(offers);
  });

  it('answer a Dutch page with the Dutch title and description, an English one with the English', async () => {
    const { body: created } = await fixture.admin.post<AdminOffer>(
      '/api/admin/offers',
      offerInput({
        translations: {
          nl: { title: ' Lente: 10% korting ', description: 'Tien procent korting op alles.' },
        },
      }),
      { status: 201 },
    );
    // Stored trimmed, and the admin reads it back beside the English.
    expect(created.translations).toEqual({
      nl: { title: 'Lente: 10% korting', description: 'Tien procent korting op alles.' },
    });

    const dutch = await dutchShopper().get<OffersAnswer>('/api/offers', { status: 200 });
    expect(dutch.body.items).toMatchObject([
      {
        id: created.id,
        title: 'Lente: 10% korting',
        description: 'Tien procent korting op alles.',
        targetName: 'Je hele bestelling',
      },
    ]);
    expect(dutch.headers.get('Vary')).toContain('X-Tress-Language');
    expect(dutch.headers.get('Cache-Control')).toMatch(/no-cache|no-store/);

    // The English page right after, and the Dutch again: never the other's answer.
    const english = await fixture.anonymous.get<OffersAnswer>('/api/offers', { status: 200 });
    expect(english.body.items).toMatchObject([
      { title: 'Spring: 10 % off', description: 'Ten percent off every order.' },
    ]);
    expect(english.headers.get('Vary')).toContain('X-Tress-Language');
    const again = await dutchShopper().get<OffersAnswer>('/api/offers', { status: 200 });
    expect(again.body.items[0]?.title).toBe('Lente: 10% korting');
  });

  it('fall back to the English for a text without Dutch, and store blanks as none', async () => {
    const { body: titleOnly } = await fixture.admin.post<AdminOffer>(
      '/api/admin/offers',
      offerInput({ title: 'Title only', translations: { nl: { title: 'Alleen een titel' } } }),
      { status: 201 },
    );
    const { body: blank } = await fixture.admin.post<AdminOffer>(
      '/api/admin/offers',
      offerInput({
        title: 'Blank Dutch',
        translations: { nl: { title: '  ', description: ' ' } },
      }),
      { status: 201 },
    );
    const { body: none } = await fixture.admin.post<AdminOffer>(
      '/api/admin/offers',
      offerInput({ title: 'No Dutch' }),
      { status: 201 },
    );
    expect(blank.translations).toEqual({});
    expect(none.translations).toEqual({});

    const { body } = await dutchShopper().get<OffersAnswer>('/api/offers', { status: 200 });
    const byId = new Map(body.items.map((item) => [item.id, item]));
    expect(byId.get(titleOnly.id)).toMatchObject({
      title: 'Alleen een titel',
      description: 'Ten percent off every order.',
    });
    expect(byId.get(blank.id)?.title).toBe('Blank Dutch');
    expect(byId.get(none.id)?.title).toBe('No Dutch');
  });

  it('refuse a Dutch text the English fields would refuse, naming its field, and store nothing', async () => {
    const short = await fixture.admin.post<ApiProblem>(
      '/api/admin/offers',
      offerInput({ translations: { nl: { title: 'Ja' } } }),
      { status: 400 },
    );
    expect(short.body.issues?.map((issue) => issue.path.join('.'))).toContain(
      'translations.nl.title',
    );
    const long = await fixture.admin.post<ApiProblem>(
      '/api/admin/offers',
      offerInput({ translations: { nl: { title: 'Korting', description: 'x'.repeat(1001) } } }),
      { status: 400 },
    );
    expect(long.body.issues?.map((issue) => issue.path.join('.'))).toContain(
      'translations.nl.description',
    );
    // Only the languages the shop writes in.
    await fixture.admin.post(
      '/api/admin/offers',
      { ...offerInput(), translations: { fr: { title: 'Printemps' } } },
      { status: 400 },
    );
    expect(await fixture.db.select().from(offers)).toEqual([]);
  });

  it('audit a change of the Dutch texts, and an update that changes nothing records none', async () => {
    const { body: created } = await fixture.admin.post<AdminOffer>(
      '/api/admin/offers',
      offerInput({ translations: { nl: { title: 'Lentekorting' } } }),
      { status: 201 },
    );
    const changed = {
      nl: { title: 'Lentekorting: 10%', description: 'Op je hele bestelling.' },
    };
    const { body: updated } = await fixture.admin.put<AdminOffer>(
      `/api/admin/offers/${created.id}`,
      offerInput({ translations: changed }),
      { status: 200 },
    );
    expect(updated.translations).toEqual(changed);
    expect((await lastAudit('offer.update', String(created.id)))?.changes).toEqual([
      {
        field: 'translations',
        before: JSON.stringify({ nl: { title: 'Lentekorting' } }),
        after: JSON.stringify(changed),
      },
    ]);
    await fixture.admin.put(
      `/api/admin/offers/${created.id}`,
      offerInput({ translations: changed }),
      { status: 200 },
    );
    expect((await lastAudit('offer.update', String(created.id)))?.changes).toEqual([]);
    // The admin's list carries them too.
    const { body: list } = await fixture.admin.get<{ items: AdminOffer[] }>('/api/admin/offers');
    expect(list.items.find((item) => item.id === created.id)?.translations).toEqual(changed);
  });
});

function dropInput(overrides: Partial<DropInput> = {}): DropInput {
  return {
    title: 'The curl edit',
    audience: 'public',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    items: [
      {
        productId: serum,
        variant: null,
        dropPrice: 1200,
        dropBusinessPrice: null,
        units: 2,
        perOrderLimit: 2,
      },
    ],
    ...overrides,
  };
}

describe('drops in Dutch', () => {
  beforeEach(async () => {
    const { body } = await fixture.admin.get<{ items: AdminDrop[] }>('/api/admin/drops');
    for (const drop of body.items) {
      if (drop.status !== 'ended')
        await fixture.admin.post(`/api/admin/drops/${drop.id}/end`, undefined, { status: 200 });
    }
    await fixture.db.delete(drops);
  });

  it("answer a Dutch page with the drop's and the next drop's Dutch titles, an English one with the English", async () => {
    const { body: live } = await fixture.admin.post<AdminDrop>(
      '/api/admin/drops',
      dropInput({ translations: { nl: { title: 'De krullenselectie' } } }),
      { status: 201 },
    );
    expect(live.translations).toEqual({ nl: { title: 'De krullenselectie' } });
    await fixture.admin.post<AdminDrop>(
      '/api/admin/drops',
      dropInput({
        title: 'Next week: wigs',
        translations: { nl: { title: 'Volgende week: pruiken' } },
        startsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
        endsAt: new Date(Date.now() + 72 * HOUR).toISOString(),
      }),
      { status: 201 },
    );

    const dutch = await dutchShopper().get<WeeklyDropAnswer>('/api/weekly-drop', { status: 200 });
    expect(dutch.body.drop?.title).toBe('De krullenselectie');
    expect(dutch.body.next?.title).toBe('Volgende week: pruiken');
    expect(dutch.headers.get('Vary')).toContain('X-Tress-Language');
    expect(dutch.headers.get('Cache-Control')).toContain('no-store');

    const english = await fixture.anonymous.get<WeeklyDropAnswer>('/api/weekly-drop', {
      status: 200,
    });
    expect(english.body.drop?.title).toBe('The curl edit');
    expect(english.body.next?.title).toBe('Next week: wigs');
    expect(english.headers.get('Vary')).toContain('X-Tress-Language');
  });

  it('fall back to the English title, and store a blank Dutch title as none', async () => {
    const { body } = await fixture.admin.post<AdminDrop>(
      '/api/admin/drops',
      dropInput({ translations: { nl: { title: '   ' } } }),
      { status: 201 },
    );
    expect(body.translations).toEqual({});
    const dutch = await dutchShopper().get<WeeklyDropAnswer>('/api/weekly-drop', { status: 200 });
    expect(dutch.body.drop?.title).toBe('The curl edit');
  });

  it('refuse a Dutch title the English field would refuse, naming its field', async () => {
    const { body } = await fixture.admin.post<ApiProblem>(
      '/api/admin/drops',
      dropInput({ translations: { nl: { title: 'x'.repeat(121) } } }),
      { status: 400 },
    );
    expect(body.issues?.map((issue) => issue.path.join('.'))).toContain('translations.nl.title');
    expect(await fixture.db.select().from(drops)).toEqual([]);
  });

  it('change on update, at once in the Dutch shop, and are audited', async () => {
    const { body: created } = await fixture.admin.post<AdminDrop>(
      '/api/admin/drops',
      dropInput({ translations: { nl: { title: 'De krullenselectie' } } }),
      { status: 201 },
    );
    const items = created.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      variant: item.variant,
      dropPrice: item.dropPrice,
      dropBusinessPrice: null,
      units: item.unitsTotal,
      perOrderLimit: item.perOrderLimit,
    }));
    const { body: updated } = await fixture.admin.put<AdminDrop>(
      `/api/admin/drops/${created.id}`,
      dropInput({
        translations: { nl: { title: 'Krullen van de week' } },
        startsAt: created.startsAt,
        endsAt: created.endsAt,
        items,
      }),
      { status: 200 },
    );
    expect(updated.translations).toEqual({ nl: { title: 'Krullen van de week' } });
    const dutch = await dutchShopper().get<WeeklyDropAnswer>('/api/weekly-drop', { status: 200 });
    expect(dutch.body.drop?.title).toBe('Krullen van de week');
    const entry = await lastAudit('drop.update', created.id);
    expect(entry?.changes).toEqual([
      {
        field: 'translations',
        before: JSON.stringify({ nl: { title: 'De krullenselectie' } }),
        after: JSON.stringify({ nl: { title: 'Krullen van de week' } }),
      },
    ]);
  });

  it("mails a Dutch salon on the list the salons' drop under its Dutch title", async () => {
    const salon = await insertSalon(fixture.db, {
      email: 'nl-list@salon.example',
      salonName: 'Salon Noor',
      language: 'nl',
    });
    await fixture.anonymous
      .as({ access: await salonAccessFor(fixture.db, salon) })
      .post('/api/weekly-drop-hairdressers', undefined, { status: 201 });
    await fixture.admin.post<AdminDrop>(
      '/api/admin/drops',
      dropInput({
        title: 'Closures for salons',
        audience: 'salons',
        translations: { nl: { title: 'Closures voor salons' } },
      }),
      { status: 201 },
    );
    const [mail] = await fixture.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, 'nl-list@salon.example'))
      .orderBy(desc(emails.createdAt))
      .limit(1);
    expect(mail?.subject).toContain('Closures voor salons');
    expect(mail?.subject).not.toContain('Closures for salons');
  });
});
