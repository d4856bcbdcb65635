// Revalidated caching for catalog answers: browsers and proxies may keep them, but must ask
// every time (no-cache), so an admin's edit shows at once; asking costs a 304 without a body.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { LANGUAGE_HEADER } from '@/domain/languages';
import type { AppEnv } from './app-env';
import { ACCESS_HEADER } from './shopper-access';

/**
 * Gives successful answers an ETag from their body and answers a matching If-None-Match with
 * 304. Answers can differ by the shopper's access (business prices), hence `Vary`; and an
 * answer to a request with access must not sit in a shared cache, hence `private`.
 *
 * `byLanguage`: the answer holds texts in the request's language (product names, issue 30), so
 * it varies by X-Tress-Language too, and its ETag names the language: an answer kept for one
 * language never validates for another, even where the bytes happen to agree.
 *
 * The ETag is weak: compression.ts runs outside and may change the bytes, not the meaning.
 */
export function revalidated(options: { byLanguage?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.append('Vary', ACCESS_HEADER);
    if (options.byLanguage) c.res.headers.append('Vary', LANGUAGE_HEADER);
    if (c.res.status !== 200 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return;

    const body = await c.res.arrayBuffer();
    // The access verdict is part of the answer: a browser revalidates a stored answer even when
    // Vary no longer matches (Chromium does), and a 304 keeps the stored headers — so an answer
    // once given to a refused key must never validate for a good one, or the web app would read
    // the old `X-Tress-Access-Status: invalid` and end a valid session.
    const etag = `W/"${createHash('sha1')
      .update(new Uint8Array(body))
      .update(refusedAccess(c) ? 'access refused' : '')
      .update(options.byLanguage ? `language ${c.var.language}` : '')
      .digest('base64url')}"`;
    const headers = new Headers(c.res.headers);
    headers.set('ETag', etag);
    headers.set(
      'Cache-Control',
      c.req.header(ACCESS_HEADER) === undefined ? 'public, no-cache' : 'private, no-cache',
    );
    if (etagMatches(c.req.header('If-None-Match'), etag)) {
      headers.delete('Content-Type');
      headers.delete('Content-Length');
      replaceAnswer(c, new Response(null, { status: 304, headers }));
      return;
    }
    // Bytes with their length: @hono/node-server writes them straight out, and compression.ts
    // sees at once whether the answer is worth compressing.
    headers.set('Content-Length', String(body.byteLength));
    replaceAnswer(c, new Response(new Uint8Array(body), { status: 200, headers }));
  };
}

/**
 * Whether shopperAccess will mark this answer `X-Tress-Access-Status: invalid` (it writes the
 * header after the routes, so after this middleware): access was sent and proved nothing.
 */
function refusedAccess(c: Context<AppEnv>): boolean {
  return c.req.header(ACCESS_HEADER) !== undefined && c.get('access')?.tier === 'client';
}

/** Hono's setter would merge the old answer's headers back in; ours already carry them all. */
function replaceAnswer(c: Context<AppEnv>, answer: Response): void {
  c.res = undefined;
  c.res = answer;
}

/** Weak comparison (RFC 9110 §13.1.2): the opaque tags match, whatever the W/ prefixes. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
