import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useCatalogNames } from '../catalog-names';
import { familyBySlug, type FamilySlug } from '../families';
import { BestSellers } from './best-sellers';
import { CategoryTiles } from './category-tiles';
import { HALF_SECTION_SIZES } from '@/domain/images';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';
import { familyMessages } from '../family/messages';

/** A family page: its artwork, name and what it holds, then its categories and best sellers. */
export function FamilyLanding({ slug }: { slug: FamilySlug }) {
  const { t, family: familyName } = useCatalogNames(familyMessages);
  const family = familyBySlug(slug);
  const name = familyName(slug);
  const lower = name.toLowerCase();
  useDocumentTitle(name);
  return (
    <>
      <section className="mx-auto grid max-w-content items-center gap-10 px-5 pt-10 pb-6 sm:px-8 md:grid-cols-2 md:pt-16">
        <div>
          <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
            {t('catalog.family.kicker')}
          </p>
          <h1 className="mt-3 text-title font-medium">{name}</h1>
          <p className="mt-4 max-w-prose text-lead text-taupe">{t(family.summary)}</p>
          <Link
            to={paths.shopWith(`family=${family.slug}`)}
            className={buttonClasses('primary', 'mt-8')}
          >
            {t('catalog.family.all', { family: lower })}
          </Link>
        </div>
        <ResponsivePicture
          src={family.image}
          alt={t(family.imageAlt)}
          sizes={HALF_SECTION_SIZES}
          width={480}
          height={360}
          fetchPriority="high"
          className="aspect-[4/3] w-full rounded-card object-cover"
        />
      </section>
      <CategoryTiles family={slug} />
      <BestSellers
        title={t('catalog.family.best', { family: name, lower })}
        lead={t('catalog.family.lead')}
        family={slug}
        count={4}
      />
    </>
  );
}
