// `npm run bench:checkout`: how many orders per second the built server places on PostgreSQL
// when 50 shoppers check out at once, each order a real transaction (price, reserve stock, order,
// lines, history, outbox mail). Prints orders/s and latency; then checks the one thing that must
// hold under any load: stock went down by exactly the number of orders placed.
//
// Needs a PostgreSQL server: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test. A scratch database is created there for the run and
// dropped after it. Builds first when the build is stale. BENCH_SECONDS (default 10) and
// BENCH_CONNECTIONS (default 50) tune the run. Everything it starts is stopped at the end, also
// on failure or Ctrl-C.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
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
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 2;
/** Far more than a run can sell, so every order is a 201 and the figures measure placing. */
const STOCK = 10_000_000;

async function main() {
  if (await build({ ifStale: true })) console.log('(built first: the build was stale)');
  const { url: databaseUrl } = await scratchDatabase(
    SERVER_URL,
    `tress_bench_checkout_${process.pid}`,
  );
  const port = await freePort();
  await startNode(
    'the server',
    [join(root, 'dist/server/main.js')],
    {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      SITE_URL: `http://127.0.0.1:${port}`,
      // Production refuses test-card payments unless told to (product.md §2).
      PAYMENTS: 'test',
      // Every shopper here comes from one address; the real limit would stop the run at 20.
      ORDER_RATE_LIMIT_PER_MINUTE: '1000000000',
      // Logs stay on, as in production; they go to /dev/null.
      LOG_LEVEL: 'info',
    },
    port,
  );

  // The server migrated and seeded the demo shop; the bench sells one product of its own.
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [product] = await sql`
      insert into products (slug, name, family, category, price, stock)
      values ('bench-shampoo', 'Bench Shampoo', 'salon-essentials', 'care', 1250, ${STOCK})
      returning id`;
    const body = JSON.stringify({
      items: [{ productId: product.id, quantity: 1 }],
      delivery: {
        method: 'home',
        address: {
          street: 'Prinsengracht 263',
          postcode: '1016 GV',
          city: 'Amsterdam',
          country: 'NL',
        },
      },
      customer: { name: 'Bench Shopper', email: 'bench@example.com' },
      payment: { method: 'card' },
    });

    await placeOrders(port, body, WARM_UP_SECONDS);
    const result = await placeOrders(port, body, SECONDS);

    // autocannon stops at the deadline with requests still in flight: let them finish, then read
    // stock and orders in one statement, so both come from the same snapshot.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [{ stock, orders }] = await sql`
      select (select stock from products where id = ${product.id}) as stock,
             (select count(*)::int from orders) as orders`;
    const sold = STOCK - stock;
    const ok = sold === orders;
    console.log(
      `\n${CONNECTIONS} shoppers, ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up, on ${HOST}; ` +
        `PostgreSQL; Node ${process.version}\n`,
    );
    console.log(`orders placed       ${result.created.toLocaleString('en-GB')} (201)`);
    console.log(`orders/s            ${(result.created / SECONDS).toFixed(1)}`);
    console.log(`latency p50         ${result.p50} ms`);
    console.log(`latency p99         ${result.p99} ms`);
    console.log(`other answers       ${result.other} non-201, ${result.errors} errors`);
    console.log(
      `stock check         ${sold} units sold for ${orders} orders (warm-up included): ` +
        (ok ? 'exact' : 'MISMATCH'),
    );
    if (!ok || result.other > 0 || result.errors > 0) process.exitCode = 1;
  } finally {
    await sql.end();
  }
}

/** Every request carries its own Idempotency-Key, as a real shopper's checkout would. */
function placeOrders(port, body, seconds) {
  return new Promise((resolve, reject) => {
    let created = 0;
    const run = autocannon(
      {
        url: `http://${HOST}:${port}/api/orders`,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            body,
            setupRequest: (request) => ({
              ...request,
              headers: {
                ...request.headers,
                'content-type': 'application/json',
                'idempotency-key': randomUUID(),
              },
            }),
            onResponse: (status) => {
              if (status === 201) created += 1;
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(guard);
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
    const guard = setTimeout(() => run.stop(), (seconds + 10) * 1000);
  });
}

runBenchmark(main);
