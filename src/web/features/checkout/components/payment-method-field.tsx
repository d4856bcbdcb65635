import { useFormContext, useWatch } from 'react-hook-form';
import type { PaymentMethod } from '@/domain/orders';
import { useT } from '@/web/i18n/use-t';
import type { CheckoutFormInput } from '../checkout-form-schema';
import { checkoutMessages } from '../messages';

// Message ids, each written in full so `npm run messages` finds them.
const METHODS: { method: PaymentMethod; label: string; hint: string; business: boolean }[] = [
  {
    method: 'card',
    label: 'checkout.payment.card',
    hint: 'checkout.payment.card.hint',
    business: false,
  },
  {
    method: 'invoice',
    label: 'checkout.payment.invoice',
    hint: 'checkout.payment.invoice.hint',
    business: true,
  },
];

/** Card for everyone; pay on invoice only for business tiers (product.md §8). */
export function PaymentMethodField({ business }: { business: boolean }) {
  const t = useT(checkoutMessages);
  const { register, control } = useFormContext<CheckoutFormInput>();
  const chosen = useWatch({ control, name: 'payment.method' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t('checkout.payment.legend')}</legend>
      {METHODS.filter((option) => business || !option.business).map(({ method, label, hint }) => (
        <label
          key={method}
          className={
            'flex min-h-tap cursor-pointer items-start gap-3 rounded-field border px-4 py-3 ' +
            (chosen === method ? 'border-accent-700 bg-white' : 'border-sand')
          }
        >
          <input
            type="radio"
            value={method}
            className="mt-1 accent-accent-700"
            {...register('payment.method')}
          />
          <span>
            <span className="block text-[0.9375rem] font-medium text-ink">{t(label)}</span>
            <span className="block text-sm text-taupe">{t(hint)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
