// The setup every admin API test shares: a fresh migrated database, the real app on it, an
// admin's access token, clients calling as the admin and as an anonymous shopper, and close().
import { issuerFor } from '@/server/auth/constants';
import type { Database, ShopDatabase } from '@/server/db/client';
import type { Logger } from '@/server/log';
import { api, type ApiClient } from './api-client';
import { adminToken } from './auth-tokens';
import { buildApp, testEnv } from './server-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export type AdminTestApp = {
  test: TestDatabase;
  database: ShopDatabase;
  db: Database;
  app: ReturnType<typeof buildApp>;
  /** A valid access token of the admin (admin@example.test). */
  token: string;
  /** Calls as the admin. */
  admin: ApiClient;
  /** Calls with no token: a shopper, or an attacker. */
  anonymous: ApiClient;
  /** Closes the database (and drops it on PostgreSQL). */
  close(): Promise<void>;
};

/** `env` overrides the test environment (see `testEnv`); `logger` replaces the silent one. */
export async function buildAdminTestApp(
  options: { env?: Record<string, string>; logger?: Logger } = {},
): Promise<AdminTestApp> {
  const test = await createTestDatabase();
  const { database } = test;
  const env = testEnv(options.env);
  const app = buildApp(database, env, options.logger);
  const token = await adminToken(database.db, { issuer: issuerFor(env.SITE_URL) });
  return {
    test,
    database,
    db: database.db,
    app,
    token,
    admin: api(app, { token }),
    anonymous: api(app),
    close: () => test.close(),
  };
}
