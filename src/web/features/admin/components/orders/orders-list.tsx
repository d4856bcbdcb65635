import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminOrderSummary, Paged } from '@/domain/admin';
import { DELIVERY_METHOD_LABELS } from '@/domain/delivery-labels';
import { formatMoney } from '@/domain/money';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { formatDateTime } from '../../admin-format';
import { AdminErrorState } from '../admin-error-state';
import { StatusBadge, Tag } from '../status-badge';

export function OrdersList({
  query,
  filtered,
  hrefFor,
}: {
  query: UseQueryResult<Paged<AdminOrderSummary>>;
  filtered: boolean;
  hrefFor: (id: string) => string;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading orders" text="Loading orders…" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <AdminErrorState error={query.error} what="the orders" onRetry={() => void query.refetch()} />
    );
  }
  const { items, total } = query.data;
  if (items.length === 0) {
    return (
      <NoticePanel title={filtered ? 'No orders match these filters' : 'No orders yet'}>
        {filtered
          ? 'Try another status, a wider date range or a shorter search.'
          : 'Orders show up here as soon as a shopper places one.'}
      </NoticePanel>
    );
  }
  return (
    <div aria-busy={query.isFetching} className={query.isFetching ? 'opacity-70' : ''}>
      <p className="mb-3 text-sm text-taupe" aria-live="polite">
        {total === 1 ? '1 order' : `${total} orders`}
      </p>
      <ul className="divide-y divide-sand overflow-hidden rounded-card border border-sand bg-white">
        {items.map((order) => (
          <li key={order.id}>
            <Link
              to={hrefFor(order.id)}
              className="grid gap-x-6 gap-y-1 px-5 py-4 transition-colors hover:bg-ivory sm:grid-cols-[8rem_minmax(0,1fr)_auto_7rem] sm:items-center"
            >
              <span className="font-medium tabular-nums">
                <span className="sr-only">Order </span>
                {order.number}
              </span>
              <span className="min-w-0">
                <span className="block truncate">{order.customerName}</span>
                <span className="block truncate text-sm text-taupe">
                  {order.customerEmail} · {formatDateTime(order.createdAt)}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <StatusBadge status={order.status} />
                {order.tier === 'business' ? <Tag tone="accent">Business</Tag> : null}
                <span className="text-sm text-taupe">
                  {DELIVERY_METHOD_LABELS[order.deliveryMethod]}
                </span>
              </span>
              <span className="font-medium tabular-nums sm:text-right">
                {formatMoney(order.total)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
