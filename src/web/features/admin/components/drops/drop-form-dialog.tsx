import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import type { AdminDrop } from '@/domain/drops';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/web/components/ui/dialog';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { adminProblem } from '../../api/admin-problem';
import { useSaveDrop } from '../../api/admin-drops';
import { reactToSessionLoss } from '../admin-error-state';
import { DropItemFields } from './drop-item-fields';
import {
  dropFormSchema,
  dropFormValues,
  emptyDropItem,
  newDropFormValues,
  type DropFormOutput,
  type DropFormValues,
} from './drop-form-schema';

const ITEM_FIELDS = new Set([
  'productId',
  'variant',
  'dropPrice',
  'dropBusinessPrice',
  'units',
  'perOrderLimit',
]);

/** The form field an API issue names (items.2.units …), or null when it names none. */
function fieldOf(path: readonly PropertyKey[]): FieldPath<DropFormValues> | null {
  const [first, index, field] = path;
  if (path.length === 1 && (first === 'title' || first === 'startsAt' || first === 'endsAt'))
    return first;
  if (path.length === 1 && first === 'audience') return 'audience';
  if (path.length === 1 && first === 'items') return 'items';
  if (path.join('.') === 'translations.nl.title') return 'translations.nl.title';
  if (
    first === 'items' &&
    typeof index === 'number' &&
    typeof field === 'string' &&
    ITEM_FIELDS.has(field)
  )
    return `items.${index}.${field}` as FieldPath<DropFormValues>;
  return null;
}

/** Creates a drop (`drop` null) or edits one, in a dialog open while it is rendered. */
export function DropFormDialog({ drop, onClose }: { drop: AdminDrop | null; onClose: () => void }) {
  const save = useSaveDrop();
  const form = useForm<DropFormValues, unknown, DropFormOutput>({
    resolver: zodResolver(dropFormSchema),
    defaultValues: drop ? dropFormValues(drop) : newDropFormValues(),
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = form;
  // The items carry their own `id` (the drop item's), so the rows are keyed by another name.
  const items = useFieldArray({ control, name: 'items', keyName: 'key' });
  const itemsError = errors.items?.root?.message ?? errors.items?.message;

  const submit = handleSubmit((input) =>
    save.mutate(
      { id: drop?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast({ title: drop ? 'Drop saved' : 'Drop created', description: saved.title });
          onClose();
        },
        onError: (error) => {
          if (reactToSessionLoss(error)) return;
          // The server's word on a field (stock short on units, a variant unknown) lands there.
          for (const issue of adminProblem(error).issues) {
            const field = fieldOf(issue.path);
            if (field) setError(field, { message: issue.message });
          }
        },
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto sm:max-w-3xl"
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogTitle className="text-heading font-medium">
          {drop ? `Edit “${drop.title}”` : 'New drop'}
        </DialogTitle>
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
            {save.isError ? (
              <p
                role="alert"
                className="rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-sm"
              >
                The drop was not saved. {adminProblem(save.error).message}
              </p>
            ) : null}
            <TextField label="Title" error={errors.title?.message} {...register('title')} />
            <div>
              <TextField
                label="Dutch title"
                optional
                lang="nl"
                autoComplete="off"
                error={errors.translations?.nl?.title?.message}
                {...register('translations.nl.title')}
              />
              <p className="mt-2 text-sm text-taupe">
                What the Dutch shop (/nl) shows. Left empty, it shows the English title.
              </p>
            </div>
            {drop ? (
              <div>
                <p className="mb-2 text-sm font-medium text-ink">Audience</p>
                <p className="text-[0.9375rem]">
                  {drop.audience === 'salons' ? 'Partner salons' : 'Everyone'}{' '}
                  <span className="text-taupe">(a drop keeps its audience)</span>
                </p>
                {errors.audience?.message ? (
                  <p className="mt-2 text-sm text-accent-700">{errors.audience.message}</p>
                ) : null}
              </div>
            ) : (
              <SelectField
                label="Audience"
                error={errors.audience?.message}
                {...register('audience')}
              >
                <option value="public">Everyone (/weekly-drop)</option>
                <option value="salons">Partner salons (/weekly-drop-salons)</option>
              </SelectField>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Starts (Amsterdam time)"
                type="datetime-local"
                step={1}
                error={errors.startsAt?.message}
                {...register('startsAt')}
              />
              <TextField
                label="Ends (Amsterdam time)"
                type="datetime-local"
                step={1}
                error={errors.endsAt?.message}
                {...register('endsAt')}
              />
            </div>
            <div className="flex flex-col gap-4">
              <h3 className="font-medium">Items</h3>
              {itemsError ? (
                <p className="text-sm text-accent-700" role="alert">
                  {itemsError}
                </p>
              ) : null}
              {items.fields.map((field, index) => {
                const saved = drop?.items.find((item) => String(item.id) === field.id);
                return (
                  <DropItemFields
                    key={field.key}
                    index={index}
                    saved={saved}
                    onRemove={
                      items.fields.length > 1 && (!saved || saved.unitsLeft === saved.unitsTotal)
                        ? () => items.remove(index)
                        : null
                    }
                  />
                );
              })}
              <div>
                <Button
                  variant="secondary"
                  onClick={() => items.append(emptyDropItem())}
                  disabled={items.fields.length >= 40}
                >
                  Add item
                </Button>
              </div>
            </div>
            <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : drop ? 'Save drop' : 'Create drop'}
              </Button>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
