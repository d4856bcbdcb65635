import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { useCatalogT } from '../messages';
import { homeMessages } from '../home/messages';

export function SalonInvitation() {
  const t = useCatalogT(homeMessages);
  return (
    <section
      aria-labelledby="salon-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <div className="grid gap-8 rounded-card bg-accent-800 px-7 py-12 text-ivory sm:px-12 md:grid-cols-[1.4fr_1fr] md:items-center md:py-16">
        <div>
          <p className="text-sm font-medium tracking-[0.14em] text-accent-100 uppercase">
            {t('catalog.home.salon.kicker')}
          </p>
          <h2 id="salon-heading" className="mt-3 text-title font-medium text-ivory">
            {t('catalog.home.salon.title')}
          </h2>
          <p className="mt-4 max-w-prose text-lead text-accent-50">
            {t('catalog.home.salon.text')}
          </p>
        </div>
        <div className="flex flex-wrap gap-3 md:justify-end">
          <Link to={paths.hairdresser} className={buttonClasses('secondary', 'border-transparent')}>
            {t('catalog.home.salon.program')}
          </Link>
          <Link
            to={paths.hairdresserOnboarding}
            className={buttonClasses('quiet', 'text-ivory decoration-accent-100')}
          >
            {t('catalog.home.salon.apply')}
          </Link>
        </div>
      </div>
    </section>
  );
}
