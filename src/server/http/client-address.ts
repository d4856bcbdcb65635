// Who is asking: the address rate limits and request logs use.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The peer's socket address, or — only when TRUST_PROXY is on — the first X-Forwarded-For
 * entry. The header is trivially forged by anyone talking to the server directly, so it is
 * honoured only behind a proxy that sets it (and strips whatever the client sent).
 */
export function findClientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? 'unknown';
}

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket behind it.
    return undefined;
  }
}

export function recordClientAddress(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientAddress', findClientAddress(c, trustProxy));
    await next();
  };
}
