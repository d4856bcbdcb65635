// `npm run seed:volume -- --orders 100000`: a scratch PostgreSQL database full of realistic orders,
// to measure the analytics (issue 16) against. See --help.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { seedIfEmpty } from '../src/server/db/seed/demo-shop';
import { createLogger } from '../src/server/log';
import { volumeDatabaseUrl } from './seed-volume-database';

const HELP = `npm run seed:volume -- [--orders N] [--days D] [--yes]

Fills a scratch PostgreSQL database with the shop's schema (the app's migrations), the demo shop
(the demo seed, when it has no products yet) and N orders placed over the last D days (default
100000 orders over 730 days, growing towards today): lines of real products and variants at their
client or business price, boxes, statuses by age (most old orders delivered; some cancelled or
refunded; recent ones paid, processing, shipped or awaiting payment), tiers (a fifth business),
delivery cities, offer codes and referring salons. Generated inside PostgreSQL with
generate_series and INSERT … SELECT: 100k orders take seconds.

Where:
  DATABASE_URL set     that database. It must be a postgres:// URL, and its name must contain
                       "volume", "scratch", "bench" or "test" unless you pass --yes: the script
                       deletes the orders it made before (numbers TRV-…) and adds new ones.
  DATABASE_URL unset   the database tress_volume on postgres://postgres@127.0.0.1:5432, created
                       when missing.

Then: npm run bench:stats (same DATABASE_URL rule) times GET /api/admin/stats on it.`;

const CITIES = [
  ['Amsterdam', 18],
  ['Rotterdam', 12],
  ['Den Haag', 10],
  ['Utrecht', 9],
  ['Eindhoven', 5],
  ['Almere', 5],
  ['Groningen', 4],
  ['Tilburg', 4],
  ['Breda', 3],
  ['Nijmegen', 3],
  ['Haarlem', 3],
  ['Arnhem', 3],
  ['Leiden', 2],
  ['Zwolle', 2],
  ['Amersfoort', 2],
  ['Apeldoorn', 2],
  ['Antwerpen', 4],
  ['Brussel', 4],
  ['Gent', 2],
  ['Leuven', 1],
] as const;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string', default: '100000' },
      days: { type: 'string', default: '730' },
      yes: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const count = Number(values.orders);
  const days = Number(values.days);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
    throw new Error('--orders takes a whole number from 1 to 5000000');
  }
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    throw new Error('--days takes a whole number from 1 to 3650');
  }
  const databaseUrl = await volumeDatabaseUrl(values.yes);
  const started = Date.now();
  const database = await openDatabase({ databaseUrl, dataDir: 'unused-with-a-database-url' });
  try {
    await migrate(database);
    const seeded = await seedIfEmpty(database.db, { logger: createLogger('silent') });
    if (seeded.seeded) console.log(`Seeded the demo shop (${seeded.products} products).`);
    await fillOrders(database.db, count, days);
    console.log(
      `${count} orders over ${days} days in ${new URL(databaseUrl).pathname.slice(1)} ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
  } finally {
    await database.close();
  }
}

type Db = Parameters<typeof seedIfEmpty>[0];

async function fillOrders(db: Db, count: number, days: number): Promise<void> {
  const cities = sql.raw(
    `(values ${CITIES.map(([city, weight], index) => `(${index}, '${city}', ${weight})`).join(', ')})`,
  );
  await db.transaction(async (tx) => {
    const step = async (label: string, statement: ReturnType<typeof sql>) => {
      const at = Date.now();
      await tx.execute(statement);
      console.log(`  ${label} (${Date.now() - at} ms)`);
    };
    // The same "random" orders every run.
    await tx.execute(sql`select setseed(0.16)`);
    await step('removed earlier volume orders', sql`delete from orders where number like 'TRV-%'`);
    // What may be ordered: every active product or variant, at the client and business price.
    await step(
      'priced the catalogue',
      sql`create temp table volume_skus on commit drop as
        select row_number() over (order by p.id, v.id) as rn, p.id as product_id, v.id as variant_id,
          v.name as variant, p.name, coalesce(v.price, p.price) as price,
          coalesce(v.business_price, p.business_price, coalesce(v.price, p.price)) as business_price
        from products p left join product_variants v on v.product_id = p.id
        where p.active`,
    );
    await step(
      'weighted the cities',
      sql`create temp table volume_cities on commit drop as
        select c.city, sum(c.weight) over (order by c.n) - c.weight as low,
          sum(c.weight) over (order by c.n) as high, sum(c.weight) over () as total
        from ${cities} as c(n, city, weight)`,
    );
    await step(
      'salons and codes',
      sql`create temp table volume_salons on commit drop as
        select row_number() over (order by id) as rn, id, salon_name, city from salons
        where status = 'approved'`,
    );
    // Each order: when (more towards today: the shop grows), who, where, and how many lines.
    await step(
      `drew ${count} orders`,
      sql`create temp table volume_orders on commit drop as
        select n, gen_random_uuid() as id,
          now() - (${days} * power(random(), 1.4)) * interval '1 day' as created_at,
          random() as status_roll, random() < 0.2 as business, random() as city_roll,
          random() as code_roll, random() as referral_roll, random() as salon_roll,
          1 + floor(power(random(), 2) * 4)::int as line_count, random() < 0.04 as with_box
        from generate_series(1, ${count}) as n`,
    );
    await step(
      'chose their lines',
      sql`create temp table volume_lines on commit drop as
        select picked.n, picked.position, s.product_id, s.variant_id, s.variant, s.name,
          case when picked.business then s.business_price else s.price end as unit_price,
          picked.quantity
        from (
          -- Some products sell far more than others: the first of the catalogue most.
          select o.n, o.business, k - 1 as position,
            1 + floor(power(random(), 2) * (select count(*) from volume_skus))::int as sku,
            1 + floor(power(random(), 3) * 3)::int as quantity
          from volume_orders o cross join lateral generate_series(1, o.line_count) as k
        ) picked
        join volume_skus s on s.rn = picked.sku`,
    );
    await step(
      'priced lines and codes',
      sql`create temp table volume_priced on commit drop as
        select l.*, l.unit_price * l.quantity as line_total,
          case when o.code_roll < 0.12 then floor(l.unit_price * l.quantity * 0.1)::int else 0 end
            as code_discount
        from volume_lines l join volume_orders o on o.n = l.n`,
    );
    await step(
      'inserted the orders',
      sql`insert into orders (id, number, status, tier, access_kind, salon_id, customer_name,
          customer_email, delivery, delivery_place, delivery_city, payment_method, subtotal,
          discount, shipping, total, offer_code, offer_title, offer_saving, referring_salon_id,
          commission_rate_bps, vat_amount, vat_breakdown, idempotency_key, request_hash, paid_at,
          created_at, updated_at)
        select o.id, 'TRV-' || lpad(o.n::text, 7, '0'), status.value,
          case when o.business then 'business' else 'client' end,
          case when o.business then 'salon' else 'client' end,
          case when o.business then salon.id end,
          'Volume Shopper ' || o.n, 'shopper' || o.n || '@volume.example',
          jsonb_build_object('method', 'home', 'address', jsonb_build_object('street',
            'Volumestraat ' || (o.n % 200 + 1), 'postcode', '1000 AA', 'city', city.city,
            'country', 'NL')),
          'Volumestraat ' || (o.n % 200 + 1) || ', ' || city.city, city.city,
          case when o.business and o.code_roll > 0.7 then 'invoice' else 'card' end,
          money.subtotal, money.discount, money.shipping,
          money.subtotal - money.discount + money.shipping,
          case when money.discount > 0 then 'WELCOME10' end,
          case when money.discount > 0 then 'Welcome: 10 % off' end,
          money.discount,
          case when not o.business and o.referral_roll < 0.1 then salon.id end,
          case when not o.business and o.referral_roll < 0.1 then 1000 end,
          round((money.subtotal - money.discount + money.shipping) * 21 / 121.0)::int,
          jsonb_build_array(jsonb_build_object('rate', 21,
            'net', money.subtotal - money.discount + money.shipping
              - round((money.subtotal - money.discount + money.shipping) * 21 / 121.0)::int,
            'vat', round((money.subtotal - money.discount + money.shipping) * 21 / 121.0)::int)),
          'volume-' || o.id, 'volume',
          case when status.value in ('paid', 'processing', 'shipped', 'delivered', 'refunded')
            then o.created_at + interval '3 minutes' end,
          o.created_at, o.created_at
        from volume_orders o
        join (select n, sum(line_total)::int as subtotal, sum(code_discount)::int as discount
              from volume_priced group by n) goods on goods.n = o.n
        cross join lateral (select goods.subtotal, goods.discount,
          case when goods.subtotal - goods.discount >=
            case when o.business then 25000 else 7500 end then 0 else 695 end as shipping) money
        cross join lateral (select case
          when o.created_at < now() - interval '21 days' then case
            when o.status_roll < 0.80 then 'delivered' when o.status_roll < 0.88 then 'cancelled'
            when o.status_roll < 0.92 then 'refunded' when o.status_roll < 0.96 then 'shipped'
            else 'processing' end
          else case
            when o.status_roll < 0.30 then 'paid' when o.status_roll < 0.50 then 'processing'
            when o.status_roll < 0.75 then 'shipped' when o.status_roll < 0.85 then 'delivered'
            when o.status_roll < 0.93 then 'pending_payment' else 'cancelled' end
          end as value) status
        join volume_cities city on o.city_roll * city.total >= city.low
          and o.city_roll * city.total < city.high
        left join volume_salons salon
          on salon.rn = 1 + floor(o.salon_roll * (select count(*) from volume_salons))::int`,
    );
    await step(
      'inserted their lines',
      sql`insert into order_lines (order_id, position, product_id, variant, variant_id, name,
          unit_price, quantity, line_total, code_discount)
        select o.id, p.position, p.product_id, p.variant, p.variant_id, p.name, p.unit_price,
          p.quantity, p.line_total, p.code_discount
        from volume_priced p join volume_orders o on o.n = p.n`,
    );
    // A few orders also hold a small box: its own line (it adds to the subtotal) and its three
    // components pointing at it, as the shop stores them.
    await step(
      'added boxes',
      sql`with boxed as (
          select o.id, o.business, (select max(position) from order_lines where order_id = o.id) + 1
            as position
          from volume_orders o where o.with_box
        ), box_line as (
          insert into order_lines (order_id, position, box_size, name, unit_price, quantity,
            line_total)
          select id, position, 'small', 'Small box', 3400, 1, 3400 from boxed
          returning order_id, position
        ), components as (
          insert into order_lines (order_id, position, product_id, variant, variant_id, name,
            unit_price, quantity, line_total, box_position)
          select b.order_id, b.position + k, s.product_id, s.variant, s.variant_id, s.name,
            s.price, 1, s.price, b.position
          from box_line b cross join generate_series(1, 3) as k
          join volume_skus s on s.rn = 1 + ((k * 7 + b.position) % (select count(*) from volume_skus))
          returning order_id
        )
        update orders o set subtotal = o.subtotal + 3400, total = o.total + 3400
        from box_line b where o.id = b.order_id`,
    );
  });
  // Outside the transaction (VACUUM cannot run in one): fresh statistics, and the visibility map
  // that index-only scans need — what autovacuum does for a live shop after a while.
  const at = Date.now();
  await db.execute(sql`vacuum analyze orders, order_lines`);
  console.log(`  vacuumed and analysed (${Date.now() - at} ms)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
