import { Link } from 'react-router';
import * as ERROR_CODE from '@/domain/error-codes';
import * as paths from '@/web/app/paths';
import { ApiError } from '@/web/lib/api-client';

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

function message(problem: SendProblem) {
  switch (problem) {
    case 'fields':
      return 'We could not accept some of your answers yet; see the notes beside the fields.';
    case 'already-applied':
      return (
        <>
          An application with this email or registration number is already with us. We review every
          application within two working days and answer by email. Not heard from us, or something
          to change?{' '}
          <Link to={paths.contact} className={linkClass}>
            Contact us
          </Link>
          .
        </>
      );
    case 'too-many':
      return 'This form was sent several times in a short while. Wait a minute, then send it again; your answers are kept.';
    case 'unreachable':
      return 'Your application could not be sent: the shop could not be reached. Check your connection and send it again; your answers are kept.';
    case 'server':
      return 'Something went wrong on our side and your application was not sent. Your answers are kept; please send it again in a moment.';
  }
}

/** The refusal, announced at once. */
export function SendProblemAlert({ problem }: { problem: SendProblem }) {
  return (
    <div
      role="alert"
      className="rounded-field border border-accent-200 bg-accent-50 px-5 py-4 text-[0.9375rem] text-ink"
    >
      {message(problem)}
    </div>
  );
}
