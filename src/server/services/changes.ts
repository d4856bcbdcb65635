// What changed in the data public pages show (issue 33), as every instance hears it: the database
// announces each change on tress_changes when its transaction commits (migration 0027's
// triggers), and each instance LISTENs once and hands the notice to its subscribers — the page
// store and the answer caches, which forget what the change made old. On PGlite the same
// NOTIFY reaches this process.
import type { ShopDatabase } from '../db/client';
import type { Logger } from '../log';

export const CHANGES_CHANNEL = 'tress_changes';

/** A change: a product's (its row, variants or pictures), or a whole table's. */
export type Change = { kind: 'product'; productId: number } | { kind: 'table'; table: string };

/** Reads a notice's payload (`products:12`, `settings`); undefined for anything else. */
export function parseChange(payload: string): Change | undefined {
  const product = /^products:(\d{1,15})$/.exec(payload);
  if (product) return { kind: 'product', productId: Number(product[1]) };
  if (/^[a-z_]{1,63}$/.test(payload)) return { kind: 'table', table: payload };
  return undefined;
}

export type ChangeListener = (change: Change) => void;

/** One instance's LISTEN on tress_changes, shared by every subscriber. */
export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private stop: Promise<() => Promise<void>> | null = null;
  private listening = false;

  constructor(
    private readonly database: Pick<ShopDatabase, 'listen'>,
    private readonly logger: Logger,
  ) {}

  /**
   * Starts listening (once). Until it listens no change can be heard, so `isListening` tells the
   * stores whether they may keep anything yet.
   */
  start(): Promise<void> {
    this.stop ??= this.database.listen(CHANGES_CHANNEL, (payload) => this.dispatch(payload));
    return this.stop.then(
      () => {
        this.listening = true;
      },
      (error: unknown) => {
        this.stop = null;
        this.logger.error('listening for data changes failed', { error });
        throw error;
      },
    );
  }

  get isListening(): boolean {
    return this.listening;
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listening = false;
    const stop = this.stop;
    this.stop = null;
    this.listeners.clear();
    if (stop) await (await stop.catch(() => async () => {}))();
  }

  /** Hands a change to every subscriber, as a notice from the database would. */
  dispatch(payload: string): void {
    const change = parseChange(payload);
    if (!change) {
      this.logger.warn('an unknown change notice was ignored', { payload });
      return;
    }
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.logger.error('a change listener failed', { error });
      }
    }
  }
}
