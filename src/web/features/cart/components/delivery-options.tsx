import type { DeliveryMethod } from '@/domain/cart';
import { deliveryFee, type DeliveryContext } from '@/domain/delivery';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { useCart } from '../cart-context';
import { cartMessages } from '../messages';
import { LockerPicker } from './locker-picker';
import { SalonPicker } from './salon-picker';

// Message ids, each written in full so `npm run messages` finds them.
const METHODS: { method: DeliveryMethod; label: string; hint: string }[] = [
  { method: 'home', label: 'cart.delivery.home', hint: 'cart.delivery.home.hint' },
  { method: 'locker', label: 'cart.delivery.locker', hint: 'cart.delivery.locker.hint' },
  { method: 'salon', label: 'cart.delivery.salon', hint: 'cart.delivery.salon.hint' },
];

export function DeliveryOptions({
  context,
  hideLegend = false,
}: {
  context: DeliveryContext;
  /** Checkout titles the section itself; the legend then only names the group for screen readers. */
  hideLegend?: boolean;
}) {
  const { cart, selectDelivery } = useCart();
  const t = useT(cartMessages);
  const format = useFormat();
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : 'font-medium text-ink'}>
        {t('cart.delivery.legend')}
      </legend>
      <div className={`${hideLegend ? '' : 'mt-3 '}flex flex-col gap-2`}>
        {METHODS.map(({ method, label, hint }) => {
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
                  <span className="block text-[0.9375rem] font-medium text-ink">{t(label)}</span>
                  <span className="block text-sm text-taupe">{t(hint)}</span>
                </span>
                <span className="text-sm font-medium tabular-nums text-ink">
                  {fee === 0 ? t('cart.delivery.free') : format.money(fee)}
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
