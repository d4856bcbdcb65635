import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../../support/test-database';

// product.md §2: the test card provider is refused in production unless PAYMENTS=test — the
// server must not start and quietly take fake payments for real orders.
const root = fileURLToPath(new URL('../../../..', import.meta.url));
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tress-payments-start-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: '1',
      LOG_LEVEL: 'silent',
      CLIENT_DIR: '/nonexistent/tress-client',
      // Production wants the shop's public address; these tests are about payments.
      SITE_URL: 'https://tress.example',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

// The server process runs on its own PGlite folder whatever the project's driver, so running it
// again under server-postgres would prove nothing new; it only costs time.
describe.skipIf(testDriver() === 'postgres')('starting the server in production', () => {
  it('refuses to start on test cards without PAYMENTS=test, saying what to set', async () => {
    const { code, stderr } = await startServer({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/STRIPE_SECRET_KEY/);
    expect(stderr).toMatch(/PAYMENTS=test/);
    // One clear line, not a stack trace.
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses Stripe without its webhook secret', async () => {
    const { code, stderr } = await startServer({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_not_a_real_key',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/STRIPE_WEBHOOK_SECRET/);
    expect(stderr).not.toContain('sk_live_not_a_real_key');
  });
});
