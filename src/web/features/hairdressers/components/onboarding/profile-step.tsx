import { useFormContext } from 'react-hook-form';
import { MAX_CHAIRS, SPECIALITIES } from '@/domain/hairdressers';
import { useT } from '@/web/i18n/use-t';
import { optional } from '@/web/lib/form-values';
import { hairdressersMessages } from '../../messages';
import { Choice, ChoiceGroup, HintedTextField } from './onboarding-fields';
import { SPECIALITY_NAMES } from './onboarding-names';
import type { OnboardingValues } from './onboarding-steps';

/** "" is "not given yet" (the schema's own message says so); anything else is read as a number. */
const chairsValue = (value: unknown) =>
  value === '' || value === undefined || value === null ? undefined : Number(value);

/** Step 2: what the salon does, its size, and where clients find it. */
export function ProfileStep() {
  const t = useT(hairdressersMessages);
  const {
    register,
    formState: { errors },
  } = useFormContext<OnboardingValues>();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <ChoiceGroup
        legend={t('hairdressers.field.specialities')}
        hint={t('hairdressers.field.specialities-hint')}
        error={errors.specialities?.message}
        className="sm:col-span-2"
      >
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {SPECIALITIES.map((speciality) => (
            <Choice
              key={speciality}
              type="checkbox"
              value={speciality}
              label={t(SPECIALITY_NAMES[speciality])}
              invalid={Boolean(errors.specialities)}
              {...register('specialities')}
            />
          ))}
        </div>
      </ChoiceGroup>
      <HintedTextField
        label={t('hairdressers.field.chairs')}
        hint={t('hairdressers.field.chairs-hint', { max: MAX_CHAIRS })}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_CHAIRS}
        step={1}
        className="sm:col-span-2 sm:max-w-[16rem]"
        error={errors.chairs?.message}
        {...register('chairs', { setValueAs: chairsValue })}
      />
      <HintedTextField
        label={t('hairdressers.field.instagram')}
        placeholder={t('hairdressers.field.instagram-placeholder')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={31}
        error={errors.instagram?.message}
        {...register('instagram', { setValueAs: optional })}
      />
      <HintedTextField
        label={t('hairdressers.field.website')}
        type="url"
        inputMode="url"
        placeholder="https://"
        autoComplete="url"
        maxLength={500}
        error={errors.website?.message}
        {...register('website', { setValueAs: optional })}
      />
    </div>
  );
}
