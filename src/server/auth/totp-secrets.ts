// TOTP secrets at rest (issue 19): sealed (db/sealing.ts, AES-256-GCM) under the sealing secret
// 'auth-totp', the factor's id as authenticated data so a sealed secret copied onto another
// factor fails to open. The same scheme as the salon link keys, its own secret.
import type { Database } from '../db/client';
import { loadSealingSecret, seal, unseal } from '../db/sealing';

export const loadTotpSealingSecret = (db: Database): Promise<Buffer> =>
  loadSealingSecret(db, 'auth-totp');

/** "v1.<iv>.<ciphertext>.<tag>", base64url parts. */
export const sealTotpSecret: (key: Buffer, factorId: string, secret: string) => string = seal;

/** The base32 secret, or null when the value cannot be opened (another key, a moved or damaged copy). */
export const unsealTotpSecret: (key: Buffer, factorId: string, sealed: string) => string | null =
  unseal;
