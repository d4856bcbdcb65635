// The demo shop's offers and drops in Dutch (issue 30): each has a Dutch title (and an offer its
// Dutch description), within the admin form's limits, stating the same percentages, amounts and
// codes as the English, and a Dutch page of the seeded shop shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTranslationsSchema, type WeeklyDropAnswer } from '@/domain/drops';
import { offerTranslationsSchema } from '@/domain/offer-input';
import type { OffersAnswer } from '@/domain/offers';
import { drops, offers } from '@/server/db/schema';
import { demoOffers } from '@/server/db/seed/demo-offers';
import { seedIfEmpty } from '@/server/db/seed/demo-shop';
import { api } from '../../support/api-client';
import { buildApp, recordingLogger } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

/** The figures a text states: "10 %" and "10%" alike, "€50" and "€ 50" alike, and codes. */
function statedFacts(text: string): string[] {
  return [
    ...[...text.matchAll(/(\d+)\s?%/g)].map((match) => `${match[1]}%`),
    ...[...text.matchAll(/€\s?(\d+)/g)].map((match) => `€${match[1]}`),
    ...[...text.matchAll(/\b([A-Z]+\d+)\b/g)].map((match) => match[1] ?? ''),
  ].sort();
}

describe('the demo offers in Dutch', () => {
  const offersNow = demoOffers(new Date(), () => 1);

  it('give every demo offer a Dutch title and description, written and within the form’s limits', () => {
    for (const offer of offersNow) {
      const dutch = offer.translations?.nl;
      expect(dutch?.title?.trim(), offer.title).toBeTruthy();
      expect(dutch?.description?.trim(), offer.title).toBeTruthy();
      expect(dutch?.title, offer.title).not.toBe(offer.title);
      expect(dutch?.description, offer.title).not.toBe(offer.description);
      expect(offerTranslationsSchema.safeParse(offer.translations).success, offer.title).toBe(true);
    }
  });

  it('state the same percentages, amounts and codes as the English', () => {
    for (const offer of offersNow) {
      const dutch = offer.translations?.nl;
      expect(statedFacts(dutch?.title ?? ''), offer.title).toEqual(statedFacts(offer.title));
      expect(statedFacts(dutch?.description ?? ''), offer.title).toEqual(
        statedFacts(offer.description ?? ''),
      );
    }
  });
});

describe('the seeded shop’s offers and drops, asked from a Dutch page', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  beforeAll(async () => {
    test = await createTestDatabase();
    await seedIfEmpty(test.database.db, { logger: recordingLogger().logger });
    app = buildApp(test.database);
  });
  afterAll(() => test.close());

  it('stores a Dutch title for every seeded offer and drop, within the form’s limits', async () => {
    const offerRows = await test.database.db.select().from(offers);
    const dropRows = await test.database.db.select().from(drops);
    expect(offerRows.length).toBeGreaterThan(0);
    expect(dropRows.length).toBeGreaterThan(0);
    for (const row of offerRows) expect(row.translations.nl?.title, row.title).toBeTruthy();
    for (const row of dropRows) {
      expect(row.translations.nl?.title, row.title).toBeTruthy();
      expect(row.translations.nl?.title, row.title).not.toBe(row.title);
      expect(dropTranslationsSchema.safeParse(row.translations).success, row.title).toBe(true);
    }
  });

  it('shows the running offers and this week’s drop under their Dutch titles', async () => {
    const dutch = api(app, { headers: { 'X-Tress-Language': 'nl' } });
    const { body: offerAnswer } = await dutch.get<OffersAnswer>('/api/offers', { status: 200 });
    const dutchTitles = demoOffers(new Date(), () => 1).map(
      (offer) => offer.translations?.nl?.title,
    );
    expect(offerAnswer.items.length).toBeGreaterThan(0);
    for (const item of offerAnswer.items) expect(dutchTitles).toContain(item.title);
    const { body: drop } = await dutch.get<WeeklyDropAnswer>('/api/weekly-drop', { status: 200 });
    expect(drop.drop?.title).toBe('Deze week: de krullenselectie');
    expect(drop.next?.title).toBe('Volgende week: de krullenselectie');
    const { body: salonsDrop } = await dutch.get<WeeklyDropAnswer>(
      '/api/weekly-drop?audience=salons',
      { status: 200 },
    );
    expect(salonsDrop.drop?.title).toBe('Deze week voor salons: closures en vlechthaar');

    const { body: english } = await api(app).get<WeeklyDropAnswer>('/api/weekly-drop', {
      status: 200,
    });
    expect(english.drop?.title).toBe('This week: the curl edit');
  });
});
