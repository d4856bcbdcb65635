// Accounts and access tokens for server tests, minted straight into the test's database with
// the embedded auth server's own key (auth_signing_keys), so no sign-in round trip is needed.
//
// ADMIN ENDPOINT MATRIX: every admin endpoint must be called with each entry of
// `tokenMatrix(db)` and answer its `status` (and `code`) with no data in the body:
//   no token, junk, alg none, other key same kid, tampered, expired → 401 UNAUTHORIZED
//   non-admin (a signed-in staff user)                                → 403 FORBIDDEN
//   admin                                                              → the endpoint's success
// Use the app's default env (no SUPABASE_URL) so the embedded verifier is the one checked.
import { generateKeyPair, SignJWT } from 'jose';
import { signAccessToken, type Assurance, type TokenSubject } from '@/server/auth/access-tokens';
import { AUDIENCE, issuerFor } from '@/server/auth/constants';
import { hashPassword } from '@/server/auth/passwords';
import { startSession } from '@/server/auth/sessions';
import { loadSigningKey } from '@/server/auth/signing-keys';
import { findUserByEmail } from '@/server/auth/users';
import type { Database } from '@/server/db/client';
import { eq } from 'drizzle-orm';
import { authSessions, authUsers } from '@/server/db/schema';
import { testEnv } from './server-app';

export const ADMIN_ENDPOINTS_MATRIX_NOTE = `Call every admin endpoint with each tokenMatrix(db) entry:
no token, junk, alg none, other key same kid, tampered and expired answer 401 UNAUTHORIZED;
a signed-in non-admin answers 403 FORBIDDEN; only the admin token reaches the endpoint.`;

export const ADMIN_EMAIL = 'admin@example.test';
export const STAFF_EMAIL = 'staff@example.test';
export const TEST_PASSWORD = 'correct horse battery staple';

export type TestAccount = { id: string; email: string; password: string };

/** Creates (or finds) an account; the password is only set when the account is new. */
export async function createUser(
  db: Database,
  options: { email?: string; password?: string; role?: 'admin' | 'staff' } = {},
): Promise<TestAccount> {
  const email = (options.email ?? ADMIN_EMAIL).toLowerCase();
  const password = options.password ?? TEST_PASSWORD;
  const existing = await findUserByEmail(db, email);
  if (existing) return { id: existing.id, email, password };
  const [row] = await db
    .insert(authUsers)
    .values({ email, passwordHash: await hashPassword(password), role: options.role ?? 'admin' })
    .returning({ id: authUsers.id });
  if (!row) throw new Error('no user row');
  return { id: row.id, email, password };
}

export function createAdminUser(db: Database, options: { email?: string; password?: string } = {}) {
  return createUser(db, { ...options, role: 'admin' });
}

export function createStaffUser(db: Database, options: { email?: string; password?: string } = {}) {
  return createUser(db, { email: STAFF_EMAIL, ...options, role: 'staff' });
}

/** The `iss` of the test app's tokens: testEnv()'s SITE_URL, as the server names it. */
export const TEST_ISSUER = issuerFor(testEnv().SITE_URL);

/**
 * A new session of `subject` and its access token, minted with the shop's key: at `assurance`
 * (the session row says the same, as the server's verifier reads it), signed at `now`, for an
 * app whose SITE_URL gives `issuer`.
 */
export async function mintToken(
  db: Database,
  subject: TokenSubject,
  options: { now?: Date; assurance?: Assurance; issuer?: string } = {},
): Promise<{ token: string; sessionId: string }> {
  const now = options.now ?? new Date();
  const key = await loadSigningKey(db);
  const { sessionId } = await startSession(db, key, subject.id, now);
  if (options.assurance)
    await db.update(authSessions).set(options.assurance).where(eq(authSessions.id, sessionId));
  const { token } = await signAccessToken(
    key,
    options.issuer ?? TEST_ISSUER,
    subject,
    sessionId,
    now,
    options.assurance,
  );
  return { token, sessionId };
}

async function tokenFor(
  db: Database,
  account: TestAccount,
  role: 'admin' | 'staff',
  issuer?: string,
) {
  return (await mintToken(db, { ...account, role }, issuer ? { issuer } : {})).token;
}

/**
 * A valid access token of an admin (created if missing), in a fresh session; `issuer` for an
 * app whose SITE_URL is not the test default.
 */
export async function adminToken(
  db: Database,
  options: { email?: string; issuer?: string } = {},
): Promise<string> {
  const { issuer, ...account } = options;
  return tokenFor(db, await createAdminUser(db, account), 'admin', issuer);
}

/** A valid access token of a signed-in user who is not an admin. */
export async function nonAdminToken(
  db: Database,
  options: { email?: string; issuer?: string } = {},
) {
  const { issuer, ...account } = options;
  return tokenFor(db, await createStaffUser(db, account), 'staff', issuer);
}

export function junkToken(): string {
  return 'not-a-jwt';
}

function encode(part: object): string {
  return Buffer.from(JSON.stringify(part)).toString('base64url');
}

function adminClaims(sub: string, sessionId: string) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: TEST_ISSUER,
    aud: AUDIENCE,
    sub,
    role: AUDIENCE,
    email: ADMIN_EMAIL,
    session_id: sessionId,
    app_metadata: { provider: 'email', providers: ['email'], role: 'admin' },
    iat: now,
    exp: now + 3600,
  };
}

/** An admin's claims with no signature at all (`alg: none`). */
export async function algNoneToken(db: Database): Promise<string> {
  const account = await createAdminUser(db);
  const key = await loadSigningKey(db);
  const { sessionId } = await startSession(db, key, account.id, new Date());
  return `${encode({ alg: 'none', typ: 'JWT', kid: key.kid })}.${encode(adminClaims(account.id, sessionId))}.`;
}

/** An admin's claims signed by a key of the attacker's, naming the shop's real kid. */
export async function otherKeySameKidToken(db: Database): Promise<string> {
  const account = await createAdminUser(db);
  const key = await loadSigningKey(db);
  const { sessionId } = await startSession(db, key, account.id, new Date());
  const other = await generateKeyPair('ES256');
  return new SignJWT(adminClaims(account.id, sessionId))
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .sign(other.privateKey);
}

/** A real non-admin token whose payload was edited to claim the admin role and email. */
export async function tamperedToken(db: Database): Promise<string> {
  const token = await nonAdminToken(db);
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const edited = {
    ...claims,
    email: ADMIN_EMAIL,
    app_metadata: { provider: 'email', role: 'admin' },
  };
  return `${header}.${encode(edited)}.${signature}`;
}

/** An admin token signed with the real key that expired an hour ago. */
export async function expiredToken(db: Database): Promise<string> {
  const account = await createAdminUser(db);
  const { token } = await mintToken(
    db,
    { ...account, role: 'admin' },
    { now: new Date(Date.now() - 2 * 3600 * 1000) },
  );
  return token;
}

export type MatrixEntry = {
  name: string;
  /** The Authorization header to send; undefined sends none. */
  authorization: string | undefined;
  status: 200 | 401 | 403;
  code?: 'UNAUTHORIZED' | 'FORBIDDEN';
};

/** Every case the admin guard must tell apart, with the answer each must get. */
export async function tokenMatrix(db: Database): Promise<MatrixEntry[]> {
  const bearer = (token: string) => `Bearer ${token}`;
  return [
    { name: 'no token', authorization: undefined, status: 401, code: 'UNAUTHORIZED' },
    { name: 'junk', authorization: bearer(junkToken()), status: 401, code: 'UNAUTHORIZED' },
    {
      name: 'alg none',
      authorization: bearer(await algNoneToken(db)),
      status: 401,
      code: 'UNAUTHORIZED',
    },
    {
      name: 'other key, same kid',
      authorization: bearer(await otherKeySameKidToken(db)),
      status: 401,
      code: 'UNAUTHORIZED',
    },
    {
      name: 'tampered',
      authorization: bearer(await tamperedToken(db)),
      status: 401,
      code: 'UNAUTHORIZED',
    },
    {
      name: 'expired',
      authorization: bearer(await expiredToken(db)),
      status: 401,
      code: 'UNAUTHORIZED',
    },
    {
      name: 'non-admin',
      authorization: bearer(await nonAdminToken(db)),
      status: 403,
      code: 'FORBIDDEN',
    },
    { name: 'admin', authorization: bearer(await adminToken(db)), status: 200 },
  ];
}
