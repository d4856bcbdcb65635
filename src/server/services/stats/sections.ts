// One aggregate query per section of the analytics answer (issue 16). Every figure is summed by
// PostgreSQL; what comes back is one row per week, status, tier, product, city, salon, drop or
// code — never an order.
import { sql } from 'drizzle-orm';
import { BOX_SIZE_NAMES, type BoxSize } from '@/domain/boxes';
import { ORDER_STATUSES } from '@/domain/order-status';
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

type OrderRow = {
  kind: 'tier' | 'week' | 'status' | 'city' | 'salon' | 'code';
  key: string | null;
  salon_name: string | null;
  placed: unknown;
  placed_total: unknown;
  orders: unknown;
  goods: unknown;
  delivery: unknown;
  saving: unknown;
};

const weekOf = sql`to_char(date_trunc('week', o.created_at at time zone ${AMSTERDAM}), 'YYYY-MM-DD')`;
const cityOf = sql`coalesce(nullif(o.delivery_city, ''), 'Unknown')`;
const codeOf = sql`upper(o.offer_code)`;

export type OrderSections = Pick<
  StatsAnswer,
  'tiers' | 'weeks' | 'statuses' | 'cities' | 'salons' | 'offerCodes'
>;

/**
 * Every section read from the orders alone, in one pass over the orders placed in the range
 * (GROUPING SETS): by status all of them, every other set only the paid ones (FILTER). The
 * weeks come zero-filled from generate_series.
 */
export async function orderSections(db: Database, range: StatsRange): Promise<OrderSections> {
  const rows = rowsOf<OrderRow>(
    await db.execute(sql`
      with grouped as (
        select
          case when grouping(o.tier) = 0 then 'tier' when grouping(${weekOf}) = 0 then 'week'
            when grouping(o.status) = 0 then 'status' when grouping(${cityOf}) = 0 then 'city'
            when grouping(o.referring_salon_id) = 0 then 'salon' else 'code' end as kind,
          coalesce(o.tier, ${weekOf}, o.status, ${cityOf}, o.referring_salon_id::text, ${codeOf})
            as key,
          count(*) as placed, sum(o.total) as placed_total,
          count(*) filter (where ${paid}) as orders,
          sum(${goods}) filter (where ${paid}) as goods,
          sum(o.shipping) filter (where ${paid}) as delivery,
          sum(o.offer_saving) filter (where ${paid}) as saving
        from orders o
        where ${placedIn(range)}
        group by grouping sets (
          (o.tier), (${weekOf}), (o.status), (${cityOf}), (o.referring_salon_id), (${codeOf})
        )
      )
      select grouped.*, s.salon_name from grouped
      left join salons s on grouped.kind = 'salon' and s.id::text = grouped.key
      union all
      select 'week', to_char(series.week, 'YYYY-MM-DD'), 0, 0, 0, 0, 0, 0, null
      from generate_series(
        date_trunc('week', ${range.from}::date::timestamp),
        date_trunc('week', ${range.to}::date::timestamp),
        interval '1 week'
      ) as series(week)`),
  );
  // Sets whose key is null (orders without a referring salon or a code) are no group of theirs;
  // a paid-only set keeps only groups with paid orders.
  const of = (kind: OrderRow['kind']) =>
    rows.filter(
      (row) => row.kind === kind && row.key !== null && (kind === 'status' || num(row.orders) > 0),
    );
  const money = (row: OrderRow | undefined) => ({
    orders: num(row?.orders),
    goodsRevenue: num(row?.goods),
    delivery: num(row?.delivery),
  });
  const byGoods = <Row extends { goodsRevenue: number; orders: number }>(
    rows: Row[],
    name: (row: Row) => string,
  ) =>
    rows.sort(
      (a, b) =>
        b.goodsRevenue - a.goodsRevenue ||
        b.orders - a.orders ||
        (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0),
    );
  // A week's group (it has orders) and the series' zero row (placed 0) for every week.
  const weekRows = rows.filter((row) => row.kind === 'week' && row.key !== null);
  const placedWeeks = new Map(
    weekRows.filter((row) => num(row.placed) > 0).map((row) => [row.key, row]),
  );
  const weekKeys = weekRows.filter((row) => num(row.placed) === 0).map((row) => row.key ?? '');
  return {
    tiers: (['client', 'business'] as const).map((tier) => ({
      tier,
      ...money(of('tier').find((row) => row.key === tier)),
    })),
    weeks: [...new Set(weekKeys)].sort().map((week) => ({ week, ...money(placedWeeks.get(week)) })),
    statuses: ORDER_STATUSES.map((status) => {
      const row = of('status').find((candidate) => candidate.key === status);
      return { status, orders: num(row?.placed), total: num(row?.placed_total) };
    }),
    cities: byGoods(
      of('city').map((row) => ({ city: row.key ?? '', ...money(row) })),
      (row) => row.city,
    ),
    salons: byGoods(
      of('salon').map((row) => ({
        salonId: row.key ?? '',
        salonName: row.salon_name ?? '',
        orders: num(row.orders),
        goodsRevenue: num(row.goods),
      })),
      (row) => `${row.salonName} ${row.salonId}`,
    ),
    offerCodes: of('code')
      .map((row) => ({
        code: row.key ?? '',
        uses: num(row.orders),
        saving: num(row.saving),
        goodsRevenue: num(row.goods),
      }))
      .sort(
        (a, b) =>
          b.uses - a.uses ||
          b.goodsRevenue - a.goodsRevenue ||
          (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
      ),
  };
}

type TopRow = {
  by_variant: boolean;
  product_id: number | null;
  box_size: string | null;
  variant: string | null;
  name: string | null;
  units: unknown;
  revenue: unknown;
  by_revenue: unknown;
  by_units: unknown;
};

/**
 * The ten best products (a box, each size, is one product) and product variants (a product
 * without variants is one row; boxes left out), by revenue and by units, from the lines of paid
 * orders in one pass. A box's components are never counted: the box's own line carries its
 * price, and the components are not part of the subtotal.
 */
export async function lineSections(
  db: Database,
  range: StatsRange,
): Promise<Pick<StatsAnswer, 'topProducts' | 'topVariants'>> {
  const rows = rowsOf<TopRow>(
    await db.execute(sql`
      with grouped as (
        select grouping(l.variant) = 0 as by_variant, l.product_id, l.box_size, l.variant,
          sum(l.quantity) as units, sum(${lineRevenue}) as revenue
        from orders o join order_lines l on l.order_id = o.id
        where ${paidIn(range)} and l.box_position is null
        group by grouping sets ((l.product_id, l.box_size), (l.product_id, l.variant))
      ), ranked as (
        select grouped.*,
          row_number() over (partition by by_variant
            order by revenue desc, units desc, product_id, box_size, variant) as by_revenue,
          row_number() over (partition by by_variant
            order by units desc, revenue desc, product_id, box_size, variant) as by_units
        from grouped where not (by_variant and product_id is null)
      )
      select ranked.*, p.name from ranked left join products p on p.id = ranked.product_id
      where by_revenue <= ${TOP_LIMIT} or by_units <= ${TOP_LIMIT}`),
  );
  const products = rows
    .filter((row) => !row.by_variant)
    .map((row) => ({ row, item: topItem(row) }));
  const variants = rows
    .filter((row) => row.by_variant)
    .map((row) => ({
      row,
      item: {
        ...topItem(row),
        key: `p${row.product_id}:${row.variant ?? ''}`,
        variant: row.variant ?? null,
      },
    }));
  return {
    topProducts: {
      byRevenue: ranking(products, 'by_revenue'),
      byUnits: ranking(products, 'by_units'),
    },
    topVariants: {
      byRevenue: ranking(variants, 'by_revenue'),
      byUnits: ranking(variants, 'by_units'),
    },
  };
}

function topItem(row: TopRow) {
  const box = row.product_id === null;
  return {
    key: box ? `box:${row.box_size}` : `p${row.product_id}`,
    productId: box ? null : Number(row.product_id),
    name: box ? (BOX_SIZE_NAMES[row.box_size as BoxSize] ?? 'Box') : (row.name ?? ''),
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
