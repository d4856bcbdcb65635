// Who is asking: the address rate limits and request logs use.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The client's address as `trustedHops` proxies in front of us saw it (Express's numeric
 * `trust proxy`): each proxy appends the address it was reached from to X-Forwarded-For, so
 * the N-th entry from the right was written by our own N-th proxy. Everything left of it was
 * written by the client and is worth nothing — taking the left-most entry would let anyone
 * choose their own rate-limit key. With fewer entries than hops the left-most one is the
 * furthest any proxy saw; with no header (or 0 hops) it is the socket's peer.
 */
export function clientAddressFrom(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  if (trustedHops > 0 && forwardedFor !== undefined) {
    const entries = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const chosen = entries[Math.max(entries.length - trustedHops, 0)];
    if (chosen) return chosen;
  }
  return socketAddress ?? 'unknown';
}

export function findClientAddress(c: Context<AppEnv>, trustedHops: number): string {
  // Without trusted proxies the header is never read: it is worth nothing.
  const forwardedFor = trustedHops > 0 ? c.req.header('X-Forwarded-For') : undefined;
  return clientAddressFrom(forwardedFor, socketAddress(c), trustedHops);
}

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket behind it.
    return undefined;
  }
}

export function recordClientAddress(trustedHops: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientAddress', findClientAddress(c, trustedHops));
    await next();
  };
}
