import { useFormContext, useWatch } from 'react-hook-form';
import type { PaymentMethod } from '@/domain/orders';
import { useT } from '@/web/i18n/use-t';
import type { CheckoutFormInput } from '../checkout-form-schema';
import { checkoutMessages } from '../messages';
import { PaymentMark } from './payment-marks';

// Message ids, each written in full so `npm run messages` finds them.
export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, { label: string; hint: string }> = {
  ideal: { label: 'checkout.payment.ideal', hint: 'checkout.payment.ideal.hint' },
  bancontact: { label: 'checkout.payment.bancontact', hint: 'checkout.payment.bancontact.hint' },
  card: { label: 'checkout.payment.card', hint: 'checkout.payment.card.hint' },
  invoice: { label: 'checkout.payment.invoice', hint: 'checkout.payment.invoice.hint' },
};

/**
 * The payment methods, each a large tappable choice with its mark and a line on how it works:
 * the online ones in the order the shopper's country expects (issue 31), then pay on invoice for
 * business tiers (product.md §8).
 */
export function PaymentMethodField({
  methods,
  onPick,
}: {
  methods: readonly PaymentMethod[];
  /** The shopper chose a method themselves (the form stops following their country). */
  onPick: () => void;
}) {
  const t = useT(checkoutMessages);
  const { register, control } = useFormContext<CheckoutFormInput>();
  const chosen = useWatch({ control, name: 'payment.method' });
  return (
    <fieldset className="flex flex-col gap-2.5">
      <legend className="sr-only">{t('checkout.payment.legend')}</legend>
      {methods.map((method) => {
        const { label, hint } = PAYMENT_METHOD_WORDS[method];
        return (
          <label
            key={method}
            className={
              'flex min-h-16 cursor-pointer items-center gap-3 rounded-field border px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700 ' +
              (chosen === method
                ? 'border-accent-700 bg-white shadow-soft'
                : 'border-sand hover:border-accent-200 hover:bg-white/60')
            }
          >
            <input
              type="radio"
              value={method}
              className="size-4 shrink-0 accent-accent-700"
              {...register('payment.method', { onChange: onPick })}
            />
            <span className="min-w-0 flex-1">
              <span className="block text-[0.9375rem] font-medium text-ink">{t(label)}</span>
              <span className="block text-sm text-taupe">{t(hint)}</span>
            </span>
            <PaymentMark method={method} />
          </label>
        );
      })}
    </fieldset>
  );
}
