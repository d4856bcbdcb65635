// `npm test`: every test — domain, web and server suites (Vitest; the server suite also on
// PostgreSQL when TEST_DATABASE_URL is set), then the browser suite (Playwright, Debian's
// Chromium) against the built server. Ends with one line `N passed, N failed` over all runners.
// With TRESS_CHECKS=1 (CI) the type check and lint run first and count as one test each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function run(command, args, env = {}) {
  const bin = join(root, 'node_modules/.bin', command);
  const result = spawnSync(bin, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  if (run(command, args) === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    problems.push(`${name} failed`);
  }
}

if (process.env.TRESS_CHECKS === '1') {
  check('typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']);
  check('lint', 'eslint', ['.']);
}

// Vitest: domain, web, server (+ server-postgres).
console.log('\n▶ vitest');
const vitestFile = join(results, 'vitest.json');
const vitestCode = run('vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson(vitestFile);
if (vitest) {
  totals.passed += vitest.numPassedTests ?? 0;
  totals.failed += vitest.numFailedTests ?? 0;
  totals.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
if (vitestCode !== 0 && (!vitest || (vitest.numFailedTests ?? 0) === 0)) {
  totals.failed += 1; // the runner itself failed (a file that would not load, a crash)
  problems.push(`vitest exited with ${vitestCode}`);
}

// Playwright against the built server.
console.log('\n▶ build (if stale)');
let built = true;
try {
  await build({ ifStale: true });
} catch (error) {
  console.error(error);
  built = false;
  totals.failed += 1;
  problems.push('the build failed, so the browser tests could not run');
}
if (built) {
  console.log('\n▶ playwright');
  const playwrightFile = join(results, 'playwright.json');
  const playwrightCode = run('playwright', ['test'], { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightFile });
  const playwright = existsSync(playwrightFile) ? readJson(playwrightFile) : undefined;
  if (playwright?.stats) {
    totals.passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
    totals.failed += playwright.stats.unexpected ?? 0;
    totals.skipped += playwright.stats.skipped ?? 0;
  }
  if (playwrightCode !== 0 && (!playwright?.stats || (playwright.stats.unexpected ?? 0) === 0)) {
    totals.failed += 1;
    problems.push(`playwright exited with ${playwrightCode}`);
  }
}

if (problems.length > 0) console.log(`\n${problems.join('\n')}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
