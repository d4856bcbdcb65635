import { useFormContext, useWatch } from 'react-hook-form';
import { SALON_COUNTRIES, type SalonCountry } from '@/domain/hairdressers';
import { useT } from '@/web/i18n/use-t';
import { optional } from '@/web/lib/form-values';
import { hairdressersMessages } from '../../messages';
import { Choice, ChoiceGroup, HintedTextField } from './onboarding-fields';
import { COUNTRY_NAMES } from './onboarding-names';
import type { OnboardingField, OnboardingValues } from './onboarding-steps';

/**
 * What changes with the country: the postcode's form, the registration number, the VAT number
 * (the texts as message ids).
 */
const COUNTRY_FORMATS: Record<
  SalonCountry,
  { postcode: string; registration: string; registrationHint: string; vatHint: string }
> = {
  NL: {
    postcode: '1012 AB',
    registration: 'hairdressers.field.kvk',
    registrationHint: 'hairdressers.field.kvk-hint',
    vatHint: 'hairdressers.field.nl-vat-hint',
  },
  BE: {
    postcode: '2000',
    registration: 'hairdressers.field.enterprise',
    registrationHint: 'hairdressers.field.enterprise-hint',
    vatHint: 'hairdressers.field.be-vat-hint',
  },
};

/** Fields whose rules depend on the country: checked again when it changes, if already seen. */
const COUNTRY_DEPENDENT: OnboardingField[] = ['postcode', 'registrationNumber', 'vatNumber'];

/** Step 1: the salon, where it is, how to reach it, and its registration. */
export function SalonStep() {
  const t = useT(hairdressersMessages);
  const { register, control, formState, getFieldState, trigger } =
    useFormContext<OnboardingValues>();
  const { errors } = formState;
  const country = useWatch({ control, name: 'country' });
  const format = COUNTRY_FORMATS[country];
  /** Re-checks the fields a salon has already been told about (never an untouched one). */
  const recheck = (fields: OnboardingField[]) => {
    const seen = fields.filter((field) => {
      const state = getFieldState(field, formState);
      return state.isTouched || state.error;
    });
    if (seen.length > 0) void trigger(seen);
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <HintedTextField
        label={t('hairdressers.field.salon-name')}
        autoComplete="organization"
        maxLength={120}
        className="sm:col-span-2"
        error={errors.salonName?.message}
        {...register('salonName')}
      />
      <ChoiceGroup
        legend={t('hairdressers.field.country')}
        error={errors.country?.message}
        className="sm:col-span-2"
      >
        <div className="grid grid-cols-2 gap-3">
          {SALON_COUNTRIES.map((code) => (
            <Choice
              key={code}
              type="radio"
              value={code}
              label={t(COUNTRY_NAMES[code])}
              invalid={Boolean(errors.country)}
              {...register('country', { onChange: () => recheck(COUNTRY_DEPENDENT) })}
            />
          ))}
        </div>
      </ChoiceGroup>
      <HintedTextField
        label={t('hairdressers.field.street')}
        autoComplete="address-line1"
        maxLength={200}
        className="sm:col-span-2"
        error={errors.street?.message}
        {...register('street')}
      />
      <HintedTextField
        label={t('hairdressers.field.postcode')}
        autoComplete="postal-code"
        placeholder={format.postcode}
        maxLength={10}
        error={errors.postcode?.message}
        {...register('postcode')}
      />
      <HintedTextField
        label={t('hairdressers.field.city')}
        autoComplete="address-level2"
        maxLength={100}
        error={errors.city?.message}
        {...register('city')}
      />
      <HintedTextField
        label={t('hairdressers.field.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <HintedTextField
        label={t('hairdressers.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={200}
        error={errors.email?.message}
        {...register('email')}
      />
      <p className="-mt-2 text-sm text-taupe sm:col-span-2">{t('hairdressers.field.email-note')}</p>
      <HintedTextField
        label={t(format.registration)}
        hint={t(format.registrationHint)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        className="sm:col-span-2"
        error={errors.registrationNumber?.message}
        {...register('registrationNumber', { onChange: () => recheck(['vatNumber']) })}
      />
      <HintedTextField
        label={t('hairdressers.field.vat')}
        hint={t(format.vatHint)}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={20}
        className="sm:col-span-2"
        error={errors.vatNumber?.message}
        {...register('vatNumber', { setValueAs: optional })}
      />
      {/* Format and checksum are checked here; whether it is registered, our team checks in VIES. */}
      <p className="-mt-2 text-sm text-taupe sm:col-span-2">{t('hairdressers.salon.vat-vies')}</p>
    </div>
  );
}
