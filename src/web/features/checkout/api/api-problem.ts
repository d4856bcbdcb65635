import type { OutOfStockLine } from '@/domain/orders';
import { ApiError } from '@/web/lib/api-client';

/** The error body every API answer shares: `{code, message, issues?}` plus OUT_OF_STOCK's lines. */
export interface ApiProblem {
  status: number;
  code: string | undefined;
  message: string | undefined;
  issues: { message: string }[];
  lines: OutOfStockLine[];
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function parse(text: string): Record<string, unknown> {
  try {
    return record(JSON.parse(text));
  } catch {
    return {};
  }
}

function isOutOfStockLine(value: unknown): value is OutOfStockLine {
  const line = record(value);
  return (
    typeof line.name === 'string' &&
    typeof line.requested === 'number' &&
    typeof line.available === 'number'
  );
}

/** Reads what the server said; null for a network failure (no answer at all). */
export function apiProblem(error: unknown): ApiProblem | null {
  if (!(error instanceof ApiError)) return null;
  const body = parse(error.body);
  return {
    status: error.status,
    code: error.code,
    message: typeof body.message === 'string' ? body.message : undefined,
    issues: Array.isArray(body.issues)
      ? body.issues.flatMap((issue) => {
          const message = record(issue).message;
          return typeof message === 'string' ? [{ message }] : [];
        })
      : [],
    lines: Array.isArray(body.lines) ? body.lines.filter(isOutOfStockLine) : [],
  };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
