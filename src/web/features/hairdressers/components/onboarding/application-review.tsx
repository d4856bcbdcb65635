import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { profileStepSchema, salonStepSchema } from '@/domain/hairdressers';
import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';
import { COUNTRY_NAMES, SPECIALITY_NAMES } from './onboarding-names';
import { stepHref, type FormStep, type OnboardingValues } from './onboarding-steps';

/**
 * Everything entered so far, as the shop will read it (postcode and numbers tidied by the same
 * schemas the server uses), with a way back to each step.
 */
export function ApplicationReview() {
  const t = useT(hairdressersMessages);
  const values = useWatch<OnboardingValues>() as OnboardingValues;
  const salonParse = salonStepSchema.safeParse(values);
  const profileParse = profileStepSchema.safeParse(values);
  // Only passed steps reach this one, so the parses succeed; the typed values are the fallback.
  const salon = salonParse.success ? salonParse.data : values;
  const profile = profileParse.success ? profileParse.data : values;
  const registrationLabel =
    salon.country === 'BE' ? t('hairdressers.review.enterprise') : t('hairdressers.review.kvk');
  const notGiven = <span className="text-taupe">{t('hairdressers.review.not-given')}</span>;

  return (
    <div className="grid gap-4">
      <ReviewBlock
        title={t('hairdressers.review.salon')}
        step="salon"
        editLabel={t('hairdressers.review.edit-salon')}
      >
        <Row label={t('hairdressers.field.salon-name')}>{salon.salonName}</Row>
        <Row label={t('hairdressers.review.address')}>
          {salon.street}
          <br />
          {salon.postcode} {salon.city}
          <br />
          {t(COUNTRY_NAMES[salon.country])}
        </Row>
        <Row label={t('hairdressers.field.phone')}>{salon.phone}</Row>
        <Row label={t('hairdressers.field.email')}>{salon.email}</Row>
        <Row label={registrationLabel}>{salon.registrationNumber}</Row>
        <Row label={t('hairdressers.review.vat')}>{salon.vatNumber || notGiven}</Row>
      </ReviewBlock>
      <ReviewBlock
        title={t('hairdressers.review.profile')}
        step="profile"
        editLabel={t('hairdressers.review.edit-profile')}
      >
        <Row label={t('hairdressers.field.specialities')}>
          {(profile.specialities ?? []).map((s) => t(SPECIALITY_NAMES[s])).join(', ')}
        </Row>
        <Row label={t('hairdressers.review.chairs')}>{profile.chairs}</Row>
        <Row label={t('hairdressers.review.instagram')}>{profile.instagram || notGiven}</Row>
        <Row label={t('hairdressers.review.website')}>{profile.website || notGiven}</Row>
      </ReviewBlock>
    </div>
  );
}

function ReviewBlock({
  title,
  step,
  editLabel,
  children,
}: {
  title: string;
  step: FormStep;
  editLabel: string;
  children: ReactNode;
}) {
  const t = useT(hairdressersMessages);
  return (
    <section aria-label={title} className="rounded-field border border-sand bg-ivory/60 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-4">
        <h3 className="font-sans text-[0.9375rem] font-semibold text-ink">{title}</h3>
        <Link
          to={stepHref(step)}
          aria-label={editLabel}
          className="-my-2 inline-flex min-h-tap items-center px-2 text-[0.9375rem] font-medium text-accent-700 underline-offset-4 hover:underline"
        >
          {t('hairdressers.review.edit')}
        </Link>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-[0.9375rem] sm:grid-cols-[minmax(10rem,auto)_minmax(0,1fr)]">
        {children}
      </dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid">
      <dt className="text-sm text-taupe sm:text-[0.9375rem]">{label}</dt>
      <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
