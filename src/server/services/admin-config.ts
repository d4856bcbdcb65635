// The shop's settings as admins manage them (product.md §3, §7, §8, §14): all of them, the
// friends-and-family key included (admins share its link), changes, and key rotation.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { friendsFamilyLink, type AdminConfig, type ConfigChange } from '@/domain/settings';
import type { Database } from '../db/client';
import { salons } from '../db/schema';
import { validationFailed } from '../http/errors';
import type { Logger } from '../log';
import { changedFields, recordAudit } from './audit';
import { readSettings, readSomeSettings, writeSettings } from './settings';

export async function readConfig(db: Database, logger: Logger): Promise<AdminConfig> {
  const settings = await readSettings(db, logger);
  return { ...settings, friendsFamilyLink: friendsFamilyLink(settings.friendsFamilyKey) };
}

export async function changeConfig(
  db: Database,
  logger: Logger,
  change: ConfigChange,
): Promise<AdminConfig> {
  await db.transaction(async (tx) => {
    const salonId = change.friendsFamilySalonId;
    if (salonId) {
      // Friends-and-family orders are attributed to this salon: it must exist.
      const [salon] = await tx.select({ id: salons.id }).from(salons).where(eq(salons.id, salonId));
      if (!salon) {
        throw validationFailed([
          { path: ['friendsFamilySalonId'], message: 'There is no such salon', code: 'custom' },
        ]);
      }
    }
    const before = await readSettings(tx, logger);
    await writeSettings(tx, change);
    const keys = Object.keys(change);
    await recordAudit(tx, {
      action: 'settings.update',
      target: SETTINGS_TARGET,
      changes: changedFields(flattened(before, keys), flattened(change, keys)),
    });
  });
  logger.info('settings changed by an admin', { keys: Object.keys(change) });
  return readConfig(db, logger);
}

/**
 * A new random key: the old link stops giving business prices at once (access is checked
 * against the stored key on every request). 24 random bytes, URL-safe: unguessable.
 */
export async function rotateFriendsFamilyKey(db: Database, logger: Logger): Promise<AdminConfig> {
  await db.transaction(async (tx) => {
    const { friendsFamilyKey } = await readSomeSettings(tx, logger, ['friendsFamilyKey']);
    const key = randomBytes(24).toString('base64url');
    await writeSettings(tx, { friendsFamilyKey: key });
    await recordAudit(tx, {
      action: 'settings.friends-family-key-rotate',
      target: SETTINGS_TARGET,
      changes: changedFields(
        { friendsFamilyKey },
        { friendsFamilyKey: key },
        { secret: ['friendsFamilyKey'] },
      ),
    });
  });
  logger.info('friends-and-family key rotated by an admin');
  return readConfig(db, logger);
}

const SETTINGS_TARGET = { type: 'settings', id: 'shop', label: 'Shop settings' } as const;

/**
 * The named settings with each object setting (the company, delivery fees, box sizes) spread
 * into its fields ('company.iban'), so the log says which field changed, not a whole object.
 */
function flattened(values: Record<string, unknown>, keys: readonly string[]) {
  const flat: Record<string, unknown> = {};
  for (const key of keys) {
    const value = values[key];
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [field, inner] of Object.entries(value)) flat[`${key}.${field}`] = inner;
    } else flat[key] = value;
  }
  return flat;
}
