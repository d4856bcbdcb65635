// Password hashes (auth/passwords.ts): scrypt at the shop's cost, salted, the parameters stored
// with each hash so a hash made at another cost (an older one) still verifies.
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@/server/auth/passwords';

describe('password hashes', () => {
  it('are scrypt at N=2^15, r=8, p=1, salted, and verify only the right password', async () => {
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
