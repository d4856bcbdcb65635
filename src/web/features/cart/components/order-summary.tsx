import { Link } from 'react-router';
import { formatMoney } from '@/domain/money';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useCart } from '../cart-context';
import { estimateCart } from '../cart-estimate';
import { useEstimateInputs } from '../use-estimate-inputs';
import { DeliveryOptions } from './delivery-options';
import { FreeDeliveryProgress } from './free-delivery-progress';
import { VatRows } from './vat-rows';

/**
 * Subtotal, the offers' savings, delivery and the way to checkout, priced by the same engine as
 * the checkout's quote (src/domain/pricing-engine.ts). Still an estimate: checkout quotes.
 */
export function OrderSummary() {
  const { cart } = useCart();
  const shopper = useShopper();
  const { inputs, settings } = useEstimateInputs(cart);
  const locale = settings?.locale;
  const estimate = inputs ? estimateCart(cart.items, inputs) : undefined;
  const context =
    inputs && estimate
      ? {
          subtotal: estimate.subtotal - estimate.offerSavings,
          tier: inputs.tier,
          salonSession: inputs.salonSession,
          settings: inputs.settings,
        }
      : undefined;
  const money = (cents: number | undefined) =>
    cents === undefined ? '…' : formatMoney(cents, locale);

  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col gap-6 rounded-card bg-white p-6 shadow-soft sm:p-8"
    >
      <h2 id="summary-title" className="font-display text-heading">
        Summary
      </h2>
      {estimate ? <FreeDeliveryProgress progress={estimate.progress} locale={locale} /> : null}
      {context ? <DeliveryOptions context={context} locale={locale} /> : null}
      <dl className="flex flex-col gap-2 border-t border-sand pt-5 text-[0.9375rem]">
        <div className="flex justify-between">
          <dt className="text-taupe">Subtotal</dt>
          <dd className="tabular-nums">{money(estimate?.subtotal ?? cart.totalAmount)}</dd>
        </div>
        {estimate && estimate.offerSavings > 0 ? (
          <div className="flex justify-between text-accent-700">
            <dt>Offers</dt>
            <dd className="tabular-nums">−{money(estimate.offerSavings)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-taupe">Delivery (estimate)</dt>
          <dd className="tabular-nums">
            {estimate === undefined
              ? '…'
              : estimate.shipping === 0
                ? 'Free'
                : money(estimate.shipping)}
          </dd>
        </div>
        <VatRows
          total={estimate?.total ?? cart.totalAmount}
          vat={estimate?.vat}
          tier={shopper.tier}
          locale={locale}
          label="Estimated total"
        />
      </dl>
      <Link to={paths.checkout} className={buttonClasses('primary', 'w-full text-base')}>
        Go to checkout
      </Link>
      <p className="text-center text-xs text-taupe">
        {shopper.tier === 'business' ? 'Business prices. ' : ''}
        Checkout confirms prices, offers and delivery.
      </p>
    </section>
  );
}
