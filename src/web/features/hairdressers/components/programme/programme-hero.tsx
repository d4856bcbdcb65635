import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { HALF_SECTION_SIZES } from '@/domain/images';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';
import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';

/** The top of the partner programme: what it is, what it costs, and the way in. */
export function ProgrammeHero({ children }: { children?: ReactNode }) {
  const t = useT(hairdressersMessages);
  return (
    <section className="mx-auto grid max-w-content items-center gap-10 px-5 pt-10 pb-4 sm:px-8 md:grid-cols-[1.1fr_1fr] md:gap-16 md:pt-16 lg:pt-20">
      <div>
        <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
          {t('hairdressers.hero.kicker')}
        </p>
        <h1 className="mt-4 text-display font-medium">{t('hairdressers.title')}</h1>
        <p className="mt-6 max-w-prose text-lead text-taupe">{t('hairdressers.hero.lead')}</p>
        <div className="mt-9 flex flex-wrap items-center gap-3">
          <Link to={paths.hairdresserOnboarding} className={buttonClasses('primary')}>
            {t('hairdressers.apply')}
          </Link>
          <a href="#how-it-works" className={buttonClasses('secondary')}>
            {t('hairdressers.how')}
          </a>
        </div>
        <p className="mt-5 text-[0.9375rem] text-taupe">{t('hairdressers.hero.facts')}</p>
        {children}
      </div>
      <ResponsivePicture
        src="/images/family-salon-essentials.svg"
        alt=""
        sizes={HALF_SECTION_SIZES}
        width={480}
        height={360}
        fetchPriority="high"
        className="mx-auto w-full max-w-[26rem] rounded-card md:max-w-none"
      />
    </section>
  );
}
