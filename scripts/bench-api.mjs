// `npm run bench:api`: how fast the built API answers the catalog's two hottest reads, and how
// that compares with a bare node:http server sending the very same bytes — the floor no
// framework can beat on this machine. Prints a table; asserts nothing.
//
// Starts the built server (dist/server/main.js; built first when stale) on a fresh temporary
// DATA_DIR, which it seeds with the demo shop, on a free loopback port. Everything it starts is
// stopped at the end, also on failure or Ctrl-C.
//
// BENCH_SECONDS (default 10) sets how long each measurement runs; BENCH_CONNECTIONS (default 50)
// the concurrency. BENCH_SERVER_ENTRY runs another build of the server (e.g. one built into a
// private folder while dist/ is shared) and skips the build; its web files come from
// BENCH_CLIENT_DIR (default dist/client). With BENCH_DATABASE_URL (a PostgreSQL server URL) the server runs on a fresh
// database created there for the run, and dropped after it, instead of the embedded PGlite.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
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
  stopProcess,
  figure,
  printColumns,
} from './bench-support.mjs';
import { build } from './build.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 3;
/** A ceiling on requests per measurement, so a very fast machine still ends in bounded work. */
const MAX_REQUESTS = 2_000_000;
/** PostgreSQL instead of the embedded PGlite, on a database made for the run and dropped after. */
const DATABASE_SERVER_URL = process.env.BENCH_DATABASE_URL;
/** Another server build to measure instead of dist/ (never rebuilt here). */
const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY;
const CLIENT_DIR = process.env.BENCH_CLIENT_DIR ?? join(root, 'dist/client');
/**
 * Browsers always offer compressed answers, so each endpoint is also measured as a browser asks
 * for it; the bare server then sends the very same compressed bytes.
 */
const AS_BROWSERS_ASK = { 'accept-encoding': 'gzip, deflate, br' };

async function main() {
  if (!SERVER_ENTRY && (await build({ ifStale: true }))) {
    console.log('(built first: the build was stale)');
  }
  const scratch = await mkdtemp(join(tmpdir(), 'tress-bench-'));
  atEnd(() => rm(scratch, { recursive: true, force: true }));
  const database = DATABASE_SERVER_URL
    ? await scratchDatabase(DATABASE_SERVER_URL, `tress_bench_${process.pid}`)
    : undefined;

  const tressPort = await freePort();
  const tress = await startNode(
    'Tress',
    [SERVER_ENTRY ?? join(root, 'dist/server/main.js')],
    {
      CLIENT_DIR,
      PORT: String(tressPort),
      DATA_DIR: join(scratch, 'data'),
      NODE_ENV: 'production',
      SITE_URL: `http://127.0.0.1:${tressPort}`,
      // Production refuses to take test-card payments unless told to (product.md §2).
      PAYMENTS: 'test',
      // Request logs stay on, as in production; they go to /dev/null.
      LOG_LEVEL: 'info',
      DATABASE_URL: database?.url ?? '',
    },
    tressPort,
  );

  const list = await fetchOnce(tressPort, '/api/products');
  const firstId = JSON.parse(list.body.toString('utf8')).items[0]?.id;
  if (firstId === undefined) throw new Error('the seeded shop lists no products');
  const endpoints = [];
  for (const path of ['/api/products', `/api/products/${firstId}`]) {
    endpoints.push({ label: `GET ${path}`, path, answer: await fetchOnce(tressPort, path) });
    endpoints.push({
      label: `GET ${path} (gzip)`,
      path,
      headers: AS_BROWSERS_ASK,
      answer: await fetchOnce(tressPort, path, AS_BROWSERS_ASK),
    });
  }

  const barePort = await freePort();
  const answersFile = join(scratch, 'answers.json');
  await writeFile(answersFile, JSON.stringify(endpoints.map(toRecorded)));
  const bare = await startNode(
    'bare node:http',
    ['--input-type=module', '-e', BARE_SERVER, answersFile, String(barePort)],
    {},
    barePort,
  );

  const rows = [];
  for (const endpoint of endpoints) {
    const measured = {};
    for (const [name, port] of [
      ['Tress', tressPort],
      ['bare', barePort],
    ]) {
      await measure(port, endpoint, WARM_UP_SECONDS);
      measured[name] = await measure(port, endpoint, SECONDS);
    }
    rows.push({ endpoint: endpoint.label, bytes: endpoint.answer.body.length, ...measured });
  }
  await stopProcess(tress);
  await stopProcess(bare);
  printTable(rows, database ? 'PostgreSQL' : 'PGlite');
}

/**
 * The server answers each endpoint with the same status, headers and bytes as Tress did: the
 * compressed ones to a request that offers compression, as Tress would.
 */
const BARE_SERVER = `
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
const [file, port] = process.argv.slice(1);
const answers = {};
for (const answer of JSON.parse(readFileSync(file, 'utf8'))) {
  answer.body = Buffer.from(answer.body, 'base64');
  answers[answer.path + ' ' + answer.compressed] = answer;
}
createServer((req, res) => {
  const answer = answers[req.url + ' ' + (req.headers['accept-encoding'] !== undefined)];
  if (!answer) { res.writeHead(404).end(); return; }
  res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
  res.end(answer.body);
}).listen(Number(port), '${HOST}');
`;

function toRecorded({ path, headers: asked, answer }) {
  // Hop-by-hop and per-answer headers are the HTTP server's own business, not the answer's.
  const skip = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !skip.has(name.toLowerCase())),
  );
  return {
    path,
    compressed: asked !== undefined,
    status: answer.status,
    headers,
    body: answer.body.toString('base64'),
  };
}

/**
 * The answer exactly as it crossed the wire (fetch() would offer compression and undo it): the
 * bytes the bare server must send to stand in for Tress.
 */
function fetchOnce(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: HOST, port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
        else resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function measure(port, endpoint, seconds) {
  const { path } = endpoint;
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url: `http://${HOST}:${port}${path}`,
        headers: endpoint.headers,
        connections: CONNECTIONS,
        duration: seconds,
        maxOverallRequests: MAX_REQUESTS,
      },
      (error, result) => {
        clearTimeout(guard);
        if (error) return reject(error);
        if (result.errors > 0 || result.non2xx > 0) {
          return reject(new Error(`${path}: ${result.errors} errors, ${result.non2xx} non-2xx`));
        }
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
        });
      },
    );
    // Belt and braces: a measurement never outlives its time by more than a few seconds.
    const guard = setTimeout(() => run.stop(), (seconds + 5) * 1000);
  });
}

function printTable(rows, databaseName) {
  const lines = [['endpoint', 'bytes', 'server', 'req/s', 'p50 ms', 'p99 ms', 'Tress/bare req/s']];
  for (const row of rows) {
    for (const name of ['Tress', 'bare']) {
      const figures = row[name];
      lines.push([
        name === 'Tress' ? row.endpoint : '',
        name === 'Tress' ? String(row.bytes) : '',
        name,
        figure(figures.rps),
        figure(figures.p50, 1),
        figure(figures.p99, 1),
        name === 'Tress' ? `${figure((row.Tress.rps / row.bare.rps) * 100, 1)} %` : '',
      ]);
    }
  }
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per measurement after ${WARM_UP_SECONDS} s of ` +
      `warm-up, on ${HOST}; database: ${databaseName}; ` +
      `Node ${process.version}\n`,
  );
  printColumns(lines);
}

runBenchmark(main);
