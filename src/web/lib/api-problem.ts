import type { ApiIssue, ApiProblem } from '@/domain/api-problem';
import type { OutOfStockLine } from '@/domain/orders';
import {
  isNumber,
  isObject,
  isString,
  listOf,
  nullable,
  shape,
  type Check,
} from './payload-checks';

// The one reader of the API's error answers ({code, message, issues?, lines?}, the problem of
// src/domain/api-problem.ts), checked by hand: the transport runs on every first visit.

/**
 * The problem as the web reads it. The code stays the server's text: the pages compare it with
 * ERROR_CODE (src/domain/error-codes.ts), and a code they do not know matches none of them. (A
 * check against every code would put the whole list into the first visit.)
 */
export type Problem = Omit<ApiProblem, 'code'> & { code: string };

const isIssue = shape<ApiIssue>({
  path: listOf((part): part is string | number => isString(part) || isNumber(part)),
  message: isString,
  code: (value): value is string | undefined => value === undefined || isString(value),
});

const isOutOfStockLine = shape<OutOfStockLine>({
  productId: isNumber,
  variant: nullable(isString),
  name: isString,
  requested: isNumber,
  available: isNumber,
  box: (value): value is OutOfStockLine['box'] =>
    value === undefined || (isObject(value) && isNumber(value.item) && isString(value.size)),
});

/** The items of a list that pass `isItem`; undefined when there is no list. */
function itemsOf<T>(value: unknown, isItem: Check<T>): T[] | undefined {
  return Array.isArray(value) ? value.filter(isItem) : undefined;
}

/**
 * The problem an error answer's text holds; undefined when it holds none (a proxy's HTML page).
 * A missing message reads as '' (the pages word their own).
 */
export function readProblem(text: string): Problem | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(body) || !isString(body.code)) return undefined;
  return {
    code: body.code,
    message: isString(body.message) ? body.message : '',
    issues: itemsOf(body.issues, isIssue),
    lines: itemsOf(body.lines, isOutOfStockLine),
    suggestions: itemsOf(body.suggestions, isString),
    ...(isNumber(body.available) && { available: body.available }),
    ...(isString(body.redirect) && { redirect: body.redirect }),
  };
}
