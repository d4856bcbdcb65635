import { Link, Navigate, useSearchParams } from 'react-router';
import { categoryName, familyBySlug, type FamilySlug } from '@/domain/catalog';
import * as paths from '@/web/app/paths';
import { Breadcrumb } from '@/web/components/ui/breadcrumb';
import { buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useCatalogNames } from '../catalog-names';
import { ProductResults } from '../components/product-results';
import { useShopFilters } from '../use-shop-filters';
import { shopMessages } from '../shop/messages';

/**
 * /shop-category?family=…&category=…: one category's products. A family without a category is
 * the family's landing page, where the address is then replaced.
 */
export function ShopCategoryPage() {
  const [params] = useSearchParams();
  const familySlug = params.get('family') ?? '';
  const categorySlug = params.get('category') ?? '';
  const family = familyBySlug(familySlug);
  const known = categoryName(familySlug, categorySlug) !== undefined;
  if (family && !categorySlug) return <Navigate to={paths.family(family.slug)} replace />;
  if (!family || !known) return <CategoryNotFound familySlug={family?.slug} />;
  return <CategoryListing familySlug={family.slug} categorySlug={categorySlug} />;
}

function CategoryListing({
  familySlug,
  categorySlug,
}: {
  familySlug: FamilySlug;
  categorySlug: string;
}) {
  const names = useCatalogNames(shopMessages);
  const { t } = names;
  const familyName = names.family(familySlug);
  const category = names.category(categorySlug);
  const family = familyName.toLowerCase();
  const { filters, update, hrefForPage } = useShopFilters();
  // Each page of the list is a page of its own to search engines (issue 32): its number shows.
  useDocumentTitle(
    filters.page > 1
      ? `${category} · ${familyName} · ${t('app.ui.page', { page: filters.page })}`
      : `${category} · ${familyName}`,
  );
  return (
    <>
      <header className="mx-auto max-w-content px-5 pt-8 pb-10 sm:px-8 sm:pt-10">
        <Breadcrumb
          crumbs={[
            { label: t('app.nav.shop'), to: paths.shop },
            { label: familyName, to: paths.family(familySlug) },
            { label: category },
          ]}
        />
        <p className="mt-8 text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
          {familyName}
        </p>
        <h1 className="mt-3 text-title font-medium">{category}</h1>
      </header>
      <section
        aria-labelledby="category-products-heading"
        className="mx-auto max-w-content px-5 sm:px-8"
      >
        <h2 id="category-products-heading" className="sr-only">
          {t('catalog.shop.products')}
        </h2>
        <ProductResults
          filters={filters}
          onChange={update}
          hrefForPage={hrefForPage}
          wide
          empty={
            <NoticePanel
              title={t('catalog.shop.cat.none', { category: category.toLowerCase() })}
              actions={
                <Link to={paths.family(familySlug)} className={buttonClasses('secondary')}>
                  {t('catalog.shop.cat.see-all', { family })}
                </Link>
              }
            >
              {t('catalog.shop.cat.restock', { family })}
            </NoticePanel>
          }
        />
      </section>
    </>
  );
}

function CategoryNotFound({ familySlug }: { familySlug: FamilySlug | undefined }) {
  const names = useCatalogNames(shopMessages);
  const { t } = names;
  useDocumentTitle(t('catalog.shop.cat.missing'));
  const family = familySlug ? familyBySlug(familySlug) : undefined;
  const familyName = family ? names.family(family.slug) : '';
  return (
    <section className="mx-auto max-w-content px-5 py-16 sm:px-8 sm:py-24">
      <NoticePanel
        headingLevel={1}
        title={t('catalog.shop.cat.missing-title')}
        actions={
          <>
            {family ? (
              <Link to={paths.family(family.slug)} className={buttonClasses('primary')}>
                {t('catalog.shop.cat.browse', { family: familyName.toLowerCase() })}
              </Link>
            ) : null}
            <Link to={paths.shop} className={buttonClasses(family ? 'secondary' : 'primary')}>
              {t('catalog.browse-shop')}
            </Link>
          </>
        }
      >
        {t('catalog.shop.cat.missing-text')}{' '}
        {family
          ? t('catalog.shop.cat.list', {
              family: familyName,
              list: family.categories.map((c) => names.category(c.slug)).join(', '),
            })
          : t('catalog.shop.cat.pick')}
      </NoticePanel>
    </section>
  );
}
