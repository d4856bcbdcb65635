// A fresh, migrated database for one test file, on the driver the vitest project asks for.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type ShopDatabase } from '@/server/db/client';
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
  if (setup.driver === 'pglite') {
    // Restoring the migrated snapshot into an in-memory PGlite is much faster than migrating.
    const snapshot = migrated ? new Blob([await readFile(setup.snapshotFile)]) : undefined;
    const database = await openDatabase({ pglite: await PGlite.create({ loadDataDir: snapshot }) });
    return { database, close: () => database.close() };
  }

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

/** The driver the current vitest project runs on, for driver-specific tests. */
export function testDriver(): 'pglite' | 'postgres' {
  return inject('testDatabase').driver;
}
