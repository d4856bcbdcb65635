import { useQuery } from '@tanstack/react-query';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { productListQueryOptions } from '../api/get-products';
import type { FilterLabel } from '../filter-labels';
import { usePricingTier } from '../use-pricing-tier';
import { ProductGrid } from './product-grid';

const POPULAR = { sort: 'popular', page: 1, pageSize: 4 } as const;

/** Nothing matched: say what was asked for, offer a way out and something to look at instead. */
export function ShopEmptyState({
  labels,
  onClear,
}: {
  labels: readonly FilterLabel[];
  onClear: () => void;
}) {
  const tier = usePricingTier();
  const popular = useQuery(productListQueryOptions(POPULAR, tier));
  const asked = labels.map((item) => item.label).join(', ');
  return (
    <div>
      <NoticePanel
        title="No products match"
        actions={labels.length > 0 ? <Button onClick={onClear}>Clear all filters</Button> : null}
      >
        {asked ? (
          <>
            Nothing in the shop matches <strong className="text-ink">{asked}</strong>. Try fewer
            filters, another spelling, or a wider price range.
          </>
        ) : (
          'The shop has no products to show right now.'
        )}
      </NoticePanel>
      {popular.data && popular.data.items.length > 0 ? (
        <section aria-labelledby="popular-instead" className="pt-14">
          <h2 id="popular-instead" className="text-heading font-medium">
            Popular right now
          </h2>
          <div className="mt-6">
            <ProductGrid products={popular.data.items} tier={tier} wide />
          </div>
        </section>
      ) : null}
    </div>
  );
}
