// One aggregate query per section of the analytics answer (issue 16). Every figure is summed by
// PostgreSQL; what comes back is one row per week, status, tier, product, city, salon, drop or
// code — never an order.
import { sql } from 'drizzle-orm';
import { BOX_SIZE_NAMES, type BoxSize } from '@/domain/boxes';
import { ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import { TOP_LIMIT, type StatsAnswer, type StatsRange } from '@/domain/stats';
import type { Database } from '../../db/client';
import {
  AMSTERDAM,
  goods,
  isoOf,
  lineRevenue,
  num,
  paid,
  paidIn,
  placedIn,
  rangeEnd,
  rangeStart,
  rowsOf,
} from './stats-sql';

type Money = { orders: unknown; goods: unknown; delivery: unknown };
const money = (row: Money) => ({
  orders: num(row.orders),
  goodsRevenue: num(row.goods),
  delivery: num(row.delivery),
});
const moneyColumns = sql`count(*) as orders, sum(${goods}) as goods, sum(o.shipping) as delivery`;

/** Paid orders by pricing tier; both tiers always listed. */
export async function tierSection(db: Database, range: StatsRange): Promise<StatsAnswer['tiers']> {
  const rows = rowsOf<Money & { tier: string }>(
    await db.execute(sql`
      select o.tier, ${moneyColumns} from orders o where ${paidIn(range)} group by o.tier`),
  );
  return (['client', 'business'] as const).map((tier) => {
    const row = rows.find((candidate) => candidate.tier === tier);
    return { tier, ...(row ? money(row) : { orders: 0, goodsRevenue: 0, delivery: 0 }) };
  });
}

/** Paid orders per ISO week (Monday, Amsterdam): every week the range touches, zero-filled. */
export async function weekSection(db: Database, range: StatsRange): Promise<StatsAnswer['weeks']> {
  const rows = rowsOf<Money & { week: string }>(
    await db.execute(sql`
      with per_week as (
        select date_trunc('week', o.created_at at time zone ${AMSTERDAM}) as week, ${moneyColumns}
        from orders o where ${paidIn(range)} group by 1
      )
      select to_char(series.week, 'YYYY-MM-DD') as week,
        coalesce(per_week.orders, 0) as orders, coalesce(per_week.goods, 0) as goods,
        coalesce(per_week.delivery, 0) as delivery
      from generate_series(
        date_trunc('week', ${range.from}::date::timestamp),
        date_trunc('week', ${range.to}::date::timestamp),
        interval '1 week'
      ) as series(week)
      left join per_week on per_week.week = series.week
      order by series.week`),
  );
  return rows.map((row) => ({ week: row.week, ...money(row) }));
}

/** Every order placed in the range, by status; every status listed. */
export async function statusSection(
  db: Database,
  range: StatsRange,
): Promise<StatsAnswer['statuses']> {
  const rows = rowsOf<{ status: OrderStatus; orders: unknown; total: unknown }>(
    await db.execute(sql`
      select o.status, count(*) as orders, sum(o.total) as total
      from orders o where ${placedIn(range)} group by o.status`),
  );
  return ORDER_STATUSES.map((status) => {
    const row = rows.find((candidate) => candidate.status === status);
    return { status, orders: num(row?.orders), total: num(row?.total) };
  });
}

type TopRow = {
  product_id: number | null;
  box_size: string | null;
  variant?: string | null;
  name: string;
  units: unknown;
  revenue: unknown;
  by_revenue: unknown;
  by_units: unknown;
};

/**
 * The ten best products (and boxes, each size one row) by revenue and by units, from the lines of
 * paid orders. A box's components are left out: the box's own line carries its price, and the
 * components are not part of the subtotal.
 */
export async function topProductSection(
  db: Database,
  range: StatsRange,
): Promise<StatsAnswer['topProducts']> {
  const rows = rowsOf<TopRow>(
    await db.execute(sql`
      with per_product as (
        select l.product_id, l.box_size, sum(l.quantity) as units, sum(${lineRevenue}) as revenue
        from orders o join order_lines l on l.order_id = o.id
        where ${paidIn(range)} and l.box_position is null
        group by l.product_id, l.box_size
      ), ranked as (
        select per_product.*,
          row_number() over (order by revenue desc, units desc, product_id, box_size) as by_revenue,
          row_number() over (order by units desc, revenue desc, product_id, box_size) as by_units
        from per_product
      )
      select ranked.*, coalesce(p.name, '') as name
      from ranked left join products p on p.id = ranked.product_id
      where by_revenue <= ${TOP_LIMIT} or by_units <= ${TOP_LIMIT}`),
  );
  const items = rows.map((row) => ({ row, item: topItem(row) }));
  return {
    byRevenue: ranking(items, 'by_revenue'),
    byUnits: ranking(items, 'by_units'),
  };
}

/** The ten best product variants (a product without variants is one row), boxes left out. */
export async function topVariantSection(
  db: Database,
  range: StatsRange,
): Promise<StatsAnswer['topVariants']> {
  const rows = rowsOf<TopRow>(
    await db.execute(sql`
      with per_variant as (
        select l.product_id, l.variant, sum(l.quantity) as units, sum(${lineRevenue}) as revenue
        from orders o join order_lines l on l.order_id = o.id
        where ${paidIn(range)} and l.product_id is not null
        group by l.product_id, l.variant
      ), ranked as (
        select per_variant.*,
          row_number() over (order by revenue desc, units desc, product_id, variant) as by_revenue,
          row_number() over (order by units desc, revenue desc, product_id, variant) as by_units
        from per_variant
      )
      select ranked.*, null as box_size, p.name
      from ranked join products p on p.id = ranked.product_id
      where by_revenue <= ${TOP_LIMIT} or by_units <= ${TOP_LIMIT}`),
  );
  const items = rows.map((row) => ({
    row,
    item: {
      ...topItem(row),
      key: `p${row.product_id}:${row.variant ?? ''}`,
      variant: row.variant ?? null,
    },
  }));
  return {
    byRevenue: ranking(items, 'by_revenue'),
    byUnits: ranking(items, 'by_units'),
  };
}

function topItem(row: TopRow) {
  const box = row.product_id === null;
  return {
    key: box ? `box:${row.box_size}` : `p${row.product_id}`,
    productId: box ? null : Number(row.product_id),
    name: box ? (BOX_SIZE_NAMES[row.box_size as BoxSize] ?? 'Box') : row.name,
    units: num(row.units),
    revenue: num(row.revenue),
  };
}

function ranking<Item>(
  items: { row: TopRow; item: Item }[],
  by: 'by_revenue' | 'by_units',
): Item[] {
  return items
    .filter(({ row }) => num(row[by]) <= TOP_LIMIT)
    .sort((a, b) => num(a.row[by]) - num(b.row[by]))
    .map(({ item }) => item);
}

/** Paid orders by the city they went to, by goods revenue; no city known: "Unknown". */
export async function citySection(db: Database, range: StatsRange): Promise<StatsAnswer['cities']> {
  const rows = rowsOf<Money & { city: string }>(
    await db.execute(sql`
      select coalesce(nullif(o.delivery_city, ''), 'Unknown') as city, ${moneyColumns}
      from orders o where ${paidIn(range)}
      group by 1 order by goods desc, orders desc, city`),
  );
  return rows.map((row) => ({ city: row.city, ...money(row) }));
}

/** Paid orders a partner salon's recommendation referred, per salon, by goods revenue. */
export async function salonSection(
  db: Database,
  range: StatsRange,
): Promise<StatsAnswer['salons']> {
  const rows = rowsOf<{ id: string; name: string; orders: unknown; goods: unknown }>(
    await db.execute(sql`
      select s.id, s.salon_name as name, count(*) as orders, sum(${goods}) as goods
      from orders o join salons s on s.id = o.referring_salon_id
      where ${paidIn(range)}
      group by s.id, s.salon_name order by goods desc, orders desc, s.salon_name, s.id`),
  );
  return rows.map((row) => ({
    salonId: row.id,
    salonName: row.name,
    orders: num(row.orders),
    goodsRevenue: num(row.goods),
  }));
}

/**
 * Drops whose window (to its early end, if ended early) overlaps the range: the units they
 * offered and the units paid orders bought (whenever paid: sell-through is the drop's whole).
 */
export async function dropSection(db: Database, range: StatsRange): Promise<StatsAnswer['drops']> {
  const ends = sql`least(d.ends_at, coalesce(d.ended_at, d.ends_at))`;
  const rows = rowsOf<{
    id: string;
    title: string;
    starts_at: string;
    ends_at: string;
    offered: unknown;
    sold: unknown;
    revenue: unknown;
  }>(
    await db.execute(sql`
      with chosen as (
        select d.id, d.title, d.starts_at, ${ends} as ends_at from drops d
        where d.starts_at < ${rangeEnd(range)} and ${ends} >= ${rangeStart(range)}
      ), offered as (
        select i.drop_id, sum(i.units_total) as units from drop_items i
        where i.drop_id in (select id from chosen) group by i.drop_id
      ), sold as (
        select i.drop_id, sum(l.quantity) as units, sum(${lineRevenue}) as revenue
        from drop_items i
        join order_lines l on l.drop_item_id = i.id
        join orders o on o.id = l.order_id
        where i.drop_id in (select id from chosen) and ${paid}
        group by i.drop_id
      )
      select chosen.id, chosen.title, ${isoOf(sql`chosen.starts_at`)} as starts_at,
        ${isoOf(sql`chosen.ends_at`)} as ends_at, offered.units as offered,
        sold.units as sold, sold.revenue as revenue
      from chosen
      left join offered on offered.drop_id = chosen.id
      left join sold on sold.drop_id = chosen.id
      order by chosen.starts_at, chosen.id`),
  );
  return rows.map((row) => ({
    dropId: row.id,
    title: row.title,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    unitsOffered: num(row.offered),
    unitsSold: num(row.sold),
    revenue: num(row.revenue),
  }));
}

/** Offer codes used on paid orders: uses, what they saved and the goods revenue they came with. */
export async function offerCodeSection(
  db: Database,
  range: StatsRange,
): Promise<StatsAnswer['offerCodes']> {
  const rows = rowsOf<{ code: string; uses: unknown; saving: unknown; goods: unknown }>(
    await db.execute(sql`
      select upper(o.offer_code) as code, count(*) as uses, sum(o.offer_saving) as saving,
        sum(${goods}) as goods
      from orders o where ${paidIn(range)} and o.offer_code is not null
      group by 1 order by uses desc, goods desc, code`),
  );
  return rows.map((row) => ({
    code: row.code,
    uses: num(row.uses),
    saving: num(row.saving),
    goodsRevenue: num(row.goods),
  }));
}
