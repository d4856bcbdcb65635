// `npm run bench:drop`: the weekly drop's busiest moment on PostgreSQL with two server instances.
//  1. Holds: 500 carts pressing "add" at once on one drop item (500 connections, half on each
//     instance, each adding for a new cart as soon as its last answer came); prints holds/s and
//     p50/p99 latency, then checks the units held add up exactly. Beside it, in the same run, its
//     floor: the hold's conditional `UPDATE drop_items … units_left >= 1` alone, sent straight
//     through postgres.js with the same concurrency (500 at once over the 20 connections the two
//     instances' pools have, committing as a hold commits), and holds/s as a share of it; and
//     the HTTP floor: the same POSTs with a quantity the route refuses (400) before any database
//     work, through the same servers and connections — what this machine's servers and load
//     generator can answer at all.
//  2. Fan-out: 1,000 SSE listeners (500 per instance); one hold at a time on one instance, and
//     the time until each listener has the new count (p50/p99), plus memory per listener.
// Targets: hold p99 ≤ 250 ms and ≥ 1,000 holds/s, or ≥ 50 % of the floor (issue 33); fan-out
// p99 ≤ 1 s (issue 13).
//
// Needs PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test (a scratch database is created and dropped). Builds
// first when the build is stale. BENCH_ROUNDS (default 6), BENCH_CARTS (500), BENCH_LISTENERS
// (1000) and BENCH_EVENTS (20) tune it. BENCH_SERVER names the server bundle to run instead of
// dist/server/main.js (nothing is built then): e.g. the last build beside a new one.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import {
  freePort,
  HOST,
  root,
  runBenchmark,
  scratchDatabase,
  startNode,
} from './bench-support.mjs';
import { build } from './build.mjs';

const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const CARTS = Number(process.env.BENCH_CARTS ?? 500);
const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
/** Holds before the measured rounds: connections opened, statements planned. */
const WARM_UP = 50;
/** The server bundle; a given one is run as it is. */
const SERVER = process.env.BENCH_SERVER
  ? resolve(process.env.BENCH_SERVER)
  : join(root, 'dist/server/main.js');
/** Connections the floor's updates share: both instances' pools (db/client.ts POOL_SIZE 10). */
const FLOOR_CONNECTIONS = 20;

async function main() {
  if (!process.env.BENCH_SERVER && (await build({ ifStale: true })))
    console.log('(built first: the build was stale)');
  const { url: databaseUrl } = await scratchDatabase(SERVER_URL, `tress_bench_drop_${process.pid}`);
  const instances = [];
  for (const name of ['instance A', 'instance B']) {
    const port = await freePort();
    const child = await startNode(
      name,
      [SERVER],
      {
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        SITE_URL: `http://127.0.0.1:${port}`,
        PAYMENTS: 'test',
        // One proxy hop: each cart names its own address, as behind a load balancer.
        TRUST_PROXY: '1',
        LOG_LEVEL: 'silent',
      },
      port,
    );
    instances.push({ name, base: `http://${HOST}:${port}`, pid: child.pid });
    // The first instance migrates and seeds; the second starts after it, as a rollout would.
  }

  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const itemId = await benchItem(sql);
    const floorItemId = await benchItem(sql, 'bench-drop-floor-wig');
    const floor = await floorRounds(databaseUrl, floorItemId);
    const holds = await holdRounds(instances, itemId);
    const http = await holdRounds(instances, itemId, { refused: true });
    const [{ held }] = await sql`
      select coalesce(sum(quantity), 0)::int as held from drop_holds
      where item_id = ${itemId} and released_at is null`;
    const [{ left, total }] = await sql`
      select units_left as left, units_total as total from drop_items where id = ${itemId}`;
    const [floorLeft] = await sql`
      select units_total - units_left as taken from drop_items where id = ${floorItemId}`;
    const exact =
      held + left === total &&
      held === holds.created + WARM_UP &&
      floorLeft.taken === floor.updated + WARM_UP;

    const fanOut = await fanOutRounds(instances, itemId);

    console.log(`\nPostgreSQL, two instances on ${HOST}; Node ${process.version}; ${cpuModel()}`);
    console.log(`server bundle ${SERVER}\n`);
    console.log(
      `holds: ${CARTS} carts at once (connections, half per instance), ${ROUNDS * CARTS} holds on one drop item`,
    );
    console.log(
      `  holds placed        ${holds.created} (201), other ${holds.other}, errors ${holds.errors}`,
    );
    const holdRate = holds.created / holds.seconds;
    const floorRate = floor.updated / floor.seconds;
    console.log(
      `  holds/s             ${holdRate.toFixed(0)}   (target ≥ 1,000)   floor ${floorRate.toFixed(0)} updates/s: ${((100 * holdRate) / floorRate).toFixed(0)} % of it (target ≥ 50 %)`,
    );
    console.log(
      `  latency p50         ${holds.p50.toFixed(1)} ms   floor ${floor.p50.toFixed(1)} ms`,
    );
    console.log(
      `  latency p99         ${holds.p99.toFixed(1)} ms   (target ≤ 250 ms)   floor ${floor.p99.toFixed(1)} ms`,
    );
    const httpRate = http.created / http.seconds;
    console.log(
      `  HTTP floor          ${httpRate.toFixed(0)} answers/s, p50 ${http.p50.toFixed(1)} ms, p99 ${http.p99.toFixed(1)} ms: the same POSTs refused (400) before any database work; holds/s ${((100 * holdRate) / httpRate).toFixed(0)} % of it`,
    );
    console.log(
      `  floor               ${floor.updated} conditional UPDATEs alone, ${CARTS} at once over ${FLOOR_CONNECTIONS} connections (postgres.js), errors ${floor.errors}, ${floorLeft.taken} units taken`,
    );
    console.log(
      `  units check         ${held} held + ${left} left = ${total}: ${exact ? 'exact' : 'MISMATCH'}`,
    );
    console.log(
      `fan-out: ${fanOut.listeners} SSE listeners (half per instance), ${EVENTS} stock changes`,
    );
    console.log(`  deliveries          ${fanOut.deliveries} of ${fanOut.listeners * EVENTS}`);
    console.log(
      `  to every listener   p50 ${fanOut.p50.toFixed(0)} ms, p99 ${fanOut.p99.toFixed(0)} ms   (target p99 ≤ 1,000 ms)`,
    );
    console.log(
      `  memory per listener ${fanOut.bytesPerListener} (server RSS growth ÷ its listeners)`,
    );
    if (
      !exact ||
      holds.errors > 0 ||
      floor.errors > 0 ||
      holds.other > 0 ||
      fanOut.deliveries < fanOut.listeners * EVENTS
    ) {
      process.exitCode = 1;
    }
  } finally {
    await sql.end();
  }
}

/** A live public drop of its own with units for every cart of every round. */
async function benchItem(sql, slug = 'bench-drop-wig') {
  const units = WARM_UP + ROUNDS * CARTS + EVENTS + 10;
  const [product] = await sql`
    insert into products (slug, name, family, category, price, stock)
    values (${slug}, 'Bench Drop Wig', 'human-hair', 'wigs', 29900, 0) returning id`;
  const [drop] = await sql`
    insert into drops (title, audience, starts_at, ends_at)
    values ('Bench drop', 'public', now() - interval '1 minute', now() + interval '1 day')
    returning id`;
  const [item] = await sql`
    insert into drop_items (drop_id, product_id, drop_price, units_total, units_left, per_order_limit)
    values (${drop.id}, ${product.id}, 19900, ${units}, ${units}, 1) returning id`;
  return item.id;
}

/**
 * The floor: the hold's conditional update of the item's row alone, straight through
 * postgres.js — CARTS callers at once, each sending its next as soon as its last answered, over
 * FLOOR_CONNECTIONS connections, committing without waiting for the disk as a hold does. No
 * server can hold faster than this through the same pools.
 */
async function floorRounds(databaseUrl, itemId) {
  const pool = postgres(databaseUrl, {
    max: FLOOR_CONNECTIONS,
    onnotice: () => {},
    connection: { synchronous_commit: 'off' },
  });
  const update = () =>
    pool`update drop_items set units_left = units_left - 1
         where id = ${itemId} and units_left >= 1 returning units_left`;
  try {
    await Promise.all(Array.from({ length: WARM_UP }, update));
    const total = ROUNDS * CARTS;
    const latencies = [];
    let sent = 0;
    let updated = 0;
    let errors = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CARTS }, async () => {
        while (sent < total) {
          sent += 1;
          const at = performance.now();
          try {
            if ((await update()).length === 1) updated += 1;
          } catch {
            errors += 1;
          }
          latencies.push(performance.now() - at);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      updated,
      errors,
      seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
    };
  } finally {
    await pool.end();
  }
}

let cartNumber = 0;
function hold(instance, itemId) {
  cartNumber += 1;
  const n = cartNumber;
  return fetch(`${instance.base}/api/weekly-drop/holds`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      itemId,
      quantity: 1,
      cartId: `bench-cart-${String(n).padStart(10, '0')}`,
    }),
  });
}

/**
 * 500 carts at once: autocannon keeps CARTS connections (half per instance) each adding one unit
 * for a new cart, again as soon as its last answer came, until ROUNDS × CARTS holds were sent.
 */
async function holdRounds(instances, itemId, { refused = false } = {}) {
  await Promise.all(
    Array.from({ length: refused ? 0 : WARM_UP }, (_, n) =>
      hold(instances[n % 2], itemId).then((response) => response.arrayBuffer()),
    ),
  );
  const started = performance.now();
  const results = await Promise.all(
    instances.map((instance) =>
      cannon(instance, itemId, (ROUNDS * CARTS) / instances.length, refused),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  // Latencies are per instance; the two runs are the same size, so their mean is fair.
  const mean = (key) => results.reduce((sum, result) => sum + result[key], 0) / results.length;
  return {
    created: results.reduce((sum, result) => sum + result.created, 0),
    other: results.reduce((sum, result) => sum + result.other, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    seconds,
    p50: mean('p50'),
    p99: Math.max(...results.map((result) => result.p99)),
  };
}

function cannon(instance, itemId, amount, refused) {
  return new Promise((resolve, reject) => {
    let created = 0;
    autocannon(
      {
        url: `${instance.base}/api/weekly-drop/holds`,
        connections: CARTS / 2,
        amount,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              cartNumber += 1;
              const n = cartNumber;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'content-type': 'application/json',
                  'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                },
                body: JSON.stringify({
                  itemId,
                  // The HTTP floor's holds ask for nothing: 400 before any database work.
                  quantity: refused ? 0 : 1,
                  cartId: `bench-cart-${String(n).padStart(10, '0')}`,
                }),
              };
            },
            onResponse: (status) => {
              if (status === (refused ? 400 : 201)) created += 1;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          created,
          other: result.non2xx,
          errors: result.errors,
          p50: result.latency.p50,
          p99: result.latency.p99,
        });
      },
    );
  });
}

async function fanOutRounds(instances, itemId) {
  const before = instances.map((instance) => rss(instance.pid));
  const listeners = [];
  for (let n = 0; n < LISTENERS; n += 1) listeners.push(listen(instances[n % 2], itemId));
  await Promise.all(listeners.map((listener) => listener.ready));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = instances.map((instance) => rss(instance.pid));
  const growth = after.reduce((sum, bytes, index) => sum + (bytes - before[index]), 0);

  const delays = [];
  let deliveries = 0;
  for (let event = 0; event < EVENTS; event += 1) {
    const waiting = listeners.map((listener) => listener.nextUnits());
    const sent = performance.now();
    const response = await hold(instances[event % 2], itemId);
    const { unitsLeft } = await response.json();
    const arrived = await Promise.all(
      waiting.map((next) =>
        Promise.race([next, new Promise((resolve) => setTimeout(() => resolve(null), 5000))]),
      ),
    );
    for (const at of arrived) {
      if (at && at.unitsLeft <= unitsLeft) {
        deliveries += 1;
        delays.push(at.at - sent);
      }
    }
  }
  for (const listener of listeners) listener.close();
  delays.sort((a, b) => a - b);
  return {
    listeners: LISTENERS,
    deliveries,
    p50: percentile(delays, 0.5),
    p99: percentile(delays, 0.99),
    bytesPerListener: `${(growth / LISTENERS / 1024).toFixed(1)} KiB`,
  };
}

/** One EventSource-like reader of the drop events, counting only this item's units. */
function listen(instance, itemId) {
  const controller = new AbortController();
  let wake = null;
  let resolveReady;
  const ready = new Promise((resolve) => (resolveReady = resolve));
  void (async () => {
    const response = await fetch(`${instance.base}/api/weekly-drop/events?audience=public`, {
      signal: controller.signal,
    });
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: ready')) resolveReady();
          if (!block.startsWith('event: units')) continue;
          const data = JSON.parse(block.split('\ndata: ')[1].split('\n')[0]);
          if (data.itemId === itemId && wake) {
            const done = wake;
            wake = null;
            done({ at: performance.now(), unitsLeft: data.unitsLeft });
          }
        }
      }
    } catch {
      // Aborted at the end.
    }
  })();
  return {
    ready,
    nextUnits: () => new Promise((resolve) => (wake = resolve)),
    close: () => controller.abort(),
  };
}

function rss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function cpuModel() {
  const line = readFileSync('/proc/cpuinfo', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('model name'));
  return `${line?.split(':')[1]?.trim() ?? 'unknown CPU'}`;
}

runBenchmark(main);
