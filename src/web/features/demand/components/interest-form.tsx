import * as ERROR_CODE from '@/domain/error-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FAMILIES } from '@/domain/catalog';
import { CITIES } from '@/domain/cities';
import { interestRequestSchema, type InterestReceipt, type InterestRequest } from '@/domain/demand';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { formProblemOf } from '@/web/features/support/api/form-problem';
import { optional } from '@/web/lib/form-values';
import { useFormMessage } from '@/web/lib/forms/form-message';
import { useProblemMessage } from '@/web/lib/problems/problem-message';
import { useT } from '@/web/i18n/use-t';
import { PayloadError } from '@/web/lib/payload-checks';
import { useRegisterInterest } from '../api/register-interest';
import { demandMessages } from '../messages';

type Input = z.input<typeof interestRequestSchema>;
const EMPTY: Input = { city: '', families: [] };
const CITY_NAMES = [...CITIES.map((city) => city.name)].sort((a, b) => a.localeCompare(b, 'nl'));
const FAMILY_NAMES: Record<(typeof FAMILIES)[number]['slug'], string> = {
  'human-hair': 'demand.family.human-hair',
  'synthetic-hair': 'demand.family.synthetic-hair',
  'salon-essentials': 'demand.family.salon-essentials',
};

/** "Tress in my city, please": registers interest, and the map counts it at once. */
export function InterestForm({
  onRegistered,
}: {
  onRegistered: (receipt: InterestReceipt) => void;
}) {
  const t = useT(demandMessages);
  const problemText = useProblemMessage();
  const register = useRegisterInterest();
  const form = useForm<Input, unknown, InterestRequest>({
    resolver: zodResolver(interestRequestSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const listId = useId();
  const familiesError = useId();
  const problem = register.isError ? formProblemOf(register.error) : null;
  const suggestions = problem?.code === ERROR_CODE.UNKNOWN_CITY ? problem.suggestions : [];
  const familiesMessage = useFormMessage(
    form.formState.errors.families?.message ?? form.formState.errors.families?.root?.message,
  );

  const onValid = (values: InterestRequest) =>
    register.mutate(values, {
      onSuccess: (receipt) => {
        onRegistered(receipt);
        form.reset(EMPTY);
      },
      onError: (error) => {
        const refused = formProblemOf(error);
        const message = refused?.fields.city;
        if (message) form.setError('city', { type: 'server', message }, { shouldFocus: true });
      },
    });

  return (
    <form
      noValidate
      aria-labelledby="interest-title"
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="relative flex flex-col gap-5 rounded-card border border-sand bg-white p-5 sm:p-6"
    >
      <div>
        <h2 id="interest-title" className="text-heading font-medium">
          {t('demand.form.title')}
        </h2>
        <p className="mt-1 text-[0.9375rem] text-taupe">{t('demand.form.lead')}</p>
      </div>
      {register.isSuccess ? (
        <p role="status" className="rounded-field bg-accent-50 px-4 py-3 text-[0.9375rem] text-ink">
          {t('demand.form.thanks', {
            city: register.data.city.name,
            count: register.data.interest,
          })}
        </p>
      ) : null}
      {register.isError && !problem?.fields.city ? (
        <p role="alert" className="rounded-field bg-accent-50 px-4 py-3 text-[0.9375rem] text-ink">
          {problem?.code === ERROR_CODE.RATE_LIMITED
            ? problemText(problem)
            : problem
              ? t('demand.form.failed', { reason: problemText(problem) })
              : register.error instanceof PayloadError
                ? t('demand.form.unreadable')
                : t('demand.form.unreachable')}
        </p>
      ) : null}
      <div>
        <TextField
          label={t('demand.form.city')}
          list={listId}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <datalist id={listId}>
          {CITY_NAMES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {suggestions.length > 0 ? (
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-taupe">{t('demand.form.did-you-mean')}</span>
            {suggestions.map((name) => (
              <button
                key={name}
                type="button"
                onClick={() => {
                  form.setValue('city', name, { shouldValidate: true });
                  register.reset();
                }}
                className="min-h-tap rounded-full border border-sand px-3 font-medium text-accent-700 hover:border-taupe/50"
              >
                {name}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <fieldset aria-describedby={errors.families ? familiesError : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink">{t('demand.form.families')}</legend>
        <div className="flex flex-col gap-1">
          {FAMILIES.map((family) => (
            <label key={family.slug} className="flex min-h-tap items-center gap-3 text-[0.9375rem]">
              <input
                type="checkbox"
                value={family.slug}
                className="size-5 accent-accent-700"
                {...form.register('families')}
              />
              {t(FAMILY_NAMES[family.slug])}
            </label>
          ))}
        </div>
        {errors.families ? (
          <p id={familiesError} className="mt-2 text-sm text-accent-700">
            {familiesMessage}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t('demand.form.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email', { setValueAs: optional })}
      />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${listId}-website`}>{t('demand.form.honeypot')}</label>
        <input
          id={`${listId}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website', { setValueAs: optional })}
        />
      </div>
      <Button type="submit" disabled={register.isPending} className="self-start">
        {register.isPending ? t('demand.form.sending') : t('demand.form.send')}
      </Button>
    </form>
  );
}
