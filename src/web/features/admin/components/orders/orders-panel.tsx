import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import { Pagination } from '@/web/components/ui/pagination';
import type { OrderFilters } from '../../api/admin-keys';
import { ordersQuery } from '../../api/admin-orders';
import { useAdminParams } from '../use-admin-params';
import { OrderDetail } from './order-detail';
import { OrderFiltersForm } from './order-filters';
import { OrdersList } from './orders-list';

function statusOf(value: string | undefined): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status === value);
}

export function OrdersPanel() {
  const { text, page, hrefWith, update } = useAdminParams();
  const orderId = text('order');
  const filters: OrderFilters = {
    status: statusOf(text('status')),
    from: text('from'),
    to: text('to'),
    q: text('q'),
    page,
  };

  if (orderId) {
    return <OrderDetail id={orderId} backHref={hrefWith({ order: undefined })} />;
  }
  return (
    <div className="flex flex-col gap-6">
      {/* Keyed by the URL's filters so Back/Forward shows them in the form too. */}
      <OrderFiltersForm
        key={JSON.stringify({ ...filters, page: 0 })}
        filters={filters}
        onApply={(next) => update({ ...next, page: undefined })}
      />
      <OrdersResult filters={filters} hrefWith={hrefWith} />
    </div>
  );
}

function OrdersResult({
  filters,
  hrefWith,
}: {
  filters: OrderFilters;
  hrefWith: (changes: Record<string, string | number | undefined>) => string;
}) {
  // The previous page stays on screen while the next one loads: no jump to a spinner.
  const query = useQuery({ ...ordersQuery(filters), placeholderData: keepPreviousData });
  const filtered = Boolean(filters.status || filters.from || filters.to || filters.q);
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  return (
    <>
      <OrdersList query={query} filtered={filtered} hrefFor={(id) => hrefWith({ order: id })} />
      {query.data ? (
        <Pagination
          page={filters.page}
          pageCount={pageCount}
          hrefFor={(page) => hrefWith({ page: page === 1 ? undefined : page })}
          label="Order pages"
        />
      ) : null}
    </>
  );
}
