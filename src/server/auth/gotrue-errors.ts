// Errors the way supabase-js reads them (auth-js lib/fetch.js): with the response header
// X-Supabase-Api-Version: 2024-01-01, a body {code, message} makes `error.code` the code and
// `error.message` the message. Statuses follow GoTrue's own for the same failure.
import type { ErrorHandler, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { apiErrorHandler, AppError } from '../http/errors';
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

/** Every auth answer carries the API version, and none may be cached: they hold tokens. */
export const gotrueHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set(API_VERSION_HEADER, API_VERSION);
  c.res.headers.set('Cache-Control', 'no-store');
};

export function gotrueErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  const fallback = apiErrorHandler(logger);
  return (error, c) => {
    const known = toGoTrueError(error);
    if (!known) return fallback(error, c);
    return c.json({ code: known.code, message: known.message, ...known.extra }, known.status);
  };
}

function toGoTrueError(error: Error): GoTrueError | undefined {
  if (error instanceof GoTrueError) return error;
  if (error instanceof AppError && error.status === 429)
    return new GoTrueError(429, 'over_request_rate_limit', error.message);
  if (error instanceof z.core.$ZodError)
    return validationFailed(error.issues.map((issue) => issue.message).join('; '));
  if (error instanceof SyntaxError)
    return new GoTrueError(400, 'bad_json', 'Could not parse request body as JSON');
  return undefined;
}
