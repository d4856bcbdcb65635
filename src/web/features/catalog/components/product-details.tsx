import { categoryName, familyBySlug } from '@/domain/catalog';
import { useFormat } from '@/web/i18n/format';
import { useCatalogNames } from '../catalog-names';
import type { PricingTier } from '@/domain/pricing';
import { weightInGrams } from '@/domain/pricing';
import type { Product } from '@/domain/products';
import * as paths from '@/web/app/paths';
import { Breadcrumb } from '@/web/components/ui/breadcrumb';
import { whenVisible } from '@/web/components/ui/when-visible';
import { DeliveryPromise } from './delivery-promise';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { productMessages } from '../product/messages';

// The care and length guide: plain disclosures, whose code (and text) comes when a shopper
// reaches for them.
const HairGuide = whenVisible(() => import('./hair-guide').then((module) => module.HairGuide), {
  on: 'interaction',
});

/** The product page's main part: gallery beside name, buying choices and facts. */
export function ProductDetails({ product, tier }: { product: Product; tier: PricingTier }) {
  const names = useCatalogNames(productMessages);
  const { t } = names;
  const format = useFormat();
  const family = familyBySlug(product.family);
  const familyName = family ? names.family(family.slug) : undefined;
  const category = categoryName(product.family, product.category)
    ? names.category(product.category)
    : undefined;
  return (
    <>
      <Breadcrumb
        crumbs={[
          { label: t('app.nav.shop'), to: paths.shop },
          ...(family && familyName ? [{ label: familyName, to: paths.family(family.slug) }] : []),
          ...(family && category
            ? [
                {
                  label: category,
                  to: paths.shopCategory({ family: family.slug, category: product.category }),
                },
              ]
            : []),
          { label: product.name },
        ]}
      />
      <div className="mt-8 grid gap-10 md:grid-cols-2 md:gap-12 lg:gap-20">
        <ProductGallery images={product.images} name={product.name} />
        <div>
          <h1 className="text-title font-medium">{product.name}</h1>
          <div className="mt-6">
            <ProductPurchase product={product} tier={tier} />
          </div>
          <div className="mt-8">
            <DeliveryPromise category={product.category} tier={tier} />
          </div>
          <section aria-labelledby="about-heading" className="mt-12 border-t border-sand pt-8">
            <h2
              id="about-heading"
              className="font-sans text-sm font-semibold tracking-[0.12em] text-ink uppercase"
            >
              {t('catalog.product.about')}
            </h2>
            {/* Plain text, never HTML (product.md §4): React escapes it; line breaks are kept. */}
            <p className="mt-4 text-[0.9375rem] leading-relaxed whitespace-pre-line text-taupe">
              {product.description}
            </p>
            <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-[0.9375rem]">
              {product.weight_oz !== null ? (
                <>
                  <dt className="text-taupe">{t('catalog.product.weight')}</dt>
                  <dd className="text-ink tabular-nums">
                    {format.number(weightInGrams(product.weight_oz))} g
                  </dd>
                </>
              ) : null}
              {familyName ? (
                <>
                  <dt className="text-taupe">{t('catalog.family')}</dt>
                  <dd className="text-ink">{familyName}</dd>
                </>
              ) : null}
              {category ? (
                <>
                  <dt className="text-taupe">{t('catalog.category')}</dt>
                  <dd className="text-ink">{category}</dd>
                </>
              ) : null}
            </dl>
          </section>
          <HairGuide family={product.family} category={product.category} />
        </div>
      </div>
    </>
  );
}
