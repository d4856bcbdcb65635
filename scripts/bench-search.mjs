// `npm run bench:search`: how fast the built server answers the header's search suggestions
// (GET /api/search/suggestions, issue 32) on a catalogue of 100,000 products in PostgreSQL, while
// 50 shoppers type at once, beside a bare node:http server sending the very same bytes (the
// floor no framework can beat on this machine); then the plans PostgreSQL chose for the
// suggestion query. Target: p99 ≤ 50 ms. Prints figures; asserts nothing.
//
// Starts the built server (dist/server/main.js; built first when stale) with NODE_ENV=production
// on a database created for the run on BENCH_DATABASE_URL's server (default the local
// postgres://postgres@127.0.0.1:5432) and dropped after it; the server migrates it and seeds the
// demo shop, then scripts/search-volume.mjs adds the volume. The requests are what a debounced
// search field sends while people type (every prefix of a set of English and Dutch searches, some
// misspelt, some of rare brand names), each connection going through them in turn from its own
// starting point.
//
// Measured twice: without the answer cache (CATALOG_CACHE_MS=0: every answer from the database)
// and as the shop runs by default (CATALOG_CACHE_MS=1000: the suggestions keep an answer 10 s,
// routes/search.ts suggestionsCacheMs). Everything started is
// stopped at the end, also on failure or Ctrl-C.
//
// BENCH_SECONDS (default 10) per measurement, BENCH_CONNECTIONS (default 50), BENCH_PRODUCTS
// (default 100000).
import { loadavg, cpus } from 'node:os';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { tsImport } from 'tsx/esm/api';
import {
  atEnd,
  freePort,
  HOST,
  root,
  runBenchmark,
  scratchDatabase,
  startNode,
  stopProcess,
  figure,
  printColumns,
} from './bench-support.mjs';
import { build } from './build.mjs';
import { volumeProductsStatements } from './search-volume.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const WARM_UP_SECONDS = 3;
const TARGET_P99_MS = 50;
const DATABASE_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What shoppers type, letter by letter: [page language, the search they are typing]. */
const SEARCHES = [
  ['en', 'lace frontal'],
  ['en', 'lace frontl'],
  ['en', 'body wave bundle'],
  ['en', 'closure 4x4'],
  ['en', 'kératine'],
  ['en', 'glueless wig'],
  ['en', 'satin bonet'],
  ['en', 'ponytial'],
  ['en', 'brazilan straight'],
  ['en', 'braiding hair'],
  ['nl', 'pruik'],
  ['nl', 'bundel steil'],
  ['nl', 'paardenstaart'],
  ['nl', 'verzorging'],
  ['nl', 'lace fro'],
];

async function main() {
  if (await build({ ifStale: true })) console.log('(built first: the build was stale)');
  const scratch = await mkdtemp(join(tmpdir(), 'tress-bench-search-'));
  atEnd(() => rm(scratch, { recursive: true, force: true }));
  const database = await scratchDatabase(DATABASE_SERVER_URL, `tress_bench_search_${process.pid}`);
  const serverEnv = (port, cacheMs) => ({
    PORT: String(port),
    DATA_DIR: join(scratch, 'data'),
    NODE_ENV: 'production',
    SITE_URL: `http://${HOST}:${port}`,
    PAYMENTS: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
    CATALOG_CACHE_MS: String(cacheMs),
  });

  // The first start migrates the database and seeds the demo shop; then the volume goes in.
  let port = await freePort();
  let tress = await startNode(
    'Tress',
    [join(root, 'dist/server/main.js')],
    serverEnv(port, 0),
    port,
    {
      startSeconds: 120,
    },
  );
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  atEnd(() => sql.end());
  const filling = Date.now();
  await sql.begin(async (tx) => {
    for (const statement of volumeProductsStatements(PRODUCTS)) await tx.unsafe(statement);
  });
  await sql.unsafe('vacuum analyze products');
  const [{ products, words }] = await sql`
    select (select count(*)::int from products) as products,
           (select count(*)::int from search_words) as words`;
  console.log(
    `${products} products (${words} words in the search's dictionary), the volume added in ` +
      `${((Date.now() - filling) / 1000).toFixed(1)} s`,
  );
  const brands = (
    await sql`select distinct lower(split_part(name, ' ', 1)) as brand from products
              where slug in ('volume-7', 'volume-400', 'volume-1500')`
  ).map((row) => row.brand);
  const requests = typingRequests([...SEARCHES, ...brands.map((brand) => ['en', brand])]);

  // The answers, recorded once: the bare server sends exactly these bytes.
  const answers = {};
  for (const request of requests) {
    const answer = await fetchOnce(port, request);
    answers[keyOf(request.headers['X-Tress-Language'], request.path)] = answer;
  }
  const barePort = await freePort();
  const answersFile = join(scratch, 'answers.json');
  await writeFile(answersFile, JSON.stringify(answers));
  const bare = await startNode(
    'bare node:http',
    ['--input-type=module', '-e', BARE_SERVER, answersFile, String(barePort)],
    {},
    barePort,
  );
  const bytes = Object.values(answers).map((answer) => Buffer.from(answer.body, 'base64').length);

  const rows = [];
  await measure(port, requests, WARM_UP_SECONDS);
  rows.push({ label: 'Tress, no answer cache', ...(await measure(port, requests, SECONDS)) });
  await stopProcess(tress);
  port = await freePort();
  tress = await startNode(
    'Tress',
    [join(root, 'dist/server/main.js')],
    serverEnv(port, 1000),
    port,
  );
  await measure(port, requests, WARM_UP_SECONDS);
  rows.push({
    label: 'Tress as run (10 s answer cache)',
    ...(await measure(port, requests, SECONDS)),
  });
  await measure(barePort, requests, WARM_UP_SECONDS);
  rows.push({
    label: 'bare node:http, same bytes',
    ...(await measure(barePort, requests, SECONDS)),
  });
  await stopProcess(tress);
  await stopProcess(bare);

  printTable(rows, { products, requests: requests.length, bytes });
  await printPlans(database.url, brands[0] ?? 'wig');
}

/** Every prefix (two letters on) of each search, as a debounced field sends them. */
function typingRequests(searches) {
  const seen = new Set();
  const requests = [];
  for (const [language, search] of searches) {
    for (let end = 2; end <= search.length; end += 1) {
      const typed = search.slice(0, end).trim();
      const path = `/api/search/suggestions?q=${encodeURIComponent(typed)}`;
      if (seen.has(keyOf(language, path))) continue;
      seen.add(keyOf(language, path));
      requests.push({ method: 'GET', path, headers: { 'X-Tress-Language': language } });
    }
  }
  return requests;
}

const keyOf = (language, path) => `${language} ${path}`;

/** The server answers each request with the same status, headers and bytes as Tress did. */
const BARE_SERVER = `
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
const [file, port] = process.argv.slice(1);
const answers = JSON.parse(readFileSync(file, 'utf8'));
for (const answer of Object.values(answers)) answer.body = Buffer.from(answer.body, 'base64');
createServer((req, res) => {
  const answer = answers[(req.headers['x-tress-language'] ?? 'en') + ' ' + req.url];
  if (!answer) { res.writeHead(404).end(); return; }
  res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
  res.end(answer.body);
}).listen(Number(port), '${HOST}');
`;

async function fetchOnce(port, request) {
  const res = await fetch(`http://${HOST}:${port}${request.path}`, {
    // As autocannon asks: no compression.
    headers: { ...request.headers, 'Accept-Encoding': 'identity' },
  });
  if (res.status !== 200) throw new Error(`${request.path} answered ${res.status}`);
  const skip = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !skip.has(name)));
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers, body: body.toString('base64') };
}

function measure(port, requests, seconds) {
  // Each connection starts at its own place in the list, as shoppers are at different points of
  // their typing: not 50 connections asking the same thing in lockstep.
  let connection = 0;
  const setupClient = (client) => {
    const start = Math.floor((connection * requests.length) / CONNECTIONS) % requests.length;
    connection += 1;
    const turn = [...requests.slice(start), ...requests.slice(0, start)];
    client.setRequests(turn.map((request) => ({ ...request })));
  };
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url: `http://${HOST}:${port}`,
        connections: CONNECTIONS,
        duration: seconds,
        requests,
        setupClient,
      },
      (error, result) => {
        clearTimeout(guard);
        if (error) return reject(error);
        if (result.errors > 0 || result.non2xx > 0) {
          return reject(new Error(`${result.errors} errors, ${result.non2xx} non-2xx answers`));
        }
        resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
      },
    );
    const guard = setTimeout(() => run.stop(), (seconds + 5) * 1000);
  });
}

function printTable(rows, { products, requests, bytes }) {
  const floor = rows.at(-1);
  const lines = [
    ['server', 'req/s', 'p50 ms', 'p99 ms', `p99 ≤ ${TARGET_P99_MS} ms`, 'of bare req/s'],
  ];
  for (const row of rows) {
    lines.push([
      row.label,
      figure(row.rps),
      figure(row.p50, 1),
      figure(row.p99, 1),
      row.p99 <= TARGET_P99_MS ? 'yes' : 'NO',
      `${figure((row.rps / floor.rps) * 100, 1)} %`,
    ]);
  }
  const [one, five] = loadavg();
  console.log(
    `\nGET /api/search/suggestions on PostgreSQL, ${figure(products)} products; ${requests} ` +
      `typed queries (${Math.min(...bytes)}–${Math.max(...bytes)} bytes an answer), ` +
      `${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up, ` +
      `on ${HOST}; Node ${process.version}, ${cpus().length} CPUs, load ${one.toFixed(1)} / ` +
      `${five.toFixed(1)} (1 / 5 min)\n`,
  );
  printColumns(lines);
}

/** The suggestion query's plans (EXPLAIN ANALYZE) for a common, a rare and a misspelt search. */
async function printPlans(databaseUrl, brand) {
  const { openDatabase } = await tsImport('../src/server/db/client.ts', import.meta.url);
  const { searchQueryOf, searchTermsOf } = await tsImport(
    '../src/server/services/search/relevance.ts',
    import.meta.url,
  );
  const { suggestionRows } = await tsImport(
    '../src/server/services/search/suggestions.ts',
    import.meta.url,
  );
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    for (const [language, typed] of [
      ['en', 'wig'],
      ['en', brand],
      ['en', 'lace frontl'],
      ['nl', 'pruik'],
    ]) {
      const search = await searchQueryOf(database.db, searchTermsOf(typed));
      const query = suggestionRows(database.db, search, language).toSQL();
      // The first runs warm the session (its stemmers, dictionaries and caches); the last shows.
      for (let warm = 0; warm < 3; warm += 1) await sql.unsafe(query.sql, query.params);
      const plan = await sql.unsafe(`explain (analyze, costs off) ${query.sql}`, query.params);
      const lines = plan.map((row) => row['QUERY PLAN']);
      const scan = lines.filter((line) => /Scan|Limit|Planning Time|Execution Time/.test(line));
      console.log(`\nEXPLAIN ANALYZE of the suggestion query, ${language} "${typed}" (scans):`);
      for (const line of scan) console.log(`  ${line.trim()}`);
    }
  } finally {
    await sql.end();
    await database.close();
  }
}

runBenchmark(main);
