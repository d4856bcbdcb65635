import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { settingSchemas, type AdminConfig } from '@/domain/settings';
import { Button } from '@/web/components/ui/button';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { useChangeConfig } from '../../api/admin-config';
import { adminProblem } from '../../api/admin-problem';
import { reactToSessionLoss } from '../admin-error-state';

// Checked with the very schema the server stores the setting with: the same country rules for
// the postcode, the KvK or enterprise number and the VAT number.
const companySchema = settingSchemas.company;
type CompanyValues = z.input<typeof companySchema>;
type Company = z.output<typeof companySchema>;

/**
 * The company behind the shop (product.md §13): the footer and the legal pages print it, so
 * shoppers see who they buy from.
 */
export function CompanyDetailsForm({ config }: { config: AdminConfig }) {
  const change = useChangeConfig();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<CompanyValues, unknown, Company>({
    resolver: zodResolver(companySchema),
    defaultValues: config.company,
  });

  const submit = handleSubmit((company) =>
    change.mutate(
      { company },
      {
        onSuccess: (saved) => {
          reset(saved.company);
          toast({
            title: 'Company details saved',
            description: 'The footer and the legal pages show them from now on.',
          });
        },
        onError: reactToSessionLoss,
      },
    ),
  );

  const belgian = useWatch({ control, name: 'country' }) === 'BE';
  const off = { autoComplete: 'off' };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="company-details-title"
      className="rounded-card border border-sand bg-white p-5 sm:p-7"
    >
      <h3 id="company-details-title" className="font-display text-xl font-medium">
        Company details
      </h3>
      <p className="mt-1 text-sm text-taupe">
        Shown in the footer of every page and in the terms, privacy and returns pages.
      </p>
      {change.isError ? (
        <p
          role="alert"
          className="mt-4 rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-sm"
        >
          The company details were not saved. {adminProblem(change.error).message}
        </p>
      ) : null}
      <TextField
        label="Company name"
        className="mt-6"
        {...off}
        error={errors.name?.message}
        {...register('name')}
      />
      <fieldset className="mt-7">
        <legend className="text-sm font-medium tracking-[0.08em] text-taupe uppercase">
          Address
        </legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Street and number"
            className="sm:col-span-2"
            {...off}
            error={errors.street?.message}
            {...register('street')}
          />
          <TextField
            label="Postcode"
            {...off}
            error={errors.postcode?.message}
            {...register('postcode')}
          />
          <TextField label="City" {...off} error={errors.city?.message} {...register('city')} />
          <SelectField label="Country" error={errors.country?.message} {...register('country')}>
            <option value="NL">Netherlands</option>
            <option value="BE">Belgium</option>
          </SelectField>
        </div>
      </fieldset>
      <fieldset className="mt-7">
        <legend className="text-sm font-medium tracking-[0.08em] text-taupe uppercase">
          Registration
        </legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            label={belgian ? 'Enterprise number (KBO)' : 'KvK number'}
            inputMode="numeric"
            {...off}
            error={errors.registrationNumber?.message}
            {...register('registrationNumber')}
          />
          <TextField
            label="VAT number"
            {...off}
            error={errors.vatNumber?.message}
            {...register('vatNumber')}
          />
        </div>
      </fieldset>
      <TextField
        label="IBAN (printed on invoices)"
        className="mt-7"
        {...off}
        error={errors.iban?.message}
        {...register('iban', { setValueAs: (value: string) => value || undefined })}
      />
      <fieldset className="mt-7">
        <legend className="text-sm font-medium tracking-[0.08em] text-taupe uppercase">
          Contact
        </legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Contact email"
            type="email"
            {...off}
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Contact phone"
            type="tel"
            {...off}
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
      </fieldset>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button type="submit" disabled={change.isPending || !isDirty}>
          {change.isPending ? 'Saving…' : 'Save company details'}
        </Button>
        {isDirty ? (
          <Button variant="quiet" onClick={() => reset(config.company)}>
            Undo changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
