import { useQuery } from '@tanstack/react-query';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { productListQueryOptions } from '../api/get-products';
import type { FilterLabel } from '../filter-labels';
import { useCatalogT } from '../messages';
import { shopMessages } from '../shop/messages';
import { usePricingTier } from '../use-pricing-tier';
import { ProductGrid } from './product-grid';

const POPULAR = { sort: 'popular', page: 1, pageSize: 4 } as const;

/** Nothing matched: say what was asked for, offer a way out and something to look at instead. */
export function ShopEmptyState({
  labels,
  query,
  onClear,
}: {
  labels: readonly FilterLabel[];
  /** The search, when the list is one. */
  query?: string;
  onClear: () => void;
}) {
  const t = useCatalogT(shopMessages);
  const tier = usePricingTier();
  const popular = useQuery(productListQueryOptions(POPULAR, tier));
  const asked = labels.map((item) => item.label).join(', ');
  // Only a search narrowed the list: help with the words rather than with filters.
  const searchOnly = query !== undefined && labels.length === 1;
  // The filters stand out in the sentence: the message holds them as {asked}, written around.
  const [before = '', after = ''] = t('catalog.shop.empty.asked', { asked: '\u0000' }).split(
    '\u0000',
  );
  return (
    <div>
      <NoticePanel
        title={searchOnly ? t('catalog.shop.empty.query', { query }) : t('catalog.shop.empty')}
        actions={
          labels.length > 0 ? (
            <Button onClick={onClear}>
              {searchOnly ? t('catalog.shop.empty.all') : t('catalog.shop.clear')}
            </Button>
          ) : null
        }
      >
        {searchOnly ? (
          t('catalog.shop.empty.query-text')
        ) : asked ? (
          <>
            {before}
            <strong className="text-ink">{asked}</strong>
            {after}
          </>
        ) : (
          t('catalog.shop.empty.none')
        )}
      </NoticePanel>
      {popular.data && popular.data.items.length > 0 ? (
        <section aria-labelledby="popular-instead" className="pt-14">
          <h2 id="popular-instead" className="text-heading font-medium">
            {t('catalog.shop.popular')}
          </h2>
          <div className="mt-6">
            <ProductGrid products={popular.data.items} tier={tier} wide />
          </div>
        </section>
      ) : null}
    </div>
  );
}
