import { useId, useState } from 'react';
import { whenVisible } from '@/web/components/ui/when-visible';
import { useFormat } from '@/web/i18n/format';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useCatalogNames } from '../catalog-names';
import { ProductResults } from '../components/product-results';
import { ShopFilterPanel } from '../components/shop-filter-panel';
import { ShopSearchForm } from '../components/shop-search-form';
import { filterLabels } from '../filter-labels';
import { countActiveFilters } from '../shop-filters';
import { useShopFilters } from '../use-shop-filters';
import { shopMessages } from '../shop/messages';

// Shown only once a shopper has filtered (the chips) or nothing matched: their code is not part
// of a first visit to the plain shop (issue 30). The server renders them at once when they show;
// the browser fetches their code as soon as they are on screen, the server's markup standing
// until then.
const ActiveFilters = whenVisible(() =>
  import('../components/active-filters').then((module) => module.ActiveFilters),
);
const ShopEmptyState = whenVisible(() =>
  import('../components/shop-empty-state').then((module) => module.ShopEmptyState),
);

export function ShopPage() {
  const names = useCatalogNames(shopMessages);
  const { t } = names;
  const format = useFormat();
  const { filters, update, clear, hrefForPage } = useShopFilters();
  // Each page of the list is a page of its own to search engines (issue 32): its number shows.
  useDocumentTitle(
    filters.page > 1
      ? `${t('app.nav.shop')} · ${t('app.ui.page', { page: filters.page })}`
      : t('app.nav.shop'),
  );
  // A search's results say what was searched for (the header's search leads here).
  const heading = filters.q
    ? t('catalog.shop.results-for', { query: filters.q })
    : t('app.nav.shop');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const active = countActiveFilters(filters);
  const labels = filterLabels(filters, names, format);

  return (
    <>
      <header className="mx-auto max-w-content px-5 pt-12 pb-10 sm:px-8 sm:pt-16">
        <h1 className="text-title font-medium break-words">{heading}</h1>
        {filters.q ? null : (
          <p className="mt-4 max-w-prose text-lead text-taupe">{t('catalog.shop.lead')}</p>
        )}
        <ShopSearchForm query={filters.q} onSearch={(q) => update({ q })} />
      </header>
      <div className="mx-auto max-w-content px-5 sm:px-8 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-12">
        <aside aria-label={t('catalog.shop.filters', { count: 0 })} className="mb-8 lg:mb-0">
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
            className="flex min-h-tap w-full items-center justify-between rounded-full border border-sand bg-white px-5 text-[0.9375rem] font-medium text-ink lg:hidden"
          >
            <span>{t('catalog.shop.filters', { count: active })}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={'size-4 transition-transform ' + (filtersOpen ? 'rotate-180' : '')}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <div
            id={panelId}
            className={
              (filtersOpen ? 'block' : 'hidden') +
              ' mt-4 rounded-card border border-sand bg-white p-5 lg:mt-0 lg:block lg:border-0 lg:bg-transparent lg:p-0'
            }
          >
            <ShopFilterPanel filters={filters} onChange={update} />
          </div>
        </aside>
        <section aria-labelledby="shop-products-heading">
          <h2 id="shop-products-heading" className="sr-only">
            {t('catalog.shop.products')}
          </h2>
          <ProductResults
            filters={filters}
            onChange={update}
            hrefForPage={hrefForPage}
            onClearFilters={clear}
            empty={<ShopEmptyState labels={labels} query={filters.q} onClear={clear} />}
          >
            {labels.length > 0 ? (
              <ActiveFilters labels={labels} onRemove={update} onClear={clear} />
            ) : null}
          </ProductResults>
        </section>
      </div>
    </>
  );
}
