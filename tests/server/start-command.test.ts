import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process';

// README's quick start: `npm start` (scripts/start.mjs) builds what is stale and serves the
// whole shop from one process, on a machine with no configuration at all. It runs once, in the
// PGlite suite: the command uses the embedded database whatever the suite's driver.
describe.runIf(process.env.TEST_DB === 'pglite')('npm start', () => {
  it('serves the seeded shop and the web app with no configuration, test cards included', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tress-start-'));
    // NODE_ENV empty counts as unset, as on a fresh machine (the build must not leave it at
    // "production", or the server would refuse to start without a real payment provider).
    const server = await startServerProcess({ DATA_DIR: dataDir, NODE_ENV: '', DATABASE_URL: '' }, [
      'scripts/start.mjs',
    ]);
    try {
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      // The embedded database (the public health answer no longer names it: issue 28).
      expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
      const products = (await (
        await fetch(`${server.baseUrl}/api/products?pageSize=1`)
      ).json()) as { total: number };
      expect(products.total).toBeGreaterThanOrEqual(60);
      const settings = (await (await fetch(`${server.baseUrl}/api/settings`)).json()) as {
        paymentsMode: string;
      };
      expect(settings.paymentsMode).toBe('test');
      const page = await fetch(`${server.baseUrl}/shop`);
      expect(page.status).toBe(200);
      // The shop's first screen, rendered by the server (or, were that slow, the bare shell).
      expect(await page.text()).toMatch(/<div id="root"( inert)?>/);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 360_000);
});
