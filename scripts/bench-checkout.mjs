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
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { build } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 2;
/** Far more than a run can sell, so every order is a 201 and the figures measure placing. */
const STOCK = 10_000_000;
const HOST = '127.0.0.1';

let child;
let scratch;

async function main() {
  if (await build({ ifStale: true })) console.log('(built first: the build was stale)');
  const databaseUrl = await createScratchDatabase();
  const port = await freePort();
  child = await startServer(port, databaseUrl);

  // The server migrated and seeded the demo shop; the bench sells one product of its own.
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [product] = await sql`
      insert into products (slug, name, family, category, price, stock)
      values ('bench-shampoo', 'Bench Shampoo', 'care', 'shampoo', 1250, ${STOCK})
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

async function createScratchDatabase() {
  const name = `tress_bench_checkout_${process.pid}`;
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  scratch = name;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropScratchDatabase() {
  if (!scratch) return;
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  scratch = undefined;
}

async function startServer(port, databaseUrl) {
  const server = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      // Production refuses test-card payments unless told to (product.md §2).
      PAYMENTS: 'test',
      // Every shopper here comes from one address; the real limit would stop the run at 20.
      ORDER_RATE_LIMIT_PER_MINUTE: '1000000000',
      // Logs stay on, as in production; they go to /dev/null.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited early:\n${stderr}`);
    try {
      if ((await fetch(`http://${HOST}:${port}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start within 60 s:\n${stderr}`);
}

function stopServer() {
  const server = child;
  child = undefined;
  if (!server || server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function cleanUp() {
  await stopServer();
  await dropScratchDatabase();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
