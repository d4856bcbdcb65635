import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { familyBySlug, type FamilySlug } from '@/domain/catalog';
import * as paths from '@/web/app/paths';
import { catalogQueryOptions } from '../api/get-catalog';
import { useCatalogNames } from '../catalog-names';
import { familyMessages } from '../family/messages';

/**
 * A family's categories, each linking to its own page. Names come from the domain's list so the
 * tiles stand at once; only the counts wait for /api/catalog (and are simply left out if it fails).
 */
export function CategoryTiles({ family }: { family: FamilySlug }) {
  const { t, category: categoryName } = useCatalogNames(familyMessages);
  const catalog = useQuery(catalogQueryOptions());
  const counts = catalog.data?.families.find((item) => item.slug === family)?.categories;
  const categories = familyBySlug(family)?.categories ?? [];
  return (
    <section
      aria-labelledby="categories-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <h2 id="categories-heading" className="text-title font-medium">
        {t('catalog.family.categories')}
      </h2>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {categories.map((category) => {
          const count = counts?.find((item) => item.slug === category.slug)?.count;
          return (
            <li key={category.slug}>
              <Link
                to={paths.shopCategory({ family, category: category.slug })}
                className="group flex h-full min-h-32 flex-col justify-between rounded-card border border-sand bg-white p-5 transition-shadow duration-200 hover:shadow-soft sm:min-h-40 sm:p-7"
              >
                <span className="font-display text-heading font-medium text-ink">
                  {categoryName(category.slug)}
                </span>
                <span className="mt-4 flex items-center justify-between gap-2 text-sm text-taupe">
                  {count === undefined ? (
                    catalog.isPending ? (
                      <span aria-hidden="true" className="h-4 w-20 rounded-full bg-linen" />
                    ) : (
                      <span>{t('catalog.family.browse')}</span>
                    )
                  ) : (
                    <span>{t('catalog.family.count', { count })}</span>
                  )}
                  <span
                    aria-hidden="true"
                    className="text-accent-700 transition-transform duration-200 motion-safe:group-hover:translate-x-1"
                  >
                    →
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
