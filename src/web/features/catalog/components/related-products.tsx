import { useQuery } from '@tanstack/react-query';
import { isFamilySlug } from '@/domain/catalog';
import type { PricingTier } from '@/domain/pricing';
import type { Product } from '@/domain/products';
import { productListQueryOptions } from '../api/get-products';
import { useCatalogT } from '../messages';
import { productMessages } from '../product/messages';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const SHOWN = 4;

/** Others from the same category. Quietly absent when there are none or they fail to load. */
export function RelatedProducts({ product, tier }: { product: Product; tier: PricingTier }) {
  const t = useCatalogT(productMessages);
  const related = useQuery(
    productListQueryOptions(
      {
        family: isFamilySlug(product.family) ? product.family : undefined,
        category: product.category,
        sort: 'popular',
        page: 1,
        // One more than shown, as the product itself may be among them.
        pageSize: SHOWN + 1,
      },
      tier,
    ),
  );
  const others = related.data?.items.filter((item) => item.id !== product.id).slice(0, SHOWN);
  if (related.isError || (others && others.length === 0)) return null;
  return (
    <section aria-labelledby="related-heading" className="pt-section">
      <h2 id="related-heading" className="text-title font-medium">
        {t('catalog.product.related')}
      </h2>
      <div className="mt-10">
        {others ? (
          <ProductGrid products={others} tier={tier} wide />
        ) : (
          <ProductGridSkeleton count={SHOWN} wide label={t('catalog.product.related.loading')} />
        )}
      </div>
    </section>
  );
}
