import { Link } from 'react-router';
import * as ERROR_CODE from '@/domain/error-codes';
import * as paths from '@/web/app/paths';
import { useT, type Translate } from '@/web/i18n/use-t';
import { ApiError } from '@/web/lib/api-client';
import { hairdressersMessages } from '../../messages';
import { messageParts } from '@/web/i18n/message-parts';

/** Why the application was not sent; the answers are always kept for another try. */
export type SendProblem = 'fields' | 'already-applied' | 'too-many' | 'unreachable' | 'server';

/** What a failed sending means to the salon (a 2xx not understood is not a failure: see the flow). */
export function sendProblemOf(error: unknown): SendProblem {
  if (!(error instanceof ApiError)) return 'unreachable';
  if (error.code === ERROR_CODE.ALREADY_APPLIED) return 'already-applied';
  if (error.code === ERROR_CODE.RATE_LIMITED) return 'too-many';
  if (error.code === ERROR_CODE.VALIDATION_FAILED) return 'fields';
  return 'server';
}

const linkClass = 'font-medium text-accent-700 underline underline-offset-4';

function message(t: Translate, problem: SendProblem) {
  switch (problem) {
    case 'fields':
      return t('hairdressers.problem.fields');
    case 'already-applied':
      return messageParts(t, 'hairdressers.problem.already-applied', {
        contact: (
          <Link to={paths.contact} className={linkClass}>
            {t('hairdressers.contact-us')}
          </Link>
        ),
      });
    case 'too-many':
      return t('hairdressers.problem.too-many');
    case 'unreachable':
      return t('hairdressers.problem.unreachable');
    case 'server':
      return t('hairdressers.problem.server');
  }
}

/** The refusal, announced at once. */
export function SendProblemAlert({ problem }: { problem: SendProblem }) {
  const t = useT(hairdressersMessages);
  return (
    <div
      role="alert"
      className="rounded-field border border-accent-200 bg-accent-50 px-5 py-4 text-[0.9375rem] text-ink"
    >
      {message(t, problem)}
    </div>
  );
}
