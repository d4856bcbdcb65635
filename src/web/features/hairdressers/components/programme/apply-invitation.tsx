import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';

/** The closing call to apply, in the house's dark band (as on the home page). */
export function ApplyInvitation() {
  const t = useT(hairdressersMessages);
  return (
    <section
      aria-labelledby="apply-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <div className="grid gap-8 rounded-card bg-accent-800 px-7 py-12 text-ivory sm:px-12 md:grid-cols-[1.4fr_1fr] md:items-center md:py-16">
        <div>
          <h2 id="apply-heading" className="text-title font-medium text-ivory">
            {t('hairdressers.join.title')}
          </h2>
          <p className="mt-4 max-w-prose text-lead text-accent-50">{t('hairdressers.join.text')}</p>
        </div>
        <div className="flex md:justify-end">
          <Link
            to={paths.hairdresserOnboarding}
            className={buttonClasses('secondary', 'border-transparent')}
          >
            {t('hairdressers.apply')}
          </Link>
        </div>
      </div>
    </section>
  );
}
