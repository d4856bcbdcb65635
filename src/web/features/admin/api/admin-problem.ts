import type { ApiIssue } from '@/domain/api-problem';
import { ApiError } from '@/web/lib/api-client';

/** What the admin's pages show of an API error (read once, by the API client). */
export interface AdminProblem {
  status: number | null;
  code: string | undefined;
  message: string;
  issues: ApiIssue[];
}

/** What the server said; a network failure has no status. */
export function adminProblem(error: unknown): AdminProblem {
  if (!(error instanceof ApiError)) {
    return {
      status: null,
      code: undefined,
      message: 'The shop could not be reached. Check the connection and try again.',
      issues: [],
    };
  }
  const { problem } = error;
  return {
    status: error.status,
    code: error.code,
    message: problem?.message || `The shop answered with an error (status ${error.status}).`,
    issues: problem?.issues ?? [],
  };
}
