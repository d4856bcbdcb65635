import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FAMILIES } from '@/domain/catalog';
import type { AdminOffer } from '@/domain/offer-input';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/web/components/ui/dialog';
import { SelectField } from '@/web/components/ui/select-field';
import { TextareaField } from '@/web/components/ui/textarea-field';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { adminProblem } from '../../api/admin-problem';
import { useSaveOffer } from '../../api/admin-offers';
import { reactToSessionLoss } from '../admin-error-state';
import {
  newOfferFormValues,
  offerFormSchema,
  offerFormValues,
  type OfferFormOutput,
  type OfferFormValues,
} from './offer-form-schema';

/** The Dutch texts' fields, as an API issue's path names them. */
const DUTCH_FIELDS = new Set<string>(['translations.nl.title', 'translations.nl.description']);
type DutchField = 'translations.nl.title' | 'translations.nl.description';

const CATEGORIES = [
  ...new Map(
    FAMILIES.flatMap((family): readonly { slug: string; name: string }[] => family.categories).map(
      (category) => [category.slug, category] as const,
    ),
  ).values(),
];

/** Creates an offer (`offer` null) or edits one, in a dialog open while it is rendered. */
export function OfferFormDialog({
  offer,
  onClose,
}: {
  offer: AdminOffer | null;
  onClose: () => void;
}) {
  const save = useSaveOffer();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<OfferFormValues, unknown, OfferFormOutput>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: offer ? offerFormValues(offer) : newOfferFormValues(),
  });
  const kind = useWatch({ control, name: 'kind' });
  const targetType = useWatch({ control, name: 'targetType' });

  const submit = handleSubmit((input) =>
    save.mutate(
      { id: offer?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast({ title: offer ? 'Offer saved' : 'Offer created', description: saved.title });
          onClose();
        },
        onError: (error) => {
          if (reactToSessionLoss(error)) return;
          // The server's word on a field (a code taken, a product gone) lands on that field.
          for (const issue of adminProblem(error).issues) {
            const path = issue.path.join('.');
            if (DUTCH_FIELDS.has(path)) setError(path as DutchField, { message: issue.message });
            else if (
              issue.path.length === 1 &&
              path !== 'translations' &&
              path in newOfferFormValues()
            )
              setError(path as keyof OfferFormValues, { message: issue.message });
          }
        },
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogTitle className="text-heading font-medium">
          {offer ? `Edit “${offer.title}”` : 'New offer'}
        </DialogTitle>
        <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
          {save.isError ? (
            <p
              role="alert"
              className="rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-sm"
            >
              The offer was not saved. {adminProblem(save.error).message}
            </p>
          ) : null}
          <TextField label="Title" error={errors.title?.message} {...register('title')} />
          <TextareaField
            label="Description"
            rows={2}
            error={errors.description?.message}
            {...register('description')}
          />
          <TextField
            label="Dutch title"
            optional
            lang="nl"
            autoComplete="off"
            error={errors.translations?.nl?.title?.message}
            {...register('translations.nl.title')}
          />
          <div>
            <TextareaField
              label="Dutch description"
              optional
              lang="nl"
              rows={2}
              error={errors.translations?.nl?.description?.message}
              {...register('translations.nl.description')}
            />
            <p className="mt-2 text-sm text-taupe">
              What the Dutch shop (/nl) shows. Left empty, it shows the English title or
              description.
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Kind" error={errors.kind?.message} {...register('kind')}>
              <option value="percent">Percent off</option>
              <option value="amount">Amount off (€)</option>
            </SelectField>
            <TextField
              label={kind === 'amount' ? 'Amount off (€)' : 'Percent off (1–90)'}
              inputMode={kind === 'amount' ? 'decimal' : 'numeric'}
              error={errors.value?.message}
              {...register('value')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="For" error={errors.targetType?.message} {...register('targetType')}>
              <option value="order">The whole order</option>
              <option value="product">One product</option>
              <option value="category">A category</option>
              <option value="family">A family</option>
            </SelectField>
            {targetType === 'product' ? (
              <TextField
                label="Product id"
                inputMode="numeric"
                error={errors.targetProductId?.message}
                {...register('targetProductId')}
              />
            ) : targetType === 'category' ? (
              <SelectField
                label="Category"
                error={errors.targetName?.message}
                {...register('targetName')}
              >
                <option value="">Choose a category</option>
                {CATEGORIES.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </SelectField>
            ) : targetType === 'family' ? (
              <SelectField
                label="Family"
                error={errors.targetName?.message}
                {...register('targetName')}
              >
                <option value="">Choose a family</option>
                {FAMILIES.map((family) => (
                  <option key={family.slug} value={family.slug}>
                    {family.name}
                  </option>
                ))}
              </SelectField>
            ) : null}
          </div>
          <SelectField label="Who" error={errors.audience?.message} {...register('audience')}>
            <option value="all">Everyone</option>
            <option value="client">Clients</option>
            <option value="business">Salons and friends (business prices)</option>
          </SelectField>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Starts"
              type="datetime-local"
              error={errors.startsAt?.message}
              {...register('startsAt')}
            />
            <TextField
              label="Ends (empty: until ended)"
              type="datetime-local"
              error={errors.endsAt?.message}
              {...register('endsAt')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Code (empty: automatic)"
              autoComplete="off"
              error={errors.code?.message}
              {...register('code')}
            />
            <TextField
              label="Minimum order (€)"
              inputMode="decimal"
              error={errors.minSubtotal?.message}
              {...register('minSubtotal')}
            />
            <TextField
              label="Most uses (empty: no limit)"
              inputMode="numeric"
              error={errors.maxUses?.message}
              {...register('maxUses')}
            />
          </div>
          <label className="flex items-center gap-3 text-[0.9375rem]">
            <input type="checkbox" className="size-5" {...register('active')} />
            Active
          </label>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : offer ? 'Save offer' : 'Create offer'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
