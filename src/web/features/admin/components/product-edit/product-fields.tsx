import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ouncesOfGrams, type ProductInput } from '@/domain/product-input';
import { FAMILIES, familyBySlug } from '@/domain/catalog';
import { weightInGrams } from '@/domain/pricing';
import { TextField } from '@/web/components/ui/text-field';
import { SelectField } from '@/web/components/ui/select-field';
import { TextareaField } from '@/web/components/ui/textarea-field';
import { slugFromName, type ProductFormState } from './product-form-values';

type Form = UseFormReturn<ProductFormState, unknown, ProductInput>;

/** Name, slug, family/category and description. */
export function IdentityFields({ form, creating }: { form: Form; creating: boolean }) {
  const { register, setValue, getValues, control, formState } = form;
  const errors = formState.errors;
  const family = useWatch({ control, name: 'family' });
  // A new product's slug follows its name until the admin edits the slug; an existing one's
  // never changes by itself.
  const [slugEdited, setSlugEdited] = useState(!creating);
  const categories = familyBySlug(family)?.categories ?? [];

  const name = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) {
        setValue('slug', slugFromName(event.target.value), { shouldDirty: true });
      }
    },
  });
  const slug = register('slug', {
    onChange: () => {
      setSlugEdited(true);
    },
  });
  const familyField = register('family', {
    onChange: (event: { target: { value: string } }) => {
      const next = familyBySlug(event.target.value);
      // A category belongs to one family: keep it only if the new family has it too.
      if (!next?.categories.some((category) => category.slug === getValues('category'))) {
        setValue('category', '', { shouldDirty: true });
      }
    },
  });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="Name" error={errors.name?.message} className="sm:col-span-2" {...name} />
      <div className="sm:col-span-2">
        <TextField label="Slug" error={errors.slug?.message} autoComplete="off" {...slug} />
        <p className="mt-2 text-sm text-taupe">
          Lower-case letters, digits and dashes; suggested from the name.
        </p>
      </div>
      <SelectField label="Family" error={errors.family?.message} {...familyField}>
        <option value="">Choose a family</option>
        {FAMILIES.map((item) => (
          <option key={item.slug} value={item.slug}>
            {item.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Category"
        error={errors.category?.message}
        disabled={categories.length === 0}
        {...register('category')}
      >
        <option value="">
          {categories.length === 0 ? 'Choose a family first' : 'Choose a category'}
        </option>
        {categories.map((category) => (
          <option key={category.slug} value={category.slug}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Description"
        hint="Plain text. Shown on the product page."
        rows={6}
        error={errors.description?.message}
        className="sm:col-span-2"
        {...register('description')}
      />
    </div>
  );
}

/** The name and description in Dutch (issue 30): optional, the English standing in for each. */
export function DutchFields({ form }: { form: Form }) {
  const { register, formState } = form;
  const errors = formState.errors.translations?.nl;
  return (
    <div className="grid gap-5">
      <div>
        <TextField
          label="Dutch name"
          optional
          lang="nl"
          error={errors?.name?.message}
          autoComplete="off"
          {...register('translations.nl.name')}
        />
        <p className="mt-2 text-sm text-taupe">
          Brand and line names may stay as they are, e.g. Braziliaanse bundel — Body Wave.
        </p>
      </div>
      <TextareaField
        label="Dutch description"
        optional
        lang="nl"
        hint="Plain text. Shown on the product page in the Dutch shop."
        rows={6}
        error={errors?.description?.message}
        {...register('translations.nl.description')}
      />
    </div>
  );
}

/** Prices, stock (without variants), weight, tags and whether it is on sale. */
export function SaleFields({ form }: { form: Form }) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [weightText, variants] = useWatch({ control, name: ['weight_grams', 'variant_detail'] });
  const typed = weightText.trim().replace(',', '.');
  // What the shop will show: grams stored as ounces and shown again, rounded to whole grams.
  const grams = /^\d+(\.\d+)?$/.test(typed) ? weightInGrams(ouncesOfGrams(Number(typed))) : null;
  const variantStock = variants.reduce((sum, row) => sum + (Number(row.stock) || 0), 0);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Price (€)"
        inputMode="decimal"
        error={errors.price?.message}
        {...register('price')}
      />
      <div>
        <TextField
          label="Business price (€)"
          inputMode="decimal"
          error={errors.business_price?.message}
          {...register('business_price')}
        />
        <p className="mt-2 text-sm text-taupe">Empty: salons pay the normal price.</p>
      </div>
      {variants.length === 0 ? (
        <TextField
          label="Stock"
          inputMode="numeric"
          error={errors.stock?.message}
          {...register('stock')}
        />
      ) : (
        <div>
          <p className="mb-2 text-sm font-medium">Stock</p>
          <p className="flex min-h-tap items-center rounded-field bg-linen px-4 text-[0.9375rem] text-taupe">
            {variantStock} in all, kept per variant below
          </p>
        </div>
      )}
      <div>
        <TextField
          label="Weight (g)"
          inputMode="decimal"
          error={errors.weight_grams?.message}
          {...register('weight_grams')}
        />
        <p className="mt-2 text-sm text-taupe" aria-live="polite">
          {grams === null ? 'Empty: no weight shown.' : `Shown to shoppers as ${grams} g.`}
        </p>
      </div>
      <div className="sm:col-span-2">
        <TextField label="Tags" error={errors.tags?.message} {...register('tags')} />
        <p className="mt-2 text-sm text-taupe">
          Separate with commas, e.g. straight, remy, 100% human.
        </p>
      </div>
      <label className="flex min-h-tap items-center gap-3 sm:col-span-2">
        <input type="checkbox" className="size-5 accent-accent-700" {...register('box_eligible')} />
        <span>
          <span className="font-medium">Can go in a box</span>
          <span className="block text-sm text-taupe">
            Ticked, shoppers can choose it in the box builder.
          </span>
        </span>
      </label>
      <label className="flex min-h-tap items-center gap-3 sm:col-span-2">
        <input type="checkbox" className="size-5 accent-accent-700" {...register('active')} />
        <span>
          <span className="font-medium">On sale in the shop</span>
          <span className="block text-sm text-taupe">
            Unticked, shoppers cannot find or order it.
          </span>
        </span>
      </label>
    </div>
  );
}
