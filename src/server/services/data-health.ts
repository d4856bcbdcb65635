// GET /api/salons/health (product.md §13): the data checks an admin reads on /db-diagnostics.
// Each check counts the rows that break a rule the schema cannot enforce by itself (or that
// a job should have repaired) and names a few, so they can be found. No secrets: the rows are
// named by ids, order numbers and salon names, never by addresses, keys or mail bodies.
//
// Weekly-drop holds (product.md §10) have no table yet; their expiry check joins this list
// with them. Until then unpaid orders past their deadline are the holds that must be released.
import { and, count, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DataCheck, DataHealth } from '@/domain/support';
import type { Database } from '../db/client';
import { emails, orderLines, orders, productVariants, products, salons } from '../db/schema';

const EXAMPLES = 5;
/** The expiry job runs every minute; a deadline missed by more than this is a stuck job. */
const EXPIRY_GRACE_MS = 5 * 60 * 1000;
const FAILING_MAIL_MS = 60 * 60 * 1000;

type Found = { id: string; label: string };

async function check(
  meta: Omit<DataCheck, 'count' | 'examples'>,
  counted: Promise<{ n: number }[]>,
  examples: Promise<Found[]>,
): Promise<DataCheck> {
  const [[row], found] = await Promise.all([counted, examples]);
  return { ...meta, count: row?.n ?? 0, examples: found };
}

export async function dataHealth(db: Database, now: Date = new Date()): Promise<DataHealth> {
  const blank = (column: SQL | typeof salons.city | typeof salons.email) =>
    sql`trim(${column}) = ''`;
  const salonsWithoutContact = and(
    eq(salons.status, 'approved'),
    or(blank(salons.city), blank(salons.email)),
  );
  const pickupAtMissingSalon = and(
    sql`${orders.delivery} ->> 'method' = 'salon'`,
    sql`not exists (select 1 from ${salons} where ${salons.id}::text = ${orders.delivery} ->> 'salonId')`,
  );
  const lineWithoutProduct = or(
    // A box's own line has no product by design (its components do).
    sql`${orderLines.boxSize} is null and not exists (select 1 from ${products} where ${products.id} = ${orderLines.productId})`,
    and(isNotNull(orderLines.variant), isNull(orderLines.variantId)),
  );
  const negativeVariant = lt(productVariants.stock, 0);
  const negativeProduct = lt(products.stock, 0);
  const stuckOrders = and(
    eq(orders.status, 'pending_payment'),
    lt(orders.expiresAt, new Date(now.getTime() - EXPIRY_GRACE_MS)),
  );
  const failingMail = and(
    isNull(emails.sentAt),
    isNotNull(emails.error),
    lt(emails.createdAt, new Date(now.getTime() - FAILING_MAIL_MS)),
  );

  const checks = await Promise.all([
    check(
      {
        id: 'salons-without-contact',
        title: 'Approved salons without a city or email',
        about: 'They cannot appear on the map or be reached about orders.',
      },
      db.select({ n: count() }).from(salons).where(salonsWithoutContact),
      db
        .select({ id: salons.id, label: salons.salonName })
        .from(salons)
        .where(salonsWithoutContact)
        .limit(EXAMPLES),
    ),
    check(
      {
        id: 'orders-missing-salon',
        title: 'Orders for pickup at a salon that no longer exists',
        about: 'Nobody can hand these orders over; contact the customers.',
      },
      db.select({ n: count() }).from(orders).where(pickupAtMissingSalon),
      db
        .select({ id: orders.id, label: orders.number })
        .from(orders)
        .where(pickupAtMissingSalon)
        .limit(EXAMPLES),
    ),
    check(
      {
        id: 'orders-missing-product',
        title: 'Orders with lines pointing at missing products or variants',
        about: 'The purchase list cannot say what to buy for these lines.',
      },
      db
        .select({ n: sql<number>`count(distinct ${orderLines.orderId})::int` })
        .from(orderLines)
        .where(lineWithoutProduct),
      db
        .selectDistinct({ id: orders.id, label: orders.number })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(lineWithoutProduct)
        .limit(EXAMPLES),
    ),
    check(
      {
        id: 'negative-stock',
        title: 'Products or variants with negative stock',
        about: 'Stock below zero means something was sold twice.',
      },
      db
        .select({
          n: sql<number>`((select count(*) from ${productVariants} where ${negativeVariant})
            + (select count(*) from ${products} where ${negativeProduct}))::int`,
        })
        .from(sql`(select 1) as one`),
      db
        .select({
          id: sql<string>`${productVariants.id}::text`,
          label: sql<string>`${products.name} || ' · ' || ${productVariants.name} || ': ' || ${productVariants.stock}`,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(negativeVariant)
        .limit(EXAMPLES),
    ),
    check(
      {
        id: 'expired-unreleased',
        title: 'Unpaid orders past their deadline, stock not yet released',
        about: 'The expiry job should cancel these within a minute; is it running?',
      },
      db.select({ n: count() }).from(orders).where(stuckOrders),
      db
        .select({ id: orders.id, label: orders.number })
        .from(orders)
        .where(stuckOrders)
        .limit(EXAMPLES),
    ),
    check(
      {
        id: 'mail-failing',
        title: 'Mails failing to send for more than an hour',
        about: 'Check the SMTP settings; the mails stay in the outbox until they go out.',
      },
      db.select({ n: count() }).from(emails).where(failingMail),
      db
        .select({
          id: emails.id,
          label: sql<string>`${emails.kind} || ' · ' || ${emails.attempts} || ' attempts'`,
        })
        .from(emails)
        .where(failingMail)
        .limit(EXAMPLES),
    ),
  ]);
  return { checkedAt: now.toISOString(), checks };
}
