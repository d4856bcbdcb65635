// A fresh, migrated database for one test file, on the driver the vitest project asks for.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS, type ShopDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { databaseUrlFor } from './db-global-setup';

export type TestDatabase = {
  database: ShopDatabase;
  /** Closes the database and, on PostgreSQL, drops it. */
  close(): Promise<void>;
};

/** Migrated unless `migrated: false`, which gives an empty database (for migration tests). */
export async function createTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  const setup = inject('testDatabase');
  if (setup.driver === 'pglite') return pgliteDatabase(setup.snapshotFile, migrated);

  const name = `tress_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(setup.adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${setup.template}` : ''}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({
    databaseUrl: databaseUrlFor(setup.adminUrl, name),
    dataDir: '',
  });
  return {
    database,
    close: async () => {
      await database.close();
      const dropper = postgres(setup.adminUrl, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * PGlite instances this worker's tests are done with. Starting one from the migrated snapshot
 * costs 1.5-2 s of CPU (its WebAssembly Postgres starts and unpacks 42 MB); emptying a used one
 * and migrating it again costs 0.3 s and gives the same database: the same schema, no rows but
 * what the migrations write, no session settings, listeners or locks (issue 29: the server suite
 * started about 150 of them). The module lives as long as the worker (`isolate: false`).
 */
const finished: PGlite[] = [];

async function pgliteDatabase(snapshotFile: string, migrated: boolean): Promise<TestDatabase> {
  const reused = finished.pop();
  const pglite = reused
    ? await emptied(reused, migrated)
    : await PGlite.create({
        extensions: PGLITE_EXTENSIONS,
        // Restoring the migrated snapshot is much faster than migrating a new database.
        loadDataDir: migrated ? new Blob([await readFile(snapshotFile)]) : undefined,
      });
  const database = await openDatabase({ pglite: leaseOf(pglite) });
  return {
    database,
    close: async () => {
      // Ends the lease, not the instance; one that closed under its test is not used again.
      await database.close();
      if (!pglite.closed) finished.push(pglite);
    },
  };
}

/** A used PGlite, emptied: the next test finds it as a new (or newly migrated) database. */
async function emptied(pglite: PGlite, migrated: boolean): Promise<PGlite> {
  // A test that failed half-way may have left a transaction open.
  if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
  const { rows } = await pglite.query<{ channel: string }>(
    'SELECT pg_listening_channels() AS channel',
  );
  // Through PGlite, so its own map of listeners forgets them too.
  for (const { channel } of rows) await pglite.unlisten(channel);
  // Session settings, prepared statements, temporary tables, advisory locks.
  await pglite.exec('DISCARD ALL');
  await pglite.exec(
    'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
  );
  if (migrated) await migrate(await openDatabase({ pglite }));
  return pglite;
}

/**
 * The instance as one test sees it: once that test is done, whatever of its app still runs
 * (a timer, a late request) finds the database closed, as it would were the instance closed, and
 * cannot reach the next test's data. Closing it ends the lease, not the instance.
 */
function leaseOf(pglite: PGlite): PGlite {
  let ended = false;
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'closed') return ended || target.closed;
      if (property === 'close')
        return async () => {
          ended = true;
        };
      if (ended && property !== 'then') throw new Error('This test database is closed');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** The driver the current vitest project runs on, for driver-specific tests. */
export function testDriver(): 'pglite' | 'postgres' {
  return inject('testDatabase').driver;
}
