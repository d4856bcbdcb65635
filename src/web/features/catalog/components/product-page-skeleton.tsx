import { useCatalogT } from '../messages';
import { productMessages } from '../product/messages';

/** The product page's layout while the product loads: nothing jumps when it arrives. */
export function ProductPageSkeleton() {
  const t = useCatalogT(productMessages);
  return (
    <div role="status" aria-label={t('catalog.product.loading')}>
      <div aria-hidden="true">
        <div className="h-5 w-64 max-w-full rounded-full bg-linen" />
        <div className="mt-8 grid gap-10 md:grid-cols-2 md:gap-12 lg:gap-20">
          <div className="aspect-square w-full rounded-card bg-linen motion-safe:animate-pulse" />
          <div>
            <div className="h-10 w-4/5 rounded-full bg-linen" />
            <div className="mt-6 h-8 w-32 rounded-full bg-linen" />
            <div className="mt-8 flex flex-wrap gap-2">
              {Array.from({ length: 5 }, (_, index) => (
                <div key={index} className="h-tap w-24 rounded-full bg-linen" />
              ))}
            </div>
            <div className="mt-8 h-tap w-64 rounded-full bg-linen" />
          </div>
        </div>
      </div>
    </div>
  );
}
