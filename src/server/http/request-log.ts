// One JSON line per request, written once the answer is known.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log';
import type { AppEnv } from './app-env';

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
