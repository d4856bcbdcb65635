// `npm test`: every test — domain, web and server suites (Vitest; the server suite also on
// PostgreSQL when TEST_DATABASE_URL is set) and the browser suite (Playwright, Debian's Chromium)
// against the built server. Ends with one line `N passed, N failed` over all runners.
// With TRESS_CHECKS=1 (CI) the type check and lint run too and count as one test each.
//
// The checks run beside the build (issue 29): each uses about one core. Vitest and Playwright
// each keep both cores busy, so they run one after the other. Each runner's lines are prefixed
// with its name.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs a tool of node_modules/.bin; its output lines go out prefixed. Resolves to the exit code. */
function run(name, command, args, env = {}) {
  const bin = join(root, 'node_modules/.bin', command);
  console.log(`▶ ${name} (at ${seconds()})`);
  return new Promise((resolve) => {
    const child = spawn(bin, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    child.on('error', (error) => {
      console.log(`[${name}] ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => {
      console.log(`■ ${name} ended with ${code ?? 'a signal'} (at ${seconds()})`);
      resolve(code ?? 1);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function check(name, command, args) {
  if ((await run(name, command, args)) === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    problems.push(`${name} failed`);
  }
}

async function buildIfStale() {
  console.log(`▶ build, if stale (at ${seconds()})`);
  try {
    await build({ ifStale: true });
    console.log(`■ build ready (at ${seconds()})`);
    return true;
  } catch (error) {
    console.error(error);
    totals.failed += 1;
    problems.push('the build failed, so the browser tests could not run');
    return false;
  }
}

async function vitest() {
  const file = join(results, 'vitest.json');
  const code = await run('vitest', 'vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  if (report) {
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  if (code !== 0 && (!report || (report.numFailedTests ?? 0) === 0)) {
    totals.failed += 1; // the runner itself failed (a file that would not load, a crash)
    problems.push(`vitest exited with ${code}`);
  }
}

async function playwright() {
  const file = join(results, 'playwright.json');
  const code = await run('browser', 'playwright', ['test'], { PLAYWRIGHT_JSON_OUTPUT_FILE: file });
  const report = existsSync(file) ? readJson(file) : undefined;
  if (report?.stats) {
    totals.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    totals.failed += report.stats.unexpected ?? 0;
    totals.skipped += report.stats.skipped ?? 0;
  }
  if (code !== 0 && (!report?.stats || (report.stats.unexpected ?? 0) === 0)) {
    totals.failed += 1;
    problems.push(`playwright exited with ${code}`);
  }
}

// The build runs in this process (it is a module); the checks are processes of their own.
const checks =
  process.env.TRESS_CHECKS === '1'
    ? Promise.all([
        check('typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']),
        check('lint', 'eslint', ['.']),
      ])
    : Promise.resolve();
const built = await buildIfStale();
await checks;
await vitest();
if (built) await playwright();

if (problems.length > 0) console.log(`\n${problems.join('\n')}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\nin ${seconds()}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
