import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';

export function WhatItCosts() {
  const t = useT(hairdressersMessages);
  return (
    <section
      aria-labelledby="costs-heading"
      className="mx-auto grid max-w-content gap-6 px-5 pt-section sm:px-8 md:grid-cols-[1fr_1.4fr] md:items-end md:gap-16"
    >
      <div>
        <h2 id="costs-heading" className="text-title font-medium">
          {t('hairdressers.costs.title')}
        </h2>
        <p className="mt-4 font-display text-display font-medium text-accent-700">
          {t('hairdressers.costs.nothing')}
        </p>
      </div>
      <p className="max-w-prose text-lead text-taupe md:pb-3">{t('hairdressers.costs.text')}</p>
    </section>
  );
}
