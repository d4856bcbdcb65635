import { Link } from 'react-router';
import { deliveryFee, freeDeliveryProgress, type DeliverySettings } from '@/domain/delivery';
import { formatMoney } from '@/domain/money';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useCart } from '../cart-context';
import { DeliveryOptions } from './delivery-options';
import { FreeDeliveryProgress } from './free-delivery-progress';

/** Subtotal, delivery and the way to checkout. The total here is an estimate; checkout quotes. */
export function OrderSummary({
  settings,
}: {
  settings: (DeliverySettings & { locale: string }) | undefined;
}) {
  const { cart } = useCart();
  const shopper = useShopper();
  const locale = settings?.locale;
  const context = settings
    ? {
        subtotal: cart.totalAmount,
        tier: shopper.tier,
        salonSession: shopper.accessType === 'salon',
        settings,
      }
    : undefined;
  const fee = context ? deliveryFee(cart.deliveryMethod, context) : undefined;

  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col gap-6 rounded-card bg-white p-6 shadow-soft sm:p-8"
    >
      <h2 id="summary-title" className="font-display text-heading">
        Summary
      </h2>
      {context ? (
        <FreeDeliveryProgress progress={freeDeliveryProgress(context)} locale={locale} />
      ) : null}
      {context ? <DeliveryOptions context={context} locale={locale} /> : null}
      <dl className="flex flex-col gap-2 border-t border-sand pt-5 text-[0.9375rem]">
        <div className="flex justify-between">
          <dt className="text-taupe">Subtotal</dt>
          <dd className="tabular-nums">{formatMoney(cart.totalAmount, locale)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-taupe">Delivery (estimate)</dt>
          <dd className="tabular-nums">
            {fee === undefined ? '…' : fee === 0 ? 'Free' : formatMoney(fee, locale)}
          </dd>
        </div>
        <div className="mt-2 flex justify-between text-lg font-medium">
          <dt>Estimated total</dt>
          <dd className="tabular-nums">{formatMoney(cart.totalAmount + (fee ?? 0), locale)}</dd>
        </div>
      </dl>
      <Link to={paths.checkout} className={buttonClasses('primary', 'w-full text-base')}>
        Go to checkout
      </Link>
      <p className="text-center text-xs text-taupe">
        {shopper.tier === 'business' ? 'Business prices, excluding offers. ' : ''}
        Checkout confirms prices, offers and delivery.
      </p>
    </section>
  );
}
