import { useId, useState } from 'react';
import { useShellT } from '@/web/i18n/use-t';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  /**
   * The visible label of the typed field ("Quantity" in the page's language when not given); the
   * buttons say what they change in its words.
   */
  label?: string;
  /**
   * A cart line's product: the count is then shown rather than typed, read out as it changes,
   * and every control names the product ("Decrease quantity of Body Wave Bundle, 14 inch").
   */
  of?: string;
  disabled?: boolean;
}

/** A sentence starts with a capital, wherever the language puts the lower-cased label. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const step =
  'inline-flex size-tap items-center justify-center rounded-full text-lg text-ink hover:bg-linen ' +
  'disabled:cursor-not-allowed disabled:text-taupe/50 disabled:hover:bg-transparent';

/**
 * A number with − and + buttons, kept within min..max. On a product page it can be typed too:
 * an empty or half-typed field is only corrected when the shopper leaves it. On a cart line
 * (`of`) it is a count between the buttons; "−" stops at the minimum and "Remove" removes.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label: givenLabel,
  of,
  disabled = false,
}: QuantityStepperProps) {
  const t = useShellT();
  const label = givenLabel ?? t('app.ui.quantity');
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const upper = Math.max(min, max);
  const clamp = (n: number) => Math.min(upper, Math.max(min, Math.trunc(n)));
  // "Quantity of Argan Oil" names the count; "Decrease quantity of Argan Oil" a button (in Dutch
  // "Aantal van Argan Oil verlagen": the words' order is the catalogue's).
  const what = of ? t('app.ui.quantity-of', { label, product: of }) : label;
  const spoken = of
    ? t('app.ui.quantity-of', { label: label.toLowerCase(), product: of })
    : label.toLowerCase();
  const button = (change: 'decrease' | 'increase', next: number, limited: boolean) => (
    <button
      type="button"
      className={step}
      aria-label={capitalised(
        change === 'decrease'
          ? t('app.ui.decrease', { what: spoken })
          : t('app.ui.increase', { what: spoken }),
      )}
      disabled={disabled || limited}
      onClick={() => onChange(clamp(next))}
    >
      <span aria-hidden="true">{change === 'decrease' ? '−' : '+'}</span>
    </button>
  );

  const stepper = (
    <div
      className={`inline-flex items-center rounded-full border border-sand bg-white${of ? '' : ' p-0.5'}`}
      role={of ? 'group' : undefined}
      aria-label={of ? what : undefined}
    >
      {button('decrease', value - 1, value <= min)}
      {of ? (
        <output
          aria-live="polite"
          aria-label={what}
          className="min-w-8 text-center font-medium tabular-nums"
        >
          {value}
        </output>
      ) : (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={upper}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const number = Number(text);
            if (text !== '' && Number.isFinite(number)) onChange(clamp(number));
          }}
          onBlur={() => setDraft(null)}
          className="h-tap w-14 [appearance:textfield] bg-transparent text-center text-base text-ink tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
      )}
      {button('increase', value + 1, value >= upper)}
    </div>
  );
  if (of) return stepper;
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-2 block text-sm font-semibold tracking-[0.12em] text-ink uppercase"
      >
        {label}
      </label>
      {stepper}
    </div>
  );
}
