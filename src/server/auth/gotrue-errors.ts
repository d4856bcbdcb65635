// Errors the way GoTrue writes them and supabase-js reads them (auth-js lib/fetch.ts): a client
// that sends X-Supabase-Api-Version: 2024-01-01 (supabase-js does) gets {code, message}; any
// other gets GoTrue's first form, {code: <status>, error_code, msg}. Both carry the code in the
// x-sb-error-code header too. Statuses follow GoTrue's own for the same failure.
import type { ErrorHandler, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { apiErrorHandler } from '../http/errors';
import type { Logger } from '../log';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export class GoTrueError extends Error {
  override name = 'GoTrueError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Headers the answer carries, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const invalidCredentials = () =>
  new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
export const noAuthorization = () =>
  new GoTrueError(401, 'no_authorization', 'This endpoint requires a Bearer token');
export const badJwt = () =>
  new GoTrueError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
export const sessionNotFound = () =>
  new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const refreshTokenNotFound = () =>
  new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
export const refreshTokenAlreadyUsed = () =>
  new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
export const otpExpired = () =>
  new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid');
export const validationFailed = (message: string) =>
  new GoTrueError(400, 'validation_failed', message);

/** No auth answer may be cached: they hold tokens. */
export const gotrueHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

/** Whether the request asked for the 2024-01-01 error form (a date at least that one). */
export function wantsDatedErrors(requested: string | undefined): boolean {
  const date = requested?.trim() ?? '';
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
    date >= API_VERSION
  );
}

export function gotrueErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  const fallback = apiErrorHandler(logger);
  return async (error, c) => {
    let known = toGoTrueError(error);
    if (!known) {
      // The shop's own handler judges (and logs) the rest; its answer is told in GoTrue's words.
      const answer = await fallback(error, c);
      const problem = (await answer.json().catch(() => ({}))) as { message?: unknown };
      known = new GoTrueError(
        answer.status as ContentfulStatusCode,
        codeForStatus(answer.status),
        typeof problem.message === 'string' ? problem.message : 'Unexpected failure',
      );
    }
    for (const [name, value] of Object.entries(known.headers)) c.header(name, value);
    c.header('x-sb-error-code', known.code);
    if (!wantsDatedErrors(c.req.header(API_VERSION_HEADER)))
      return c.json(
        { code: known.status, error_code: known.code, msg: known.message, ...known.extra },
        known.status,
      );
    // The version is echoed on the error, as GoTrue does: auth-js reads `code` only then.
    c.header(API_VERSION_HEADER, API_VERSION);
    return c.json({ code: known.code, message: known.message, ...known.extra }, known.status);
  };
}

function toGoTrueError(error: Error): GoTrueError | undefined {
  if (error instanceof GoTrueError) return error;
  if (error instanceof z.core.$ZodError)
    return validationFailed(error.issues.map((issue) => issue.message).join('; '));
  if (error instanceof SyntaxError)
    return new GoTrueError(400, 'bad_json', 'Could not parse request body as JSON');
  return undefined;
}

/** GoTrue's code for an answer the shop's handler made: its generic ones by status. */
function codeForStatus(status: number): string {
  if (status >= 500) return 'unexpected_failure';
  if (status === 429) return 'over_request_rate_limit';
  if (status === 400 || status === 413 || status === 415 || status === 422)
    return 'validation_failed';
  return 'unknown';
}
