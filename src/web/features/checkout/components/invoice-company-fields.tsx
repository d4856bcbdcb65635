import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { useT } from '@/web/i18n/use-t';
import type { CheckoutFormInput } from '../checkout-form-schema';
import { checkoutMessages } from '../messages';
import { CountryOptions } from './country-options';

// Message ids, each written in full so `npm run messages` finds them; the examples are the
// registers' own formats.
const REGISTERS = {
  NL: { label: 'checkout.company.kvk', example: '12345678', vat: 'NL123456789B01' },
  BE: { label: 'checkout.company.enterprise', example: '0403.170.701', vat: 'BE0403170701' },
} as const;

/**
 * The business billed for pay on invoice (issue 17): its name, address (issue 31: an EU VAT
 * invoice names it), country, registration number and VAT number, checked by the country's rules
 * (the server checks them again). In a salon session they come prefilled from the salon's record.
 * The VAT number's format and checksum are checked here; whether it is registered, our team
 * checks in VIES (no outside call from the shop).
 */
export function InvoiceCompanyFields({ prefilled }: { prefilled: boolean }) {
  const t = useT(checkoutMessages);
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const country = useWatch({ control, name: 'company.country' }) === 'BE' ? 'BE' : 'NL';
  const numbers = REGISTERS[country];
  const problems = errors.company;
  return (
    <fieldset className="mt-5 grid gap-5 rounded-field border border-sand p-4 sm:grid-cols-2 sm:p-5">
      <legend className="px-1 font-medium text-ink">{t('checkout.company.legend')}</legend>
      <p className="-mt-1 text-sm text-taupe sm:col-span-2">
        {prefilled ? t('checkout.company.prefilled') : t('checkout.company.intro')}
      </p>
      <TextField
        label={t('checkout.company.name')}
        autoComplete="organization"
        className="sm:col-span-2"
        error={problems?.name?.message}
        {...register('company.name')}
      />
      <TextField
        label={t('checkout.address.street')}
        autoComplete="billing street-address"
        className="sm:col-span-2"
        error={problems?.street?.message}
        {...register('company.street')}
      />
      <TextField
        label={t('checkout.address.postcode')}
        autoComplete="billing postal-code"
        autoCapitalize="characters"
        error={problems?.postcode?.message}
        {...register('company.postcode')}
      />
      <TextField
        label={t('checkout.address.city')}
        autoComplete="billing address-level2"
        error={problems?.city?.message}
        {...register('company.city')}
      />
      <SelectField
        label={t('checkout.address.country')}
        error={problems?.country?.message}
        {...register('company.country')}
      >
        <CountryOptions />
      </SelectField>
      <TextField
        label={t(numbers.label)}
        inputMode="numeric"
        placeholder={t('checkout.company.example', { example: numbers.example })}
        error={problems?.registrationNumber?.message}
        {...register('company.registrationNumber')}
      />
      <TextField
        label={t('checkout.company.vat')}
        autoCapitalize="characters"
        placeholder={t('checkout.company.example', { example: numbers.vat })}
        className="sm:col-span-2"
        error={problems?.vatNumber?.message}
        {...register('company.vatNumber')}
      />
      <p className="-mt-3 text-sm text-taupe sm:col-span-2">
        {t('checkout.company.vies')}{' '}
        {country === 'BE' ? t('checkout.company.reverse-charge') : null}
      </p>
    </fieldset>
  );
}
