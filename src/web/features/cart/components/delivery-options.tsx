import type { DeliveryMethod } from '@/domain/cart';
import { deliveryFee, type DeliveryContext } from '@/domain/delivery';
import { DELIVERY_METHOD_LABELS } from '@/domain/delivery-labels';
import { formatMoney } from '@/domain/money';
import { useCart } from '../cart-context';
import { LockerPicker } from './locker-picker';
import { SalonPicker } from './salon-picker';

const METHODS: { method: DeliveryMethod; hint: string }[] = [
  { method: 'home', hint: 'To your door in 1–3 working days' },
  { method: 'locker', hint: 'Collect when it suits you' },
  { method: 'salon', hint: 'At a partner salon near you' },
];

export function DeliveryOptions({
  context,
  locale,
  hideLegend = false,
}: {
  context: DeliveryContext;
  locale: string | undefined;
  /** Checkout titles the section itself; the legend then only names the group for screen readers. */
  hideLegend?: boolean;
}) {
  const { cart, selectDelivery } = useCart();
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : 'font-medium text-ink'}>Delivery</legend>
      <div className={`${hideLegend ? '' : 'mt-3 '}flex flex-col gap-2`}>
        {METHODS.map(({ method, hint }) => {
          const fee = deliveryFee(method, context);
          const checked = cart.deliveryMethod === method;
          return (
            <div
              key={method}
              className={`rounded-field border px-4 py-3 ${checked ? 'border-accent-700 bg-white' : 'border-sand'}`}
            >
              <label className="flex min-h-tap cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name="delivery"
                  value={method}
                  checked={checked}
                  onChange={() => selectDelivery(method)}
                  className="accent-accent-700"
                />
                <span className="flex-1">
                  <span className="block text-[0.9375rem] font-medium text-ink">
                    {DELIVERY_METHOD_LABELS[method]}
                  </span>
                  <span className="block text-sm text-taupe">{hint}</span>
                </span>
                <span className="text-sm font-medium tabular-nums text-ink">
                  {fee === 0 ? 'Free' : formatMoney(fee, locale)}
                </span>
              </label>
              {checked && method === 'locker' ? <LockerPicker /> : null}
              {checked && method === 'salon' ? <SalonPicker /> : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
