// Live drop events (product.md §10, §2 "Scale-out"): every change to a drop item's units is
// announced with PostgreSQL NOTIFY, inside the transaction that made it (so it is sent on commit,
// never for a change that rolled back), and every instance LISTENs once and fans the event out
// to its own Server-Sent-Events listeners. On PGlite the same NOTIFY reaches this process.
import { sql } from 'drizzle-orm';
import type { DropAudience } from '@/domain/drops';
import type { Database, ShopDatabase } from '../../db/client';
import type { Logger } from '../../log';

export const DROP_CHANNEL = 'tress_drops';

export type DropEvent =
  | { type: 'units'; dropId: string; audience: DropAudience; itemId: number; unitsLeft: number }
  | { type: 'drop'; dropId: string; audience: DropAudience };

/** Queues the event on `db` (a transaction sends it when it commits). */
export async function notifyDrop(db: Database, event: DropEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${DROP_CHANNEL}, ${JSON.stringify(event)})`);
}

export type DropListener = (event: DropEvent) => void;

/**
 * One instance's fan-out: a single LISTEN, opened with the first listener, shared by all of them.
 * A listener costs a set entry and a closure; the stream around it is the route's.
 */
export class DropEventHub {
  private readonly listeners = new Set<DropListener>();
  /** What each listener's stream does when the instance shuts down. */
  private readonly closers = new Map<DropListener, () => void>();
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(
    private readonly database: Pick<ShopDatabase, 'listen'>,
    private readonly logger: Logger,
  ) {}

  /** Adds a listener; resolves once events flow (so a snapshot read after it misses nothing). */
  async subscribe(listener: DropListener, onClose?: () => void): Promise<() => void> {
    this.listeners.add(listener);
    if (onClose) this.closers.set(listener, onClose);
    this.listening ??= this.database
      .listen(DROP_CHANNEL, (payload) => this.dispatch(payload))
      .catch((error: unknown) => {
        this.listening = null;
        throw error;
      });
    try {
      await this.listening;
    } catch (error) {
      this.listeners.delete(listener);
      this.closers.delete(listener);
      throw error;
    }
    return () => {
      this.listeners.delete(listener);
      this.closers.delete(listener);
    };
  }

  get size(): number {
    return this.listeners.size;
  }

  /** Shutdown: ends every listener's stream, then stops listening. */
  async close(): Promise<void> {
    for (const close of this.closers.values()) close();
    this.closers.clear();
    this.listeners.clear();
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => async () => {}))();
  }

  private dispatch(payload: string): void {
    let event: DropEvent;
    try {
      event = JSON.parse(payload) as DropEvent;
    } catch {
      this.logger.warn('a drop event that is not JSON was ignored', { payload });
      return;
    }
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error('a drop event listener failed', { error });
      }
    }
  }
}
