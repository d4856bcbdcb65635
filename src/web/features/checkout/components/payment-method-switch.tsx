import type { OnlinePaymentMethod } from '@/domain/orders';
import { useT } from '@/web/i18n/use-t';
import { checkoutMessages } from '../messages';
import { PAYMENT_METHOD_WORDS } from './payment-method-field';
import { PaymentMark } from './payment-marks';

/** The online methods to pay an open order with: the order's own first, the others beside it. */
export function PaymentMethodSwitch({
  methods,
  chosen,
  onChoose,
}: {
  methods: readonly OnlinePaymentMethod[];
  chosen: OnlinePaymentMethod;
  onChoose: (method: OnlinePaymentMethod) => void;
}) {
  const t = useT(checkoutMessages);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{t('checkout.pay.method')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {methods.map((method) => (
          <label
            key={method}
            className={
              'flex min-h-tap cursor-pointer flex-col items-center justify-center gap-1.5 rounded-field border px-2 py-2.5 text-center text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700 ' +
              (chosen === method
                ? 'border-accent-700 bg-accent-50 font-medium text-ink'
                : 'border-sand text-taupe hover:border-accent-200')
            }
          >
            <input
              type="radio"
              name="pay-with"
              value={method}
              checked={chosen === method}
              onChange={() => onChoose(method)}
              className="sr-only"
            />
            <PaymentMark method={method} />
            <span>{t(PAYMENT_METHOD_WORDS[method].label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
