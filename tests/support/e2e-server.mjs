// Starts the built server (dist/server/main.js) on a fresh temporary data folder for the browser
// tests, and removes the folder when the test run stops the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dataDir = mkdtempSync(join(tmpdir(), 'tress-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV ??= 'test';
// The browser opens the shop on 127.0.0.1; the links the server hands out must match it.
process.env.SITE_URL ??= `http://127.0.0.1:${process.env.PORT ?? 3000}`;
delete process.env.DATABASE_URL;

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(0);
  });
}
await import(pathToFileURL(join(process.cwd(), 'dist/server/main.js')).href);
