// A moment's memory for catalog answers. The same product list asked for by many shoppers of
// the same tier within a second is read from the database once per instance. A second of
// staleness is invisible to a shopper (orders re-check stock in their own transaction), and
// an instance that changes the catalog clears its cache at once.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { etagMatches } from './conditional';
import { ACCESS_HEADER } from './shopper-access';

interface Stored {
  body: ArrayBuffer;
  headers: [string, string][];
  etag: string | null;
  until: number;
}

export interface AnswerCache {
  middleware: MiddlewareHandler<AppEnv>;
  /** Forget everything, e.g. after a product was edited through this instance. */
  clear(): void;
}

/** Enough for every filter combination a busy shop sees in a second; the oldest go first. */
const MAX_ENTRIES = 1000;

export function answerCache(options: { ttlMs: number; now?: () => number }): AnswerCache {
  const now = options.now ?? Date.now;
  const answers = new Map<string, Stored>();

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (options.ttlMs <= 0 || c.req.method !== 'GET') return next();
    // Everything the answer depends on: the URL, the tier, whether access was sent (which makes
    // the answer private) and the language (product names, issue 30). Never the raw access
    // header: it may hold a secret key.
    const key = `${c.var.access.tier}|${c.req.header(ACCESS_HEADER) === undefined ? 'public' : 'private'}|${c.var.language}|${c.req.url}`;
    const stored = answers.get(key);
    if (stored && stored.until > now()) {
      const headers = new Headers(stored.headers);
      if (stored.etag && etagMatches(c.req.header('If-None-Match'), stored.etag)) {
        headers.delete('Content-Type');
        headers.delete('Content-Length');
        return new Response(null, { status: 304, headers });
      }
      return new Response(stored.body, { status: 200, headers });
    }
    await next();
    if (c.res.status !== 200) return;
    const body = await c.res.clone().arrayBuffer();
    if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value ?? '');
    answers.delete(key); // re-inserting keeps the Map in age order
    answers.set(key, {
      body,
      headers: [...c.res.headers.entries()],
      etag: c.res.headers.get('ETag'),
      until: now() + options.ttlMs,
    });
  };

  return { middleware, clear: () => answers.clear() };
}
