// A moment's memory for catalog answers. The same product list asked for by many shoppers of
// the same tier within a second is read from the database once per instance. A second of
// staleness is invisible to a shopper (orders re-check stock in their own transaction), and
// an instance that changes the catalog clears its cache at once.
//
// A remembered answer costs a lookup and nothing else: its bytes, headers and ETag are kept
// as they were sent (never serialised or hashed again), its gzip copy is made once for all the
// browsers that ask, and it is handed to the HTTP server as bytes with plain headers, which
// @hono/node-server writes straight to the socket.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import {
  chooseEncoding,
  compressedHeaders,
  encodingSettled,
  withAcceptEncoding,
  worthCompressing,
} from './compression';
import { etagMatches } from './conditional';
import { ACCESS_HEADER } from './shopper-access';

// On libuv's thread pool: compressing a large list never holds up the event loop.
const gzipped = promisify(gzip);

interface Stored {
  body: Uint8Array<ArrayBuffer>;
  /** Lower-case names, as sent, with the length, without this request's id. */
  headers: Record<string, string>;
  /** The same for a 304: no body, so no Content-Type or Content-Length. */
  notModified: Record<string, string>;
  etag: string | null;
  until: number;
  /** Whether compression.ts would compress it for a browser that takes it. */
  compressible: boolean;
  /** Made on the first request that takes gzip. */
  gzip?: Promise<GzipCopy>;
}

interface GzipCopy {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

export interface AnswerCache {
  middleware: MiddlewareHandler<AppEnv>;
  /** Forget everything, e.g. after a product was edited through this instance. */
  clear(): void;
}

/** Enough for every filter combination a busy shop sees in a second; the oldest go first. */
const MAX_ENTRIES = 1000;

/**
 * Headers not kept: the request id is each request's own (request-log.ts adds it outside), and
 * the length is set from the kept bytes.
 */
const NOT_KEPT = new Set(['x-request-id', 'content-length']);

export function answerCache(options: { ttlMs: number; now?: () => number }): AnswerCache {
  const now = options.now ?? Date.now;
  const answers = new Map<string, Stored>();

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (options.ttlMs <= 0 || c.req.method !== 'GET') return next();
    // Everything the answer depends on: the URL, the tier, whether access was sent (which makes
    // the answer private) and the language (product names, issue 30). Never the raw access
    // header: it may hold a secret key.
    const key = `${c.get('access').tier}|${c.req.header(ACCESS_HEADER) === undefined ? 'public' : 'private'}|${c.get('language')}|${c.req.url}`;
    const stored = answers.get(key);
    if (stored && stored.until > now()) return answerFrom(stored, c);
    await next();
    if (c.res.status !== 200) return;
    const kept = await keep(c);
    if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value ?? '');
    answers.delete(key); // re-inserting keeps the Map in age order
    answers.set(key, { ...kept, until: now() + options.ttlMs });
  };

  return { middleware, clear: () => answers.clear() };
}

/**
 * Reads the answer the routes gave once, and puts the same bytes back as the answer (a body
 * can be read only once; bytes also take @hono/node-server's direct path).
 */
async function keep(c: Context<AppEnv>): Promise<Omit<Stored, 'until'>> {
  const answer = c.res;
  const body = new Uint8Array(await answer.arrayBuffer());
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!NOT_KEPT.has(name)) headers[name] = value;
  });
  headers['content-length'] = String(body.byteLength);
  // What compression.ts adds to an answer worth compressing, whether or not it is compressed.
  const compressible = worthCompressing(
    headers['content-type'],
    headers['cache-control'],
    body.byteLength,
  );
  if (compressible) headers.vary = withAcceptEncoding(headers.vary ?? null);
  const notModified = { ...headers };
  delete notModified['content-type'];
  delete notModified['content-length'];
  // Hono's setter would merge the old answer's headers back in; these already carry them all.
  c.res = undefined;
  c.res = new Response(body, { status: 200, headers: { ...headers } });
  return { body, headers, notModified, etag: headers.etag ?? null, compressible };
}

async function answerFrom(stored: Stored, c: Context<AppEnv>): Promise<Response> {
  // Fresh headers objects each time: an outer layer may add this request's own headers to them.
  if (stored.etag && etagMatches(c.req.header('If-None-Match'), stored.etag)) {
    return encodingSettled(new Response(null, { status: 304, headers: { ...stored.notModified } }));
  }
  const plain = () => new Response(stored.body, { status: 200, headers: { ...stored.headers } });
  if (!stored.compressible) return encodingSettled(plain());
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  // Plain, with Vary saying so, to a client that takes neither gzip nor deflate.
  if (encoding === null) return encodingSettled(plain());
  // Deflate (which no browser prefers to gzip) is left to compression.ts.
  if (encoding !== 'gzip') return plain();
  stored.gzip ??= gzipCopy(stored);
  const copy = await stored.gzip;
  return encodingSettled(new Response(copy.body, { status: 200, headers: { ...copy.headers } }));
}

/** What compression.ts would send for this answer to a browser that takes gzip, made once. */
async function gzipCopy(stored: Stored): Promise<GzipCopy> {
  const { headers } = stored;
  const body = new Uint8Array(await gzipped(stored.body));
  return {
    body,
    headers: {
      ...headers,
      ...compressedHeaders(headers.vary ?? null, headers.etag ?? null, 'gzip'),
      'content-length': String(body.byteLength),
    },
  };
}
