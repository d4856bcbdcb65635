import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { whenVisible } from '@/web/components/ui/when-visible';
import { ApiError } from '@/web/lib/api-client';
import { productListQueryOptions } from '../api/get-products';
import { useCatalogT } from '../messages';
import { shopMessages } from '../shop/messages';
import type { ShopFilters } from '../shop-filters';
import { usePricingTier } from '../use-pricing-tier';
import type { FilterChange } from '../use-shop-filters';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortSelect } from './sort-select';

export const SHOP_PAGE_SIZE = 24;

// The page links below a full grid: their code comes when a shopper scrolls to them (issue 30);
// until then the server's markup has them as plain links.
const Pagination = whenVisible(() =>
  import('@/web/components/ui/pagination').then((module) => module.Pagination),
);
/** Enough skeletons to fill a screen; more would only be scrolled past. */
const SKELETON_COUNT = 12;

interface ProductResultsProps {
  filters: ShopFilters;
  onChange: (change: FilterChange) => void;
  hrefForPage: (page: number) => string;
  /** What to show when nothing matches. */
  empty: ReactNode;
  /** Between the count line and the grid: the active filter chips. */
  children?: ReactNode;
  onClearFilters?: () => void;
  wide?: boolean;
}

/** A listing's count and sort, then its products (or loading, empty and error states) and pages. */
export function ProductResults(props: ProductResultsProps) {
  const { filters, onChange, hrefForPage, empty, children, onClearFilters, wide = false } = props;
  const t = useCatalogT(shopMessages);
  const tier = usePricingTier();
  const query = useQuery(productListQueryOptions({ ...filters, pageSize: SHOP_PAGE_SIZE }, tier));
  const pageCount = query.data ? Math.ceil(query.data.total / SHOP_PAGE_SIZE) : 0;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <ProductGridSkeleton count={SKELETON_COUNT} wide={wide} label={t('catalog.shop.loading')} />
    );
  } else if (query.isError) {
    const refused = query.error instanceof ApiError && query.error.status === 400;
    body = refused ? (
      <NoticePanel
        tone="alert"
        title={t('catalog.shop.refused')}
        actions={
          onClearFilters ? (
            <Button onClick={onClearFilters}>{t('catalog.shop.clear')}</Button>
          ) : null
        }
      >
        {t('catalog.shop.refused-text')}
      </NoticePanel>
    ) : (
      <NoticePanel
        tone="alert"
        title={t('catalog.shop.failed')}
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('catalog.retry')}
          </Button>
        }
      >
        {t('catalog.shop.failed-text')}
      </NoticePanel>
    );
  } else if (query.data.total === 0) {
    body = empty;
  } else if (query.data.items.length === 0) {
    body = (
      <NoticePanel
        title={t('catalog.shop.no-page', { page: filters.page })}
        actions={
          <Link to={hrefForPage(1)} className="font-medium text-accent-700 underline">
            {t('catalog.shop.first-page')}
          </Link>
        }
      >
        {t('catalog.shop.page-count', { count: pageCount })}
      </NoticePanel>
    );
  } else {
    body = (
      <ProductGrid
        products={query.data.items}
        tier={tier}
        wide={wide}
        eagerCount={wide ? 4 : 3}
        stale={query.isPlaceholderData}
      />
    );
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-b border-sand pb-4">
        <p aria-live="polite" className="text-[0.9375rem] text-taupe">
          {query.data
            ? t('catalog.shop.results', {
                count: query.data.total,
                page: filters.page,
                pages: pageCount,
              })
            : '\u00a0'}
        </p>
        <SortSelect
          sort={filters.sort}
          onChange={(sort) => onChange({ sort })}
          searching={Boolean(filters.q)}
        />
      </div>
      {children ? <div className="pt-4">{children}</div> : null}
      <div className="pt-8">{body}</div>
      {query.data && query.data.items.length > 0 && pageCount > 1 ? (
        <div className="pt-14">
          <Pagination page={filters.page} pageCount={pageCount} hrefFor={hrefForPage} />
        </div>
      ) : null}
    </div>
  );
}
