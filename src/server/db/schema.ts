// The shop's database schema: the single source of truth. Migrations in ./migrations are generated
// from this file with `npm run db:generate` and committed; never edit them by hand.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AuditChange } from '@/domain/admin-accounts';
import type { BoxSize } from '@/domain/boxes';
import type { ProductTranslations } from '@/domain/product-translations';
import type { OfferTranslations } from '@/domain/offer-input';
import type { DropTranslations } from '@/domain/drops';
import { DROP_AUDIENCES } from '@/domain/drops';
import { DEFAULT_COMMISSION_BPS, MAX_COMMISSION_PERCENT } from '@/domain/partners';
import {
  ONLINE_PAYMENT_METHODS,
  PAYMENT_METHODS,
  type BillingAddress,
  type DeliveryChoice,
} from '@/domain/orders';
import { ORDER_STATUSES } from '@/domain/order-status';
import { SEARCH_QUERY_MAX } from '@/domain/search';
import { TEST_BANK_STATUSES } from '@/domain/test-bank';
import { OFFER_AUDIENCES, OFFER_KINDS, OFFER_TARGET_TYPES } from '@/domain/pricing-engine';
import {
  CONTACT_TOPICS,
  MESSAGE_STATUSES,
  SUGGESTION_FAMILIES,
  SUGGESTION_STATUSES,
} from '@/domain/support';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `column in ('a', 'b', …)` for a CHECK over a fixed list of words. */
/**
 * The language a row's mails and documents are written in (issue 30): that of the page the
 * shopper, salon or writer used, as X-Tress-Language named it.
 */
const language = () => text('language').notNull().default('en');
/** A language column holds a language code (domain/languages.ts) and nothing else. */
const isLanguageCode = (column: unknown) => sql`${column} ~ '^[a-z]{2,3}(-[A-Z]{2})?$'`;

const oneOf = (column: unknown, words: readonly string[]) =>
  sql`${column} in (${sql.raw(words.map((word) => `'${word}'`).join(', '))})`;

/** `column between 0 and 5000`: a commission rate in basis points an admin may set. */
const commissionRateRange = (column: unknown) =>
  sql`${column} between 0 and ${sql.raw(String(MAX_COMMISSION_PERCENT * 100))}`;

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
 * A text-search document (issue 32). Written by the database (the products_search_columns
 * trigger), read only inside search queries, never sent to a client.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /**
     * The name and description in the shop's other languages (issue 30), by language:
     * `{ "nl": { "name": "…", "description": "…" } }`. A text left out or empty is shown in English.
     */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
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
    /** Whether shoppers may put it in a box (product.md §11). */
    boxEligible: boolean('box_eligible').notNull().default(false),
    /** Units sold; "popular" sorts by it. */
    popularity: integer('popularity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The search's documents (issue 32), kept by the trigger products_search_columns (migration
     * 0026_search_trigger) from the name, the Dutch texts, the family and category words (with
     * their Dutch names and synonyms), the tags and the description; never written by the app.
     * English and Dutch full text, stemmed per language, accents ignored; weights A name, B
     * category and family words and tags, C the other languages' names and words, D description.
     */
    searchEn: tsvector('search_en')
      .notNull()
      .default(sql`''::tsvector`),
    searchNl: tsvector('search_nl')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (table) => [
    check('products_price_not_negative', sql`${table.price} >= 0`),
    check('products_business_price_not_negative', sql`${table.businessPrice} >= 0`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`),
    // The shop pages list one family or one category of active products.
    index('products_active_family_category_idx').on(table.active, table.family, table.category),
    index('products_active_popularity_idx').on(table.active, table.popularity.desc(), table.id),
    // The search (issue 32): full text per language.
    index('products_search_en_idx').using('gin', table.searchEn),
    index('products_search_nl_idx').using('gin', table.searchNl),
  ],
);

/**
 * Every word of the products' names (in every language), category words and tags, lower case
 * and without accents (issue 32): the search's dictionary. A typed word that is in no product is
 * looked up here by trigram similarity ("frontl" → frontal, "ponytial" → ponytail), and the
 * products are then found by full text. Filled by the products_search_columns trigger; a word
 * is never removed (an outdated one only suggests a spelling that finds nothing).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  check('search_words_length', sql`char_length(${table.word}) between 3 and 40`),
  index('search_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
]);

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
    /** A shade's colour as `#rrggbb`, shown as a swatch (issue 17); null for lengths and sizes. */
    colour: text('colour'),
  },
  (table) => [
    check(
      'product_variants_colour_hex',
      sql`${table.colour} is null or ${table.colour} ~ '^#[0-9a-f]{6}$'`,
    ),
    // Also serves every "variants of these products" lookup (its first column is product_id).
    unique('product_variants_product_name_unique').on(table.productId, table.name),
    check('product_variants_price_not_negative', sql`${table.price} >= 0`),
    check('product_variants_business_price_not_negative', sql`${table.businessPrice} >= 0`),
    check('product_variants_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

/**
 * PostgreSQL's bytea as a Uint8Array on both drivers: PGlite returns a Uint8Array, postgres.js a
 * Buffer (a Uint8Array too); both are viewed as a plain Uint8Array without copying.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  fromDriver: (bytes) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
});

/** Uploads are JPEG, PNG or WebP; their renditions (services/images/renditions.ts) AVIF or WebP. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/**
 * Uploaded product images (product.md §14), served at /uploads/<name>. In the database, not the
 * data folder, so every instance sharing PostgreSQL serves every image (unless S3_BUCKET puts
 * them in object storage). A name is random and never reused, so a row never changes.
 */
export const productImages = pgTable(
  'product_images',
  {
    name: text('name').primaryKey(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Hex SHA-256 of the bytes: the served ETag, known without reading the bytes. */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('product_images_content_type', oneOf(table.contentType, IMAGE_CONTENT_TYPES)),
    check('product_images_byte_size', sql`${table.byteSize} = octet_length(${table.bytes})`),
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
    /** KvK or Belgian enterprise number; applications store it as digits only. */
    businessRegistration: text('business_registration').notNull(),
    specialities: jsonb('specialities').$type<string[]>().notNull().default([]),
    chairs: integer('chairs'),
    instagram: text('instagram'),
    /** From the application form (issue 14), optional; the VAT number without spaces. */
    vatNumber: text('vat_number'),
    website: text('website'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** When an admin approved or rejected the application; null while pending. */
    decidedAt: moment('decided_at'),
    /** Why an application was rejected, as the admin wrote it (and the salon was mailed). */
    rejectionReason: text('rejection_reason'),
    /**
     * The salon link's key (product.md §3): SHA-256 of it (hex), which access is checked against,
     * and a sealed copy (AES-256-GCM under `sealing_secrets` 'salon-links') so admins can show
     * the link again. Both null until the salon is approved.
     */
    accessKeyHash: text('access_key_hash'),
    accessKeySealed: text('access_key_sealed'),
    /**
     * The partner's commission rate in basis points (1000 = 10 %, issue 14). Orders it refers
     * take a copy when placed (orders.commission_rate_bps), so a change counts from then on.
     */
    commissionRateBps: integer('commission_rate_bps').notNull().default(DEFAULT_COMMISSION_BPS),
    /** The application's language: the salon's mails (decision, link) are written in it. */
    language: language(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('salons_language_code', isLanguageCode(table.language)),
    check(
      'salons_status_known',
      sql`${table.status} in (${sql.raw(SALON_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('salons_commission_rate_bps_range', commissionRateRange(table.commissionRateBps)),
    // The partner list (approved, by city and name) and the admin's application queue.
    index('salons_status_city_name_idx').on(table.status, table.city, table.salonName),
  ],
);

/** One line of a recommendation, as the salon shared it. */
export type RecommendationLine = { productId: number; variant: string | null; quantity: number };

/**
 * Recommendations a salon shares with its clients (product.md §12): a note and product lines.
 * Orders that carry the id within 30 days are attributed to the salon (orders.referring_salon_id).
 */
export const recommendations = pgTable(
  'recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    items: jsonb('items').$type<RecommendationLine[]>().notNull(),
    /** The language the salon shared it in: its link and mail are in it. */
    language: language(),
    createdAt: createdAt(),
  },
  (table) => [
    check('recommendations_language_code', isLanguageCode(table.language)),
    check('recommendations_note_length', sql`char_length(${table.note}) <= 500`),
    // A salon's own page counts what it shared.
    index('recommendations_salon_created_at_idx').on(table.salonId, table.createdAt.desc()),
  ],
);

/**
 * A partner's month of commission marked paid out by an admin (issue 14): the amount as it was
 * computed then, frozen — later status changes of that month's orders never change it. One per
 * salon and month; the app only inserts (on conflict do nothing), never updates or deletes.
 */
export const partnerPayouts = pgTable(
  'partner_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'restrict' }),
    /** The Amsterdam calendar month, `YYYY-MM`. */
    month: text('month').notNull(),
    /** Cents. */
    amount: integer('amount').notNull(),
    paidAt: moment('paid_at').notNull().defaultNow(),
    /** The admin's email. */
    paidBy: text('paid_by').notNull(),
  },
  (table) => [
    unique('partner_payouts_salon_month_unique').on(table.salonId, table.month),
    check('partner_payouts_amount_not_negative', sql`${table.amount} >= 0`),
    check('partner_payouts_month_format', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
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

/**
 * Order numbers (TR-000123) come from the database, so every instance draws from one counter.
 * Not gapless (a rolled-back order burns a number); invoice numbers, which must be, get their own.
 */
/**
 * Offers (product.md §9): automatic offers (no code) on a product, category or family, and code
 * offers (one per order). Codes are stored upper case and unique whatever their case. `uses` counts
 * the orders placed with the code; it is raised in the order's transaction with one conditional
 * update (`uses < max_uses`), so parallel orders can never use a code more than `max_uses` times.
 */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The title and description in other languages (issue 30): `{ nl: { title, description } }`. */
    translations: jsonb('translations').$type<OfferTranslations>().notNull().default({}),
    kind: text('kind', { enum: OFFER_KINDS }).notNull(),
    /** Whole percent for `percent`; cents for `amount`. */
    value: integer('value').notNull(),
    targetType: text('target_type', { enum: OFFER_TARGET_TYPES }).notNull(),
    targetProductId: integer('target_product_id').references(() => products.id, {
      onDelete: 'cascade',
    }),
    /** The category or family a `category`/`family` offer targets. */
    targetName: text('target_name'),
    audience: text('audience', { enum: OFFER_AUDIENCES }).notNull().default('all'),
    startsAt: moment('starts_at').notNull().defaultNow(),
    endsAt: moment('ends_at'),
    code: text('code'),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('offers_kind_known', oneOf(table.kind, OFFER_KINDS)),
    check('offers_target_type_known', oneOf(table.targetType, OFFER_TARGET_TYPES)),
    check('offers_audience_known', oneOf(table.audience, OFFER_AUDIENCES)),
    check('offers_value_positive', sql`${table.value} > 0`),
    check('offers_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`),
    check(
      'offers_uses_within_max',
      sql`${table.maxUses} is null or ${table.uses} <= ${table.maxUses}`,
    ),
    uniqueIndex('offers_code_unique').on(sql`upper(${table.code})`),
  ],
);

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const PRICING_TIERS = ['client', 'business'] as const;
export const ACCESS_KINDS = ['client', 'salon', 'friends-family'] as const;

/**
 * Orders (product.md §8). Money is integer cents, priced by the server when the order was placed
 * and never recomputed: later price changes must not rewrite what a shopper agreed to pay.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numberSeq: bigint('number_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    number: text('number').notNull().unique(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    tier: text('tier', { enum: PRICING_TIERS }).notNull(),
    accessKind: text('access_kind', { enum: ACCESS_KINDS }).notNull(),
    /** Attribution: the salon of a salon session, or the friends-and-family salon. */
    salonId: uuid('salon_id').references(() => salons.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    /** The shopper's choice as sent; `delivery_place` is that place as a person reads it. */
    delivery: jsonb('delivery').$type<DeliveryChoice>().notNull(),
    deliveryPlace: text('delivery_place').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    shipping: integer('shipping').notNull(),
    total: integer('total').notNull(),
    /** The offer code applied to the order (upper case), its offer and what it saved. */
    offerCode: text('offer_code'),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    offerTitle: text('offer_title'),
    offerSaving: integer('offer_saving').notNull().default(0),
    /**
     * The recommendation the order came from and its salon, when it was shared at most 30 days
     * before the order and is not the ordering salon's own (issue 14): partners' commission.
     */
    recommendationId: uuid('recommendation_id').references(() => recommendations.id, {
      onDelete: 'set null',
    }),
    referringSalonId: uuid('referring_salon_id').references(() => salons.id, {
      onDelete: 'set null',
    }),
    /**
     * The referring salon's commission rate when the order was placed, written in the same
     * insert as referring_salon_id. Null on orders attributed before rates existed: those count
     * at the salon's current rate.
     */
    commissionRateBps: integer('commission_rate_bps'),
    /**
     * The VAT the total includes (issue 17): its sum, and per rate `[{ rate, net, vat }]` (rate in
     * percent; net + vat = the gross at that rate). Prices are kept VAT-inclusive.
     */
    vatAmount: integer('vat_amount').notNull().default(0),
    vatBreakdown: jsonb('vat_breakdown')
      .$type<{ rate: number; net: number; vat: number }[]>()
      .notNull()
      .default([]),
    /** The business's details for pay on invoice (issue 17), as given at checkout. */
    companyName: text('company_name'),
    companyRegistration: text('company_registration'),
    companyVatNumber: text('company_vat_number'),
    companyCountry: text('company_country'),
    /**
     * Who a pay-on-invoice order is billed to and where (issue 31): the company's address, or a
     * friends-and-family shopper's own name and address. Printed on the invoice.
     */
    billing: jsonb('billing').$type<BillingAddress>(),
    /**
     * VAT reverse-charged (issue 31): a Belgian business with a VAT number, charged the net prices
     * from the quote on. Decided when the order is placed; its invoice follows it.
     */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** Set when the order ships (issue 17): the carrier and its tracking number, both optional. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /**
     * The city the order goes to (issue 16: analytics by city): the home address's city, the
     * locker's or the pickup salon's, as it was when the order was placed.
     */
    deliveryCity: text('delivery_city'),
    /** A retried POST /api/orders with the same key finds this order instead of making another. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Hash of the canonical request and access: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Unpaid card orders are cancelled (and their stock released) after this moment. */
    expiresAt: moment('expires_at'),
    paidAt: moment('paid_at'),
    cancelledAt: moment('cancelled_at'),
    /** The shopper's language: the order's mails, its invoice and credit notes are in it. */
    language: language(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('orders_language_code', isLanguageCode(table.language)),
    check('orders_status_known', oneOf(table.status, ORDER_STATUSES)),
    check('orders_tier_known', oneOf(table.tier, PRICING_TIERS)),
    check('orders_access_kind_known', oneOf(table.accessKind, ACCESS_KINDS)),
    check('orders_payment_method_known', oneOf(table.paymentMethod, PAYMENT_METHODS)),
    check(
      'orders_money_not_negative',
      sql`${table.subtotal} >= 0 and ${table.discount} >= 0 and ${table.shipping} >= 0 and ${table.total} >= 0`,
    ),
    check(
      'orders_total_adds_up',
      sql`${table.total} = ${table.subtotal} - ${table.discount} + ${table.shipping}`,
    ),
    check('orders_vat_not_negative', sql`${table.vatAmount} >= 0`),
    check(
      'orders_commission_rate_bps_range',
      sql`${table.commissionRateBps} is null or ${commissionRateRange(table.commissionRateBps)}`,
    ),
    unique('orders_number_seq_unique').on(table.numberSeq),
    // The expiry job's scan: only unpaid card orders, oldest deadline first.
    index('orders_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending_payment'`),
    index('orders_created_at_idx').on(table.createdAt.desc()),
    index('orders_salon_created_at_idx').on(table.salonId, table.createdAt.desc()),
    // Analytics (issue 16): the paid orders of a date range.
    index('orders_status_created_at_idx').on(table.status, table.createdAt),
    // Analytics (issue 16): every column GET /api/admin/stats sums, so a date range is read by an
    // index-only scan of this narrow index instead of the wide rows (drizzle has no INCLUDE, so
    // they are key columns after created_at, which alone decides the scan).
    index('orders_stats_range_idx').on(
      table.createdAt,
      table.status,
      table.tier,
      table.subtotal,
      table.discount,
      table.shipping,
      table.total,
      table.offerSaving,
      table.referringSalonId,
      table.deliveryCity,
      table.offerCode,
      table.id,
    ),
    // Partners and commission: a salon's referred orders.
    index('orders_referring_salon_idx')
      .on(table.referringSalonId, table.createdAt.desc())
      .where(sql`${table.referringSalonId} is not null`),
  ],
);

/** The lines of an order, with the name and unit price as they were when it was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // Products are retired (active = false), not deleted, once anyone ordered them. Null only on
    // a box's own line: its components are the lines whose box_position points at it.
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    /** Set on a box's line (product.md §11): which size; its price is unit_price. */
    boxSize: text('box_size').$type<BoxSize>(),
    /** Set on a box's component: the position of its box's line. Not part of the subtotal. */
    boxPosition: integer('box_position'),
    /** The variant's name as ordered; null for a product without variants. */
    variant: text('variant'),
    variantId: integer('variant_id').references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** The automatic offer's saving on this line and that offer (its title as it was). */
    discount: integer('discount').notNull().default(0),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    offerTitle: text('offer_title'),
    /** The order's offer code's share of its saving on this line. */
    codeDiscount: integer('code_discount').notNull().default(0),
    /**
     * Set on a drop line (product.md §10): the drop item whose held units it bought. Its units
     * were carved out of stock when the drop was saved, so the line takes none from stock.
     */
    dropItemId: integer('drop_item_id').references(() => dropItems.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ name: 'order_lines_pkey', columns: [table.orderId, table.position] }),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('order_lines_unit_price_not_negative', sql`${table.unitPrice} >= 0`),
    check(
      'order_lines_total_adds_up',
      sql`${table.lineTotal} = ${table.unitPrice} * ${table.quantity}`,
    ),
    index('order_lines_product_idx').on(table.productId),
    // Analytics (issue 16): a drop's sold units, from its few drop lines.
    index('order_lines_drop_item_idx')
      .on(table.dropItemId)
      .where(sql`${table.dropItemId} is not null`),
    // A line is a product (maybe a box's component) or a box, never both.
    check(
      'order_lines_product_or_box',
      sql`(${table.productId} is null) = (${table.boxSize} is not null)`,
    ),
    check(
      'order_lines_box_not_nested',
      sql`${table.boxSize} is null or ${table.boxPosition} is null`,
    ),
  ],
);

/**
 * Weekly drops (product.md §10). `ended_at` is set when an admin ends a drop early; `settled_at`
 * when what was left of its units went back to regular stock (once, after the end).
 */
export const drops = pgTable(
  'drops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** The title in other languages (issue 30): `{ nl: { title } }`. */
    translations: jsonb('translations').$type<DropTranslations>().notNull().default({}),
    audience: text('audience', { enum: DROP_AUDIENCES }).notNull(),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    endedAt: moment('ended_at'),
    settledAt: moment('settled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('drops_audience_known', oneOf(table.audience, DROP_AUDIENCES)),
    check('drops_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`),
    check('drops_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    index('drops_audience_ends_idx').on(table.audience, table.endsAt),
    // The settling sweep looks for ended drops whose units are still out.
    index('drops_unsettled_idx')
      .on(table.endsAt)
      .where(sql`${table.settledAt} is null`),
  ],
);

/**
 * A drop's items. Its units were carved out of the variant's (or product's) stock when saved:
 * a physical unit is in the drop or in stock, never both. `units_left` counts the units neither
 * held nor sold; a hold takes from it with one conditional update, so it never goes below 0.
 */
export const dropItems = pgTable(
  'drop_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dropId: uuid('drop_id')
      .notNull()
      .references(() => drops.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variantId: integer('variant_id').references(() => productVariants.id, {
      onDelete: 'restrict',
    }),
    variant: text('variant'),
    dropPrice: integer('drop_price').notNull(),
    dropBusinessPrice: integer('drop_business_price'),
    unitsTotal: integer('units_total').notNull(),
    unitsLeft: integer('units_left').notNull(),
    perOrderLimit: integer('per_order_limit').notNull(),
  },
  (table) => [
    check('drop_items_units_left_in_range', sql`${table.unitsLeft} >= 0`),
    check('drop_items_units_total_covers_left', sql`${table.unitsLeft} <= ${table.unitsTotal}`),
    check('drop_items_price_not_negative', sql`${table.dropPrice} >= 0`),
    check('drop_items_business_price_not_negative', sql`${table.dropBusinessPrice} >= 0`),
    check('drop_items_limit_positive', sql`${table.perOrderLimit} > 0`),
    index('drop_items_drop_idx').on(table.dropId, table.position),
  ],
);

/**
 * A cart's hold on a drop item's units. Changing, releasing or ordering it takes its id and its
 * cart's id (issue 28): another cart's hold answers as an unknown one. A hold is open until it is consumed by an order, released,
 * or expired and released by the sweep. One open hold per cart and item: more units of the same
 * item change that hold's quantity.
 */
export const dropHolds = pgTable(
  'drop_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: integer('item_id')
      .notNull()
      .references(() => dropItems.id, { onDelete: 'cascade' }),
    cartId: text('cart_id').notNull(),
    quantity: integer('quantity').notNull(),
    expiresAt: moment('expires_at').notNull(),
    consumedBy: uuid('consumed_by').references(() => orders.id, { onDelete: 'set null' }),
    consumedAt: moment('consumed_at'),
    releasedAt: moment('released_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('drop_holds_quantity_positive', sql`${table.quantity} > 0`),
    uniqueIndex('drop_holds_one_open_per_cart')
      .on(table.itemId, table.cartId)
      .where(sql`${table.consumedAt} is null and ${table.releasedAt} is null`),
    index('drop_holds_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.consumedAt} is null and ${table.releasedAt} is null`),
  ],
);

/** Salons on the weekly-drop list: they get a mail when a salons' drop is created. */
export const dropListMembers = pgTable('drop_list_members', {
  salonId: uuid('salon_id')
    .primaryKey()
    .references(() => salons.id, { onDelete: 'cascade' }),
  joinedAt: moment('joined_at').notNull().defaultNow(),
});

/** Every status change of an order, for its history in admin and for support. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: moment('at').notNull().defaultNow(),
    /** Null for the event that created the order. */
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note'),
    /** Who made the change: an admin's email; null when the shop itself did (payment, expiry). */
    actor: text('actor'),
  },
  (table) => [index('order_events_order_at_idx').on(table.orderId, table.at)],
);

/**
 * An attempt's status as the shop knows it: pending (open at the provider), succeeded (paid),
 * declined (failed), cancelled (stopped by the shopper), expired (the provider's page timed out).
 */
export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'declined',
  'cancelled',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Payment attempts of an order, one row per attempt at a provider. (provider, provider_ref) is
 * unique so a webhook delivered twice records the payment once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    /** The method the attempt was made with (issue 31); null on attempts from before methods. */
    method: text('method', { enum: ONLINE_PAYMENT_METHODS }),
    /**
     * What a refund names at the provider when it is not the attempt's reference: Stripe's
     * payment intent (the attempt is its Checkout Session). Null: the reference itself.
     */
    chargeRef: text('charge_ref'),
    /** What has been given back of it, in cents. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /**
     * Why an admin must look at it (issue 31): money that arrived for an order that could no
     * longer take it and could not be refunded automatically. Null: nothing to do.
     */
    attention: text('attention'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('payments_provider_ref_unique').on(table.provider, table.providerRef),
    check('payments_status_known', oneOf(table.status, PAYMENT_STATUSES)),
    check(
      'payments_method_known',
      sql`${table.method} is null or ${oneOf(table.method, ONLINE_PAYMENT_METHODS)}`,
    ),
    check('payments_amount_not_negative', sql`${table.amount} >= 0`),
    check(
      'payments_refunded_within_amount',
      sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.amount}`,
    ),
    index('payments_order_idx').on(table.orderId),
  ],
);

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** admin: from the admin's order page; late-payment: money for an order that could not take it. */
export const REFUND_REASONS = ['admin', 'late-payment'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Money given back through the provider that took it (issue 31). One refund per payment and
 * reason: a second click, a second instance or a webhook delivered twice finds the first.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id of the refund, once it answered. */
    providerRef: text('provider_ref'),
    amount: integer('amount').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    /** The admin who refunded; null when the shop did (a late payment). */
    actor: text('actor'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A failed refund may be tried again; one that is pending or done stands.
    uniqueIndex('refunds_payment_reason_unique')
      .on(table.paymentId, table.reason)
      .where(sql`${table.status} <> 'failed'`),
    check('refunds_status_known', oneOf(table.status, REFUND_STATUSES)),
    check('refunds_reason_known', oneOf(table.reason, REFUND_REASONS)),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
    index('refunds_order_idx').on(table.orderId),
  ],
);

/**
 * The built-in test provider's own book (issue 31): what its test bank page shows and what its
 * webhook reports, kept in the database so every instance answers alike. Nothing here is the
 * shop's record of a payment (that is `payments`): it stands where Mollie's or a bank's would.
 */
export const testBankPayments = pgTable(
  'test_bank_payments',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ONLINE_PAYMENT_METHODS }).notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: TEST_BANK_STATUSES }).notNull(),
    /** The bank chosen for iDEAL. */
    bank: text('bank'),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    language: text('language').notNull(),
    /** A payment left open settles (paid) at this moment, as a bank confirming late would. */
    settlesAt: moment('settles_at'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The idempotency keys of the refunds made: the same refund asked twice is made once. */
    refundKeys: jsonb('refund_keys').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('test_bank_payments_status_known', oneOf(table.status, TEST_BANK_STATUSES)),
    check('test_bank_payments_method_known', oneOf(table.method, ONLINE_PAYMENT_METHODS)),
    check('test_bank_payments_amount_not_negative', sql`${table.amount} >= 0`),
    index('test_bank_payments_settles_idx')
      .on(table.settlesAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * The mail outbox: every outgoing mail is written here first, in the transaction that caused it,
 * so a mail is never promised for something that rolled back. A sender delivers rows later.
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** The designed HTML part (issue 17); the text part is always there too. Null on older mail. */
    bodyHtml: text('body_html'),
    /** What the mail is for, e.g. "order-confirmation", "payment-received". */
    kind: text('kind').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
    /** The last delivery failure; cleared when a retry succeeds. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The sender (services/mail-sender.ts) leaves the mail alone until then: while one instance
     * talks SMTP it holds a lease, and after a failure it waits before retrying.
     */
    claimedUntil: moment('claimed_until'),
  },
  (table) => [
    // The sender's queue: unsent mail, oldest first.
    index('emails_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
    index('emails_order_idx').on(table.orderId),
  ],
);

/**
 * Product suggestions from /suggest-product (product.md §13, §14). What the shopper typed is kept
 * as typed; the admin sets a status and, once the product is in the shop, links it.
 */
export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product: text('product').notNull(),
    family: text('family', { enum: SUGGESTION_FAMILIES }).notNull(),
    description: text('description').notNull(),
    link: text('link'),
    email: text('email'),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull().default('new'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** When an admin first opened it; null is "unread". */
    readAt: moment('read_at'),
    /** The page's language: a mail to the writer is in it. */
    language: language(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('suggestions_language_code', isLanguageCode(table.language)),
    check('suggestions_status_known', oneOf(table.status, SUGGESTION_STATUSES)),
    check('suggestions_family_known', oneOf(table.family, SUGGESTION_FAMILIES)),
    index('suggestions_created_at_idx').on(table.createdAt.desc()),
  ],
);

/** Messages from /contact: the admin inbox (product.md §13, §14). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic', { enum: CONTACT_TOPICS }).notNull(),
    orderNumber: text('order_number'),
    message: text('message').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('open'),
    readAt: moment('read_at'),
    /** The page's language: the confirmation and the admin's answer are mailed in it. */
    language: language(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('contact_messages_language_code', isLanguageCode(table.language)),
    check('contact_messages_status_known', oneOf(table.status, MESSAGE_STATUSES)),
    check('contact_messages_topic_known', oneOf(table.topic, CONTACT_TOPICS)),
    index('contact_messages_created_at_idx').on(table.createdAt.desc()),
  ],
);

/** An admin's answer to a message, kept with it; the mail itself is a row in the outbox. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The admin's email. */
    actor: text('actor').notNull(),
    emailId: uuid('email_id').references(() => emails.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);

/**
 * Interest registered on the demand map: one row per sign-up, counted per city. `city` is the id
 * of a known city (src/domain/cities.ts), never free text.
 */
export const demandInterest = pgTable(
  'demand_interest',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    city: text('city').notNull(),
    families: text('families').array().notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [index('demand_interest_city_idx').on(table.city)],
);

/**
 * Fixed-window request counters for abuse limits (orders, sign-in, forms), in the database so
 * the limit holds across server instances. One row per limited thing and address.
 */
export const rateLimits = pgTable('rate_limits', {
  /** e.g. "orders:203.0.113.7". */
  bucket: text('bucket').primaryKey(),
  windowStart: moment('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * The embedded auth server's users (product.md §2 "Auth"); unused when a real Supabase project
 * is configured. Sign-up is closed: rows come from ADMIN_EMAIL/ADMIN_PASSWORD or the generated
 * first admin. Emails are stored lowercased so the unique index is case-insensitive in effect.
 */
export const AUTH_ROLES = ['admin', 'staff'] as const;
export const AUTH_AALS = ['aal1', 'aal2'] as const;
/**
 * GoTrue's amr methods this server writes: how a session's user proved who they are. A mailed
 * link (recovery, invitation) is `otp`, as GoTrue's /verify names it.
 */
export const AUTH_METHODS = ['password', 'totp', 'otp'] as const;
export type AuthMethodReference = { method: (typeof AUTH_METHODS)[number]; timestamp: number };

export const authUsers = pgTable(
  'auth_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('auth_users_email_unique'),
    /** "scrypt$N$r$p$salt$hash" (see auth/passwords.ts); never the password itself. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: AUTH_ROLES }).notNull().default('staff'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastSignInAt: moment('last_sign_in_at'),
    /** When an admin invited this account (issue 19); cleared once its password is chosen. */
    invitedAt: moment('invited_at'),
    /** GoTrue's user_metadata: what the user wrote with updateUser({ data }) (issue 28). */
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    check('auth_users_role_known', oneOf(table.role, AUTH_ROLES)),
    check('auth_users_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

/** One sign-in; the access token's session_id. Ending it (sign-out) invalidates its tokens. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    endedAt: moment('ended_at'),
    /** The session's assurance level (issue 19): 'aal2' once a TOTP code was verified in it. */
    aal: text('aal', { enum: AUTH_AALS }).notNull().default('aal1'),
    /** GoTrue's amr claim: how the user proved who they are, newest first ({method, timestamp}). */
    amr: jsonb('amr').$type<AuthMethodReference[]>().notNull().default([]),
    /**
     * The factor whose code made the session aal2 (issue 28): removing that factor takes the
     * session back to aal1, as GoTrue's DowngradeSessionsToAAL1 does.
     */
    factorId: uuid('factor_id').references(() => authFactors.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('auth_sessions_user_idx').on(table.userId),
    check('auth_sessions_aal_known', oneOf(table.aal, AUTH_AALS)),
  ],
);

/**
 * Second factors (issue 19): TOTP authenticators, as GoTrue's mfa_factors. The shared secret is
 * sealed (AES-256-GCM under `sealing_secrets` 'auth-totp', the factor id as authenticated data;
 * see auth/totp-secrets.ts), never stored in the clear. `last_used_step` is the RFC 6238 time
 * step of the last accepted code: a code of that step or an earlier one is refused (used once).
 */
export const AUTH_FACTOR_STATUSES = ['unverified', 'verified'] as const;

export const authFactors = pgTable(
  'auth_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name'),
    factorType: text('factor_type', { enum: ['totp'] })
      .notNull()
      .default('totp'),
    status: text('status', { enum: AUTH_FACTOR_STATUSES }).notNull().default('unverified'),
    secretSealed: text('secret_sealed').notNull(),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The admin guard's lookup: does this user have a verified factor?
    index('auth_factors_user_status_idx').on(table.userId, table.status),
    // GoTrue's mfa_factor_name_conflict; unnamed factors (null) never conflict.
    unique('auth_factors_user_name_unique').on(table.userId, table.friendlyName),
    check('auth_factors_type_known', sql`${table.factorType} = 'totp'`),
    check('auth_factors_status_known', oneOf(table.status, AUTH_FACTOR_STATUSES)),
  ],
);

/** A challenge to a factor: answered once (verified_at) and only until it expires. */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => authFactors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    verifiedAt: moment('verified_at'),
    /** The address that asked for it (issue 28): GoTrue answers it from that address only. */
    ipAddress: text('ip_address'),
  },
  (table) => [index('auth_challenges_factor_idx').on(table.factorId)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes (a database leak must not hand out sessions). Each use
 * rotates: the used row gets rotated_at and a child row (parent_id) is issued.
 */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('auth_refresh_tokens_hash_unique'),
    parentId: uuid('parent_id'),
    revoked: boolean('revoked').notNull().default(false),
    createdAt: createdAt(),
    rotatedAt: moment('rotated_at'),
  },
  (table) => [index('auth_refresh_tokens_session_idx').on(table.sessionId)],
);

/**
 * Password-recovery and invitation links, and reauthentication codes (issue 19): hashed, single
 * use, short-lived.
 */
export const AUTH_LINK_KINDS = ['recovery', 'invite', 'reauthentication'] as const;

export const authRecovery = pgTable(
  'auth_recovery',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: AUTH_LINK_KINDS }).notNull().default('recovery'),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [
    index('auth_recovery_user_idx').on(table.userId),
    check('auth_recovery_kind_known', oneOf(table.kind, AUTH_LINK_KINDS)),
  ],
);

/**
 * Failed password sign-ins per account (issue 28), keyed by a hash of the lowercased email so an
 * address nobody has (a guess) is counted the same way without being stored. After
 * SIGN_IN_FREE_FAILURES the account's sign-ins wait until `blocked_until`, longer each time
 * (auth/sign-in-backoff.ts); a right password or a new one clears the row.
 */
export const authSignInFailures = pgTable('auth_sign_in_failures', {
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: moment('last_failed_at').notNull(),
  blockedUntil: moment('blocked_until'),
});

/**
 * The audit log (issue 19): one row per admin mutation, written in the same transaction as the
 * change, plus sign-ins, wrong codes and factor changes. Append-only: a trigger (migration 0019)
 * refuses UPDATE and DELETE, and no API changes a row. No foreign keys: a row outlives its actor
 * and its target.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: moment('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_action_idx').on(table.action),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    index('audit_log_actor_idx').on(table.actorEmail),
  ],
);

/**
 * The ES256 key pairs the embedded auth server signs access tokens with. In the database rather
 * than the data folder so that every instance sharing PostgreSQL signs and verifies with the
 * same keys. The private JWK is as secret as the database itself.
 */
export const authSigningKeys = pgTable('auth_signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: createdAt(),
});

/**
 * Secrets the server seals things with, shared by every instance through the database like the
 * signing keys above. One row per purpose, e.g. 'salon-links' (32 random bytes, base64url).
 */
export const sealingSecrets = pgTable('sealing_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/**
 * Batches of supplier orders (issue 16, product.md §14): paid orders grouped for one purchase
 * from the supplier, advanced open → ordered → received → shipped (or cancelled while open).
 */
export const BATCH_STATUSES = ['open', 'ordered', 'received', 'shipped', 'cancelled'] as const;

export const batches = pgTable(
  'batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('open'),
    /** The admin's email. */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('batches_status_known', oneOf(table.status, BATCH_STATUSES)),
    index('batches_created_at_idx').on(table.createdAt.desc()),
  ],
);

/** Every step of a batch (created, ordered, received, shipped, cancelled): who and when. */
export const batchEvents = pgTable(
  'batch_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    /** Null for the event that created the batch. */
    fromStatus: text('from_status', { enum: BATCH_STATUSES }),
    toStatus: text('to_status', { enum: BATCH_STATUSES }).notNull(),
    actor: text('actor').notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [index('batch_events_batch_at_idx').on(table.batchId, table.at)],
);

/**
 * The orders of a batch. An order is in at most one batch that is not cancelled: the partial
 * unique index says so, whatever the application does. Cancelling a batch releases its orders
 * (released_at), keeping the row as history.
 */
export const batchOrders = pgTable(
  'batch_orders',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    addedAt: moment('added_at').notNull().defaultNow(),
    releasedAt: moment('released_at'),
  },
  (table) => [
    primaryKey({ name: 'batch_orders_pkey', columns: [table.batchId, table.orderId] }),
    uniqueIndex('batch_orders_one_batch_per_order')
      .on(table.orderId)
      .where(sql`${table.releasedAt} is null`),
  ],
);

/**
 * Invoices and credit notes (issue 16). Numbers are gapless per series and calendar year: taken
 * from invoice_counters with one UPDATE … RETURNING in the transaction that inserts the invoice,
 * so a rolled-back invoice gives its number back and two transactions never share one.
 */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    year: integer('year').notNull(),
    /** The last number issued in this series and year. */
    last: integer('last').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'invoice_counters_pkey', columns: [table.kind, table.year] }),
    check('invoice_counters_kind_known', oneOf(table.kind, INVOICE_KINDS)),
    check('invoice_counters_last_not_negative', sql`${table.last} >= 0`),
  ],
);

/** The seller or the buyer as printed on an invoice, frozen when it was issued. */
export type InvoiceParty = {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  registrationNumber: string | null;
  vatNumber: string | null;
  email: string | null;
  iban?: string | null;
};

/** A line as printed: cents; net + vat = gross; rate in percent (0 when reverse-charged). */
export type InvoiceLine = {
  description: string;
  quantity: number;
  unitGross: number;
  net: number;
  vat: number;
  gross: number;
  rate: number;
};

/**
 * An issued invoice or credit note. Never changed once issued — a database trigger refuses any
 * update but recording its payment (paid_at, paid_by) and any delete.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** `2026-000123` for an invoice, `C2026-000004` for a credit note. */
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    creditsInvoiceId: uuid('credits_invoice_id'),
    issuedAt: moment('issued_at').notNull().defaultNow(),
    /** When an open invoice is due (14 days for pay on invoice); null when paid at issue. */
    dueAt: moment('due_at'),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    /** Cents, negative on a credit note. */
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    gross: integer('gross').notNull(),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** SHA-256 (hex) of the token in the buyer's download link; the token itself is never kept. */
    downloadTokenHash: text('download_token_hash').notNull().unique(),
    /** The admin who issued it; null when the shop did (payment, order placed). */
    issuedBy: text('issued_by'),
    paidAt: moment('paid_at'),
    paidBy: text('paid_by'),
  },
  (table) => [
    check('invoices_kind_known', oneOf(table.kind, INVOICE_KINDS)),
    check('invoices_payment_method_known', oneOf(table.paymentMethod, PAYMENT_METHODS)),
    check('invoices_seq_positive', sql`${table.seq} > 0`),
    check('invoices_adds_up', sql`${table.gross} = ${table.net} + ${table.vat}`),
    check(
      'invoices_credit_note_refers',
      sql`(${table.kind} = 'credit_note') = (${table.creditsInvoiceId} is not null)`,
    ),
    foreignKey({
      name: 'invoices_credits_invoice_id_fk',
      columns: [table.creditsInvoiceId],
      foreignColumns: [table.id],
    }).onDelete('restrict'),
    unique('invoices_series_unique').on(table.kind, table.year, table.seq),
    // One invoice per order, one credit note per invoice.
    uniqueIndex('invoices_one_per_order')
      .on(table.orderId)
      .where(sql`${table.kind} = 'invoice'`),
    uniqueIndex('invoices_one_credit_note_per_invoice')
      .on(table.creditsInvoiceId)
      .where(sql`${table.kind} = 'credit_note'`),
    index('invoices_issued_at_idx').on(table.issuedAt.desc()),
  ],
);

/**
 * Searches that found nothing (issue 32): what shoppers want and the shop lacks. One row per
 * normalised query, language and Amsterdam day, so the admin's "last N days" sums real days. Only
 * the query (at most 100 characters), never who typed it.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').notNull(),
    language: language(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(1),
    lastSearchedAt: moment('last_searched_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.query, table.language, table.day] }),
    check('search_misses_language_code', isLanguageCode(table.language)),
    check(
      'search_misses_query_length',
      sql`char_length(${table.query}) between 1 and ${sql.raw(String(SEARCH_QUERY_MAX))}`,
    ),
    check('search_misses_count_positive', sql`${table.count} > 0`),
    // The admin's window: the recent days first.
    index('search_misses_day_idx').on(table.day),
  ],
);
