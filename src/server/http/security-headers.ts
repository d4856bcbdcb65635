// Security headers on every answer: API, static files, the SPA shell, 404s and errors alike.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

// No inline scripts anywhere (the SPA is bundled); inline styles stay allowed because Radix and
// React set style attributes. Images may be data:/blob: URLs for previews of uploads.
function contentSecurityPolicy(authOrigin: string | undefined): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // supabase-js talks to a real Supabase project's origin when one is configured.
    authOrigin ? `connect-src 'self' ${authOrigin}` : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy(undefined),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * HTTPS only, for two years, subdomains included (issue 28). Production only: in development a
 * browser would remember it for localhost and refuse every plain-http local server after it.
 * (Browsers ignore it on an answer that came over plain http.)
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export function securityHeaders(
  options: {
    authOrigin?: string | undefined;
    /** Send Strict-Transport-Security: app.ts sets it when NODE_ENV is production. */
    strictTransport?: boolean;
  } = {},
): MiddlewareHandler<AppEnv> {
  const headers = Object.entries({
    ...SECURITY_HEADERS,
    // Only the origin: a URL with a path in connect-src would allow just that path.
    'Content-Security-Policy': contentSecurityPolicy(
      options.authOrigin ? new URL(options.authOrigin).origin : undefined,
    ),
    ...(options.strictTransport ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  });
  return async (c, next) => {
    const node = nodeAnswer(c);
    if (node) {
      // Written with whatever answer the app gives, error and not-found answers included.
      for (const [name, value] of headers) node.setHeader(name, value);
      return next();
    }
    await next();
    // Runs after the error and not-found handlers have produced c.res, so those are covered too.
    const answer = c.res.headers;
    for (const [name, value] of headers) answer.set(name, value);
  };
}

/**
 * Where the outer layers put the headers every answer gets (these, X-Request-Id): on the Node
 * response itself when @hono/node-server serves the request, which writes them together with
 * the answer's own headers (node:http merges writeHead's headers into those set before). So an
 * answer given as bytes and plain headers (the answer cache's) goes out as it is, and is never
 * rebuilt as a fetch Headers object to add them. Undefined under app.request() (tests, the
 * pages' own API reads), which has no Node response: the layers then add them to c.res.
 *
 * No answer sets these headers itself; if one did, its own value would win.
 */
export function nodeAnswer(
  c: Context<AppEnv>,
): { setHeader(name: string, value: string): unknown } | undefined {
  // c.env is undefined under app.request() without bindings, whatever its type says.
  const outgoing = (c.env as AppEnv['Bindings'] | undefined)?.outgoing;
  return outgoing && !outgoing.headersSent ? outgoing : undefined;
}
