// The settings a drop's holds read from memory (issue 33): read from the database until the
// change feed listens, kept while it does, forgotten at a settings notice, and trusted no longer
// than their lifetime when a notice was missed. PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChangeFeed, type ChangeListener } from '@/server/services/changes';
import {
  SETTINGS_MEMORY_MS,
  SettingsMemory,
  readSomeSettings,
  writeSettings,
} from '@/server/services/settings';
import { recordingLogger } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.close());

const logger = recordingLogger().logger;

/** A feed whose notices the test sends itself (or never: a notice lost while reconnecting). */
function quietFeed() {
  const listeners = new Set<ChangeListener>();
  return {
    isListening: true,
    subscribe: (listener: ChangeListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce: () => {
      for (const listener of listeners) listener({ kind: 'table', table: 'settings' });
    },
  };
}

describe('settings kept in memory', () => {
  it('are read from the database for every request until the feed listens', async () => {
    const feed = new ChangeFeed(test.database, logger);
    const memory = new SettingsMemory(test.database.db, logger, feed);
    expect((await memory.read()).dropHoldMinutes).toBe(10);
    await writeSettings(test.database.db, { dropHoldMinutes: 20 });
    expect((await memory.read()).dropHoldMinutes).toBe(20);
    await feed.close();
  });

  it('are kept while the feed listens, and forgotten when the database announces a change', async () => {
    const feed = new ChangeFeed(test.database, logger);
    await feed.start();
    const memory = new SettingsMemory(test.database.db, logger, feed);
    expect((await memory.read()).dropHoldMinutes).toBe(10);
    const heard = new Promise<void>((resolve) => feed.subscribe(() => resolve()));
    await writeSettings(test.database.db, { dropHoldMinutes: 20 });
    await heard;
    expect((await memory.read()).dropHoldMinutes).toBe(20);
    await feed.close();
  });

  it('keep a value whose notice was missed no longer than their lifetime', async () => {
    const clock = { ms: 0 };
    const memory = new SettingsMemory(test.database.db, logger, quietFeed(), {
      clock: () => clock.ms,
    });
    expect((await memory.read()).dropHoldMinutes).toBe(10);
    await writeSettings(test.database.db, { dropHoldMinutes: 30 });
    // No notice came: kept …
    clock.ms = SETTINGS_MEMORY_MS - 1;
    expect((await memory.read()).dropHoldMinutes).toBe(10);
    // … until the lifetime is over.
    clock.ms = SETTINGS_MEMORY_MS;
    expect((await memory.read()).dropHoldMinutes).toBe(30);
  });

  it('never keep a read that a notice overtook', async () => {
    const feed = quietFeed();
    const memory = new SettingsMemory(test.database.db, logger, feed, { clock: () => 0 });
    const first = memory.read();
    await writeSettings(test.database.db, { dropHoldMinutes: 40 });
    feed.announce();
    await first;
    // Whatever that read saw, the next one reads again and sees the change.
    expect((await memory.read()).dropHoldMinutes).toBe(40);
  });

  it('leave the other readers of the settings reading the database', async () => {
    const memory = new SettingsMemory(test.database.db, logger, quietFeed(), { clock: () => 0 });
    await memory.read();
    await writeSettings(test.database.db, { dropHoldMinutes: 50 });
    const { dropHoldMinutes } = await readSomeSettings(test.database.db, logger, [
      'dropHoldMinutes',
    ]);
    expect(dropHoldMinutes).toBe(50);
  });
});
