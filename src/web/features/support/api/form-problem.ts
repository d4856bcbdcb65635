import { ApiError } from '@/web/lib/api-client';

// What the server said about a form that was refused: its code, its message, and the message for
// each field it named, so the page can show each one beside its field (Field words it in the
// page's language). The sentence at the top of the form: components/form-problem-text.ts.

export interface FormProblem {
  status: number;
  code: string | undefined;
  message: string;
  fields: Record<string, string>;
  /** UNKNOWN_CITY: the closest known names. */
  suggestions: string[];
}

/** Null when no answer came at all (offline, the server down): the page says so differently. */
export function formProblemOf(error: unknown): FormProblem | null {
  if (!(error instanceof ApiError)) return null;
  const problem = error.problem;
  const fields: Record<string, string> = {};
  for (const issue of problem?.issues ?? []) {
    const [field] = issue.path;
    if (typeof field === 'string' && !(field in fields)) fields[field] = issue.message;
  }
  return {
    status: error.status,
    code: error.code,
    message: problem?.message || `The shop answered ${error.status}.`,
    fields,
    suggestions: problem?.suggestions ?? [],
  };
}
