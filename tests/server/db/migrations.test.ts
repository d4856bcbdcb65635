import { count } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import {
  appliedMigrations,
  currentMigration,
  migrate,
  migrationsFolder,
} from '@/server/db/migrate';
import { settings } from '@/server/db/schema';
import { createTestDatabase, testDriver, type TestDatabase } from '../../support/test-database';

const opened: TestDatabase[] = [];
async function emptyDatabase() {
  const test = await createTestDatabase({ migrated: false });
  opened.push(test);
  return test.database;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((test) => test.close()));
});

async function journalEntries(): Promise<{ tag: string }[]> {
  const journal = JSON.parse(await readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries;
}

async function newestTag(): Promise<string> {
  const tag = (await journalEntries()).at(-1)?.tag;
  if (!tag) throw new Error('the migration journal is empty');
  return tag;
}

describe('migrations', () => {
  it('bring an empty database to the newest migration', async () => {
    const database = await emptyDatabase();
    expect(await currentMigration(database.db)).toBeNull();

    await migrate(database);

    expect(await currentMigration(database.db)).toBe(await newestTag());
  });

  it('can run again on a migrated database without changing it', async () => {
    const database = await emptyDatabase();
    await migrate(database);
    await database.db.insert(settings).values({ key: 'deliveryHomeCents', value: 695 });

    await migrate(database);

    expect(await currentMigration(database.db)).toBe(await newestTag());
    const [applied] = await database.db.select({ rows: count() }).from(appliedMigrations);
    expect(applied?.rows).toBe((await journalEntries()).length);
    expect(
      await database.db.select({ key: settings.key, value: settings.value }).from(settings),
    ).toEqual([{ key: 'deliveryHomeCents', value: 695 }]);
  });

  it('give the settings table its default update time', async () => {
    const database = await emptyDatabase();
    await migrate(database);

    const [row] = await database.db
      .insert(settings)
      .values({ key: 'locale', value: 'en-NL' })
      .returning();

    expect(row?.updatedAt).toBeInstanceOf(Date);
  });

  // PGlite runs one statement at a time in one process, so a race between two servers can only
  // happen, and be proven safe, on PostgreSQL.
  it.runIf(testDriver() === 'postgres')(
    'are safe when several servers start at once on PostgreSQL',
    async () => {
      const database = await emptyDatabase();
      if (database.driver !== 'postgres') throw new Error('unreachable: postgres only');
      const servers = await Promise.all(
        [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: database.databaseUrl, dataDir: '' })),
      );
      try {
        await Promise.all(servers.map((server) => migrate(server)));
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }

      expect(await currentMigration(database.db)).toBe(await newestTag());
      const [applied] = await database.db.select({ rows: count() }).from(appliedMigrations);
      expect(applied?.rows).toBe((await journalEntries()).length);
    },
  );
});
