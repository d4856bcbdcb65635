// Access tokens as GoTrue mints them: ES256 JWTs carrying the session they belong to.
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_SECONDS, AUDIENCE } from './constants';
import type { AuthMethodReference } from '../db/schema';
import type { SigningKey } from './signing-keys';

/** A session's assurance (issue 19): aal2 once a second factor was verified in it. */
export type Assurance = { aal: 'aal1' | 'aal2'; amr: AuthMethodReference[] };

export type TokenSubject = {
  id: string;
  email: string;
  role: 'admin' | 'staff';
  /** What the user wrote with updateUser({ data }); GoTrue copies it into every token. */
  userMetadata?: Record<string, unknown>;
};

export type AccessTokenClaims = {
  sub: string;
  email: string;
  session_id: string;
  role: typeof AUDIENCE;
  app_metadata: { provider: 'email'; providers: ['email']; role?: 'admin' };
};

/** GoTrue's app_metadata; `role: 'admin'` is what the admin guard reads from Supabase tokens. */
export function appMetadata(user: Pick<TokenSubject, 'role'>): AccessTokenClaims['app_metadata'] {
  return {
    provider: 'email',
    providers: ['email'],
    ...(user.role === 'admin' ? { role: 'admin' as const } : {}),
  };
}

/** `issuer`: issuerFor(SITE_URL) (constants.ts), what the verifier expects. */
export async function signAccessToken(
  key: SigningKey,
  issuer: string,
  user: TokenSubject,
  sessionId: string,
  now: Date,
  assurance?: Assurance,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  // Sessions from before issue 19 (and test tokens) stored no methods: a password sign-in.
  const amr = assurance?.amr.length ? assurance.amr : [{ method: 'password', timestamp: issuedAt }];
  const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({
    email: user.email,
    phone: '',
    role: AUDIENCE,
    session_id: sessionId,
    aal: assurance?.aal ?? 'aal1',
    amr,
    is_anonymous: false,
    app_metadata: appMetadata(user),
    user_metadata: user.userMetadata ?? {},
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
  return { token, expiresAt };
}
