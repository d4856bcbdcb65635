// Runs the real server (src/server/main.ts through tsx) as its own OS process, for tests that
// need several instances sharing one PostgreSQL database, as in production behind a balancer.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = { baseUrl: string; stop(): Promise<void> };

const START_LIMIT_MS = 300_000;

/** By default the server from source; `npm start`'s script (build if stale, then serve) on request. */
const SOURCE_SERVER = ['--import', 'tsx', 'src/server/main.ts'];

export async function startServerProcess(
  env: Record<string, string>,
  args: string[] = SOURCE_SERVER,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Until it answers or exits: `npm start` builds first, which on a busy machine takes minutes.
  // The bound only ends a start that hangs.
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop: () => stop(child) };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop(child);
  throw new Error(`the server did not start within ${START_LIMIT_MS / 1000} s:\n${stderr}`);
}

function stop(child: ChildProcess): Promise<void> {
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
