import { Link, Navigate, useSearchParams } from 'react-router';
import { categoryName, familyBySlug } from '@/domain/catalog';
import * as paths from '@/web/app/paths';
import { Breadcrumb } from '@/web/components/ui/breadcrumb';
import { buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { ProductResults } from '../components/product-results';
import { useShopFilters } from '../use-shop-filters';

/**
 * /shop-category?family=…&category=…: one category's products. A family without a category is
 * the family's landing page, where the address is then replaced.
 */
export function ShopCategoryPage() {
  const [params] = useSearchParams();
  const familySlug = params.get('family') ?? '';
  const categorySlug = params.get('category') ?? '';
  const family = familyBySlug(familySlug);
  const category = categoryName(familySlug, categorySlug);
  if (family && !categorySlug) return <Navigate to={paths.family(family.slug)} replace />;
  if (!family || !category) return <CategoryNotFound familySlug={family?.slug} />;
  return <CategoryListing familySlug={family.slug} familyName={family.name} category={category} />;
}

function CategoryListing({
  familySlug,
  familyName,
  category,
}: {
  familySlug: string;
  familyName: string;
  category: string;
}) {
  useDocumentTitle(`${category} · ${familyName}`);
  const { filters, update, hrefForPage } = useShopFilters();
  return (
    <>
      <header className="mx-auto max-w-content px-5 pt-8 pb-10 sm:px-8 sm:pt-10">
        <Breadcrumb
          crumbs={[
            { label: 'Shop', to: paths.shop },
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
          Products
        </h2>
        <ProductResults
          filters={filters}
          onChange={update}
          hrefForPage={hrefForPage}
          wide
          empty={
            <NoticePanel
              title={`No ${category.toLowerCase()} yet`}
              actions={
                <Link to={paths.family(familySlug)} className={buttonClasses('secondary')}>
                  See all {familyName.toLowerCase()}
                </Link>
              }
            >
              This category is being restocked. Meanwhile, the rest of {familyName.toLowerCase()} is
              ready to shop.
            </NoticePanel>
          }
        />
      </section>
    </>
  );
}

function CategoryNotFound({ familySlug }: { familySlug: string | undefined }) {
  useDocumentTitle('Category not found');
  const family = familySlug ? familyBySlug(familySlug) : undefined;
  return (
    <section className="mx-auto max-w-content px-5 py-16 sm:px-8 sm:py-24">
      <NoticePanel
        headingLevel={1}
        title="We can’t find that category"
        actions={
          <>
            {family ? (
              <Link to={paths.family(family.slug)} className={buttonClasses('primary')}>
                Browse {family.name.toLowerCase()}
              </Link>
            ) : null}
            <Link to={paths.shop} className={buttonClasses(family ? 'secondary' : 'primary')}>
              Browse the shop
            </Link>
          </>
        }
      >
        The link may be old or mistyped.{' '}
        {family
          ? `${family.name} has these categories: ${family.categories.map((c) => c.name).join(', ')}.`
          : 'Pick a family or search the whole shop instead.'}
      </NoticePanel>
    </section>
  );
}
