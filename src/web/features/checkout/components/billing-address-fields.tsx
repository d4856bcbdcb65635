import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { useT } from '@/web/i18n/use-t';
import type { CheckoutFormInput } from '../checkout-form-schema';
import { checkoutMessages } from '../messages';
import { CountryOptions } from './country-options';

/**
 * A friends-and-family shopper paying on invoice (issue 31) is a private person: the invoice names
 * them and their address — never a company name, KvK or VAT number, so none is asked for.
 */
export function BillingAddressFields() {
  const t = useT(checkoutMessages);
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const problems = errors.billing;
  return (
    <fieldset className="mt-5 grid gap-5 rounded-field border border-sand p-4 sm:grid-cols-2 sm:p-5">
      <legend className="px-1 font-medium text-ink">{t('checkout.billing.legend')}</legend>
      <p className="-mt-1 text-sm text-taupe sm:col-span-2">{t('checkout.billing.intro')}</p>
      <TextField
        label={t('checkout.billing.name')}
        autoComplete="billing name"
        className="sm:col-span-2"
        error={problems?.name?.message}
        {...register('billing.name')}
      />
      <TextField
        label={t('checkout.address.street')}
        autoComplete="billing street-address"
        className="sm:col-span-2"
        error={problems?.street?.message}
        {...register('billing.street')}
      />
      <TextField
        label={t('checkout.address.postcode')}
        autoComplete="billing postal-code"
        autoCapitalize="characters"
        error={problems?.postcode?.message}
        {...register('billing.postcode')}
      />
      <TextField
        label={t('checkout.address.city')}
        autoComplete="billing address-level2"
        error={problems?.city?.message}
        {...register('billing.city')}
      />
      <SelectField
        label={t('checkout.address.country')}
        autoComplete="billing country"
        className="sm:col-span-2 sm:max-w-xs"
        error={problems?.country?.message}
        {...register('billing.country')}
      >
        <CountryOptions />
      </SelectField>
    </fieldset>
  );
}
