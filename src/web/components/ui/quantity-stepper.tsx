import { useId, useState } from 'react';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  label?: string;
  disabled?: boolean;
}

const step =
  'inline-flex size-tap items-center justify-center rounded-full text-lg text-ink hover:bg-linen ' +
  'disabled:cursor-not-allowed disabled:text-taupe/50 disabled:hover:bg-transparent';

/**
 * A number with − and + buttons, kept within min..max. Typing is allowed too; an empty or
 * half-typed field is only corrected when the shopper leaves it.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label = 'Quantity',
  disabled = false,
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const upper = Math.max(min, max);
  const clamp = (n: number) => Math.min(upper, Math.max(min, Math.trunc(n)));

  return (
    <div>
      <label
        htmlFor={id}
        className="mb-2 block text-sm font-semibold tracking-[0.12em] text-ink uppercase"
      >
        {label}
      </label>
      <div className="inline-flex items-center rounded-full border border-sand bg-white p-0.5">
        <button
          type="button"
          className={step}
          aria-label={`Decrease ${label.toLowerCase()}`}
          disabled={disabled || value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
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
        <button
          type="button"
          className={step}
          aria-label={`Increase ${label.toLowerCase()}`}
          disabled={disabled || value >= upper}
          onClick={() => onChange(clamp(value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
