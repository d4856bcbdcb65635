// gzip or deflate for the answers that gain from it, as hono/compress does it (the same types,
// threshold and choice of encoding), without its costs on the answers that do not:
// - Vary goes onto the answer's own headers, where hono/compress's c.header() rebuilds the
//   answer around a stream, which @hono/node-server then has to read chunk by chunk;
// - a JSON answer of unknown length is measured first, and sent as it is when it is small
//   (most API answers and every error), instead of going through a compression stream.
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';
import type { AppEnv } from './app-env';

/** Smaller answers go as they are: compression would gain a few bytes for the time it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

type Encoding = 'gzip' | 'deflate';

// On libuv's thread pool, so compressing never holds up the event loop.
const compressors: Record<Encoding, (bytes: Uint8Array) => Promise<Buffer>> = {
  gzip: promisify(gzip),
  deflate: promisify(deflate),
};

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const JSON_TYPE = /^\s*application\/json(?:[;\s]|$)/i;

/**
 * Whether an answer of this type, Cache-Control and length (null: unknown) is compressed for a
 * browser that takes it.
 */
export function worthCompressing(
  type: string | null | undefined,
  cacheControl: string | null | undefined,
  length: number | null,
): boolean {
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return false;
  if (cacheControl && NO_TRANSFORM.test(cacheControl)) return false;
  return length === null || length >= COMPRESSION_THRESHOLD_BYTES;
}

/** A browser sends the same Accept-Encoding with every request: read each one once. */
const chosenFor = new Map<string, string | null>();
const MAX_REMEMBERED = 100;

/**
 * The encoding for an Accept-Encoding header among `candidates` (in order of preference), as
 * hono/compress chooses it: the first one at full weight, else the heaviest, `*` for those not
 * named, nothing at q=0. Brotli is never taken from `*` alone: a client must name it.
 */
export function chooseEncoding<E extends string = Encoding>(
  acceptEncoding: string | undefined,
  candidates: readonly E[] = ['gzip', 'deflate'] as unknown as readonly E[],
): E | null {
  if (acceptEncoding === undefined) return null;
  const key = `${candidates.join(',')}|${acceptEncoding}`;
  const remembered = chosenFor.get(key);
  if (remembered !== undefined) return remembered as E | null;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: E; q: number } | null = null;
  for (const encoding of candidates) {
    const named = accepts.find((accept) => accept.type.toLowerCase() === encoding);
    const q = named ? named.q : encoding === 'br' ? 0 : (wildcard ?? 0);
    if (q === 1) {
      best = { encoding, q };
      break;
    }
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  if (chosenFor.size >= MAX_REMEMBERED) chosenFor.clear();
  chosenFor.set(key, best?.encoding ?? null);
  return best?.encoding ?? null;
}

/** The headers a compressed answer changes: its encoding, Vary, and a weak ETag. */
export function compressedHeaders(
  vary: string | null,
  etag: string | null,
  encoding: Encoding,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-encoding': encoding,
    vary: withAcceptEncoding(vary),
  };
  // The bytes differ from the uncompressed answer's; the meaning does not.
  if (etag) headers.etag = etag.startsWith('W/') ? etag : `W/${etag}`;
  return headers;
}

/** Vary with Accept-Encoding added, unless it is there already (or everything varies). */
export function withAcceptEncoding(vary: string | null): string {
  if (vary === '*' || (vary && VARY_ACCEPT_ENCODING.test(vary))) return vary;
  return vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/** Answers whose encoding an inner layer already chose as this would (the answer cache's). */
const settled = new WeakSet<Response>();

/**
 * Marks an answer as already encoded (or left plain, with Vary saying so) for this request's
 * Accept-Encoding exactly as compressAnswers() would, so it is passed on without a look.
 */
export function encodingSettled(answer: Response): Response {
  settled.add(answer);
  return answer;
}

export function compressAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (settled.has(answer)) return;
    const { headers } = answer;
    if (
      answer.status === 206 ||
      c.req.method === 'HEAD' ||
      headers.has('Content-Encoding') ||
      headers.has('Transfer-Encoding')
    )
      return;
    const announced = headers.get('Content-Length');
    const type = headers.get('Content-Type');
    const length = announced === null ? null : Number(announced);
    if (!worthCompressing(type, headers.get('Cache-Control'), length)) return;
    headers.set('Vary', withAcceptEncoding(headers.get('Vary')));
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || answer.body === null) return;

    if (announced === null && JSON_TYPE.test(type ?? '')) {
      // JSON of unknown length is an answer built in memory: measure it, and compress it in one
      // go when it is worth it.
      const bytes = new Uint8Array(await answer.arrayBuffer());
      if (bytes.byteLength < COMPRESSION_THRESHOLD_BYTES) {
        replaceAnswer(c, new Response(bytes, { status: answer.status, headers }));
        return;
      }
      const packed = new Uint8Array(await compressors[encoding](bytes));
      setCompressedHeaders(headers, encoding);
      replaceAnswer(c, new Response(packed, { status: answer.status, headers }));
      return;
    }
    // Anything else (files, long texts) is compressed as it streams.
    const stream = answer.body.pipeThrough(new CompressionStream(encoding));
    setCompressedHeaders(headers, encoding);
    headers.delete('Content-Length');
    replaceAnswer(c, new Response(stream, { status: answer.status, headers }));
  };
}

function setCompressedHeaders(headers: Headers, encoding: Encoding): void {
  const changed = compressedHeaders(headers.get('Vary'), headers.get('ETag'), encoding);
  for (const [name, value] of Object.entries(changed)) headers.set(name, value);
}

/** Hono's setter would merge the old answer's headers back in; these already carry them all. */
function replaceAnswer(c: Context<AppEnv>, answer: Response): void {
  c.res = undefined;
  c.res = answer;
}
