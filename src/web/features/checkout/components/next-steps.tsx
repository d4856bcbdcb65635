import type { OrderView } from '@/domain/orders';

const SHIPPING: Record<OrderView['delivery']['method'], string> = {
  home: 'We pack your order within one working day; it reaches your door in 1–3 working days.',
  locker:
    'We pack your order within one working day; the locker sends you a pickup code when it arrives, usually in 1–3 working days.',
  salon:
    'We pack your order within one working day and bring it to the salon; you hear from us when it is ready to collect.',
};

/** What happens after the order: the mail, the invoice (if any) and the shipping time. */
export function NextSteps({ order }: { order: OrderView }) {
  const steps = [
    ...(order.status === 'paid' ? ['Your payment is received — thank you.'] : []),
    `A confirmation is on its way to ${order.customer.email}.`,
    ...(order.payment.method === 'invoice'
      ? [
          'Your invoice follows by email: pay it by bank transfer within its term. We start preparing your order straight away.',
        ]
      : []),
    SHIPPING[order.delivery.method],
  ];
  return (
    <section aria-labelledby="next-title" className="rounded-card bg-linen p-5 sm:p-8">
      <h2 id="next-title" className="font-display text-heading">
        What happens next
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
