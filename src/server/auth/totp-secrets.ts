// TOTP secrets at rest (issue 19): sealed with AES-256-GCM under the shared sealing secret
// 'auth-totp' (a row of `sealing_secrets`, 32 random bytes made by the first instance that needs
// it), the factor's id as authenticated data so a sealed secret copied onto another factor fails
// to open. The same scheme as the salon link keys (services/salons/keys.ts), its own secret.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sealingSecrets } from '../db/schema';

const SEALING_SECRET_NAME = 'auth-totp';
const SEALED_VERSION = 'v1';

/** Read, or made by the first instance: racing inserts do nothing and all read the winner. */
export async function loadTotpSealingSecret(db: Database): Promise<Buffer> {
  await db
    .insert(sealingSecrets)
    .values({ name: SEALING_SECRET_NAME, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: sealingSecrets.secret })
    .from(sealingSecrets)
    .where(eq(sealingSecrets.name, SEALING_SECRET_NAME));
  if (!row) throw new Error('no TOTP sealing secret after inserting one');
  return Buffer.from(row.secret, 'base64url');
}

/** "v1.<iv>.<ciphertext>.<tag>", base64url parts. */
export function sealTotpSecret(key: Buffer, factorId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(factorId.toLowerCase()));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEALED_VERSION, iv.toString('base64url'), sealed.toString('base64url')]
    .concat(cipher.getAuthTag().toString('base64url'))
    .join('.');
}

/** The base32 secret, or null when the value cannot be opened (another key, a moved or damaged copy). */
export function unsealTotpSecret(key: Buffer, factorId: string, sealed: string): string | null {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== SEALED_VERSION || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(factorId.toLowerCase()));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
