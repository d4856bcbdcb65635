import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { useCart } from '../cart-context';
import { estimateCart } from '../cart-estimate';
import { cartMessages } from '../messages';
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
  const { inputs } = useEstimateInputs(cart);
  const t = useT(cartMessages);
  const format = useFormat();
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
  const money = (cents: number | undefined) => (cents === undefined ? '…' : format.money(cents));

  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col gap-6 rounded-card bg-white p-6 shadow-soft sm:p-8"
    >
      <h2 id="summary-title" className="font-display text-heading">
        {t('cart.summary.title')}
      </h2>
      {estimate ? <FreeDeliveryProgress progress={estimate.progress} /> : null}
      {context ? <DeliveryOptions context={context} /> : null}
      <dl className="flex flex-col gap-2 border-t border-sand pt-5 text-[0.9375rem]">
        <div className="flex justify-between">
          <dt className="text-taupe">{t('cart.summary.subtotal')}</dt>
          <dd className="tabular-nums">{money(estimate?.subtotal ?? cart.totalAmount)}</dd>
        </div>
        {estimate && estimate.offerSavings > 0 ? (
          <div className="flex justify-between text-accent-700">
            <dt>{t('cart.summary.offers')}</dt>
            <dd className="tabular-nums">−{money(estimate.offerSavings)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-taupe">{t('cart.summary.delivery')}</dt>
          <dd className="tabular-nums">
            {estimate === undefined
              ? '…'
              : estimate.shipping === 0
                ? t('cart.delivery.free')
                : money(estimate.shipping)}
          </dd>
        </div>
        <VatRows
          total={estimate?.total ?? cart.totalAmount}
          vat={estimate?.vat}
          tier={shopper.tier}
          estimated
        />
      </dl>
      <Link to={paths.checkout} className={buttonClasses('primary', 'w-full text-base')}>
        {t('cart.summary.checkout')}
      </Link>
      <p className="text-center text-xs text-taupe">
        {shopper.tier === 'business'
          ? t('cart.summary.confirms.business')
          : t('cart.summary.confirms')}
      </p>
    </section>
  );
}
