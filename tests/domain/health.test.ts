import { describe, expect, it } from 'vitest';
import { adminHealthSchema, healthSchema } from '@/domain/health';

// Issue 28: what anyone is told about the shop's database, and what only an admin is.
describe('the health answers', () => {
  it('the public one says only ok and the latency', () => {
    expect(healthSchema.parse({ status: 'ok', db: { latencyMs: 3 } })).toEqual({
      status: 'ok',
      db: { latencyMs: 3 },
    });
    expect(
      healthSchema.safeParse({ status: 'ok', db: { latencyMs: 3, driver: 'pglite' } }).success,
    ).toBe(false);
  });

  it('the admin’s one adds the driver and the newest migration (null before any)', () => {
    const answer = { status: 'ok', db: { latencyMs: 3, driver: 'postgres', migration: null } };
    expect(adminHealthSchema.parse(answer)).toEqual(answer);
    expect(
      adminHealthSchema.safeParse({ ...answer, db: { ...answer.db, driver: 'sqlite' } }).success,
    ).toBe(false);
  });
});
