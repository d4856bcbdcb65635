// `npm run bench:pages` (issue 33): how many first visits a second the built shop answers for its
// landing pages, in English and Dutch, beside a static file of the same server in the same run
// (/favicon.svg, the floor), with the page store on (as shipped) and off (every page rendered:
// the figure before issue 33). Then the event loop under a rush of renders: the p99 of an API
// request alone, and while pages are rendered at full speed. Prints tables; asserts nothing.
//
// Starts two production servers (dist/server/main.js; built first when stale) on fresh temporary
// DATA_DIRs seeded with the demo shop: one with PAGE_STORE_SECONDS as shipped, one with 0.
// BENCH_SECONDS (default 8) per measurement, BENCH_CONNECTIONS (default 20). With
// BENCH_DATABASE_URL (a PostgreSQL server URL) each runs on a scratch database there.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  atEnd,
  freePort,
  HOST,
  root,
  runBenchmark,
  scratchDatabase,
  startNode,
  figure,
  printColumns,
} from './bench-support.mjs';
import { build } from './build.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARM_UP_SECONDS = 2;
const DATABASE_SERVER_URL = process.env.BENCH_DATABASE_URL;
/** What a browser sends: the answers are compressed as they would be for a shopper. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };

async function startShop(name, pageStoreSeconds) {
  const scratch = await mkdtemp(join(tmpdir(), 'tress-bench-pages-'));
  atEnd(() => rm(scratch, { recursive: true, force: true }));
  const database = DATABASE_SERVER_URL
    ? await scratchDatabase(
        DATABASE_SERVER_URL,
        `tress_bench_pages_${name.replace('-', '_')}_${process.pid}`,
      )
    : undefined;
  const port = await freePort();
  await startNode(
    name,
    [join(root, 'dist/server/main.js')],
    {
      PORT: String(port),
      DATA_DIR: join(scratch, 'data'),
      NODE_ENV: 'production',
      SITE_URL: `http://127.0.0.1:${port}`,
      PAYMENTS: 'test',
      // Request logs stay on, as in production; they go to /dev/null.
      LOG_LEVEL: 'info',
      DATABASE_URL: database?.url ?? '',
      ...(pageStoreSeconds === undefined ? {} : { PAGE_STORE_SECONDS: String(pageStoreSeconds) }),
    },
    port,
    { startSeconds: 180 },
  );
  return port;
}

async function main() {
  if (await build({ ifStale: true })) console.log('(built first: the build was stale)');
  const stored = await startShop('store-on', undefined);
  const rendered = await startShop('store-off', 0);

  const list = await (await fetch(`http://${HOST}:${stored}/api/products?sort=popular`)).json();
  const productId = list.items[0]?.id;
  if (productId === undefined) throw new Error('the seeded shop lists no products');
  const pages = ['/', '/shop', `/product/${productId}`, '/weekly-drop'];
  const paths = [
    '/favicon.svg',
    ...pages,
    ...pages.map((page) => `/nl${page === '/' ? '' : page}`),
  ];

  const rows = [];
  for (const path of paths) {
    const row = { path };
    for (const [name, port] of [
      ['stored', stored],
      ['rendered', rendered],
    ]) {
      if (name === 'rendered' && path === '/favicon.svg') continue;
      await measure(port, path, WARM_UP_SECONDS, CONNECTIONS);
      row[name] = await measure(port, path, SECONDS, CONNECTIONS);
    }
    rows.push(row);
  }
  printPages(rows);

  // The event loop while pages render: one shopper's API request at a time, alone, then beside
  // CONNECTIONS visitors whose pages are each rendered (the store off), then beside as many whose
  // pages come from the store.
  const api = `/api/products/${productId}`;
  const loop = [];
  for (const [label, port, load] of [
    ['alone', rendered, undefined],
    ['while pages are rendered at full speed', rendered, '/shop'],
    ['while pages come from the store', stored, '/shop'],
  ]) {
    await measure(port, api, WARM_UP_SECONDS, 1);
    const background = load
      ? measure(port, load, SECONDS + 2 * WARM_UP_SECONDS, CONNECTIONS)
      : Promise.resolve(undefined);
    if (load) await measure(port, api, WARM_UP_SECONDS, 1);
    const figures = await measure(port, api, SECONDS, 1);
    const pagesMeanwhile = await background;
    loop.push({ label, figures, pagesMeanwhile });
  }
  printLoop(api, loop);
}

function measure(port, path, seconds, connections) {
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url: `http://${HOST}:${port}${path}`,
        connections,
        duration: seconds,
        headers: BROWSER,
      },
      (error, result) => {
        clearTimeout(guard);
        if (error) return reject(error);
        if (result.errors > 0 || result.non2xx > 0) {
          return reject(new Error(`${path}: ${result.errors} errors, ${result.non2xx} non-2xx`));
        }
        resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
      },
    );
    const guard = setTimeout(() => run.stop(), (seconds + 10) * 1000);
  });
}

function printPages(rows) {
  const floor = rows[0].stored.rps;
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per measurement after ${WARM_UP_SECONDS} s of ` +
      `warm-up, on ${HOST}; NODE_ENV=production; database: ${DATABASE_SERVER_URL ? 'PostgreSQL' : 'PGlite'}; ` +
      `Node ${process.version}; Accept-Encoding as a browser's\n`,
  );
  const lines = [['address', 'page store', 'req/s', 'p50 ms', 'p99 ms', 'of the static file']];
  for (const row of rows) {
    for (const name of ['stored', 'rendered']) {
      const figures = row[name];
      if (!figures) continue;
      lines.push([
        name === 'stored' ? row.path : '',
        row.path === '/favicon.svg' ? '(static file)' : name === 'stored' ? 'on' : 'off (before)',
        figure(figures.rps),
        figure(figures.p50, 1),
        figure(figures.p99, 1),
        `${figure((figures.rps / floor) * 100, 1)} %`,
      ]);
    }
  }
  printColumns(lines);
}

function printLoop(api, loop) {
  console.log(`\nGET ${api}, one request at a time, ${SECONDS} s:\n`);
  const lines = [['while', 'p50 ms', 'p99 ms', 'pages/s meanwhile']];
  for (const { label, figures, pagesMeanwhile } of loop) {
    lines.push([
      label,
      figure(figures.p50, 1),
      figure(figures.p99, 1),
      pagesMeanwhile ? figure(pagesMeanwhile.rps) : '',
    ]);
  }
  printColumns(lines);
}

runBenchmark(main);
