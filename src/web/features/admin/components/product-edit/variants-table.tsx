import {
  useController,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import type { ProductInput } from '@/domain/product-input';
import { Button } from '@/web/components/ui/button';
import type { ProductFormState } from './product-form-values';

const cell =
  'block min-h-tap w-full rounded-field border bg-white px-3 text-base text-ink focus-visible:outline-2 ';
const border = (error: string | undefined) =>
  error ? 'border-accent-700' : 'border-sand hover:border-taupe/50';

function Cell({
  label,
  error,
  ...input
}: { label: string; error: string | undefined } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="block min-w-0">
      <span className="mb-1 block text-xs font-medium text-taupe md:sr-only">{label}</span>
      <input
        aria-invalid={error ? true : undefined}
        className={cell + border(error)}
        {...input}
        aria-label={input['aria-label'] ?? label}
      />
      {error ? <span className="mt-1 block text-sm text-accent-700">{error}</span> : null}
    </label>
  );
}

const columns =
  'md:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_5.5rem_minmax(10.5rem,1.2fr)_auto]';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A shade's swatch: the system's colour picker behind a round swatch, the #rrggbb beside it to
 * type or paste, and a clear button. Empty means no swatch (lengths, sizes): the shop shows names.
 */
function ColourCell({
  control,
  index,
  error,
}: {
  control: Control<ProductFormState, unknown, ProductInput>;
  index: number;
  error: string | undefined;
}) {
  const {
    field: { ref, name, value: text, onChange, onBlur },
  } = useController({ control, name: `variant_detail.${index}.colour` });
  const n = index + 1;
  const value = text.trim();
  const valid = HEX.test(value);
  return (
    <div className="min-w-0">
      <span className="mb-1 block text-xs font-medium text-taupe md:sr-only">Colour</span>
      <div className="flex items-center gap-2">
        <span className="relative inline-flex size-tap shrink-0 items-center justify-center rounded-full border border-sand bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent-700 hover:border-taupe/50">
          <span
            aria-hidden="true"
            className={
              'size-7 rounded-full ' +
              (valid ? 'ring-1 ring-ink/15 ring-inset' : 'border border-dashed border-taupe/60')
            }
            style={valid ? { backgroundColor: value } : undefined}
          />
          <input
            type="color"
            aria-label={`Pick variant ${n} colour`}
            value={valid ? value.toLowerCase() : '#1c1a19'}
            onChange={(event) => onChange(event.target.value)}
            className="absolute inset-0 size-full cursor-pointer rounded-full opacity-0"
          />
        </span>
        <input
          ref={ref}
          name={name}
          value={text}
          onChange={onChange}
          onBlur={onBlur}
          aria-label={`Variant ${n} colour`}
          aria-invalid={error ? true : undefined}
          placeholder="none"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          className={cell + border(error) + ' font-mono text-sm'}
        />
        {value !== '' ? (
          <IconButton label={`Clear variant ${n} colour`} onClick={() => onChange('')}>
            ✕
          </IconButton>
        ) : null}
      </div>
      {error ? <span className="mt-1 block text-sm text-accent-700">{error}</span> : null}
    </div>
  );
}

/** Lengths or colours, each with its own price, business price, stock and swatch; order is kept. */
export function VariantsTable({
  control,
  register,
  errors,
}: {
  control: Control<ProductFormState, unknown, ProductInput>;
  register: UseFormRegister<ProductFormState>;
  errors: FieldErrors<ProductFormState>;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'variant_detail' });
  const rowErrors = errors.variant_detail;
  return (
    <div>
      {fields.length === 0 ? (
        <p className="rounded-field bg-linen px-4 py-3 text-[0.9375rem] text-taupe">
          No variants: the product is sold as one item with its own price and stock.
        </p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className={`hidden gap-3 px-1 pb-2 text-xs font-medium tracking-[0.08em] text-taupe uppercase md:grid ${columns}`}
          >
            <span>Name</span>
            <span>Price (€)</span>
            <span>Business (€)</span>
            <span>Stock</span>
            <span>Colour</span>
            <span className="w-[8.5rem]" />
          </div>
          <ol className="flex flex-col gap-3">
            {fields.map((field, index) => {
              const rowError = rowErrors?.[index];
              const n = index + 1;
              return (
                <li
                  key={field.id}
                  aria-label={`Variant ${n}`}
                  className={`grid grid-cols-2 gap-3 rounded-field border border-sand bg-ivory p-3 md:items-start md:border-0 md:bg-transparent md:p-0 ${columns}`}
                >
                  <div className="col-span-2 md:col-span-1">
                    <Cell
                      label={`Variant ${n} name`}
                      placeholder="e.g. 18 inch"
                      error={rowError?.name?.message}
                      {...register(`variant_detail.${index}.name`)}
                    />
                  </div>
                  <Cell
                    label={`Variant ${n} price`}
                    placeholder="product’s"
                    inputMode="decimal"
                    error={rowError?.price?.message}
                    {...register(`variant_detail.${index}.price`)}
                  />
                  <Cell
                    label={`Variant ${n} business price`}
                    placeholder="product’s"
                    inputMode="decimal"
                    error={rowError?.business_price?.message}
                    {...register(`variant_detail.${index}.business_price`)}
                  />
                  <Cell
                    label={`Variant ${n} stock`}
                    inputMode="numeric"
                    error={rowError?.stock?.message}
                    {...register(`variant_detail.${index}.stock`)}
                  />
                  <ColourCell control={control} index={index} error={rowError?.colour?.message} />
                  <div className="col-span-2 flex justify-end gap-1 md:col-span-1">
                    <IconButton
                      label={`Move variant ${n} up`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      label={`Move variant ${n} down`}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      ↓
                    </IconButton>
                    <IconButton label={`Remove variant ${n}`} onClick={() => remove(index)}>
                      ✕
                    </IconButton>
                  </div>
                </li>
              );
            })}
          </ol>
          <p className="mt-3 text-sm text-taupe">
            An empty price uses the product’s price; an empty business price uses the product’s
            business price. A colour shows shoppers a round swatch for the shade instead of its
            name; leave it empty for lengths and sizes.
          </p>
        </>
      )}
      <Button
        variant="secondary"
        className="mt-4"
        onClick={() => append({ name: '', price: '', business_price: '', stock: '0', colour: '' })}
      >
        Add a variant
      </Button>
    </div>
  );
}

export function IconButton({
  label,
  children,
  ...props
}: { label: string; children: string } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="inline-flex size-tap items-center justify-center rounded-full border border-sand bg-white text-ink transition-colors hover:bg-linen disabled:cursor-not-allowed disabled:opacity-40"
      {...props}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
