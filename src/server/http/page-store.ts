// The page store (issue 33): a first visit's page is the same for every anonymous visitor of one
// language, so each instance keeps the page it rendered — markup, island and head, compressed
// once — per address and answers the next visitors from it, with an ETag for a 304.
//
// Never stale beyond what a shopper would notice: every change a public page shows is announced
// by the database on every instance (services/changes.ts, migration 0027). A product's change
// drops the pages that showed it (its own page, and every page that read a list of products); any
// other change (settings, offers, drops, salons, lockers) drops every page. A page rendered while
// a change arrived is not kept (it may show the old data), nor is anything kept before the
// instance listens. A short lifetime bounds what a missed notice could keep.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Change } from '../services/changes';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Which products a page shows: some by id, or any (it read a list). */
export type PageProducts = ReadonlySet<number> | 'any';

/** Bytes an answer can carry (a Buffer may share a pool's memory; these own theirs). */
export type Bytes = Uint8Array<ArrayBuffer>;

export interface StoredPage {
  /** The page's HTML, uncompressed. */
  body: Bytes;
  /** The same bytes compressed once, for browsers that take them. */
  br: Bytes;
  gzip: Bytes;
  /** Weak: the bytes differ by encoding, the page does not. */
  etag: string;
  products: PageProducts;
  /** Epoch ms when its render began (its island's clock): its age goes to the browser. */
  renderedAt: number;
  /** Epoch ms after which it is rendered anew. */
  until: number;
}

export interface RenderedPage {
  html: string;
  products: PageProducts;
  /** False for a page that must not be kept (a part failed or ran late). */
  keep: boolean;
}

export interface PageStoreOptions {
  /** How long a page is kept at most; 0 keeps nothing. */
  ttlMs: number;
  /** Pages kept per instance; the oldest go first. */
  maxEntries?: number;
  /** Whether the instance hears change notices yet (ChangeFeed.isListening). */
  listening: () => boolean;
  now?: () => number;
}

/** Enough for every page of a large catalogue in both languages; a page is some 50 kB. */
const MAX_ENTRIES = 2000;

export class PageStore {
  private readonly pages = new Map<string, StoredPage>();
  /** Renders under way, so a rush on one address renders it once. */
  private readonly pending = new Map<string, Promise<StoredPage>>();
  /** Counts changes heard: a page rendered across one is not kept. */
  private generation = 0;
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly options: PageStoreOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The kept page at `key`, if still fresh. */
  get(key: string): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.until > this.now()) return page;
    this.pages.delete(key);
    return undefined;
  }

  /**
   * The page at `key` from the store, or rendered by `render` — once however many visitors ask
   * at the same moment. `render` gives the HTML, which products it showed and whether it may be
   * kept (not a render that failed or ran late).
   */
  async page(key: string, render: () => Promise<RenderedPage>): Promise<StoredPage> {
    const kept = this.get(key);
    if (kept) return kept;
    const running = this.pending.get(key);
    if (running) return running;
    const made = this.make(key, render).finally(() => this.pending.delete(key));
    this.pending.set(key, made);
    return made;
  }

  /** Forgets what `change` made old. */
  forget(change: Change): void {
    this.generation += 1;
    if (change.kind === 'table') {
      this.pages.clear();
      return;
    }
    for (const [key, page] of this.pages)
      if (page.products === 'any' || page.products.has(change.productId)) this.pages.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }

  private async make(key: string, render: () => Promise<RenderedPage>): Promise<StoredPage> {
    const generation = this.generation;
    const keepable = this.enabled && this.options.listening();
    const started = this.now();
    const rendered = await render();
    const body = Buffer.from(rendered.html);
    // On libuv's thread pool: compressing never holds up the event loop.
    const [br, gzip] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipped(body, { level: 6 }),
    ]);
    const page: StoredPage = {
      body: new Uint8Array(body),
      br: new Uint8Array(br),
      gzip: new Uint8Array(gzip),
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      products: rendered.products,
      renderedAt: started,
      until: this.now() + this.options.ttlMs,
    };
    if (rendered.keep && keepable && generation === this.generation) {
      if (this.pages.size >= this.maxEntries)
        this.pages.delete(this.pages.keys().next().value ?? '');
      this.pages.set(key, page);
    }
    return page;
  }
}

/**
 * The products a page showed, from the API answers it read: a single product's answer names it;
 * the settings name none; anything else (a list, a search, a drop, the box builder) may show any.
 */
export function productsRead(paths: Iterable<string>): PageProducts {
  const ids = new Set<number>();
  for (const path of paths) {
    const pathname = path.split('?', 1)[0] ?? path;
    if (pathname === '/api/settings') continue;
    const product = /^\/api\/products\/(\d{1,15})$/.exec(pathname);
    if (!product) return 'any';
    ids.add(Number(product[1]));
  }
  return ids;
}
