import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PRODUCT_STATUS_FILTERS } from '@/domain/admin';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Pagination } from '@/web/components/ui/pagination';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { SelectField } from '@/web/components/ui/select-field';
import type { ProductFilters } from '../../api/admin-keys';
import { adminProductsQuery } from '../../api/admin-products';
import { AdminErrorState } from '../admin-error-state';
import { useAdminParams } from '../use-admin-params';
import { ProductRow } from './product-row';

const STATUS_LABELS = { active: 'On sale', archived: 'Archived', all: 'All products' } as const;

export function ProductsPanel() {
  const { text, page, hrefWith, update } = useAdminParams();
  const filters: ProductFilters = {
    q: text('q'),
    status: PRODUCT_STATUS_FILTERS.find((value) => value === text('status')) ?? 'all',
    page,
  };
  const [search, setSearch] = useState(filters.q ?? '');
  const query = useQuery({ ...adminProductsQuery(filters), placeholderData: keepPreviousData });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim(), page: undefined });
  };

  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-card border border-sand bg-white p-5 md:flex-row md:items-end">
        <form
          role="search"
          aria-label="Search products"
          onSubmit={submit}
          className="flex flex-1 gap-2 md:items-end"
        >
          <TextField
            label="Search"
            type="search"
            placeholder="Name, slug or tag"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="flex-1"
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <SelectField
          label="Show"
          value={filters.status}
          onChange={(event) => update({ status: event.target.value, page: undefined })}
          className="md:w-48"
        >
          {PRODUCT_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <Link to={paths.productEdit()} className={buttonClasses('primary', 'md:ml-2')}>
          New product
        </Link>
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading products" text="Loading products…" />
        </div>
      ) : query.isError ? (
        <AdminErrorState
          error={query.error}
          what="the products"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <NoticePanel
          title={filters.q ? 'No products match' : 'No products here'}
          actions={
            <Link to={paths.productEdit()} className={buttonClasses('secondary')}>
              New product
            </Link>
          }
        >
          {filters.q ? 'Try a shorter search, or show all products.' : 'Add the first one.'}
        </NoticePanel>
      ) : (
        <div aria-busy={query.isFetching} className={query.isFetching ? 'opacity-70' : ''}>
          <p className="mb-3 text-sm text-taupe">
            {query.data.total === 1 ? '1 product' : `${query.data.total} products`}
          </p>
          <ul className="divide-y divide-sand overflow-hidden rounded-card border border-sand bg-white">
            {query.data.items.map((product) => (
              <li key={product.id}>
                <ProductRow product={product} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {query.data ? (
        <Pagination
          page={filters.page}
          pageCount={pageCount}
          hrefFor={(target) => hrefWith({ page: target === 1 ? undefined : target })}
          label="Product pages"
        />
      ) : null}
    </div>
  );
}
