// The one place that chooses the database driver. Everything else works with `Database`, the
// driver-neutral Drizzle type, so services and routes run unchanged on PGlite and PostgreSQL.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

/** An open database plus what the server needs to run, check and stop it. */
export type ShopDatabase = {
  db: Database;
  /** Round-trip time of a trivial query in milliseconds; rejects when the database is down. */
  ping(): Promise<number>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, from any instance sharing the
   * database (PostgreSQL LISTEN on a connection of its own; PGlite: this process). Resolves once
   * listening, with the function that stops it.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
} & (
  | { driver: 'pglite'; pglite: PGlite }
  // Migrations open their own single connection (see migrate.ts), so they need the URL.
  | { driver: 'postgres'; databaseUrl: string }
);

export type DatabaseLocation =
  | { databaseUrl?: string | undefined; dataDir: string }
  /** An already open PGlite, e.g. one a test restored from a migrated snapshot. */
  | { pglite: PGlite };

/**
 * The extensions the migrations create (issue 32: the search's trigrams and accent folding).
 * PostgreSQL ships them; PGlite loads them into each instance it starts, so every
 * `PGlite.create` passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** Pool size per server instance; scale out with more instances rather than bigger pools. */
const POOL_SIZE = 10;

export async function openDatabase(location: DatabaseLocation): Promise<ShopDatabase> {
  if ('pglite' in location) return wrapPglite(location.pglite);
  if (location.databaseUrl) return openPostgres(location.databaseUrl);

  const folder = join(location.dataDir, 'pglite');
  await mkdir(folder, { recursive: true });
  return wrapPglite(await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS }));
}

function wrapPglite(pglite: PGlite): ShopDatabase {
  const db: Database = drizzlePglite({ client: pglite, schema });
  return {
    driver: 'pglite',
    pglite,
    db,
    ping: () => timeTrivialQuery(db),
    listen: async (channel, handler) => {
      const stop = await pglite.listen(channel, handler);
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

function openPostgres(databaseUrl: string): ShopDatabase {
  const client = postgres(databaseUrl, {
    max: POOL_SIZE,
    // NOTICEs (e.g. "schema already exists, skipping") are expected noise, not problems.
    onnotice: () => {},
    connect_timeout: 10,
  });
  const db: Database = drizzlePostgres({ client, schema });
  return {
    driver: 'postgres',
    databaseUrl,
    db,
    ping: () => timeTrivialQuery(db),
    listen: async (channel, handler) => {
      // postgres.js keeps one connection for all its listeners and re-listens after a reconnect.
      const { unlisten } = await client.listen(channel, handler);
      return unlisten;
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function timeTrivialQuery(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}
