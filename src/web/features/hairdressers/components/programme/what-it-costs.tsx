export function WhatItCosts() {
  return (
    <section
      aria-labelledby="costs-heading"
      className="mx-auto grid max-w-content gap-6 px-5 pt-section sm:px-8 md:grid-cols-[1fr_1.4fr] md:items-end md:gap-16"
    >
      <div>
        <h2 id="costs-heading" className="text-title font-medium">
          What it costs
        </h2>
        <p className="mt-4 font-display text-display font-medium text-accent-700">Nothing.</p>
      </div>
      <p className="max-w-prose text-lead text-taupe md:pb-3">
        No fees and no minimum order. Joining is free, staying is free, and you only ever pay for
        what you order — at business prices.
      </p>
    </section>
  );
}
