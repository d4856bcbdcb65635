// Salon link keys (product.md §3): the secret half of `/?salonId=<id>&key=<key>`. Access is
// checked against a SHA-256 hash of the key; a sealed copy (AES-256-GCM, bound to the salon's
// id) lets the admin list show the link again. The sealing secret lives in the database
// (`sealing_secrets`), like the auth signing keys, so every instance shares it.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { isSalonId } from '@/domain/salons';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';
import { loadSealingSecret as loadNamedSealingSecret, seal, unseal } from '../../db/sealing';

const SEALING_SECRET_NAME = 'salon-links';

export type SalonKeyColumns = { accessKeyHash: string; accessKeySealed: string };

/** 32 random bytes (256 bits), base64url: 43 URL- and header-safe characters. */
export function newSalonKey(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSalonKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Constant-time: both sides are SHA-256 digests, so they always have the same length. */
export function salonKeyMatches(given: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(given).digest();
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

/** The salon links' sealing secret (db/sealing.ts), shared by every instance. */
export const loadSealingSecret = (db: Database): Promise<Buffer> =>
  loadNamedSealingSecret(db, SEALING_SECRET_NAME);

/** "v1.<iv>.<ciphertext>.<tag>"; the salon id is authenticated data, so a copy moved to another row fails. */
export const sealSalonKey: (secret: Buffer, salonId: string, key: string) => string = seal;

/** The key, or null when the copy cannot be opened (another secret, a damaged value). */
export const unsealSalonKey: (secret: Buffer, salonId: string, sealed: string) => string | null =
  unseal;

/** A fresh key for a salon and the two columns that store it. */
export function salonKeyColumns(
  secret: Buffer,
  salonId: string,
): { key: string; columns: SalonKeyColumns } {
  const key = newSalonKey();
  return {
    key,
    columns: {
      accessKeyHash: hashSalonKey(key),
      accessKeySealed: sealSalonKey(secret, salonId, key),
    },
  };
}

/** The stored hash of an approved salon's key; undefined for any other id. One indexed lookup. */
export async function approvedSalonKeyHash(
  db: Database,
  salonId: string,
): Promise<string | null | undefined> {
  if (!isSalonId(salonId)) return undefined;
  const [row] = await db
    .select({ hash: salons.accessKeyHash })
    .from(salons)
    .where(and(eq(salons.id, salonId.toLowerCase()), eq(salons.status, 'approved')))
    .limit(1);
  return row?.hash;
}

/**
 * Gives every approved salon without a key one (salons approved before keys existed). Each row
 * is updated only while it still has no key, so instances starting together never overwrite a
 * key another one just gave. Returns the keys given, by salon id.
 */
export async function giveMissingSalonKeys(db: Database): Promise<Map<string, string>> {
  const missing = await db
    .select({ id: salons.id })
    .from(salons)
    .where(and(eq(salons.status, 'approved'), isNull(salons.accessKeyHash)));
  const given = new Map<string, string>();
  if (missing.length === 0) return given;
  const secret = await loadSealingSecret(db);
  for (const { id } of missing) {
    const { key, columns } = salonKeyColumns(secret, id);
    const updated = await db
      .update(salons)
      .set(columns)
      .where(and(eq(salons.id, id), isNull(salons.accessKeyHash)))
      .returning({ id: salons.id });
    if (updated.length > 0) given.set(id, key);
  }
  return given;
}
