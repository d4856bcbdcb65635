import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FamilySlug } from '@/domain/catalog';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { productListQueryOptions } from '../api/get-products';
import { useCatalogT } from '../messages';
import { familyMessages } from '../family/messages';
import { writeShopFilters, type ShopFilters } from '../shop-filters';
import { usePricingTier } from '../use-pricing-tier';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

interface BestSellersProps {
  title: string;
  lead?: string;
  family?: FamilySlug;
  count?: number;
}

/** The most popular products, of the whole shop or of one family. */
export function BestSellers({ title, lead, family, count = 8 }: BestSellersProps) {
  const t = useCatalogT(familyMessages);
  const tier = usePricingTier();
  const filters: ShopFilters = { sort: 'popular', page: 1, pageSize: count };
  if (family) filters.family = family;
  const products = useQuery(productListQueryOptions(filters, tier));
  const shopAll = paths.shopWith(writeShopFilters({ ...filters, pageSize: undefined }).toString());
  return (
    <section
      aria-labelledby="best-sellers-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="best-sellers-heading" className="text-title font-medium">
            {title}
          </h2>
          {lead ? <p className="mt-3 max-w-prose text-lead text-taupe">{lead}</p> : null}
        </div>
        <Link
          to={shopAll}
          className="inline-flex min-h-tap items-center gap-1.5 font-medium text-accent-700 underline-offset-4 hover:underline"
        >
          {t('catalog.family.best.all')} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <div className="mt-10">
        {products.isPending ? (
          <ProductGridSkeleton count={count} wide label={t('catalog.family.best.loading')} />
        ) : products.isError ? (
          <NoticePanel
            tone="alert"
            headingLevel={3}
            title={t('catalog.family.best.failed')}
            actions={
              <Button variant="secondary" onClick={() => void products.refetch()}>
                {t('catalog.retry')}
              </Button>
            }
          >
            {t('catalog.family.best.failed-text')}
          </NoticePanel>
        ) : products.data.items.length === 0 ? (
          <NoticePanel headingLevel={3} title={t('catalog.family.best.none')}>
            {t('catalog.family.best.none-text')}
          </NoticePanel>
        ) : (
          <ProductGrid products={products.data.items} tier={tier} wide />
        )}
      </div>
    </section>
  );
}
