import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';

const STEPS = [
  { title: 'hairdressers.steps.apply', text: 'hairdressers.steps.apply-text' },
  { title: 'hairdressers.steps.review', text: 'hairdressers.steps.review-text' },
  { title: 'hairdressers.steps.shop', text: 'hairdressers.steps.shop-text' },
] as const;

export function HowItWorks() {
  const t = useT(hairdressersMessages);
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className="mx-auto max-w-content scroll-mt-24 px-5 pt-section sm:px-8"
    >
      <div className="rounded-card bg-linen px-6 py-12 sm:px-12 md:py-16">
        <h2 id="how-it-works-heading" className="text-title font-medium">
          {t('hairdressers.how')}
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
              <h3 className="mt-5 text-heading font-medium">{t(step.title)}</h3>
              <p className="mt-3 text-[0.9375rem] text-taupe">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
