import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { AdminDropItem } from '@/domain/drops';
import type { Product } from '@/domain/products';
import { Button } from '@/web/components/ui/button';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { adminKeys } from '../../api/admin-keys';
import { adminProductQuery, adminProductsQuery } from '../../api/admin-products';
import type { DropFormValues } from './drop-form-schema';

/** The first variant with stock, else the first: a sensible start for a picked product. */
function firstVariant(product: Product): string {
  const variants = product.variant_detail;
  return (variants.find((variant) => variant.stock > 0) ?? variants[0])?.name ?? '';
}

/** A value the admin reads but does not change here, laid out like a field. */
function ReadOnly({
  label,
  text,
  error,
  children,
}: {
  label: string;
  text: string;
  error?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div>
      <p className="mb-2 text-sm font-medium text-ink">{label}</p>
      <div className="flex min-h-tap items-center justify-between gap-3">
        <span className="text-[0.9375rem]">{text}</span>
        {children}
      </div>
      {error ? <p className="mt-2 text-sm text-accent-700">{error}</p> : null}
    </div>
  );
}

/** Search by name; a press on a result picks it. */
function ProductSearch({
  label,
  error,
  onPick,
}: {
  label: string;
  error: string | undefined;
  onPick: (product: Product) => void;
}) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery({
    ...adminProductsQuery({ q, status: 'active', page: 1 }),
    enabled: q.length >= 2,
  });
  return (
    <div>
      <TextField
        label={label}
        type="search"
        placeholder="Search by name"
        autoComplete="off"
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      {q.length >= 2 ? (
        <div className="mt-2 rounded-field border border-sand bg-white p-2">
          {results.isPending ? (
            <p className="px-2 py-1 text-sm text-taupe">Searching…</p>
          ) : results.isError ? (
            <p className="px-2 py-1 text-sm text-accent-700">The search failed. Type again.</p>
          ) : results.data.items.length === 0 ? (
            <p className="px-2 py-1 text-sm text-taupe">No product is called that.</p>
          ) : (
            <ul aria-label={`Products matching “${q}”`} className="flex flex-col">
              {results.data.items.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    className="flex min-h-tap w-full items-center justify-between gap-3 rounded-field px-2 text-left text-[0.9375rem] hover:bg-linen"
                    onClick={() => onPick(product)}
                  >
                    <span>{product.name}</span>
                    <span className="text-sm text-taupe tabular-nums">
                      {product.stock} in stock
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

/**
 * One item row of the drop form, as a group named "Item N": product (searched and picked; fixed
 * once the item is in the drop), variant, prices, units and the per-order limit.
 */
export function DropItemFields({
  index,
  saved,
  onRemove,
}: {
  index: number;
  /** The item as the drop holds it now (units held and sold), when it is already in the drop. */
  saved: AdminDropItem | undefined;
  onRemove: (() => void) | null;
}) {
  const queryClient = useQueryClient();
  const { register, setValue, control } = useFormContext<DropFormValues>();
  const { errors } = useFormState({ control, name: `items.${index}` });
  const itemErrors = errors.items?.[index];
  const [productId, productName] = useWatch({
    control,
    name: [`items.${index}.productId`, `items.${index}.productName`],
  });
  const id = Number(productId);
  const product = useQuery({ ...adminProductQuery(id), enabled: productId !== '' }).data;
  const variants = product?.variant_detail ?? [];
  const legend = `Item ${index + 1}`;

  const pick = (picked: Product) => {
    queryClient.setQueryData(adminKeys.product(picked.id), picked);
    setValue(`items.${index}.productId`, String(picked.id), { shouldValidate: false });
    setValue(`items.${index}.productName`, picked.name);
    setValue(`items.${index}.variant`, firstVariant(picked));
  };
  const unpick = () => {
    setValue(`items.${index}.productId`, '');
    setValue(`items.${index}.productName`, '');
    setValue(`items.${index}.variant`, '');
  };

  return (
    <fieldset className="rounded-card border border-sand p-4">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {productId === '' ? (
          <ProductSearch label="Product" error={itemErrors?.productId?.message} onPick={pick} />
        ) : (
          <ReadOnly label="Product" text={productName}>
            {saved ? null : (
              <Button
                variant="secondary"
                onClick={unpick}
                aria-label={`Change product of ${legend}`}
              >
                Change
              </Button>
            )}
          </ReadOnly>
        )}
        {saved ? (
          <ReadOnly label="Variant" text={saved.variant ?? 'No variants'} />
        ) : productId !== '' && variants.length > 0 ? (
          <SelectField
            label="Variant"
            error={itemErrors?.variant?.message}
            {...register(`items.${index}.variant`)}
          >
            {variants.map((variant) => (
              <option key={variant.name} value={variant.name}>
                {variant.name} ({variant.stock} in stock)
              </option>
            ))}
          </SelectField>
        ) : productId !== '' && product ? (
          <ReadOnly
            label="Variant"
            text={`No variants · ${product.stock} in stock`}
            error={itemErrors?.variant?.message}
          />
        ) : null}
        <TextField
          label="Drop price (€)"
          inputMode="decimal"
          error={itemErrors?.dropPrice?.message}
          {...register(`items.${index}.dropPrice`)}
        />
        <TextField
          label="Business drop price (€, optional)"
          inputMode="decimal"
          error={itemErrors?.dropBusinessPrice?.message}
          {...register(`items.${index}.dropBusinessPrice`)}
        />
        <TextField
          label="Units"
          inputMode="numeric"
          error={itemErrors?.units?.message}
          {...register(`items.${index}.units`)}
        />
        <TextField
          label="Per-order limit (1–20)"
          inputMode="numeric"
          error={itemErrors?.perOrderLimit?.message}
          {...register(`items.${index}.perOrderLimit`)}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-taupe">
          {saved
            ? `Now: ${saved.unitsLeft} left · ${saved.unitsHeld} held · ${saved.unitsSold} sold`
            : null}
        </p>
        {onRemove ? (
          <Button variant="secondary" onClick={onRemove} aria-label={`Remove ${legend}`}>
            Remove
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
