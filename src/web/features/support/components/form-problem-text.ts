import * as ERROR_CODE from '@/domain/error-codes';
import { useT } from '@/web/i18n/use-t';
import { PayloadError } from '@/web/lib/payload-checks';
import { useProblemMessage } from '@/web/lib/problems/problem-message';
import { formProblemOf } from '../api/form-problem';
import { supportMessages } from '../messages';

/**
 * One sentence for the top of a refused form, in the page's language:
 * `const formProblemText = useFormProblemText()`, then `formProblemText(send.error)`. What the
 * server said is its own English on an English page and the words for its code in another
 * language (useProblemMessage).
 */
export function useFormProblemText(): (error: unknown) => string {
  const t = useT(supportMessages);
  const problemText = useProblemMessage();
  return (error) => {
    if (error instanceof PayloadError) return t('support.problem.not-understood');
    const problem = formProblemOf(error);
    if (!problem) return t('support.problem.unreachable');
    if (problem.code === ERROR_CODE.RATE_LIMITED)
      return t('support.problem.rate-limited', { message: problemText(problem) });
    if (problem.code === ERROR_CODE.VALIDATION_FAILED) return t('support.problem.fields');
    return t('support.problem.other', { message: problemText(problem) });
  };
}
