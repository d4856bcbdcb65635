import { useId } from 'react';
import type { ProductVariant } from '@/domain/products';
import type { VariantKind } from '../variant-kind';

interface VariantPickerProps {
  variants: readonly ProductVariant[];
  kind: VariantKind;
  value: string | null;
  onChange: (name: string) => void;
}

/**
 * A radio group of the product's variants. Sold-out ones stay visible (a shopper should see the
 * length exists) but cannot be chosen, and say so in words, not only in a greyed look.
 */
export function VariantPicker({ variants, kind, value, onChange }: VariantPickerProps) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold tracking-[0.12em] text-ink uppercase">
        {kind === 'length' ? 'Length' : kind === 'size' ? 'Size' : 'Colour'}
        {value ? (
          <span className="ml-2 font-normal tracking-normal normal-case text-taupe">{value}</span>
        ) : null}
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {variants.map((variant, index) => {
          const soldOut = variant.stock <= 0;
          const inputId = `${id}-${index}`;
          return (
            <div key={variant.name}>
              <input
                id={inputId}
                type="radio"
                name={`${id}-variant`}
                value={variant.name}
                checked={variant.name === value}
                disabled={soldOut}
                onChange={() => onChange(variant.name)}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className={
                  'inline-flex min-h-tap cursor-pointer items-center gap-2 rounded-full border px-4 text-[0.9375rem] transition-colors ' +
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700 ' +
                  'peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory ' +
                  'peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:text-taupe ' +
                  (soldOut
                    ? 'border-sand bg-transparent'
                    : 'border-sand bg-white text-ink hover:border-taupe')
                }
              >
                <span className={soldOut ? 'line-through decoration-taupe/60' : ''}>
                  {variant.name}
                </span>
                {soldOut ? (
                  <>
                    {' '}
                    <span className="text-xs">sold out</span>
                  </>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
