import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BATCH_STATUS_LABELS, type BatchChanged, type BatchDetail } from '@/domain/batches';
import { formatMoney } from '@/domain/money';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { isNotFound } from '@/web/lib/api-client';
import { batchQuery } from '../../api/admin-batches';
import { formatDateTime, ORDER_STATUS_LABELS } from '../../admin-format';
import { AdminErrorState } from '../admin-error-state';
import { BatchActions } from './batch-actions';
import { batchName, ordersText } from './batch-format';
import { BatchOrdersTable } from './batch-orders-table';
import { BatchStatusBadge } from './batch-status-badge';
import { BatchStepper } from './batch-stepper';
import { PurchaseListTable } from './purchase-list';

function BatchSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h4 id={id} className="text-sm font-medium tracking-[0.08em] text-taupe uppercase">
        {title}
      </h4>
      {children}
    </section>
  );
}

/** One batch: where it stands, its next step, its orders and what to buy for them. */
export function BatchDetailView({
  id,
  backLink,
  packingHref,
}: {
  id: number;
  backLink: ReactNode;
  packingHref: (orderId: string) => string;
}) {
  const query = useQuery(batchQuery(id));
  if (query.isPending) {
    return (
      <div className="flex flex-col">
        {backLink}
        <div className="flex justify-center py-16">
          <Spinner label="Loading the batch" text="Loading the batch…" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        {isNotFound(query.error) ? (
          <NoticePanel title="No such batch">
            There is no {batchName(id).toLowerCase()}. Choose one from the list of batches.
          </NoticePanel>
        ) : (
          <AdminErrorState
            error={query.error}
            what="this batch"
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {backLink}
      <BatchBody detail={query.data} packingHref={packingHref} />
    </div>
  );
}

function BatchBody({
  detail,
  packingHref,
}: {
  detail: BatchDetail;
  packingHref: (orderId: string) => string;
}) {
  const { batch, orders } = detail;
  const [result, setResult] = useState<BatchChanged | null>(null);
  const total = orders.reduce((sum, order) => sum + order.total, 0);
  return (
    <>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h3 className="font-display text-heading font-medium">{batchName(batch.id)}</h3>
          <BatchStatusBadge status={batch.status} />
        </div>
        <p className="text-sm text-taupe">
          {ordersText(orders.length)} · {formatMoney(total)} · created{' '}
          {formatDateTime(batch.createdAt)} by {batch.createdBy}
        </p>
        <BatchStepper batch={batch} />
        {result ? <StepResult result={result} /> : null}
        <BatchActions detail={detail} onChanged={setResult} />
      </div>

      <BatchSection id="batch-orders-title" title="Orders">
        {orders.length === 0 ? (
          <NoticePanel title="No orders" headingLevel={3}>
            This batch holds no orders.
          </NoticePanel>
        ) : (
          <BatchOrdersTable orders={orders} packingHref={packingHref} />
        )}
      </BatchSection>

      <BatchSection id="purchase-list-title" title="Purchase list">
        <PurchaseListTable list={detail.purchaseList} />
      </BatchSection>
    </>
  );
}

/** What the last step did, announced: the new status, and any order it had to leave alone. */
function StepResult({ result }: { result: BatchChanged }) {
  return (
    <div
      role="status"
      className="rounded-field border border-sand bg-linen px-4 py-3 text-[0.9375rem] text-ink"
    >
      <p>
        {batchName(result.id)} is now {BATCH_STATUS_LABELS[result.status].toLowerCase()}.
      </p>
      {result.skipped.length > 0 ? (
        <p className="mt-1">
          Left alone (changed meanwhile):{' '}
          {result.skipped
            .map((order) => `${order.number} (${ORDER_STATUS_LABELS[order.status].toLowerCase()})`)
            .join(', ')}
          .
        </p>
      ) : null}
    </div>
  );
}
