import * as ERROR_CODE from '@/domain/error-codes';
import type { Translate } from '@/web/i18n/use-t';
import { PayloadError } from '@/web/lib/payload-checks';
import { formProblemOf } from '../api/form-problem';

/** One sentence for the top of a refused form, in the page's language. */
export function formProblemText(error: unknown, t: Translate): string {
  if (error instanceof PayloadError) return t('support.problem.not-understood');
  const problem = formProblemOf(error);
  if (!problem) return t('support.problem.unreachable');
  if (problem.code === ERROR_CODE.RATE_LIMITED)
    return t('support.problem.rate-limited', { message: problem.message });
  if (problem.code === ERROR_CODE.VALIDATION_FAILED) return t('support.problem.fields');
  return t('support.problem.other', { message: problem.message });
}
