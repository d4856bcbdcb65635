// `npm run test:stress`: the whole suite on a busy machine, as a newcomer runs it (issue 29).
// Clones this repository's committed HEAD into a fresh folder, installs exactly what
// package-lock.json says, then runs `npm test` there several times in a row while other
// processes keep cores busy. Prints each run's count and time; fails if any run failed.
//
//   npm run test:stress                      3 runs, one core kept busy
//   npm run test:stress -- --runs 1 --busy 2 one run, both cores kept busy
//   --keep                                   leave the clone (its .test-results) to look at
//
// TEST_DATABASE_URL and TRESS_CHECKS pass through, as in CI (.ci/run sets both).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    busy: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const busy = Number(values.busy);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(busy) || busy < 0) {
  console.error('--runs must be a whole number from 1, --busy a whole number from 0');
  process.exit(2);
}

const clone = mkdtempSync(join(tmpdir(), 'tress-stress-'));
console.log(
  `fresh clone of ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()} in ${clone}`,
);
execFileSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: clone, stdio: 'inherit' });

/** A process that keeps one core busy until killed. */
function burner() {
  return spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
}

/** `npm test` in the clone; its last "N passed, N failed" line and how long it took. */
function npmTest(label) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], { cwd: clone, stdio: ['ignore', 'pipe', 'pipe'] });
    let summary = '';
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => {
        console.log(`[${label}] ${line}`);
        if (/^\d+ passed, \d+ failed/.test(line)) summary = line;
      });
    child.on('close', (code) => {
      resolve({ code: code ?? 1, summary, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const outcomes = [];
for (let run = 1; run <= runs; run += 1) {
  const burners = Array.from({ length: busy }, burner);
  try {
    outcomes.push(await npmTest(`run ${run}/${runs}, ${busy} core${busy === 1 ? '' : 's'} busy`));
  } finally {
    for (const child of burners) child.kill('SIGKILL');
  }
}

console.log(`\nnpm test on a fresh clone, ${busy} core${busy === 1 ? '' : 's'} kept busy:`);
outcomes.forEach((outcome, index) =>
  console.log(
    `  run ${index + 1}: ${outcome.summary || `no summary (exit ${outcome.code})`} in ${outcome.seconds} s`,
  ),
);
if (!values.keep) rmSync(clone, { recursive: true, force: true });
process.exit(outcomes.every((outcome) => outcome.code === 0) ? 0 : 1);
