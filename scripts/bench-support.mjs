// What both benchmark scripts need around the measurement: a free loopback port, server
// processes that are started, waited for and always stopped, and a scratch PostgreSQL database
// that is always dropped — also when the run fails or is interrupted.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const HOST = '127.0.0.1';

const children = new Set();
const cleanUps = [];

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node …args` and resolves once it answers on `port` at all (60 s at most, or
 * `startSeconds`: seeding a new database takes longer on a busy machine).
 */
export async function startNode(name, args, env, port, { startSeconds = 60 } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + startSeconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early:\n${stderr}`);
    try {
      await fetch(`http://${HOST}:${port}/api/health`);
      return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not start within ${startSeconds} s:\n${stderr}`);
}

export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A fresh database on the PostgreSQL server at `serverUrl`; dropped when the run ends. */
export async function scratchDatabase(serverUrl, name) {
  const admin = () => postgres(serverUrl, { max: 1, onnotice: () => {} });
  const create = admin();
  try {
    await create.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await create.end();
  }
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    const sql = admin();
    try {
      await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await sql.end();
    }
  };
  cleanUps.push(drop);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
}

/** Something else to undo at the end of the run (a temporary folder, say). */
export function atEnd(cleanUp) {
  cleanUps.push(cleanUp);
}

async function cleanUp() {
  await Promise.all([...children].map(stopProcess));
  for (const step of cleanUps.splice(0).reverse()) await step();
}

/** Runs the benchmark; whatever happens, every process is stopped and every scratch undone. */
export function runBenchmark(main) {
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
}

/** A figure as the benchmark tables print it: grouped thousands, `digits` decimals. */
export function figure(value, digits = 0) {
  return value.toLocaleString('en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** Prints rows of cells as aligned columns, the first row a header underlined with dashes. */
export function printColumns(lines) {
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const [index, line] of lines.entries()) {
    console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}
