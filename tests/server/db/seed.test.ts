import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { WeeklyDropAnswer } from '@/domain/drops';
import type { Catalog, Product, ProductPage } from '@/domain/products';
import { friendsFamilyKeySchema } from '@/domain/settings';
import { openDatabase } from '@/server/db/client';
import type { Database } from '@/server/db/client';
import { lockers, offers, products, productVariants, salons } from '@/server/db/schema';
import { DEMO_CATALOG } from '@/server/db/seed/demo-catalog';
import { DEMO_LOCKERS } from '@/server/db/seed/demo-lockers';
import { DEMO_SALONS } from '@/server/db/seed/demo-salons';
import { friendsFamilyLink } from '@/domain/settings';
import { reseed, seedIfEmpty } from '@/server/db/seed/demo-shop';
import { giveMissingSalonKeys, hashSalonKey } from '@/server/services/salons/keys';
import { readSettings } from '@/server/services/settings';
import { api } from '../../support/api-client';
import { buildApp, recordingLogger } from '../../support/server-app';
import { createTestDatabase, testDriver, type TestDatabase } from '../../support/test-database';

const opened: TestDatabase[] = [];
async function freshDatabase() {
  const test = await createTestDatabase();
  opened.push(test);
  return test.database;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((test) => test.close()));
});

const { logger } = recordingLogger();
const DEMO_VARIANTS = DEMO_CATALOG.reduce((sum, product) => sum + product.variant_detail.length, 0);

async function counts(db: Database) {
  const rows = async (
    table: typeof products | typeof productVariants | typeof salons | typeof lockers,
  ) => (await db.select({ rows: count() }).from(table))[0]?.rows;
  return {
    products: await rows(products),
    variants: await rows(productVariants),
    salons: await rows(salons),
    lockers: await rows(lockers),
  };
}

const EXPECTED = {
  products: DEMO_CATALOG.length,
  variants: DEMO_VARIANTS,
  salons: DEMO_SALONS.length + 1,
  lockers: DEMO_LOCKERS.length,
};

describe('seeding the demo shop', () => {
  it('fills an empty database with the whole demo catalog, salons and lockers', async () => {
    const { db } = await freshDatabase();

    const outcome = await seedIfEmpty(db, { logger });

    expect(outcome).toMatchObject({ seeded: true, ...EXPECTED });
    expect(await counts(db)).toEqual(EXPECTED);
    expect(DEMO_CATALOG.length).toBeGreaterThanOrEqual(60);
  });

  it('seeds running offers: WELCOME10 for clients above €50, and a business-only offer', async () => {
    const { db } = await freshDatabase();
    await seedIfEmpty(db, { logger });
    const rows = await db.select().from(offers);
    const now = Date.now();
    const running = (row: (typeof rows)[number]) =>
      row.active &&
      row.startsAt.getTime() <= now &&
      (row.endsAt === null || now < row.endsAt.getTime());

    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.length).toBeLessThanOrEqual(6);
    const welcome = rows.find((row) => row.code === 'WELCOME10');
    expect(welcome).toMatchObject({
      kind: 'percent',
      value: 10,
      targetType: 'order',
      audience: 'client',
      minSubtotal: 5000,
    });
    expect(welcome && running(welcome)).toBe(true);
    const businessOnly = rows.filter((row) => row.audience === 'business');
    expect(businessOnly.length).toBeGreaterThanOrEqual(1);
    expect(businessOnly.some(running)).toBe(true);
    // A family-wide automatic offer, as issue 12 asks.
    expect(rows.some((row) => row.targetType === 'family' && row.code === null)).toBe(true);
  });

  it('dates each product from its age in days, so "newest" has a real order', async () => {
    const { db } = await freshDatabase();
    const now = new Date('2026-01-10T12:00:00.000Z');
    await seedIfEmpty(db, { logger, now });
    const demo = DEMO_CATALOG[0];
    if (!demo) throw new Error('empty demo catalog');

    const [row] = await db.select().from(products).where(eq(products.slug, demo.slug));

    expect(row?.createdAt.getTime()).toBe(now.getTime() - demo.created_days_ago * 86_400_000);
    expect(row?.popularity).toBe(demo.popularity);
  });

  it('creates the friends-and-family salon and stores its id and a generated key', async () => {
    const { db } = await freshDatabase();

    const outcome = await seedIfEmpty(db, { logger });
    if (!outcome.seeded) throw new Error('not seeded');

    const settings = await readSettings(db, logger);
    expect(settings.friendsFamilySalonId).toBe(outcome.friendsFamilySalonId);
    expect(settings.friendsFamilyKey).toBe(outcome.friendsFamilyKey);
    expect(friendsFamilyKeySchema.safeParse(settings.friendsFamilyKey).success).toBe(true);
    const [salon] = await db
      .select()
      .from(salons)
      .where(eq(salons.id, outcome.friendsFamilySalonId));
    expect(salon).toMatchObject({ salonName: 'Tress Friends & Family', status: 'approved' });
    expect(friendsFamilyLink(outcome.friendsFamilyKey)).toBe(
      `/?access=friends-family&key=${outcome.friendsFamilyKey}`,
    );
  });

  it('uses the key it is given (FRIENDS_FAMILY_KEY)', async () => {
    const { db } = await freshDatabase();
    await seedIfEmpty(db, { logger, friendsFamilyKey: 'given-by-the-environment' });
    expect((await readSettings(db, logger)).friendsFamilyKey).toBe('given-by-the-environment');
  });

  it('leaves a database with products alone on a second run', async () => {
    const { db } = await freshDatabase();
    await seedIfEmpty(db, { logger });
    const before = await readSettings(db, logger);

    expect(await seedIfEmpty(db, { logger })).toEqual({ seeded: false });

    expect(await counts(db)).toEqual(EXPECTED);
    expect(await readSettings(db, logger)).toEqual(before);
  });

  it('rebuilds everything on reset, keeping the friends-and-family key', async () => {
    const { db } = await freshDatabase();
    const first = await seedIfEmpty(db, { logger });
    if (!first.seeded) throw new Error('not seeded');
    await db.update(products).set({ name: 'Edited by an admin' });

    const again = await reseed(db, { logger });
    if (!again.seeded) throw new Error('not reseeded');

    expect(await counts(db)).toEqual(EXPECTED);
    expect(await db.$count(products, eq(products.name, 'Edited by an admin'))).toBe(0);
    // Identities restart, so the demo's product ids are the same after every reset.
    const [firstProduct] = await db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .limit(1);
    expect(firstProduct?.id).toBe(1);
    const settings = await readSettings(db, logger);
    expect(settings.friendsFamilySalonId).toBe(again.friendsFamilySalonId);
    expect(again.friendsFamilySalonId).not.toBe(first.friendsFamilySalonId);
    expect(settings.friendsFamilyKey).toBe(first.friendsFamilyKey);
  });

  // Only PostgreSQL can have two servers seeding at once; PGlite is one process.
  it.runIf(testDriver() === 'postgres')(
    'seeds exactly once when several servers start at once on PostgreSQL',
    async () => {
      const database = await freshDatabase();
      if (database.driver !== 'postgres') throw new Error('unreachable: postgres only');
      const servers = await Promise.all(
        [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: database.databaseUrl, dataDir: '' })),
      );
      try {
        const outcomes = await Promise.all(
          servers.map((server) => seedIfEmpty(server.db, { logger })),
        );
        expect(outcomes.filter((outcome) => outcome.seeded)).toHaveLength(1);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
      expect(await counts(database.db)).toEqual(EXPECTED);
    },
  );
});

describe('the seeded demo shop through the API', () => {
  it('runs this week’s public and salons’ drops on a fresh shop, with the next weeks’ scheduled', async () => {
    const database = await freshDatabase();
    const outcome = await seedIfEmpty(database.db, { logger });
    if (!outcome.seeded) throw new Error('expected a seeded shop');
    const link = new URL(outcome.demoSalon.link, 'http://shop.test');
    const salonAccess = `salon:${link.searchParams.get('salonId')}:${link.searchParams.get('key')}`;
    const app = buildApp(database);

    const { body: publicDrop } = await api(app).get<WeeklyDropAnswer>('/api/weekly-drop');
    expect(publicDrop.drop?.status).toBe('live');
    expect(publicDrop.drop?.items.length).toBeGreaterThanOrEqual(3);
    for (const item of publicDrop.drop?.items ?? []) {
      expect(item.dropPrice).toBeLessThan(item.price);
      expect(item.unitsLeft).toBe(item.unitsTotal);
    }
    expect(publicDrop.next?.startsAt).toBeDefined();
    const { body: salonsDrop } = await api(app, { access: salonAccess }).get<WeeklyDropAnswer>(
      '/api/weekly-drop?audience=salons',
    );
    expect(salonsDrop.drop?.status).toBe('live');
    expect(salonsDrop.drop?.items.length).toBeGreaterThan(0);
  });

  it('has products in every category and counts them all in the catalog', async () => {
    const database = await freshDatabase();
    await seedIfEmpty(database.db, { logger });
    const app = buildApp(database);

    const shopper = api(app);
    const { body: catalog } = await shopper.get<Catalog>('/api/catalog');
    const active = DEMO_CATALOG.filter((product) => product.active).length;
    expect(catalog.families.reduce((sum, family) => sum + family.count, 0)).toBe(active);
    for (const family of catalog.families) {
      for (const category of family.categories)
        expect(category.count, category.slug).toBeGreaterThan(0);
    }
    const { body: page } = await shopper.get<ProductPage>('/api/products?pageSize=100');
    expect(page.total).toBe(active);
  });

  it('gives business prices through the seeded friends-and-family key, not without it', async () => {
    const database = await freshDatabase();
    const outcome = await seedIfEmpty(database.db, { logger });
    if (!outcome.seeded) throw new Error('not seeded');
    const app = buildApp(database);
    const withWholesale = DEMO_CATALOG.findIndex((product) => product.business_price !== null);
    const id = withWholesale + 1;

    const { body: client } = await api(app).get<Product>(`/api/products/${id}`);
    const { body: family } = await api(app, {
      access: `ff:${outcome.friendsFamilyKey}`,
    }).get<Product>(`/api/products/${id}`);

    expect(client.business_price).toBeNull();
    expect(family.business_price).toBe(DEMO_CATALOG[withWholesale]?.business_price);
  });

  it('gives every approved salon a link key, and prints one demo salon’s working link', async () => {
    const database = await freshDatabase();
    const outcome = await seedIfEmpty(database.db, { logger });
    if (!outcome.seeded) throw new Error('not seeded');
    const rows = await database.db
      .select({ status: salons.status, hash: salons.accessKeyHash, sealed: salons.accessKeySealed })
      .from(salons);
    for (const row of rows) {
      expect(row.hash !== null, row.status).toBe(row.status === 'approved');
      expect(row.sealed !== null, row.status).toBe(row.status === 'approved');
      // Stored hashed and sealed, never as the key itself.
      expect(row.hash ?? '').toMatch(/^$|^[0-9a-f]{64}$/);
    }
    const link = new URLSearchParams(outcome.demoSalon.link.slice(1));
    const answer = await api(buildApp(database)).post('/api/access/validate', {
      access: 'salon',
      salonId: link.get('salonId'),
      key: link.get('key'),
    });
    expect(answer.body).toMatchObject({ valid: true, tier: 'business' });
    expect(rows.some((row) => row.sealed?.includes(link.get('key') ?? '-'))).toBe(false);
  });

  it('gives salons approved before links had keys a key once, however often it runs', async () => {
    const database = await freshDatabase();
    await seedIfEmpty(database.db, { logger });
    await database.db
      .update(salons)
      .set({ accessKeyHash: null, accessKeySealed: null })
      .where(eq(salons.status, 'approved'));
    const approved = DEMO_SALONS.filter((salon) => salon.status === 'approved').length + 1;
    const [first, second] = await Promise.all([
      giveMissingSalonKeys(database.db),
      giveMissingSalonKeys(database.db),
    ]);
    // Together they keyed each salon exactly once; a later run has nothing to do.
    expect((first?.size ?? 0) + (second?.size ?? 0)).toBe(approved);
    expect((await giveMissingSalonKeys(database.db)).size).toBe(0);
    const hashes = await database.db
      .select({ id: salons.id, hash: salons.accessKeyHash })
      .from(salons)
      .where(eq(salons.status, 'approved'));
    const given = new Map([...(first ?? []), ...(second ?? [])]);
    for (const { id, hash } of hashes) {
      expect(hash).toBe(hashSalonKey(given.get(id) ?? ''));
    }
  });
});
