import type { ReactNode } from 'react';

/** One step of the checkout: a numbered, titled card. */
export function CheckoutSection({
  id,
  step,
  title,
  children,
}: {
  id: string;
  step: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="scroll-mt-28 rounded-card bg-white p-5 shadow-soft sm:p-8"
      // Focus lands here when a problem in the section needs the shopper's eyes.
      tabIndex={-1}
    >
      <h2 id={id} className="flex items-center gap-3 font-display text-heading">
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-linen font-sans text-sm font-medium text-accent-700"
        >
          {step}
        </span>
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}
