import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { COUNTRIES } from '@/domain/orders';
import { TextField } from '@/web/components/ui/text-field';
import type { CheckoutFormInput } from '../checkout-form-schema';

export function HomeAddressFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const countryId = useId();
  const countryError = errors.address?.country?.message;
  return (
    <fieldset className="mt-5 grid gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <legend className="mb-4 font-medium text-ink">Delivery address</legend>
      <TextField
        label="Street and house number"
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.address?.street?.message}
        {...register('address.street')}
      />
      <TextField
        label="Postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        error={errors.address?.postcode?.message}
        {...register('address.postcode')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.address?.city?.message}
        {...register('address.city')}
      />
      <div className="sm:col-span-2">
        <label htmlFor={countryId} className="mb-2 block text-sm font-medium text-ink">
          Country
        </label>
        <select
          id={countryId}
          autoComplete="country"
          aria-invalid={countryError ? true : undefined}
          className="block min-h-tap w-full rounded-field border border-sand bg-white px-4 text-base text-ink sm:max-w-xs"
          {...register('address.country')}
        >
          {Object.entries(COUNTRIES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {countryError ? <p className="mt-2 text-sm text-accent-700">{countryError}</p> : null}
      </div>
    </fieldset>
  );
}
