const STEPS = [
  {
    title: 'Apply in a few minutes',
    text: 'Tell us about your salon: its name and address, your KvK or enterprise number, and what you specialise in.',
  },
  {
    title: 'We review and email your private salon link',
    text: 'We look at every application within a few working days. Once approved, your salon link arrives by email.',
  },
  {
    title: 'Shop at business prices and share recommendations',
    text: 'Open your link to see business prices and the salons’ drop, and send clients the products you recommend.',
  },
] as const;

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className="mx-auto max-w-content scroll-mt-24 px-5 pt-section sm:px-8"
    >
      <div className="rounded-card bg-linen px-6 py-12 sm:px-12 md:py-16">
        <h2 id="how-it-works-heading" className="text-title font-medium">
          How it works
        </h2>
        <ol className="mt-10 grid gap-10 md:grid-cols-3 md:gap-8">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-accent-700 font-display text-xl text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-heading font-medium">{step.title}</h3>
              <p className="mt-3 text-[0.9375rem] text-taupe">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
