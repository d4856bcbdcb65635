import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { useCatalogT } from '../messages';
import { homeMessages } from '../home/messages';

const WAYS = [
  {
    to: paths.weeklyDrop,
    title: 'app.nav.weekly-drop',
    text: 'catalog.home.ways.drop',
    cta: 'catalog.home.ways.drop-cta',
  },
  {
    to: paths.offers,
    title: 'app.nav.offers',
    text: 'catalog.home.ways.offers',
    cta: 'catalog.home.ways.offers-cta',
  },
  {
    to: paths.boxBuilderIntro,
    title: 'catalog.home.ways.box-title',
    text: 'catalog.home.ways.box',
    cta: 'catalog.home.ways.box-cta',
  },
] as const;

export function WaysToShop() {
  const t = useCatalogT(homeMessages);
  return (
    <section
      aria-labelledby="ways-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <h2 id="ways-heading" className="text-title font-medium">
        {t('catalog.home.ways.title')}
      </h2>
      <ul className="mt-10 grid gap-px overflow-hidden rounded-card border border-sand bg-sand md:grid-cols-3">
        {WAYS.map((way) => (
          <li key={way.to} className="bg-ivory">
            <Link to={way.to} className="group flex h-full flex-col p-7 hover:bg-white sm:p-8">
              <h3 className="text-heading font-medium">{t(way.title)}</h3>
              <p className="mt-3 flex-1 text-[0.9375rem] text-taupe">{t(way.text)}</p>
              <p className="mt-6 inline-flex min-h-tap items-center gap-1.5 font-medium text-accent-700">
                {t(way.cta)}
                <span
                  aria-hidden="true"
                  className="transition-transform duration-200 motion-safe:group-hover:translate-x-1"
                >
                  →
                </span>
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
