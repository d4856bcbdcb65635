// What the embedded auth server's routes share: the database, the signing key (loaded once per
// instance, from the database), the verifier and the clocks.
import type { Database } from '../db/client';
import type { Logger } from '../log';
import { issuerFor } from './constants';
import { badJwt, noAuthorization, sessionNotFound } from './gotrue-errors';
import { loadSigningKey, type SigningKey } from './signing-keys';
import type { TokenVerifier, VerifiedUser } from './verify';
import { bearerToken } from '../http/admin-guard';

export type EmbeddedAuth = {
  db: Database;
  logger: Logger;
  verifier: TokenVerifier;
  /** Session, refresh and recovery times; tests move it to cross the reuse interval. */
  now: () => Date;
  signingKey(): Promise<SigningKey>;
  /** The shop's configured origin (SITE_URL): recovery links and redirects point there only. */
  siteOrigin: string;
  /** The tokens' `iss`: `<SITE_URL>/auth/v1`, as a hosted project's. */
  issuer: string;
  signInsPerMinute: number;
};

export function embeddedAuth(deps: Omit<EmbeddedAuth, 'signingKey' | 'issuer'>): EmbeddedAuth {
  let key: Promise<SigningKey> | undefined;
  return {
    ...deps,
    issuer: issuerFor(deps.siteOrigin),
    signingKey: () =>
      (key ??= loadSigningKey(deps.db).catch((error: unknown) => {
        key = undefined; // a database hiccup must not poison later attempts
        throw error;
      })),
  };
}

/** The signed-in caller of /user and /logout, as GoTrue answers for a missing or bad token. */
export async function requireSession(
  auth: EmbeddedAuth,
  authorization: string | undefined,
): Promise<VerifiedUser & { sessionId: string }> {
  const token = bearerToken(authorization);
  if (!token) throw noAuthorization();
  const verification = await auth.verifier.verify(token);
  if (!verification.ok) throw verification.reason === 'ended' ? sessionNotFound() : badJwt();
  const { user } = verification;
  if (!user.sessionId) throw badJwt();
  return { ...user, sessionId: user.sessionId };
}
