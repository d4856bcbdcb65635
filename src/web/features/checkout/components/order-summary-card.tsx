import type { OrderView } from '@/domain/orders';
import { useT } from '@/web/i18n/use-t';
import { checkoutMessages } from '../messages';
import { OrderLines, OrderTotals } from './order-totals';

// Message ids, each written in full so `npm run messages` finds them.
const DELIVERY_METHODS: Record<OrderView['delivery']['method'], string> = {
  home: 'checkout.delivery.home',
  locker: 'checkout.delivery.locker',
  salon: 'checkout.delivery.salon',
};
/** What the trade register calls a company's number in its country. */
const REGISTER_LABELS = {
  NL: 'checkout.company.kvk.short',
  BE: 'checkout.company.enterprise.short',
};

/** An order as the shopper placed it: number, lines, totals and where it goes. */
export function OrderSummaryCard({ order }: { order: OrderView }) {
  const t = useT(checkoutMessages);
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-card bg-white p-5 shadow-soft sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-summary-title" className="font-display text-heading">
          {t('checkout.order.number', { number: order.number })}
        </h2>
        <p className="text-sm text-taupe">
          {t('checkout.order.products', { count: order.lines.length })}
        </p>
      </div>
      <div className="mt-4">
        <OrderLines lines={order.lines} />
        <OrderTotals
          totals={order.totals}
          code={order.offerCode ?? null}
          vat={order.vat}
          tier={order.tier}
          reverseCharge={order.reverseCharge ?? false}
        />
      </div>
      <dl className="mt-6 grid gap-4 border-t border-sand pt-5 text-[0.9375rem] sm:grid-cols-2">
        <div>
          <dt className="text-sm text-taupe">{t(DELIVERY_METHODS[order.delivery.method])}</dt>
          <dd className="mt-1 text-ink">
            {/* A home delivery's answer names only the city: the street stays with the shop. */}
            {order.delivery.method === 'home'
              ? t('checkout.order.delivering-to', { place: order.delivery.place })
              : order.delivery.place}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-taupe">{t('checkout.order.confirmation-to')}</dt>
          <dd className="mt-1 break-words text-ink">{order.customer.email}</dd>
        </div>
        {order.company ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-taupe">{t('checkout.order.invoiced-to')}</dt>
            <dd className="mt-1 break-words text-ink">
              <span className="block">{order.company.name}</span>
              <span className="block text-taupe">
                {t(REGISTER_LABELS[order.company.country], {
                  number: order.company.registrationNumber,
                })}
              </span>
              <span className="block text-taupe">
                {t('checkout.order.vat-number', { number: order.company.vatNumber })}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
