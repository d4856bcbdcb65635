import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { useT } from '@/web/i18n/use-t';
import { optional } from '@/web/lib/form-values';
import { useFormMessage } from '@/web/lib/forms/form-message';
import { hairdressersMessages } from '../../messages';
import { messageParts } from '@/web/i18n/message-parts';
import { ApplicationReview } from './application-review';
import { Choice, Honeypot } from './onboarding-fields';
import type { OnboardingValues } from './onboarding-steps';

/** Step 3: a last look at everything, and the partner terms. */
export function TermsStep() {
  const t = useT(hairdressersMessages);
  const {
    register,
    formState: { errors },
  } = useFormContext<OnboardingValues>();
  const termsError = useFormMessage(errors.acceptTerms?.message);
  return (
    <div className="grid gap-6">
      <ApplicationReview />
      <div>
        <p className="mb-3 text-[0.9375rem] text-taupe">
          {messageParts(t, 'hairdressers.terms.read', {
            terms: (
              <Link
                to={paths.terms}
                className="font-medium text-accent-700 underline underline-offset-4"
              >
                {t('hairdressers.terms.link')}
              </Link>
            ),
          })}
        </p>
        <Choice
          type="checkbox"
          label={t('hairdressers.terms.accept')}
          invalid={Boolean(termsError)}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? 'accept-terms-error' : undefined}
          {...register('acceptTerms')}
        />
        {termsError ? (
          <p id="accept-terms-error" className="mt-2 text-sm text-accent-700">
            {termsError}
          </p>
        ) : null}
      </div>
      <Honeypot {...register('company', { setValueAs: optional })} />
    </div>
  );
}
