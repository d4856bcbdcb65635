// One error shape for the whole API: {code, message, issues?} with a fitting status.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { Logger } from '../log';
import type { AppEnv } from './app-env';

export type ApiIssue = { path: (string | number)[]; message: string; code?: string };

export type ApiError = { code: string; message: string; issues?: ApiIssue[] };

/** An expected failure a route or service raises on purpose, e.g. 409 OUT_OF_STOCK. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
  }
}

const INTERNAL: ApiError = { code: 'INTERNAL', message: 'Something went wrong on our side.' };

const codeByStatus: Partial<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function apiErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) {
      return answer(c, error.status, {
        code: error.code,
        message: error.message,
        issues: error.issues,
      });
    }
    if (error instanceof z.core.$ZodError) {
      return answer(c, 400, {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are missing or invalid.',
        issues: error.issues.map(toApiIssue),
      });
    }
    if (isMalformedJson(error)) {
      return answer(c, 400, {
        code: 'INVALID_JSON',
        message: 'The request body is not valid JSON.',
      });
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = codeByStatus[error.status] ?? `HTTP_${error.status}`;
      return answer(c, error.status, { code, message: error.message || code });
    }
    // Unknown: a bug or an outage. The details go to the log, never to the client.
    logger.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      requestId: c.get('requestId'),
      error,
    });
    return answer(c, 500, INTERNAL);
  };
}

/** 404 for anything no route answered. API clients get the method and path to debug with. */
export const notFoundHandler: NotFoundHandler<AppEnv> = (c) => {
  const { method, path } = c.req;
  const api = isApiPath(path);
  return answer(c, 404, {
    code: 'NOT_FOUND',
    message: api ? `No such API endpoint: ${method} ${path}` : `Not found: ${method} ${path}`,
  });
};

/** Paths the JSON API owns: the shop's API and the embedded auth server. */
export function isApiPath(path: string): boolean {
  return /^\/(api|auth)(\/|$)/.test(path);
}

function answer(c: Context<AppEnv>, status: ContentfulStatusCode, body: ApiError): Response {
  // Errors must never be cached by a browser or a proxy.
  return c.json(body, status, { 'Cache-Control': 'no-store' });
}

function toApiIssue(issue: z.core.$ZodIssue): ApiIssue {
  return {
    path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
    message: issue.message,
    code: issue.code,
  };
}

/**
 * Hono's validator reports a body that fails to parse as an HTTPException(400); reading it with
 * c.req.json() directly throws JSON.parse's SyntaxError. Both are the client's fault, never a 5xx.
 */
function isMalformedJson(error: Error): boolean {
  if (error instanceof HTTPException)
    return error.status === 400 && /malformed json/i.test(error.message);
  return error instanceof SyntaxError && /json/i.test(error.message);
}
