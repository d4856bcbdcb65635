// One error shape for the whole API, the problem of src/domain/api-problem.ts:
// {code, message, issues?, lines?} with a fitting status. Codes come from ERROR_CODES only.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { ERROR_CODES, type ApiIssue, type ApiProblem, type ErrorCode } from '@/domain/api-problem';
import type { Logger } from '../log';
import type { AppEnv } from './app-env';

export type { ApiIssue, ApiProblem };

const CODE = ERROR_CODES.enum;

/** An expected failure a route or service raises on purpose, e.g. 409 ALREADY_PAID. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: ApiIssue[],
    /** More of the problem's optional fields, e.g. SOLD_OUT's `available`. */
    readonly extra?: Pick<ApiProblem, 'available' | 'lines' | 'redirect'>,
  ) {
    super(message);
  }
}

/** 404 NOT_FOUND, saying what there is none of ("There is no such order."). */
export function notFound(message: string): AppError {
  return new AppError(CODE.NOT_FOUND, 404, message);
}

/** 400 VALIDATION_FAILED naming the fields, for what only a service can check (a known salon). */
export function validationFailed(issues: ApiIssue[]): AppError {
  return new AppError(CODE.VALIDATION_FAILED, 400, VALIDATION_MESSAGE, issues);
}

const VALIDATION_MESSAGE = 'Some fields are missing or invalid.';
const INTERNAL: ApiProblem = { code: CODE.INTERNAL, message: 'Something went wrong on our side.' };

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: CODE.BAD_REQUEST,
  401: CODE.UNAUTHORIZED,
  403: CODE.FORBIDDEN,
  404: CODE.NOT_FOUND,
  405: CODE.METHOD_NOT_ALLOWED,
  413: CODE.PAYLOAD_TOO_LARGE,
  415: CODE.UNSUPPORTED_MEDIA_TYPE,
  429: CODE.RATE_LIMITED,
};

export function apiErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) {
      return answer(c, error.status, {
        code: error.code,
        message: error.message,
        issues: error.issues,
        ...error.extra,
      });
    }
    if (error instanceof z.core.$ZodError) {
      return answer(c, 400, {
        code: CODE.VALIDATION_FAILED,
        message: VALIDATION_MESSAGE,
        issues: error.issues.map(toApiIssue),
      });
    }
    if (isMalformedJson(error)) {
      return answer(c, 400, {
        code: CODE.INVALID_JSON,
        message: 'The request body is not valid JSON.',
      });
    }
    const unstorable = unstorableInputCode(error);
    if (unstorable) {
      // A schema let through what the database cannot hold: the client's input, not an outage.
      // Warned about, because the schemas (src/domain/schema-blocks.ts) should have said so.
      logger.warn('database refused a value from the request', {
        method: c.req.method,
        path: c.req.path,
        requestId: c.get('requestId'),
        sqlstate: unstorable,
      });
      return answer(c, 400, {
        code: CODE.BAD_REQUEST,
        message: 'The request holds a value the shop cannot store.',
      });
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Every 4xx Hono raises is in the table; any other is still the client's: BAD_REQUEST.
      const code = codeByStatus[error.status] ?? CODE.BAD_REQUEST;
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
    code: CODE.NOT_FOUND,
    message: api ? `No such API endpoint: ${method} ${path}` : `Not found: ${method} ${path}`,
  });
};

/** Paths the JSON API owns: the shop's API and the embedded auth server. */
export function isApiPath(path: string): boolean {
  return /^\/(api|auth)(\/|$)/.test(path);
}

/** An answer in the problem shape; the only way the API sends an error. */
export function answer(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  body: ApiProblem,
): Response {
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

/**
 * SQLSTATEs of values the database cannot hold: 22021 character_not_in_repertoire (NUL, invalid
 * UTF-8), 22P05 untranslatable_character (\u0000 in jsonb), 22P02 invalid_text_representation
 * (a lone surrogate in jsonb, a malformed uuid or integer), 22003 numeric_value_out_of_range.
 */
const UNSTORABLE_INPUT = new Set(['22021', '22P05', '22P02', '22003']);

/** The SQLSTATE when `error` (or what it wraps, e.g. Drizzle's query error) is one of those. */
function unstorableInputCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string' && UNSTORABLE_INPUT.has(code)) return code;
    current = Reflect.get(current, 'cause');
  }
  return undefined;
}
