import { DELIVERY_METHOD_LABELS } from '@/domain/delivery-labels';
import type { OrderView } from '@/domain/orders';
import { OrderLines, OrderTotals } from './order-totals';

/** What the trade register calls a company's number in its country. */
function registerLabel(country: 'NL' | 'BE'): string {
  return country === 'BE' ? 'Enterprise no.' : 'KvK';
}

/** An order as the shopper placed it: number, lines, totals and where it goes. */
export function OrderSummaryCard({
  order,
  locale,
}: {
  order: OrderView;
  locale: string | undefined;
}) {
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-card bg-white p-5 shadow-soft sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-summary-title" className="font-display text-heading">
          Order {order.number}
        </h2>
        <p className="text-sm text-taupe">
          {order.lines.length} {order.lines.length === 1 ? 'product' : 'products'}
        </p>
      </div>
      <div className="mt-4">
        <OrderLines lines={order.lines} locale={locale} />
        <OrderTotals
          totals={order.totals}
          locale={locale}
          code={order.offerCode ?? null}
          vat={order.vat}
          tier={order.tier}
        />
      </div>
      <dl className="mt-6 grid gap-4 border-t border-sand pt-5 text-[0.9375rem] sm:grid-cols-2">
        <div>
          <dt className="text-sm text-taupe">{DELIVERY_METHOD_LABELS[order.delivery.method]}</dt>
          <dd className="mt-1 text-ink">
            {/* A home delivery's answer names only the city: the street stays with the shop. */}
            {order.delivery.method === 'home'
              ? `Delivering to ${order.delivery.place}`
              : order.delivery.place}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-taupe">Confirmation to</dt>
          <dd className="mt-1 break-words text-ink">{order.customer.email}</dd>
        </div>
        {order.company ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-taupe">Invoiced to</dt>
            <dd className="mt-1 break-words text-ink">
              <span className="block">{order.company.name}</span>
              <span className="block text-taupe">
                {registerLabel(order.company.country)} {order.company.registrationNumber}
              </span>
              <span className="block text-taupe">VAT {order.company.vatNumber}</span>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
