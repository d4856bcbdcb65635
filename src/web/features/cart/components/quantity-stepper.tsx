import { MAX_LINE_QUANTITY } from '@/domain/cart';

interface QuantityStepperProps {
  quantity: number;
  /** Names the line for screen readers: "Decrease quantity of Body Wave Bundle, 14 inch". */
  label: string;
  onChange: (quantity: number) => void;
}

const stepClass =
  'inline-flex size-tap items-center justify-center rounded-full text-lg text-ink hover:bg-linen ' +
  'disabled:cursor-not-allowed disabled:text-taupe/50 disabled:hover:bg-transparent';

/** − 2 +: the quantity is never below 1 (spec §5), so "−" is disabled at 1; "Remove" removes. */
export function QuantityStepper({ quantity, label, onChange }: QuantityStepperProps) {
  return (
    <div
      className="inline-flex items-center rounded-full border border-sand bg-white"
      role="group"
      aria-label={`Quantity of ${label}`}
    >
      <button
        type="button"
        className={stepClass}
        aria-label={`Decrease quantity of ${label}`}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output
        aria-live="polite"
        aria-label={`Quantity of ${label}`}
        className="min-w-8 text-center font-medium tabular-nums"
      >
        {quantity}
      </output>
      <button
        type="button"
        className={stepClass}
        aria-label={`Increase quantity of ${label}`}
        disabled={quantity >= MAX_LINE_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
