// Seeds the demo shop (product.md §4): the catalog with its variants, partner salons, the
// friends-and-family salon and key, parcel lockers and offers. Runs in one transaction, queued on an
// advisory lock, so two servers starting at once on one PostgreSQL seed exactly once.
import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Logger } from '../../log';
import { ouncesOfGrams } from '@/domain/product-input';
import { salonLinkPath } from '@/domain/salons';
import { giveMissingSalonKeys } from '../../services/salons/keys';
import { readSomeSettings, writeSettings } from '../../services/settings';
import type { Database } from '../client';
import { drops, lockers, offers, products, productVariants, salons } from '../schema';
import { BOX_ELIGIBLE_SLUGS, DEMO_CATALOG } from './demo-catalog';
import { DEMO_CATALOG_NL } from './demo-catalog-nl';
import { DEMO_LOCKERS } from './demo-lockers';
import { demoOffers } from './demo-offers';
import { seedDemoDrops } from './demo-drops';
import { DEMO_SALONS, FRIENDS_FAMILY_SALON, type DemoSalon } from './demo-salons';

export type SeedOptions = {
  /** FRIENDS_FAMILY_KEY from the environment; without it a stored key is kept or one generated. */
  friendsFamilyKey?: string | undefined;
  logger: Logger;
  /** The moment "created N days ago" counts back from; tests pin it. */
  now?: Date;
};

export type SeedOutcome =
  | { seeded: false }
  | {
      seeded: true;
      products: number;
      variants: number;
      offers: number;
      salons: number;
      lockers: number;
      /** Weekly drops: this week's (live) and the next two weeks', public and salons'. */
      drops: number;
      friendsFamilySalonId: string;
      friendsFamilyKey: string;
      /** One approved demo salon's private link (a path), to print once like the key above. */
      demoSalon: { name: string; link: string };
    };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds a database that has no products yet; leaves any other database alone. */
export function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await queueForSeeding(tx);
    const [existing] = await tx.select({ rows: count() }).from(products);
    if ((existing?.rows ?? 0) > 0) return { seeded: false };
    return seed(tx, options);
  });
}

/**
 * Empties the seeded tables and seeds again (`npm run seed -- --reset`). CASCADE also empties
 * whatever refers to them (orders, later), as a rebuilt demo shop should.
 */
export function reseed(db: Database, options: SeedOptions): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await queueForSeeding(tx);
    await tx.execute(
      sql`truncate ${offers}, ${drops}, ${productVariants}, ${products}, ${salons}, ${lockers} restart identity cascade`,
    );
    return seed(tx, options);
  });
}

/** Released at commit or rollback; PGlite has one connection, so it never waits there. */
async function queueForSeeding(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tress.seed'))`);
}

async function seed(tx: Database, options: SeedOptions): Promise<SeedOutcome> {
  const now = options.now ?? new Date();

  const inserted = await tx
    .insert(products)
    .values(
      DEMO_CATALOG.map((product) => {
        const created = new Date(now.getTime() - product.created_days_ago * DAY_MS);
        return {
          slug: product.slug,
          name: product.name,
          family: product.family,
          category: product.category,
          description: product.description,
          // The shop under /nl shows these (issue 30); a product without is shown in English.
          translations: DEMO_CATALOG_NL[product.slug] ? { nl: DEMO_CATALOG_NL[product.slug] } : {},
          images: product.images,
          price: product.price,
          businessPrice: product.business_price,
          stock: product.stock,
          weightOz: product.weight_g === null ? null : ouncesOfGrams(product.weight_g),
          tags: product.tags,
          active: product.active,
          boxEligible: BOX_ELIGIBLE_SLUGS.has(product.slug),
          popularity: product.popularity,
          createdAt: created,
          updatedAt: created,
        };
      }),
    )
    .returning({ id: products.id, slug: products.slug });
  const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));

  const variants = DEMO_CATALOG.flatMap((product) =>
    product.variant_detail.map((variant, position) => ({
      productId: idBySlug.get(product.slug) ?? missing(product.slug),
      position,
      name: variant.name,
      price: variant.price,
      businessPrice: variant.business_price,
      stock: variant.stock,
      colour: variant.colour,
    })),
  );
  if (variants.length > 0) await tx.insert(productVariants).values(variants);

  const seededOffers = demoOffers(now, (slug) => idBySlug.get(slug) ?? missing(slug));
  await tx.insert(offers).values(seededOffers);

  const demoSalons = await tx
    .insert(salons)
    .values(DEMO_SALONS.map(salonRow))
    .returning({ id: salons.id, name: salons.salonName, status: salons.status });
  const [friendsFamily] = await tx
    .insert(salons)
    .values(salonRow(FRIENDS_FAMILY_SALON))
    .returning({ id: salons.id });
  if (!friendsFamily) throw new Error('the friends-and-family salon was not created');

  await tx.insert(lockers).values([...DEMO_LOCKERS]);
  const seededDrops = await seedDemoDrops(tx, options.logger, now);

  // Every approved salon gets its link's key; one demo salon's link is printed at first start.
  const keys = await giveMissingSalonKeys(tx);
  const demoSalon = demoSalons.find((salon) => salon.status === 'approved');
  const demoKey = demoSalon && keys.get(demoSalon.id);
  if (!demoSalon || !demoKey) throw new Error('the demo data has no approved salon with a key');

  const { friendsFamilyKey: stored } = await readSomeSettings(tx, options.logger, [
    'friendsFamilyKey',
  ]);
  // A key already handed out keeps working across a reset unless the environment names another.
  const friendsFamilyKey =
    options.friendsFamilyKey ?? stored ?? randomBytes(24).toString('base64url');
  await writeSettings(tx, { friendsFamilySalonId: friendsFamily.id, friendsFamilyKey });

  return {
    seeded: true,
    products: inserted.length,
    variants: variants.length,
    offers: seededOffers.length,
    salons: DEMO_SALONS.length + 1,
    lockers: DEMO_LOCKERS.length,
    drops: seededDrops,
    friendsFamilySalonId: friendsFamily.id,
    friendsFamilyKey,
    demoSalon: { name: demoSalon.name, link: salonLinkPath(demoSalon.id, demoKey) },
  };
}

function salonRow(salon: DemoSalon): typeof salons.$inferInsert {
  return {
    salonName: salon.salon_name,
    address: salon.address,
    postcode: salon.postcode,
    city: salon.city,
    country: salon.country,
    email: salon.email,
    phone: salon.phone,
    status: salon.status,
    businessRegistration: salon.business_registration,
    vatNumber: salon.vat_number,
    specialities: salon.specialities,
    chairs: salon.chairs,
    instagram: salon.instagram,
    lat: salon.lat,
    lng: salon.lng,
  };
}

function missing(slug: string): never {
  throw new Error(`the demo product ${slug} was not inserted`);
}
