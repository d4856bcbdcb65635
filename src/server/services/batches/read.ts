// What the back office reads about batches (issue 16): the list, one batch with its orders and
// history, the purchase list, and the orders a new batch would take.
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  notExists,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  BATCHABLE_LIST_LIMIT,
  BATCHABLE_ORDER_STATUSES,
  type BatchableOrders,
  type BatchDetail,
  type BatchList,
  type BatchOrder,
  type PurchaseList,
} from '@/domain/batches';
import { SHOP_TIME_ZONE } from '@/domain/drop-times';
import { isCarrier } from '@/domain/shipments';
import type { Database } from '../../db/client';
import { batchEvents, batchOrders, batches, orderLines, orders, products } from '../../db/schema';
import { notFound, type AppError } from '../../http/errors';
import { rowsOf } from '../drops/rows';

export function noSuchBatch(): AppError {
  return notFound('There is no such batch.');
}

/** Orders placed up to and including `day` in Amsterdam (the created_at index serves it). */
export function placedUpTo(day: string): SQL {
  return lt(orders.createdAt, sql`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`);
}

/** The order is in no batch that is still going (an unreleased batch_orders row). */
export const notInABatch = notExists(
  sql`(select 1 from batch_orders bo where bo.order_id = "orders"."id" and bo.released_at is null)`,
);

/** Paid orders and orders on invoice that no batch holds. */
export function batchableWhere(upTo?: string): SQL | undefined {
  return and(
    inArray(orders.status, [...BATCHABLE_ORDER_STATUSES]),
    notInABatch,
    upTo ? placedUpTo(upTo) : undefined,
  );
}

/** Units of products in an order: a box's components count, the box line itself does not. */
const unitsOfOrder = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines}
  where ${orderLines.orderId} = ${orders.id} and ${orderLines.productId} is not null)`.mapWith(
  Number,
);

/** The newest batches GET /api/batches lists. */
const BATCH_LIST_LIMIT = 200;

export async function listBatchableOrders(db: Database, upTo?: string): Promise<BatchableOrders> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      customerName: orders.customerName,
      deliveryPlace: orders.deliveryPlace,
      total: orders.total,
      createdAt: orders.createdAt,
      units: unitsOfOrder,
    })
    .from(orders)
    .where(batchableWhere(upTo))
    .orderBy(asc(orders.createdAt), asc(orders.numberSeq))
    .limit(BATCHABLE_LIST_LIMIT);
  const total =
    rows.length < BATCHABLE_LIST_LIMIT
      ? rows.length
      : ((await db.select({ n: count() }).from(orders).where(batchableWhere(upTo)))[0]?.n ?? 0);
  return {
    items: rows.map(({ createdAt, ...row }) => ({ ...row, placedAt: createdAt.toISOString() })),
    total,
  };
}

/** Rows of the batch that count: its unreleased ones, or for a cancelled batch those it released. */
function batchMembers(batchId: number, cancelled: boolean): SQL | undefined {
  return and(
    eq(batchOrders.batchId, batchId),
    cancelled ? undefined : isNull(batchOrders.releasedAt),
  );
}

export async function listBatches(db: Database): Promise<BatchList> {
  const rows = await db
    .select()
    .from(batches)
    .orderBy(desc(batches.createdAt), desc(batches.id))
    .limit(BATCH_LIST_LIMIT);
  const ids = rows.map((row) => row.id);
  // Per batch: its orders (a cancelled batch: those it released), their totals and units.
  const sums =
    ids.length === 0
      ? []
      : rowsOf<{ batch_id: unknown; orders: unknown; total: unknown; units: unknown }>(
          await db.execute(sql`
            select bo.batch_id, count(*) as orders, coalesce(sum(o.total), 0) as total,
              coalesce(sum(u.units), 0) as units
            from batch_orders bo
            join batches b on b.id = bo.batch_id
            join orders o on o.id = bo.order_id
            left join (
              select order_id, sum(quantity) as units from order_lines
              where product_id is not null group by order_id
            ) u on u.order_id = bo.order_id
            where bo.batch_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
              and (bo.released_at is null or b.status = 'cancelled')
            group by bo.batch_id`),
        );
  const sumsOf = new Map(sums.map((row) => [Number(row.batch_id), row]));
  return {
    items: rows.map((row) => {
      const sum = sumsOf.get(row.id);
      return {
        id: row.id,
        status: row.status,
        createdBy: row.createdBy,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        orders: Number(sum?.orders ?? 0),
        units: Number(sum?.units ?? 0),
        total: Number(sum?.total ?? 0),
      };
    }),
  };
}

export async function readBatchOrders(
  db: Database,
  batchId: number,
  cancelled = false,
): Promise<BatchOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      customerName: orders.customerName,
      deliveryPlace: orders.deliveryPlace,
      total: orders.total,
      createdAt: orders.createdAt,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
    })
    .from(batchOrders)
    .innerJoin(orders, eq(orders.id, batchOrders.orderId))
    .where(batchMembers(batchId, cancelled))
    .orderBy(asc(orders.createdAt), asc(orders.numberSeq));
  return rows.map(({ createdAt, carrier, ...row }) => ({
    ...row,
    carrier: isCarrier(carrier) ? carrier : null,
    placedAt: createdAt.toISOString(),
  }));
}

/**
 * What to buy from the supplier for the batch: the products (a box's components; drop lines
 * too) of its orders, summed per product and variant, with the orders that need each.
 */
export async function readPurchaseList(db: Database, batchId: number): Promise<PurchaseList> {
  type Row = {
    product_id: number | string;
    name: string;
    variant: string | null;
    units: number | string;
    orders: string[];
  };
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select l.product_id, min(p.name) as name, l.variant,
        sum(l.quantity) as units,
        array_agg(distinct o.number order by o.number) as orders
      from ${batchOrders} bo
      join ${orders} o on o.id = bo.order_id
      join ${orderLines} l on l.order_id = o.id
      join ${products} p on p.id = l.product_id
      where bo.batch_id = ${batchId} and bo.released_at is null and l.product_id is not null
      group by l.product_id, l.variant
      order by min(p.name), l.variant nulls first, l.product_id`),
  );
  return {
    batchId,
    items: rows.map((row) => ({
      productId: Number(row.product_id),
      name: row.name,
      variant: row.variant,
      units: Number(row.units),
      orders: row.orders,
    })),
  };
}

/** The purchase list of a batch that exists (404 NOT_FOUND otherwise). */
export async function purchaseListOfBatch(db: Database, batchId: number): Promise<PurchaseList> {
  const [batch] = await db.select({ id: batches.id }).from(batches).where(eq(batches.id, batchId));
  if (!batch) throw noSuchBatch();
  return readPurchaseList(db, batchId);
}

export async function readBatchDetail(db: Database, batchId: number): Promise<BatchDetail> {
  const [batch] = await db.select().from(batches).where(eq(batches.id, batchId));
  if (!batch) throw noSuchBatch();
  const [events, batchOrderList, purchaseList] = await Promise.all([
    db
      .select({
        fromStatus: batchEvents.fromStatus,
        toStatus: batchEvents.toStatus,
        actor: batchEvents.actor,
        at: batchEvents.at,
      })
      .from(batchEvents)
      .where(eq(batchEvents.batchId, batchId))
      .orderBy(asc(batchEvents.at), asc(batchEvents.id)),
    readBatchOrders(db, batchId, batch.status === 'cancelled'),
    readPurchaseList(db, batchId),
  ]);
  return {
    batch: {
      id: batch.id,
      status: batch.status,
      createdBy: batch.createdBy,
      createdAt: batch.createdAt.toISOString(),
      updatedAt: batch.updatedAt.toISOString(),
      events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
    },
    orders: batchOrderList,
    purchaseList,
  };
}
