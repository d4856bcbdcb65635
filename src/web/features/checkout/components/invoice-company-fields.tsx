import { useFormContext, useWatch } from 'react-hook-form';
import { COUNTRIES } from '@/domain/orders';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import type { CheckoutFormInput } from '../checkout-form-schema';

const REGISTERS = {
  NL: { label: 'KvK number', example: 'e.g. 12345678', vat: 'e.g. NL123456789B01' },
  BE: { label: 'Enterprise number', example: 'e.g. 0403.170.701', vat: 'e.g. BE0403170701' },
} as const;

/**
 * The business billed for pay on invoice (issue 17): its name, country, registration number and
 * VAT number, checked by the country's rules (the server checks them again). In a salon session
 * they come prefilled from the salon's record.
 */
export function InvoiceCompanyFields({ prefilled }: { prefilled: boolean }) {
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
      <legend className="px-1 font-medium text-ink">Company details for the invoice</legend>
      <p className="-mt-1 text-sm text-taupe sm:col-span-2">
        {prefilled
          ? 'From your salon’s registration. Check them before you order.'
          : 'The invoice is made out to this business.'}
      </p>
      <TextField
        label="Company name"
        autoComplete="organization"
        className="sm:col-span-2"
        error={problems?.name?.message}
        {...register('company.name')}
      />
      <SelectField
        label="Country"
        error={problems?.country?.message}
        {...register('company.country')}
      >
        {Object.entries(COUNTRIES).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={numbers.label}
        inputMode="numeric"
        placeholder={numbers.example}
        error={problems?.registrationNumber?.message}
        {...register('company.registrationNumber')}
      />
      <TextField
        label="VAT number"
        autoCapitalize="characters"
        placeholder={numbers.vat}
        className="sm:col-span-2"
        error={problems?.vatNumber?.message}
        {...register('company.vatNumber')}
      />
    </fieldset>
  );
}
