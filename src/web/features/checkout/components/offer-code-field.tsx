import { useId, useState, type KeyboardEvent } from 'react';
import type { AppliedCode } from '@/domain/orders';
import { Button } from '@/web/components/ui/button';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { messageParts } from '@/web/i18n/message-parts';
import { checkoutMessages } from '../messages';

interface OfferCodeFieldProps {
  applied: string | null;
  /** What the server's quote says the applied code saves. */
  saving: AppliedCode | null;
  /** The server's word on a refused code. */
  error: string | null;
  checking: boolean;
  /** No quote can be asked yet (delivery incomplete), so the code is not checked yet either. */
  unverified: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** An optional offer code: applying it asks the server for a new quote with it. */
export function OfferCodeField({
  applied,
  saving,
  error,
  checking,
  unverified,
  onApply,
  onRemove,
}: OfferCodeFieldProps) {
  const t = useT(checkoutMessages);
  const format = useFormat();
  const [code, setCode] = useState(applied ?? '');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const apply = () => {
    const trimmed = code.trim();
    if (trimmed) onApply(trimmed);
  };
  // Enter applies the code instead of submitting the whole checkout around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  if (applied && !checking && !error) {
    const codeName = <span className="font-medium">{saving?.code ?? applied}</span>;
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-field bg-linen px-4 py-3">
        <p role="status" className="text-[0.9375rem] text-ink">
          {unverified ? (
            messageParts(t, 'checkout.code.unverified', { code: codeName })
          ) : saving ? (
            <>
              {messageParts(t, 'checkout.code.saving', {
                code: codeName,
                amount: (
                  <span className="font-medium tabular-nums">{format.money(saving.saving)}</span>
                ),
              })}
              <span className="block text-sm text-taupe">{saving.title}</span>
            </>
          ) : (
            messageParts(t, 'checkout.code.applied', { code: codeName })
          )}
        </p>
        <Button variant="quiet" className="px-2" onClick={onRemove}>
          {t('checkout.code.remove')}
        </Button>
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-ink">
        {t('checkout.code.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={
            'block min-h-tap w-full min-w-0 rounded-field border bg-white px-4 text-base text-ink ' +
            (error ? 'border-accent-700' : 'border-sand hover:border-taupe/50')
          }
        />
        <Button variant="secondary" onClick={apply} disabled={checking || code.trim() === ''}>
          {checking ? t('checkout.code.checking') : t('checkout.code.apply')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-accent-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
