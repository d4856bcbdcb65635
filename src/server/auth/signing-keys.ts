// The embedded auth server's ES256 signing keys, kept in the database (auth_signing_keys) so
// every instance sharing it signs and verifies with the same keys. product.md mentions the data
// folder; a folder is per machine, which breaks scale-out, so the database is the right home.
import { createHash, randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Database } from '../db/client';
import { authSigningKeys } from '../db/schema';

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK; secret: Buffer };
export type PublicKey = { kid: string; key: CryptoKey; jwk: JWK };

/**
 * The key new tokens are signed with: the oldest one. Two instances starting on an empty
 * database may both insert a key; ordering by age makes them all settle on the same one, and
 * both stay in the key set so nothing either signed is lost.
 */
export async function loadSigningKey(db: Database): Promise<SigningKey> {
  let row = await oldestKey(db);
  if (!row) {
    await insertNewKey(db);
    row = await oldestKey(db);
  }
  if (!row) throw new Error('no signing key after inserting one');
  const privateJwk = row.privateJwk as JWK;
  return {
    kid: row.kid,
    privateKey: (await importJWK(privateJwk, 'ES256')) as CryptoKey,
    publicJwk: row.publicJwk as JWK,
    // Derived from the private key: a secret every instance shares without another column.
    secret: createHash('sha256')
      .update(`tress-refresh-tokens:${privateJwk.d ?? ''}`)
      .digest(),
  };
}

/** Every public key, for verification and the JWKS endpoint. Never the private parts. */
export async function loadPublicKeys(db: Database): Promise<PublicKey[]> {
  const rows = await db
    .select({ kid: authSigningKeys.kid, publicJwk: authSigningKeys.publicJwk })
    .from(authSigningKeys);
  return Promise.all(
    rows.map(async (row) => {
      const jwk = row.publicJwk as JWK;
      return { kid: row.kid, jwk, key: (await importJWK(jwk, 'ES256')) as CryptoKey };
    }),
  );
}

async function oldestKey(db: Database) {
  const [row] = await db
    .select()
    .from(authSigningKeys)
    .orderBy(asc(authSigningKeys.createdAt), asc(authSigningKeys.kid))
    .limit(1);
  return row;
}

async function insertNewKey(db: Database): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  await db.insert(authSigningKeys).values({ kid, privateJwk, publicJwk }).onConflictDoNothing();
}
