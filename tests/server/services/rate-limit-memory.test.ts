// The holds' rate limit counted in memory (issue 33): exact in one instance, shared between
// instances through the rate_limits rows in the background, never moved back to an ended
// window, and counted in the database once too many addresses are in memory. PGlite and, with
// TEST_DATABASE_URL, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateLimits } from '@/server/db/schema';
import { MemoryRateLimit, type RateLimit } from '@/server/services/rate-limits';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.close());

const RULE: RateLimit = { name: 'memory-test', limit: 5, windowSeconds: 60 };
/** A minute's start, so a window never turns unless a test moves the clock. */
const START = new Date(Math.floor(Date.now() / 60_000) * 60_000);

function limiter(clock: { at: Date }, options: { maxBuckets?: number } = {}) {
  // Synced only when a test says so: an hour is longer than any test.
  return new MemoryRateLimit(test.database.db, RULE, {
    now: () => clock.at,
    syncMs: 3_600_000,
    ...options,
  });
}

async function storedCount(key: string) {
  const [row] = await test.database.db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.bucket, `${RULE.name}:${key}`));
  return row;
}

async function counts(limit: MemoryRateLimit, key: string, times: number): Promise<number[]> {
  const seen: number[] = [];
  for (let n = 0; n < times; n += 1) seen.push((await limit.hit(key)).count);
  return seen;
}

describe('a rate limit counted in memory', () => {
  it('counts exactly in one instance, and shares its counts when it syncs', async () => {
    const one = limiter({ at: START });
    expect(await counts(one, '192.0.2.1', 6)).toEqual([1, 2, 3, 4, 5, 6]);
    // Nothing written per request …
    expect(await storedCount('192.0.2.1')).toBeUndefined();
    // … until the sync, which writes them all at once.
    await one.sync();
    expect((await storedCount('192.0.2.1'))?.count).toBe(6);
    expect((await one.hit('192.0.2.1')).count).toBe(7);
    one.close();
  });

  it('lets every instance learn what the others counted at its next sync', async () => {
    const clock = { at: START };
    const [a, b] = [limiter(clock), limiter(clock)];
    await counts(a, '192.0.2.2', RULE.limit);
    await a.sync();
    // B has not synced yet: it knows only its own hit …
    expect((await b.hit('192.0.2.2')).count).toBe(1);
    await b.sync();
    // … and after it, every instance's: over the limit.
    expect((await b.hit('192.0.2.2')).count).toBe(RULE.limit + 2);
    // A learns B's synced hit with the sync of its own next one.
    expect((await a.hit('192.0.2.2')).count).toBe(RULE.limit + 1);
    await a.sync();
    expect((await a.hit('192.0.2.2')).count).toBe(RULE.limit + 3);
    a.close();
    b.close();
  });

  it('starts a new window from nothing, and never moves a row back to an ended one', async () => {
    const clockA = { at: START };
    const clockB = { at: START };
    const [a, b] = [limiter(clockA), limiter(clockB)];
    await counts(a, '192.0.2.3', 3);
    clockB.at = new Date(START.getTime() + 60_000);
    expect(await counts(b, '192.0.2.3', 2)).toEqual([1, 2]);
    await b.sync();
    // A's counts of the minute before arrive late: the row stays on B's window.
    await a.sync();
    const row = await storedCount('192.0.2.3');
    expect(row?.count).toBe(2);
    expect(row?.windowStart.getTime()).toBe(clockB.at.getTime());
    // A's clock moves on too: its count for the new window starts at nothing it knew of.
    clockA.at = clockB.at;
    expect((await a.hit('192.0.2.3')).count).toBe(1);
    await a.sync();
    expect((await a.hit('192.0.2.3')).count).toBe(4);
    a.close();
    b.close();
  });

  it('counts new addresses in the database once its memory is full', async () => {
    const full = limiter({ at: START }, { maxBuckets: 2 });
    await full.hit('192.0.2.4');
    await full.hit('192.0.2.5');
    expect(await counts(full, '192.0.2.6', 2)).toEqual([1, 2]);
    // Written at once, exactly as every instance's countHit would.
    expect((await storedCount('192.0.2.6'))?.count).toBe(2);
    expect(await storedCount('192.0.2.4')).toBeUndefined();
    full.close();
  });

  it('adds up every instance’s counts when they sync the same addresses at once', async () => {
    const clock = { at: START };
    const instances = [limiter(clock), limiter(clock), limiter(clock)];
    const addresses = Array.from({ length: 300 }, (_, n) => `198.51.100.${n}:${n % 7}`);
    for (const instance of instances) {
      for (const address of addresses) await instance.hit(address);
      // Another order in each instance: the sync sorts, so no two wait on each other's rows.
      addresses.reverse();
    }
    await Promise.all(instances.map((instance) => instance.sync()));
    for (const address of [addresses[0]!, addresses[150]!, addresses[299]!]) {
      expect((await storedCount(address))?.count).toBe(instances.length);
    }
    for (const instance of instances) instance.close();
  });
});
