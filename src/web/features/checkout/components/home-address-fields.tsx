import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { useT } from '@/web/i18n/use-t';
import type { CheckoutFormInput } from '../checkout-form-schema';
import { checkoutMessages } from '../messages';
import { CountryOptions } from './country-options';

export function HomeAddressFields() {
  const t = useT(checkoutMessages);
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  return (
    <fieldset className="mt-5 grid gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <legend className="mb-4 font-medium text-ink">{t('checkout.address.legend')}</legend>
      <TextField
        label={t('checkout.address.street')}
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.address?.street?.message}
        {...register('address.street')}
      />
      <TextField
        label={t('checkout.address.postcode')}
        autoComplete="postal-code"
        autoCapitalize="characters"
        error={errors.address?.postcode?.message}
        {...register('address.postcode')}
      />
      <TextField
        label={t('checkout.address.city')}
        autoComplete="address-level2"
        error={errors.address?.city?.message}
        {...register('address.city')}
      />
      {/* The shared field shows a schema's message in the page's language. */}
      <SelectField
        label={t('checkout.address.country')}
        autoComplete="country"
        className="sm:col-span-2 sm:max-w-xs"
        error={errors.address?.country?.message}
        {...register('address.country')}
      >
        <CountryOptions />
      </SelectField>
    </fieldset>
  );
}
