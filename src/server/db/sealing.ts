// Values kept encrypted at rest (salon link keys, TOTP secrets): AES-256-GCM under a named
// sealing secret of `sealing_secrets` (32 random bytes, shared by every instance through the
// database), with the owning row's id as authenticated data, so a sealed value copied onto
// another row fails to open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { sealingSecrets } from './schema';

const SEALED_VERSION = 'v1';

/**
 * The named sealing secret: read, or made by the first instance that needs it. Two instances
 * racing both insert "on conflict do nothing" and then read the one row that won.
 */
export async function loadSealingSecret(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(sealingSecrets)
    .values({ name, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: sealingSecrets.secret })
    .from(sealingSecrets)
    .where(eq(sealingSecrets.name, name));
  if (!row) throw new Error(`no sealing secret "${name}" after inserting one`);
  return Buffer.from(row.secret, 'base64url');
}

/** "v1.<iv>.<ciphertext>.<tag>", base64url parts; `ownerId` is authenticated data. */
export function seal(secret: Buffer, ownerId: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(Buffer.from(ownerId.toLowerCase()));
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [SEALED_VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => part.toString('base64url'))
    .join('.');
}

/** The value, or null when it cannot be opened (another secret or owner, a damaged copy). */
export function unseal(secret: Buffer, ownerId: string, sealed: string): string | null {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== SEALED_VERSION || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(ownerId.toLowerCase()));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
