import { useId, useState, type FormEvent } from 'react';
import { moneyInput, parseMoney } from '@/domain/money';
import { useFormat } from '@/web/i18n/format';
import { useCatalogT } from '../messages';
import { shopMessages } from '../shop/messages';

interface PriceRangeFormProps {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onApply: (range: { minPrice: number | undefined; maxPrice: number | undefined }) => void;
}

/** Cents → what a shopper types: 2500 → "25", 2550 → "25.50" (in Dutch "25,50"). */
const euros = (cents: number | undefined, decimalMark: string) =>
  cents === undefined ? '' : moneyInput(cents, { wholeEuros: true }).replace('.', decimalMark);

const field =
  'block min-h-tap w-full rounded-field border bg-white pr-3 pl-8 text-base text-ink tabular-nums hover:border-taupe/50';

/**
 * Prices in euros on screen, cents in the URL and the API. Applied with a button, because a
 * half-typed amount ("1" on the way to "150") must not reload the list.
 */
export function PriceRangeForm({ minPrice, maxPrice, onApply }: PriceRangeFormProps) {
  const t = useCatalogT(shopMessages);
  // The locale's decimal mark, read off its money: "€1.50", "€ 1,50" (parseMoney reads both).
  const decimalMark = /1(\D)50/.exec(useFormat().money(150))?.[1] ?? '.';
  const id = useId();
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string): number | undefined | null => {
      const text = String(data.get(name) ?? '').trim();
      return text === '' ? undefined : parseMoney(text);
    };
    const min = read('minPrice');
    const max = read('maxPrice');
    if (min === null || max === null) {
      setError(t('catalog.shop.price.invalid'));
      return;
    }
    if (min !== undefined && max !== undefined && min > max) {
      setError(t('catalog.shop.price.order'));
      return;
    }
    setError(undefined);
    onApply({ minPrice: min, maxPrice: max });
  }

  const errorId = `${id}-error`;
  const input = (name: 'minPrice' | 'maxPrice', label: string, value: number | undefined) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm text-taupe">
        {label}
      </label>
      <div className="relative">
        <span aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-taupe">
          €
        </span>
        <input
          id={`${id}-${name}`}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={euros(value, decimalMark)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${field} ${error ? 'border-accent-700' : 'border-sand'}`}
        />
      </div>
    </div>
  );

  return (
    <form key={`${minPrice}-${maxPrice}`} onSubmit={submit} noValidate>
      <fieldset>
        <legend className="text-sm font-semibold tracking-[0.12em] text-ink uppercase">
          {t('catalog.price')}
        </legend>
        <div className="mt-4 grid grid-cols-2 gap-3">
          {input('minPrice', t('catalog.shop.price.min'), minPrice)}
          {input('maxPrice', t('catalog.shop.price.max'), maxPrice)}
        </div>
      </fieldset>
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-accent-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="mt-3 inline-flex min-h-tap w-full items-center justify-center rounded-full border border-ink/15 bg-white text-[0.9375rem] font-medium text-ink hover:bg-linen"
      >
        {t('catalog.shop.price.apply')}
      </button>
    </form>
  );
}
