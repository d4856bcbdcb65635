import { Link } from 'react-router';
import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';
import { FORM_STEPS, STEP_NAMES, stepHref, stepIndex, type FormStep } from './onboarding-steps';

/**
 * Where the salon is: the three steps, the done ones as links back (a step already passed can
 * always be reopened), the current one marked for screen readers.
 */
export function OnboardingStepper({ current }: { current: FormStep }) {
  const t = useT(hairdressersMessages);
  const at = stepIndex(current);
  return (
    <nav aria-label={t('hairdressers.stepper.label')} className="mt-8">
      <ol className="flex flex-wrap items-center gap-2 sm:gap-3">
        {FORM_STEPS.map((step, index) => {
          const done = index < at;
          const here = index === at;
          const numbered = { number: index + 1, total: FORM_STEPS.length };
          const label = (
            <>
              <span
                aria-hidden="true"
                className={
                  'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-medium ' +
                  (here
                    ? 'bg-accent-700 text-white'
                    : done
                      ? 'bg-accent-100 text-accent-800'
                      : 'border border-sand bg-white text-taupe')
                }
              >
                {done ? <Check /> : index + 1}
              </span>
              <span className={here ? 'font-medium text-ink' : 'text-taupe'}>
                <span className="sr-only">{t('hairdressers.stepper.step', numbered)}</span>
                {t(STEP_NAMES[step])}
              </span>
            </>
          );
          return (
            <li key={step} className="flex min-w-0 items-center gap-2 sm:gap-3">
              {done ? (
                <Link
                  to={stepHref(step)}
                  aria-label={t('hairdressers.stepper.done', {
                    ...numbered,
                    name: t(STEP_NAMES[step]),
                  })}
                  className="-mx-1 inline-flex min-h-tap items-center gap-2 rounded-full px-1 text-[0.9375rem] underline-offset-4 hover:underline"
                >
                  {label}
                </Link>
              ) : (
                <span
                  aria-current={here ? 'step' : undefined}
                  className="inline-flex min-h-tap items-center gap-2 text-[0.9375rem]"
                >
                  {label}
                </span>
              )}
              {index < FORM_STEPS.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={'h-px w-5 sm:w-12 ' + (done ? 'bg-accent-200' : 'bg-sand')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Check() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
