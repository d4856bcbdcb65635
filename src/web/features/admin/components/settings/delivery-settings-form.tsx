import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { AdminConfig } from '@/domain/settings';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { useChangeConfig } from '../../api/admin-config';
import { adminProblem } from '../../api/admin-problem';
import { reactToSessionLoss } from '../admin-error-state';
import {
  configChangeOf,
  settingsFormSchema,
  settingsFormValues,
  type SettingsFormOutput,
  type SettingsFormValues,
} from './settings-form-schema';

export function DeliverySettingsForm({ config }: { config: AdminConfig }) {
  const change = useChangeConfig();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<SettingsFormValues, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settingsFormValues(config),
  });

  const submit = handleSubmit((values) =>
    change.mutate(configChangeOf(values), {
      onSuccess: (saved) => {
        reset(settingsFormValues(saved));
        toast({ title: 'Settings saved', description: 'The shop uses them from now on.' });
      },
      onError: reactToSessionLoss,
    }),
  );

  const euro = { inputMode: 'decimal' as const, autoComplete: 'off' };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="rounded-card border border-sand bg-white p-5 sm:p-7"
    >
      <h3 className="font-display text-xl font-medium">Delivery and orders</h3>
      {change.isError ? (
        <p
          role="alert"
          className="mt-4 rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-sm"
        >
          The settings were not saved. {adminProblem(change.error).message}
        </p>
      ) : null}
      <fieldset className="mt-6">
        <legend className="text-sm font-medium tracking-[0.08em] text-taupe uppercase">
          Delivery fees (€)
        </legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <TextField label="Home" {...euro} error={errors.home?.message} {...register('home')} />
          <TextField
            label="Parcel locker"
            {...euro}
            error={errors.locker?.message}
            {...register('locker')}
          />
          <TextField
            label="Salon pickup"
            {...euro}
            error={errors.salon?.message}
            {...register('salon')}
          />
        </div>
      </fieldset>
      <fieldset className="mt-7">
        <legend className="text-sm font-medium tracking-[0.08em] text-taupe uppercase">
          Free delivery from (€)
        </legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Clients"
            {...euro}
            error={errors.client?.message}
            {...register('client')}
          />
          <TextField
            label="Salons and friends"
            {...euro}
            error={errors.business?.message}
            {...register('business')}
          />
        </div>
      </fieldset>
      <TextField
        label="Unpaid orders expire after (minutes)"
        inputMode="numeric"
        className="mt-7 sm:max-w-xs"
        error={errors.orderExpiryMinutes?.message}
        {...register('orderExpiryMinutes')}
      />
      <div className="mt-8 flex flex-wrap gap-3">
        <Button type="submit" disabled={change.isPending || !isDirty}>
          {change.isPending ? 'Saving…' : 'Save settings'}
        </Button>
        {isDirty ? (
          <Button variant="quiet" onClick={() => reset(settingsFormValues(config))}>
            Undo changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
