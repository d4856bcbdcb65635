import * as ERROR_CODE from '@/domain/error-codes';
import { ApiError } from '@/web/lib/api-client';
import { PayloadError } from '@/web/lib/payload-checks';

// What the server said about a form that was refused: its code, its message, and the message for
// each field it named, so the page can show each one beside its field.

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

/** The shop said yes (a 2xx) in a shape this page does not read: sending again would repeat it. */
export const ANSWER_NOT_UNDERSTOOD =
  'The shop received it, but its answer could not be read. There is no need to send it again.';

/** One sentence for the top of a refused form. */
export function formProblemText(error: unknown): string {
  if (error instanceof PayloadError) return ANSWER_NOT_UNDERSTOOD;
  const problem = formProblemOf(error);
  if (!problem)
    return 'Your message could not be sent: the shop could not be reached. Check your connection and try again.';
  if (problem.code === ERROR_CODE.RATE_LIMITED)
    return `You have sent several in a short time. ${problem.message}`;
  if (problem.code === ERROR_CODE.VALIDATION_FAILED)
    return 'Some fields need another look; see the notes beside them.';
  return `It could not be sent: ${problem.message}`;
}
