// The shop's database schema: the single source of truth. Migrations in ./migrations are generated
// from this file with `npm run db:generate` and committed; never edit them by hand.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Shop settings an admin can change without a deploy (delivery prices, free-delivery thresholds,
 * the friends-and-family key, box discounts, …), one row per setting. Values are JSON so each
 * setting keeps its natural shape; the domain's zod schemas validate them on the way out.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The catalog. Money is integer cents. `stock` counts units of a product without variants; a
 * product with variants keeps its stock on the variants (the API shows their sum).
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    family: text('family').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    price: integer('price').notNull(),
    businessPrice: integer('business_price'),
    stock: integer('stock').notNull().default(0),
    weightOz: doublePrecision('weight_oz'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    /** Units sold; "popular" sorts by it. */
    popularity: integer('popularity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('products_price_not_negative', sql`${table.price} >= 0`),
    check('products_business_price_not_negative', sql`${table.businessPrice} >= 0`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    // The shop pages list one family or one category of active products.
    index('products_active_family_category_idx').on(table.active, table.family, table.category),
    index('products_active_popularity_idx').on(table.active, table.popularity.desc(), table.id),
  ],
);

/**
 * Variants (lengths, shades) in their own rows, so an order can reserve stock with one
 * conditional atomic update: `SET stock = stock - n WHERE id = … AND stock >= n`. A null price
 * means "the product's price".
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    price: integer('price'),
    businessPrice: integer('business_price'),
    stock: integer('stock').notNull().default(0),
  },
  (table) => [
    // Also serves every "variants of these products" lookup (its first column is product_id).
    unique('product_variants_product_name_unique').on(table.productId, table.name),
    check('product_variants_price_not_negative', sql`${table.price} >= 0`),
    check('product_variants_business_price_not_negative', sql`${table.businessPrice} >= 0`),
    check('product_variants_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

export const SALON_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SalonStatus = (typeof SALON_STATUSES)[number];

/** Hairdressers: applications (pending) and partner salons (approved) that buy at business prices. */
export const salons = pgTable(
  'salons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonName: text('salon_name').notNull(),
    /** "Street 12, City, Country": the web app reads the city from it (specification §3). */
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    status: text('status', { enum: SALON_STATUSES }).notNull().default('pending'),
    businessRegistration: text('business_registration').notNull(),
    specialities: jsonb('specialities').$type<string[]>().notNull().default([]),
    chairs: integer('chairs'),
    instagram: text('instagram'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'salons_status_known',
      sql`${table.status} in (${sql.raw(SALON_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    // The partner list (approved, by city and name) and the admin's application queue.
    index('salons_status_city_name_idx').on(table.status, table.city, table.salonName),
  ],
);

/**
 * Parcel lockers for the "parcel locker" delivery method, addressed by a stable code. A few dozen
 * rows: a city search scans them, so no index beyond the key.
 */
export const lockers = pgTable('lockers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});
