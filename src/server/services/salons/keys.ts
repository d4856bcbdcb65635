// Salon link keys (product.md §3): the secret half of `/?salonId=<id>&key=<key>`. Access is
// checked against a SHA-256 hash of the key; a sealed copy (AES-256-GCM, bound to the salon's
// id) lets the admin list show the link again. The sealing secret lives in the database
// (`sealing_secrets`), like the auth signing keys, so every instance shares it.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { isSalonId } from '@/domain/salons';
import type { Database } from '../../db/client';
import { salons, sealingSecrets } from '../../db/schema';

const SEALING_SECRET_NAME = 'salon-links';
const SEALED_VERSION = 'v1';

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

/**
 * The shared sealing secret: read, or made by the first instance that needs it. Two instances
 * racing both insert "on conflict do nothing" and then read the one row that won.
 */
export async function loadSealingSecret(db: Database): Promise<Buffer> {
  await db
    .insert(sealingSecrets)
    .values({ name: SEALING_SECRET_NAME, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: sealingSecrets.secret })
    .from(sealingSecrets)
    .where(eq(sealingSecrets.name, SEALING_SECRET_NAME));
  if (!row) throw new Error('no sealing secret after inserting one');
  return Buffer.from(row.secret, 'base64url');
}

/** "v1.<iv>.<ciphertext>.<tag>"; the salon id is authenticated data, so a copy moved to another row fails. */
export function sealSalonKey(secret: Buffer, salonId: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(Buffer.from(salonId.toLowerCase()));
  const sealed = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return [SEALED_VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The key, or null when the copy cannot be opened (another secret, a damaged value). */
export function unsealSalonKey(secret: Buffer, salonId: string, sealed: string): string | null {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== SEALED_VERSION || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(salonId.toLowerCase()));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

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
