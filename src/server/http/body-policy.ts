// What a request body may be: small, and JSON for anything that changes state.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ERROR_CODES } from '@/domain/api-problem';
import type { AppEnv } from './app-env';
import { ACCESS_HEADER } from './shopper-access';
import { isApiPath } from './errors';

/** An endpoint as "METHOD /path", e.g. "POST /api/admin/uploads". */
export type Endpoint = `${string} /${string}`;

/**
 * Rejects bodies over `maxBytes` with 413, whether or not the client announced a
 * Content-Length (hono/body-limit counts chunked bodies as they stream in).
 * `larger` lets named endpoints accept more, e.g. image uploads.
 */
export function limitBodySize(options: {
  maxBytes: number;
  larger?: Partial<Record<Endpoint, number>>;
}): MiddlewareHandler<AppEnv> {
  const limiter = (maxBytes: number) =>
    bodyLimit({
      maxSize: maxBytes,
      onError: (c) =>
        c.json(
          {
            code: ERROR_CODES.enum.PAYLOAD_TOO_LARGE,
            message: `The request body is larger than ${Math.round(maxBytes / 1024)} kB.`,
          },
          413,
        ),
    });
  const standard = limiter(options.maxBytes);
  const exceptions = new Map(
    Object.entries(options.larger ?? {}).map(([endpoint, bytes]) => [
      endpoint,
      limiter(bytes ?? 0),
    ]),
  );
  return (c, next) => {
    // A GET or HEAD that announces no body has none (RFC 9112 §6.3). hono/body-limit would ask
    // the request for its body stream, which makes @hono/node-server build a whole fetch
    // Request for every such request: most of what the shop answers.
    const { method } = c.req;
    if (
      (method === 'GET' || method === 'HEAD') &&
      c.req.header('Content-Length') === undefined &&
      c.req.header('Transfer-Encoding') === undefined
    )
      return next();
    return (exceptions.get(`${method} ${c.req.path}`) ?? standard)(c, next);
  };
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence: a cross-site page can only send form-encoded, multipart or text/plain bodies
 * without a CORS preflight, and our same-origin API answers no preflight. Requiring
 * application/json on every state-changing API call therefore shuts out forged requests.
 * `exempt` names endpoints that legitimately take other bodies (a multipart upload, a
 * provider's webhook); each must then defend itself, e.g. with a bearer token or a signature.
 *
 * A request with a bearer token is no forgery whatever its body: a cross-site page cannot add
 * an Authorization header without a preflight, and browsers never attach a Bearer one on their
 * own (unlike Basic). So the admin's bodiless actions (archive, approve, rotate) need no `{}`.
 * The same holds for a request carrying X-Tress-Access (a shopper's salon proof), and for DELETE
 * itself: no form can send it, and a cross-site fetch of it needs a preflight. So a bodiless
 * DELETE (releasing a drop hold) or a salon's bodiless POST passes too.
 */
export function requireJsonBodies(
  options: { exempt?: readonly Endpoint[] } = {},
): MiddlewareHandler<AppEnv> {
  const exempt = new Set<string>(options.exempt ?? []);
  return async (c, next) => {
    const { method, path } = c.req;
    if (!MUTATING.has(method) || !isApiPath(path) || exempt.has(`${method} ${path}`)) return next();
    if (/^Bearer\s/i.test(c.req.header('Authorization') ?? '')) return next();
    if (method === 'DELETE' || c.req.header(ACCESS_HEADER) !== undefined) return next();

    const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType === 'application/json') return next();
    return c.json(
      {
        code: ERROR_CODES.enum.UNSUPPORTED_MEDIA_TYPE,
        message: 'Send the request body as JSON with Content-Type: application/json.',
      },
      415,
    );
  };
}
