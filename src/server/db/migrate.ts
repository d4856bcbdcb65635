// Applies the committed migrations at start and reports which one the database is on.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { desc } from 'drizzle-orm';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Database, ShopDatabase } from './client';

/**
 * This file must stay directly in src/server/db/: in the source tree the URL resolves to
 * src/server/db/migrations, and in the server bundle (dist/server/main.js) to
 * dist/server/migrations, where the build copies them.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrate(database: ShopDatabase, folder = migrationsFolder): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder: folder });
    return;
  }
  await migratePostgresExclusively(database.databaseUrl, folder);
}

/**
 * Several server instances may start at once against one PostgreSQL. Drizzle's migrator is not
 * safe against itself (both would create the bookkeeping table and apply the same migration), so
 * the instances queue on an advisory lock. Advisory locks belong to a connection, hence a
 * dedicated single-connection client: lock, migrate and unlock all run on the same session.
 */
async function migratePostgresExclusively(databaseUrl: string, folder: string): Promise<void> {
  const connection = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await connection`select pg_advisory_lock(hashtext('tress.migrations'))`;
    try {
      await migratePostgres(drizzlePostgres({ client: connection }), { migrationsFolder: folder });
    } finally {
      await connection`select pg_advisory_unlock(hashtext('tress.migrations'))`;
    }
  } finally {
    await connection.end();
  }
}

// Drizzle's own bookkeeping table, declared here (not in schema.ts) so drizzle-kit never
// generates a migration for it.
export const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

type Journal = { entries: { tag: string; when: number }[] };
const journals = new Map<string, Promise<Journal>>();

function readJournal(folder: string): Promise<Journal> {
  let journal = journals.get(folder);
  if (!journal) {
    journal = readFile(`${folder}/meta/_journal.json`, 'utf8').then(
      (text) => JSON.parse(text) as Journal,
    );
    journals.set(folder, journal);
  }
  return journal;
}

/**
 * The tag of the newest applied migration (e.g. "0000_initial"); null when none is applied.
 * Drizzle records a migration by its journal timestamp (`when`), not its name, so the tag is
 * found by matching the two. A database migrated by a newer release than this one answers
 * "unknown (<timestamp>)".
 */
export async function currentMigration(
  db: Database,
  folder = migrationsFolder,
): Promise<string | null> {
  let newest: { createdAt: number | null } | undefined;
  try {
    [newest] = await db
      .select({ createdAt: appliedMigrations.createdAt })
      .from(appliedMigrations)
      .orderBy(desc(appliedMigrations.createdAt))
      .limit(1);
  } catch (error) {
    if (isUndefinedTable(error)) return null;
    throw error;
  }
  if (!newest || newest.createdAt === null) return null;

  const { entries } = await readJournal(folder);
  const entry = entries.find(({ when }) => when === newest.createdAt);
  return entry ? entry.tag : `unknown (${newest.createdAt})`;
}

/** Postgres error 42P01 (undefined_table); Drizzle wraps the driver's error as its cause. */
function isUndefinedTable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '42P01') return true;
  }
  return false;
}
