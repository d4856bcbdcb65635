// The shop's own address as the visitor reached it, for links the server writes (Stripe's
// return links, the salon link in an approval mail).
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** The request's origin; behind a trusted proxy, the protocol and host the proxy forwarded. */
export function shopOrigin(c: Context<AppEnv>, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (trustProxy) {
    const proto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim();
    const host = c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim();
    if (proto === 'https' || proto === 'http') url.protocol = `${proto}:`;
    if (host) url.host = host;
  }
  return url.origin;
}
