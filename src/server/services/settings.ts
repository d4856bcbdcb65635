// The shop's settings: typed values over the key–value `settings` table, with defaults.
import { inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  isSettingKey,
  settingSchemas,
  settingsChangeSchema,
  type SettingKey,
  type Settings,
} from '@/domain/settings';
import type { Database } from '../db/client';
import { settings as settingsTable } from '../db/schema';
import type { Logger } from '../log';
import type { ChangeFeed } from './changes';

/**
 * Every setting, stored values over defaults. A stored value that no longer fits its schema
 * (an older release wrote it, or someone edited the table by hand) must not take the shop down:
 * it falls back to the default and the log says which one.
 */
export async function readSettings(db: Database, logger: Logger): Promise<Settings> {
  const rows = await db.select().from(settingsTable);
  return mergeOverDefaults(rows, logger);
}

/** Only the named settings: one primary-key lookup, for hot paths such as shopper access. */
export async function readSomeSettings<K extends SettingKey>(
  db: Database,
  logger: Logger,
  keys: readonly K[],
): Promise<Pick<Settings, K>> {
  const rows = await db
    .select()
    .from(settingsTable)
    .where(inArray(settingsTable.key, [...keys]));
  return mergeOverDefaults(rows, logger);
}

/**
 * Writes the given settings (validated, all or nothing). Accepts a transaction, so a caller can
 * change settings together with the rows they point at (the seed does).
 */
export async function writeSettings(db: Database, changes: Partial<Settings>): Promise<void> {
  const valid = settingsChangeSchema.parse(changes);
  const rows = Object.entries(valid)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ key, value, updatedAt: new Date() }));
  if (rows.length === 0) return;
  await db
    .insert(settingsTable)
    .values(rows)
    .onConflictDoUpdate({
      target: settingsTable.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}

function mergeOverDefaults(rows: { key: string; value: unknown }[], logger: Logger): Settings {
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const { key, value } of rows) {
    // Rows for settings this release does not know are left alone, not shown.
    if (!isSettingKey(key)) continue;
    const parsed = settingSchemas[key].safeParse(value);
    if (parsed.success) merged[key] = parsed.data;
    else
      logger.warn('a stored setting is invalid; using its default', {
        key,
        issues: parsed.error.issues.map((issue) => issue.message),
      });
  }
  // Every key is either a default or a value its own schema accepted.
  return merged as Settings;
}

/** What the settings' memory needs of the instance's change feed (services/changes.ts). */
export type SettingsNotices = Pick<ChangeFeed, 'isListening' | 'subscribe'>;

/** How long remembered settings are trusted without a notice: what a missed notice can cost. */
export const SETTINGS_MEMORY_MS = 5_000;

/**
 * The settings kept in this instance's memory, for hot paths (a drop's holds) that would
 * otherwise read them on every request. Every instance forgets them when the database announces
 * a settings change (migration 0027's trigger on `settings`), so an admin's change is seen by the
 * next request everywhere; and after `lifetimeMs` in any case, which bounds what a notice missed
 * while the listening connection was reconnecting could keep. Until the feed listens nothing is
 * kept: every read goes to the database.
 */
export class SettingsMemory {
  private kept: { settings: Settings; readAt: number } | undefined;
  /** The read under way, shared by every request that arrives meanwhile. */
  private reading: Promise<Settings> | undefined;
  /** Counts notices, so a read that overlapped one is used once but never kept. */
  private generation = 0;
  private readonly lifetimeMs: number;
  private readonly clock: () => number;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly notices: SettingsNotices | undefined,
    options: { lifetimeMs?: number; clock?: () => number } = {},
  ) {
    this.lifetimeMs = options.lifetimeMs ?? SETTINGS_MEMORY_MS;
    this.clock = options.clock ?? (() => performance.now());
    notices?.subscribe((change) => {
      if (change.kind === 'table' && change.table === 'settings') this.forget();
    });
  }

  async read(): Promise<Settings> {
    if (!this.notices?.isListening) return readSettings(this.db, this.logger);
    const kept = this.kept;
    if (kept && this.clock() - kept.readAt < this.lifetimeMs) return kept.settings;
    if (this.reading) return this.reading;
    const generation = this.generation;
    // Timed from before the read: a change committed while it ran is at most that old.
    const readAt = this.clock();
    const reading = readSettings(this.db, this.logger).then((settings) => {
      if (generation === this.generation) this.kept = { settings, readAt };
      return settings;
    });
    this.reading = reading;
    void reading
      .finally(() => {
        if (this.reading === reading) this.reading = undefined;
      })
      .catch(() => {});
    return reading;
  }

  /** Drops what is kept; the next request reads afresh rather than join a read begun before. */
  forget(): void {
    this.generation += 1;
    this.kept = undefined;
    this.reading = undefined;
  }
}
