import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { HERO_SIZES } from '@/domain/images';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';
import { useCatalogT } from '../messages';
import { homeMessages } from '../home/messages';

export function HomeHero() {
  const t = useCatalogT(homeMessages);
  return (
    <section className="mx-auto grid max-w-content items-center gap-10 px-5 pt-10 pb-4 sm:px-8 md:grid-cols-[1.1fr_1fr] md:gap-16 md:pt-16 lg:pt-20">
      <div>
        <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
          {t('catalog.home.hero.kicker')}
        </p>
        <h1 className="mt-4 text-display font-medium">{t('catalog.home.hero.title')}</h1>
        <p className="mt-6 max-w-prose text-lead text-taupe">{t('catalog.home.hero.text')}</p>
        <div className="mt-9 flex flex-wrap gap-3">
          <Link to={paths.shop} className={buttonClasses('primary')}>
            {t('catalog.home.hero.shop')}
          </Link>
          <Link to={paths.weeklyDrop} className={buttonClasses('secondary')}>
            {t('catalog.home.hero.drop')}
          </Link>
        </div>
      </div>
      <ResponsivePicture
        src="/images/hero-waves.svg"
        alt=""
        sizes={HERO_SIZES}
        width={600}
        height={680}
        fetchPriority="high"
        className="mx-auto w-full max-w-[20rem] sm:max-w-[26rem] md:max-w-none"
      />
    </section>
  );
}
