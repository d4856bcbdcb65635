import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';

export function SalonInvitation() {
  return (
    <section
      aria-labelledby="salon-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <div className="grid gap-8 rounded-card bg-accent-800 px-7 py-12 text-ivory sm:px-12 md:grid-cols-[1.4fr_1fr] md:items-center md:py-16">
        <div>
          <p className="text-sm font-medium tracking-[0.14em] text-accent-100 uppercase">
            For hairdressers
          </p>
          <h2 id="salon-heading" className="mt-3 text-title font-medium text-ivory">
            Business prices for your salon
          </h2>
          <p className="mt-4 max-w-prose text-lead text-accent-50">
            Approved salons buy at business prices, get a weekly drop of their own and can send
            clients a link with the products they recommend.
          </p>
        </div>
        <div className="flex flex-wrap gap-3 md:justify-end">
          <Link to={paths.hairdresser} className={buttonClasses('secondary', 'border-transparent')}>
            The hairdresser program
          </Link>
          <Link
            to={paths.hairdresserOnboarding}
            className={buttonClasses('quiet', 'text-ivory decoration-accent-100')}
          >
            Apply as a salon
          </Link>
        </div>
      </div>
    </section>
  );
}
