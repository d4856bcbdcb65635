import type { ApiIssue } from '@/domain/api-problem';
import type { OutOfStockLine } from '@/domain/orders';
import { ApiError } from '@/web/lib/api-client';

/** What the checkout's pages show of an API error (read once, by the API client). */
export interface ApiProblem {
  status: number;
  code: string | undefined;
  message: string | undefined;
  issues: ApiIssue[];
  lines: OutOfStockLine[];
}

/** What the server said; null for a network failure (no answer at all). */
export function apiProblem(error: unknown): ApiProblem | null {
  if (!(error instanceof ApiError)) return null;
  const { problem } = error;
  return {
    status: error.status,
    code: error.code,
    message: problem?.message || undefined,
    issues: problem?.issues ?? [],
    lines: problem?.lines ?? [],
  };
}
