import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { FAMILIES } from '../families';
import { FAMILY_TILE_SIZES } from '@/domain/images';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';
import { useCatalogNames } from '../catalog-names';
import { familyMessages } from '../family/messages';
import { homeMessages } from '../home/messages';
import { useT } from '@/web/i18n/use-t';

export function FamilyTiles() {
  const { t, family: familyName } = useCatalogNames(homeMessages);
  useT(familyMessages); // the families' sentences and pictures' texts (families.ts)
  return (
    <section
      aria-labelledby="families-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <h2 id="families-heading" className="text-title font-medium">
        {t('catalog.home.families')}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {FAMILIES.map((family) => (
          <li key={family.slug}>
            <Link
              to={paths.family(family.slug)}
              className="group block h-full overflow-hidden rounded-card bg-white shadow-soft transition-shadow duration-200 hover:shadow-lift"
            >
              <ResponsivePicture
                src={family.image}
                alt={t(family.imageAlt)}
                sizes={FAMILY_TILE_SIZES}
                width={480}
                height={360}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="p-6">
                <h3 className="text-heading font-medium">{familyName(family.slug)}</h3>
                <p className="mt-2 text-[0.9375rem] text-taupe">{t(family.summary)}</p>
                <p className="mt-4 inline-flex items-center gap-1.5 text-[0.9375rem] font-medium text-accent-700">
                  {t('catalog.home.explore')}
                  <span
                    aria-hidden="true"
                    className="transition-transform duration-200 motion-safe:group-hover:translate-x-1"
                  >
                    →
                  </span>
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
