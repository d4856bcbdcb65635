// GET /api/salons/health (product.md §13): the data checks an admin reads on /db-diagnostics.
// Each check counts the rows that break a rule the schema cannot enforce by itself (or that
// a job should have repaired) and names a few, so they can be found. No secrets: the rows are
// named by ids, order numbers and salon names, never by addresses, keys or mail bodies.
//
// "Holds past their expiry not yet released" covers both kinds of hold on stock: unpaid orders
// past their payment deadline (their lines still reserve stock) and weekly-drop holds
// (product.md §10, table drop_holds) still open past their expiry. A drop hold is named by its
// own id, its item and when it expired — never by its cart id, which ties it to a shopper.
import { and, count, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DataCheck, DataHealth } from '@/domain/support';
import type { Database } from '../db/client';
import {
  dropHolds,
  emails,
  orderLines,
  orders,
  productVariants,
  products,
  salons,
} from '../db/schema';

const EXAMPLES = 5;
/** The expiry job runs every minute; a deadline missed by more than this is a stuck job. */
const EXPIRY_GRACE_MS = 5 * 60 * 1000;
/** The drop-hold sweep runs every 15 s; a hold expired longer ago than this is a stuck sweep. */
const DROP_HOLD_GRACE_MS = 2 * 60 * 1000;
const FAILING_MAIL_MS = 60 * 60 * 1000;

type Found = { id: string; label: string };

/** Up to EXAMPLES examples taken in turn from each list, so every kind found is named. */
function interleave(...lists: Found[][]): Found[] {
  const out: Found[] = [];
  for (let i = 0; out.length < EXAMPLES && lists.some((list) => i < list.length); i++)
    for (const list of lists) {
      const found = list[i];
      if (found && out.length < EXAMPLES) out.push(found);
    }
  return out;
}

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
  const stuckDropHolds = and(
    isNull(dropHolds.consumedAt),
    isNull(dropHolds.releasedAt),
    lt(dropHolds.expiresAt, new Date(now.getTime() - DROP_HOLD_GRACE_MS)),
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
      Promise.all([
        db
          .select({
            id: sql<string>`'product:' || ${products.id}`,
            label: sql<string>`${products.name} || ': ' || ${products.stock}`,
          })
          .from(products)
          .where(negativeProduct)
          .orderBy(products.id)
          .limit(EXAMPLES),
        db
          .select({
            id: sql<string>`'variant:' || ${productVariants.id}`,
            label: sql<string>`${products.name} || ' · ' || ${productVariants.name} || ': ' || ${productVariants.stock}`,
          })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(negativeVariant)
          .orderBy(productVariants.id)
          .limit(EXAMPLES),
      ]).then(([productRows, variantRows]) => interleave(productRows, variantRows)),
    ),
    check(
      {
        id: 'expired-unreleased',
        title: 'Holds past their expiry not yet released',
        about:
          'Unpaid orders past their deadline and weekly-drop holds past their expiry still keep stock; the expiry jobs should release them within minutes — are they running?',
      },
      db
        .select({
          n: sql<number>`((select count(*) from ${orders} where ${stuckOrders})
            + (select count(*) from ${dropHolds} where ${stuckDropHolds}))::int`,
        })
        .from(sql`(select 1) as one`),
      Promise.all([
        db
          .select({ id: orders.id, label: orders.number })
          .from(orders)
          .where(stuckOrders)
          .orderBy(orders.expiresAt)
          .limit(EXAMPLES),
        db
          .select({
            id: dropHolds.id,
            expiresAt: dropHolds.expiresAt,
            itemId: dropHolds.itemId,
          })
          .from(dropHolds)
          .where(stuckDropHolds)
          .orderBy(dropHolds.expiresAt)
          .limit(EXAMPLES),
      ]).then(([orderRows, holdRows]) =>
        interleave(
          orderRows,
          holdRows.map((hold) => ({
            id: hold.id,
            label: `Drop hold ${hold.id} · item ${hold.itemId} · expired ${hold.expiresAt.toISOString()}`,
          })),
        ),
      ),
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
