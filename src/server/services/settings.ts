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
