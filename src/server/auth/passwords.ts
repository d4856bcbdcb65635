// Password hashing with node:crypto's scrypt: memory-hard, per-user random salt, and a
// constant-time comparison so the time taken reveals nothing about the stored hash.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt minimum (N=2^17, r=8, p=1) needs 128 MiB; N=2^15 keeps sign-in fast on small hosts. */
export const PASSWORD_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
/**
 * The server's test suites make several hundred accounts and sign-ins a run, each hash 0.2 s of
 * CPU at the shop's cost (issue 29). They ask for this lower cost with
 * TRESS_TEST_PASSWORD_COST=low, which counts only inside Vitest (which sets VITEST) and never
 * in production: a server started any other way always hashes at PASSWORD_COST.
 */
const TEST_COST = { N: 2 ** 10, r: 8, p: 1 } as const;

function newHashCost(): { N: number; r: number; p: number } {
  const { VITEST, NODE_ENV, TRESS_TEST_PASSWORD_COST } = process.env;
  return TRESS_TEST_PASSWORD_COST === 'low' && VITEST === 'true' && NODE_ENV !== 'production'
    ? TEST_COST
    : PASSWORD_COST;
}
const KEY_LENGTH = 64;
// scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is exactly that, so raise it.
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash": the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = newHashCost();
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of nothing anyone knows, checked against when the email is unknown, so that a wrong
 * email takes as long as a wrong password and sign-in does not reveal which accounts exist.
 */
let decoy: Promise<string> | undefined;
export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
}

/** A password for a generated account: 24 characters of base64url, about 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
