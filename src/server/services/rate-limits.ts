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

/** How often an instance adds its counts to the shared rows and learns the others'. */
export const RATE_LIMIT_SYNC_MS = 500;
/** Addresses counted in memory per limit; past it, new ones are counted in the database. */
const MAX_MEMORY_BUCKETS = 50_000;
/** Rows per statement when the counts are shared (three parameters each; PostgreSQL allows 65,535). */
const SYNC_ROWS_PER_STATEMENT = 1_000;

type MemoryBucket = {
  /** The window these counts are for (ms since the epoch). */
  windowStart: number;
  /** Every instance's hits as the shared row had them at the last sync, this one's included. */
  shared: number;
  /** This instance's hits on their way to the shared row. */
  sending: number;
  /** This instance's hits not sent yet. */
  pending: number;
};

/**
 * A fixed-window limit counted in this instance's memory, for hot paths where a database write
 * per request would serialise a rush (a drop's holds: every request from one address would
 * update the same row, and each hold would wait a round trip for it). Each instance adds its
 * counts to the same `rate_limits` rows as `countHit` in the background (one statement per
 * `syncMs` for every address it saw) and learns from the answer what all instances counted.
 *
 * What it guarantees: in one instance, exactly the limit per window, as `countHit`. Across N
 * instances, an address gets at most the limit plus what it sends to the other instances within
 * one sync (`syncMs` and a round trip) after passing it; sent as one burst inside a single sync,
 * at most N × the limit per window, never more. Past MAX_MEMORY_BUCKETS addresses in a window
 * (someone rotating addresses), new addresses are counted in the database, exactly, as before.
 */
export class MemoryRateLimit {
  private readonly buckets = new Map<string, MemoryBucket>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private syncing: Promise<void> | undefined;
  private sweptWindow: number | undefined;
  private readonly now: () => Date;
  private readonly syncMs: number;
  private readonly maxBuckets: number;
  private readonly onSyncError: (error: unknown) => void;

  constructor(
    private readonly db: Database,
    readonly rule: RateLimit,
    options: {
      now?: () => Date;
      syncMs?: number;
      maxBuckets?: number;
      /** Told when sharing the counts fails (they are kept and sent with the next sync). */
      onSyncError?: (error: unknown) => void;
    } = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.syncMs = options.syncMs ?? RATE_LIMIT_SYNC_MS;
    this.maxBuckets = options.maxBuckets ?? MAX_MEMORY_BUCKETS;
    this.onSyncError = options.onSyncError ?? (() => {});
  }

  /**
   * Counts a request of `key` (an address) and answers the count in the window so far, as far
   * as this instance knows it; over `rule.limit` means refuse. Every attempt counts.
   */
  async hit(key: string): Promise<{ count: number; retryAfterSeconds: number }> {
    const at = this.now();
    const { windowStart, retryAfterSeconds } = windowAt(this.rule, at);
    const bucket = `${this.rule.name}:${key}`;
    let counted = this.buckets.get(bucket);
    if (counted === undefined && this.buckets.size >= this.maxBuckets) {
      // Swept once per window, not per request of an address-rotating flood.
      if (this.sweptWindow !== windowStart.getTime()) {
        this.sweptWindow = windowStart.getTime();
        this.forgetEndedWindows(windowStart.getTime());
      }
      if (this.buckets.size >= this.maxBuckets) return countHit(this.db, bucket, this.rule, at);
    }
    if (counted === undefined || counted.windowStart !== windowStart.getTime()) {
      // A new window starts from nothing, here as in the shared row.
      counted = { windowStart: windowStart.getTime(), shared: 0, sending: 0, pending: 0 };
      this.buckets.set(bucket, counted);
    }
    counted.pending += 1;
    this.scheduleSync();
    return { count: counted.shared + counted.sending + counted.pending, retryAfterSeconds };
  }

  /**
   * Adds this instance's unsent counts to the shared rows and learns every instance's totals:
   * one statement per thousand addresses, in the order of their buckets, so two instances
   * syncing the same addresses never wait on each other's rows in a cycle.
   */
  sync(): Promise<void> {
    // One sync at a time; a call during one waits for it, then sends what came meanwhile.
    this.syncing ??= this.sendCounts().then((sent) => {
      this.syncing = undefined;
      // After a failure the next hit schedules it: a database that is gone is not retried for ever.
      if (sent && this.hasPending()) this.scheduleSync();
    });
    return this.syncing;
  }

  /** Stops the background sync (what was not sent yet is dropped). */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.buckets.clear();
  }

  private async sendCounts(): Promise<boolean> {
    // Counts of a window that has ended limit nothing any more: not sent.
    this.forgetEndedWindows(windowAt(this.rule, this.now()).windowStart.getTime(), {
      unsent: true,
    });
    const batch = [...this.buckets]
      .filter(([, counted]) => counted.pending > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [, counted] of batch) {
      counted.sending = counted.pending;
      counted.pending = 0;
    }
    try {
      for (let start = 0; start < batch.length; start += SYNC_ROWS_PER_STATEMENT) {
        const part = batch.slice(start, start + SYNC_ROWS_PER_STATEMENT);
        const totals = await this.db
          .insert(rateLimits)
          .values(
            part.map(([bucket, counted]) => ({
              bucket,
              windowStart: new Date(counted.windowStart),
              count: counted.sending,
            })),
          )
          .onConflictDoUpdate({
            target: rateLimits.bucket,
            // Counts sent late never move a row back to an earlier window.
            set: {
              count: sql`case
                when ${rateLimits.windowStart} = excluded.window_start
                  then ${rateLimits.count} + excluded.count
                when ${rateLimits.windowStart} < excluded.window_start then excluded.count
                else ${rateLimits.count} end`,
              windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
            },
          })
          .returning({
            bucket: rateLimits.bucket,
            windowStart: rateLimits.windowStart,
            count: rateLimits.count,
          });
        for (const total of totals) {
          const counted = this.buckets.get(total.bucket);
          // A bucket whose window turned meanwhile starts from nothing: the total is old news.
          if (counted?.windowStart !== total.windowStart.getTime()) continue;
          counted.shared = total.count;
          counted.sending = 0;
        }
      }
    } catch (error) {
      // Kept for the next sync, which the next hit schedules (none: nothing is waiting to go).
      for (const [, counted] of batch) {
        counted.pending += counted.sending;
        counted.sending = 0;
      }
      this.onSyncError(error);
      return false;
    }
    return true;
  }

  private scheduleSync(): void {
    if (this.timer || this.syncing) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.sync();
    }, this.syncMs);
    // A pending sync never keeps the process alive.
    this.timer.unref?.();
  }

  private hasPending(): boolean {
    for (const counted of this.buckets.values()) if (counted.pending > 0) return true;
    return false;
  }

  /** Buckets of windows before `windowStart` limit nothing any more (but one being sent). */
  private forgetEndedWindows(windowStart: number, { unsent = false } = {}): void {
    for (const [bucket, counted] of this.buckets) {
      const idle = counted.sending === 0 && (unsent || counted.pending === 0);
      if (counted.windowStart < windowStart && idle) this.buckets.delete(bucket);
    }
  }
}
