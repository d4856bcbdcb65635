import { ApiError } from '@/web/lib/api-client';

/** One zod issue as the server sends it in a 400 VALIDATION_FAILED answer. */
export interface ServerIssue {
  path: (string | number)[];
  message: string;
}

export interface AdminProblem {
  status: number | null;
  code: string | undefined;
  message: string;
  issues: ServerIssue[];
}

function isIssue(value: unknown): value is ServerIssue {
  if (!value || typeof value !== 'object') return false;
  const issue = value as { path?: unknown; message?: unknown };
  return (
    typeof issue.message === 'string' &&
    Array.isArray(issue.path) &&
    issue.path.every((part) => typeof part === 'string' || typeof part === 'number')
  );
}

/** What the server said, read from an ApiError's body; a network failure has no status. */
export function adminProblem(error: unknown): AdminProblem {
  if (!(error instanceof ApiError)) {
    return {
      status: null,
      code: undefined,
      message: 'The shop could not be reached. Check the connection and try again.',
      issues: [],
    };
  }
  let body: { message?: unknown; issues?: unknown } = {};
  try {
    body = JSON.parse(error.body) as typeof body;
  } catch {
    // A proxy's HTML page, say: there is no message to read.
  }
  return {
    status: error.status,
    code: error.code,
    message:
      typeof body.message === 'string' && body.message
        ? body.message
        : `The shop answered with an error (status ${error.status}).`,
    issues: Array.isArray(body.issues) ? body.issues.filter(isIssue) : [],
  };
}
