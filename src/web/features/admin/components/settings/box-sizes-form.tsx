import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { BOX_SIZE_NAMES, BOX_SIZES } from '@/domain/boxes';
import type { AdminConfig } from '@/domain/settings';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { useChangeConfig } from '../../api/admin-config';
import { adminProblem } from '../../api/admin-problem';
import { reactToSessionLoss } from '../admin-error-state';
import {
  boxSizesChangeOf,
  boxSizesFormSchema,
  boxSizesFormValues,
  type BoxSizesFormOutput,
  type BoxSizesFormValues,
} from './box-sizes-form-schema';

/** The three box sizes: how many items fill each, and its percent off (product.md §11). */
export function BoxSizesForm({ config }: { config: AdminConfig }) {
  const change = useChangeConfig();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<BoxSizesFormValues, unknown, BoxSizesFormOutput>({
    resolver: zodResolver(boxSizesFormSchema),
    defaultValues: boxSizesFormValues(config),
  });

  const submit = handleSubmit((values) =>
    change.mutate(boxSizesChangeOf(values), {
      onSuccess: (saved) => {
        reset(boxSizesFormValues(saved));
        toast({ title: 'Box sizes saved', description: 'The box builder uses them from now on.' });
      },
      onError: reactToSessionLoss,
    }),
  );

  const whole = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="box-sizes-title"
      className="rounded-card border border-sand bg-white p-5 sm:p-7"
    >
      <h3 id="box-sizes-title" className="font-display text-xl font-medium">
        Box sizes
      </h3>
      <p className="mt-1 text-sm text-taupe">
        Items fill a box; its price is the items&rsquo; sum minus the percent off.
      </p>
      {change.isError ? (
        <p
          role="alert"
          className="mt-4 rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-sm"
        >
          The box sizes were not saved. {adminProblem(change.error).message}
        </p>
      ) : null}
      {BOX_SIZES.map((size) => (
        <fieldset key={size} className="mt-6">
          <legend className="text-sm font-medium tracking-[0.08em] text-taupe uppercase">
            {BOX_SIZE_NAMES[size]}
          </legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <TextField
              label="Items"
              {...whole}
              error={errors[size]?.items?.message}
              {...register(`${size}.items`)}
            />
            <TextField
              label="Percent off"
              {...whole}
              error={errors[size]?.discountPercent?.message}
              {...register(`${size}.discountPercent`)}
            />
          </div>
        </fieldset>
      ))}
      <div className="mt-8 flex flex-wrap gap-3">
        <Button type="submit" disabled={change.isPending || !isDirty}>
          {change.isPending ? 'Saving…' : 'Save box sizes'}
        </Button>
        {isDirty ? (
          <Button variant="quiet" onClick={() => reset(boxSizesFormValues(config))}>
            Undo changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
