import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { profileStepSchema, SALON_COUNTRY_NAMES, salonStepSchema } from '@/domain/hairdressers';
import { SPECIALITY_NAMES } from './onboarding-names';
import { stepHref, type FormStep, type OnboardingValues } from './onboarding-steps';

/**
 * Everything entered so far, as the shop will read it (postcode and numbers tidied by the same
 * schemas the server uses), with a way back to each step.
 */
export function ApplicationReview() {
  const values = useWatch<OnboardingValues>() as OnboardingValues;
  const salonParse = salonStepSchema.safeParse(values);
  const profileParse = profileStepSchema.safeParse(values);
  // Only passed steps reach this one, so the parses succeed; the typed values are the fallback.
  const salon = salonParse.success ? salonParse.data : values;
  const profile = profileParse.success ? profileParse.data : values;
  const registrationLabel = salon.country === 'BE' ? 'Enterprise number' : 'KvK number';

  return (
    <div className="grid gap-4">
      <ReviewBlock title="Salon" step="salon" editLabel="salon details">
        <Row label="Salon name">{salon.salonName}</Row>
        <Row label="Address">
          {salon.street}
          <br />
          {salon.postcode} {salon.city}
          <br />
          {SALON_COUNTRY_NAMES[salon.country]}
        </Row>
        <Row label="Phone">{salon.phone}</Row>
        <Row label="Email">{salon.email}</Row>
        <Row label={registrationLabel}>{salon.registrationNumber}</Row>
        <Row label="VAT number">{salon.vatNumber || <NotGiven />}</Row>
      </ReviewBlock>
      <ReviewBlock title="Profile" step="profile" editLabel="profile">
        <Row label="Specialities">
          {(profile.specialities ?? []).map((s) => SPECIALITY_NAMES[s]).join(', ')}
        </Row>
        <Row label="Chairs">{profile.chairs}</Row>
        <Row label="Instagram">{profile.instagram || <NotGiven />}</Row>
        <Row label="Website">{profile.website || <NotGiven />}</Row>
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
  return (
    <section aria-label={title} className="rounded-field border border-sand bg-ivory/60 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-4">
        <h3 className="font-sans text-[0.9375rem] font-semibold text-ink">{title}</h3>
        <Link
          to={stepHref(step)}
          aria-label={`Edit ${editLabel}`}
          className="-my-2 inline-flex min-h-tap items-center px-2 text-[0.9375rem] font-medium text-accent-700 underline-offset-4 hover:underline"
        >
          Edit
        </Link>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-[0.9375rem] sm:grid-cols-[10rem_minmax(0,1fr)]">
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

function NotGiven() {
  return <span className="text-taupe">Not given</span>;
}
