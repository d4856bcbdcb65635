// Builds the real server app for a test: its own database, a test environment and a logger
// whose lines the test can read.
import { createApp } from '@/server/app';
import type { ShopDatabase } from '@/server/db/client';
import { loadEnv, type Env } from '@/server/env';
import { createLogger, type Logger } from '@/server/log';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: '/nonexistent/tress-client',
    // Tests change the catalog between requests; the answer cache has tests of its own.
    CATALOG_CACHE_MS: '0',
    // Likewise the page store (issue 33): tests/server/http/page-store.test.ts turns it on.
    PAGE_STORE_SECONDS: '0',
    ...overrides,
  });
}

export type RecordedLog = { level: string; msg: string } & Record<string, unknown>;

/** A logger at debug level that keeps every line, parsed, instead of printing it. */
export function recordingLogger(): { logger: Logger; lines: RecordedLog[] } {
  const lines: RecordedLog[] = [];
  const logger = createLogger('debug', (line) => lines.push(JSON.parse(line) as RecordedLog));
  return { logger, lines };
}

export function buildApp(database: ShopDatabase, env: Env = testEnv(), logger?: Logger) {
  return createApp({ database, env, logger: logger ?? recordingLogger().logger });
}
