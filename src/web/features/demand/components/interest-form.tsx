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
import { ANSWER_NOT_UNDERSTOOD, formProblemOf } from '@/web/features/support/api/form-problem';
import { optional } from '@/web/lib/form-values';
import { PayloadError } from '@/web/lib/payload-checks';
import { useRegisterInterest } from '../api/register-interest';

type Input = z.input<typeof interestRequestSchema>;
const EMPTY: Input = { city: '', families: [] };
const CITY_NAMES = [...CITIES.map((city) => city.name)].sort((a, b) => a.localeCompare(b, 'nl'));

/** "Tress in my city, please": registers interest, and the map counts it at once. */
export function InterestForm({
  onRegistered,
}: {
  onRegistered: (receipt: InterestReceipt) => void;
}) {
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
          Want Tress near you?
        </h2>
        <p className="mt-1 text-[0.9375rem] text-taupe">
          Register your interest: the more people in a city, the sooner we find a partner salon
          there.
        </p>
      </div>
      {register.isSuccess ? (
        <p role="status" className="rounded-field bg-accent-50 px-4 py-3 text-[0.9375rem] text-ink">
          Thank you! {register.data.city.name} now has {register.data.interest}{' '}
          {register.data.interest === 1 ? 'person' : 'people'} interested.
        </p>
      ) : null}
      {register.isError && !problem?.fields.city ? (
        <p role="alert" className="rounded-field bg-accent-50 px-4 py-3 text-[0.9375rem] text-ink">
          {problem?.code === ERROR_CODE.RATE_LIMITED
            ? problem.message
            : problem
              ? `It could not be registered: ${problem.message}`
              : register.error instanceof PayloadError
                ? ANSWER_NOT_UNDERSTOOD
                : 'It could not be registered: the shop could not be reached. Try again in a moment.'}
        </p>
      ) : null}
      <div>
        <TextField
          label="Your city"
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
            <span className="text-taupe">Did you mean</span>
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
        <legend className="mb-2 text-sm font-medium text-ink">What would you buy?</legend>
        <div className="flex flex-col gap-1">
          {FAMILIES.map((family) => (
            <label key={family.slug} className="flex min-h-tap items-center gap-3 text-[0.9375rem]">
              <input
                type="checkbox"
                value={family.slug}
                className="size-5 accent-accent-700"
                {...form.register('families')}
              />
              {family.name}
            </label>
          ))}
        </div>
        {errors.families ? (
          <p id={familiesError} className="mt-2 text-sm text-accent-700">
            {errors.families.message ?? errors.families.root?.message}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Email (optional: we tell you when we arrive)"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email', { setValueAs: optional })}
      />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${listId}-website`}>Leave this empty</label>
        <input
          id={`${listId}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website', { setValueAs: optional })}
        />
      </div>
      <Button type="submit" disabled={register.isPending} className="self-start">
        {register.isPending ? 'Registering…' : 'Register interest'}
      </Button>
    </form>
  );
}
