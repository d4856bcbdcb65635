// Fixed-window request counters in the database (the `rate_limits` table), shared by every
// instance: what the abuse limits of product.md §16 count with.
import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export type RateLimit = {
  /** Names the limited thing in the bucket, e.g. "orders" → bucket "orders:203.0.113.7". */
  name: string;
  /** Requests allowed per window and address. */
  limit: number;
  windowSeconds: number;
};

/** Windows older than this are long over; their rows only take space. */
const KEEP_ROWS_MS = 60 * 60 * 1000;

/**
 * One statement: start the bucket's window or count into it. The window is fixed by the clock
 * (e.g. each whole minute), so instances with the same clock share it without coordinating.
 */
export async function countHit(
  db: Database,
  bucket: string,
  rule: Pick<RateLimit, 'windowSeconds'>,
  at: Date,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const { windowStart, retryAfterSeconds } = windowAt(rule, at);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start
          then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  return { count: row?.count ?? 1, retryAfterSeconds };
}

/**
 * The bucket's count in the current window, without counting: 0 when it has none or its window
 * is over. For limits that count only some requests (failed shopper-access checks), yet must
 * refuse every request once the address is over.
 */
export async function readHits(
  db: Database,
  bucket: string,
  rule: Pick<RateLimit, 'windowSeconds'>,
  at: Date,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const { windowStart, retryAfterSeconds } = windowAt(rule, at);
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.bucket, bucket));
  const current = row !== undefined && row.windowStart.getTime() === windowStart.getTime();
  return { count: current ? row.count : 0, retryAfterSeconds };
}

/** The fixed window `at` falls in, and the whole seconds until it ends (at least 1). */
function windowAt(
  rule: Pick<RateLimit, 'windowSeconds'>,
  at: Date,
): { windowStart: Date; retryAfterSeconds: number } {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(at.getTime() / windowMs) * windowMs);
  const retryAfterMs = windowStart.getTime() + windowMs - at.getTime();
  return { windowStart, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/** Deletes buckets whose window ended long ago; main.ts runs it periodically. */
export async function forgetOldRateLimits(db: Database, now: Date = new Date()): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lte(rateLimits.windowStart, new Date(now.getTime() - KEEP_ROWS_MS)));
}
