import type { OrderView } from '@/domain/orders';
import { useT } from '@/web/i18n/use-t';
import { checkoutMessages } from '../messages';

// Message ids, each written in full so `npm run messages` finds them.
const SHIPPING: Record<OrderView['delivery']['method'], string> = {
  home: 'checkout.next.home',
  locker: 'checkout.next.locker',
  salon: 'checkout.next.salon',
};

/** What happens after the order: the mail, the invoice (if any) and the shipping time. */
export function NextSteps({ order }: { order: OrderView }) {
  const t = useT(checkoutMessages);
  const steps = [
    ...(order.status === 'paid' ? [t('checkout.next.paid')] : []),
    t('checkout.next.confirmation', { email: order.customer.email }),
    ...(order.payment.method === 'invoice' ? [t('checkout.next.invoice-follows')] : []),
    t(SHIPPING[order.delivery.method]),
  ];
  return (
    <section aria-labelledby="next-title" className="rounded-card bg-linen p-5 sm:p-8">
      <h2 id="next-title" className="font-display text-heading">
        {t('checkout.next.title')}
      </h2>
      <ol className="mt-5 flex flex-col gap-4">
        {steps.map((step, index) => (
          <li key={index} className="flex gap-4 text-[0.9375rem] text-ink">
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-sm font-medium text-accent-700"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
