// One JSON line per request, written once the answer is known, and the request id it carries.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log';
import type { AppEnv } from './app-env';
import { nodeAnswer } from './security-headers';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What hono/request-id accepts from a client: up to 255 letters, digits, `_`, `-` and `=`. */
const VALID_REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * Sets c.var.requestId from a valid X-Request-Id, or a new UUID, and echoes it on the answer
 * (as hono/request-id does). Never prepared for c.json() (as hono/request-id does it) but put
 * where security-headers.ts puts its headers, so an answer a layer kept from another request
 * (the answer cache) carries this request's id, not the first one's.
 */
export function requestIds(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header(REQUEST_ID_HEADER);
    const id = given !== undefined && VALID_REQUEST_ID.test(given) ? given : crypto.randomUUID();
    c.set('requestId', id);
    const node = nodeAnswer(c);
    if (node) {
      node.setHeader(REQUEST_ID_HEADER, id);
      return next();
    }
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, id);
  };
}

export function logRequests(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const { status } = c.res;
    logger[status >= 500 ? 'error' : 'info']('request', {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip: c.get('clientAddress'),
      requestId: c.get('requestId'),
    });
  };
}
