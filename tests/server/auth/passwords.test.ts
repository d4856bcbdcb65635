// Password hashes (auth/passwords.ts): scrypt at the shop's cost, salted, the parameters stored
// with each hash so a hash made at another cost (an older one) still verifies.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '@/server/auth/passwords';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('password hashes', () => {
  it('are scrypt at N=2^15, r=8, p=1, salted, and verify only the right password', async () => {
    // The server projects ask for the tests' lower cost (vitest.config.ts); the shop's own is
    // what a server started any other way uses.
    vi.stubEnv('TRESS_TEST_PASSWORD_COST', undefined);
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await hashPassword('correct horse battery staple')).not.toBe(hash);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('verify with the parameters stored in the hash, whatever the cost it was made at', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('an older password'.normalize('NFKC'), salt, 64, {
      N: 1024,
      r: 8,
      p: 1,
    });
    const older = [
      'scrypt',
      1024,
      8,
      1,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
    expect(await verifyPassword('an older password', older)).toBe(true);
    expect(await verifyPassword('another password', older)).toBe(false);
    expect(await verifyPassword('an older password', 'bcrypt$whatever')).toBe(false);
  });
});

describe("the test suites' lower cost", () => {
  const LOW = /^scrypt\$1024\$8\$1\$/;
  const SHOP = /^scrypt\$32768\$8\$1\$/;

  it('is used inside Vitest when asked for, and the hash still verifies', async () => {
    vi.stubEnv('TRESS_TEST_PASSWORD_COST', 'low');
    const hash = await hashPassword('a test password');
    expect(hash).toMatch(LOW);
    expect(await verifyPassword('a test password', hash)).toBe(true);
    expect(await verifyPassword('a wrong password', hash)).toBe(false);
  });

  it('is never used in production, nor outside Vitest, nor for another value', async () => {
    vi.stubEnv('TRESS_TEST_PASSWORD_COST', 'low');
    vi.stubEnv('NODE_ENV', 'production');
    expect(await hashPassword('a password')).toMatch(SHOP);

    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('VITEST', undefined);
    expect(await hashPassword('a password')).toMatch(SHOP);

    vi.stubEnv('VITEST', 'true');
    vi.stubEnv('TRESS_TEST_PASSWORD_COST', 'lowest');
    expect(await hashPassword('a password')).toMatch(SHOP);
  });
});
