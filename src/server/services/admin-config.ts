// The shop's settings as admins manage them (product.md §3, §7, §8, §14): all of them, the
// friends-and-family key included (admins share its link), changes, and key rotation.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { friendsFamilyLink, type AdminConfig, type ConfigChange } from '@/domain/settings';
import type { Database } from '../db/client';
import { salons } from '../db/schema';
import { validationFailed } from '../http/errors';
import type { Logger } from '../log';
import { readSettings, writeSettings } from './settings';

export async function readConfig(db: Database, logger: Logger): Promise<AdminConfig> {
  const settings = await readSettings(db, logger);
  return { ...settings, friendsFamilyLink: friendsFamilyLink(settings.friendsFamilyKey) };
}

export async function changeConfig(
  db: Database,
  logger: Logger,
  change: ConfigChange,
): Promise<AdminConfig> {
  const salonId = change.friendsFamilySalonId;
  if (salonId) {
    // Friends-and-family orders are attributed to this salon: it must exist.
    const [salon] = await db.select({ id: salons.id }).from(salons).where(eq(salons.id, salonId));
    if (!salon) {
      throw validationFailed([
        { path: ['friendsFamilySalonId'], message: 'There is no such salon', code: 'custom' },
      ]);
    }
  }
  await writeSettings(db, change);
  logger.info('settings changed by an admin', { keys: Object.keys(change) });
  return readConfig(db, logger);
}

/**
 * A new random key: the old link stops giving business prices at once (access is checked
 * against the stored key on every request). 24 random bytes, URL-safe: unguessable.
 */
export async function rotateFriendsFamilyKey(db: Database, logger: Logger): Promise<AdminConfig> {
  await writeSettings(db, { friendsFamilyKey: randomBytes(24).toString('base64url') });
  logger.info('friends-and-family key rotated by an admin');
  return readConfig(db, logger);
}
