import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { batchesQuery } from '../../api/admin-batches';
import { AdminErrorState } from '../admin-error-state';
import { BatchDetailView } from './batch-detail';
import { BatchesTable } from './batches-table';
import { NewBatch } from './new-batch';
import { PackingList } from './packing-list';
import { useBatchParams } from './use-batch-params';

/**
 * /batch-processing: the batches of supplier orders (issue 16) and a new batch from the orders
 * waiting; `?batch=<id>` opens one batch, `&packing=<orderId>` prints an order's packing list.
 */
export function BatchesPanel() {
  const { hasBatch, batchId, packing, hrefWith } = useBatchParams();
  if (hasBatch && batchId === null) {
    return (
      <div className="flex flex-col gap-4">
        <BackToBatches href={hrefWith({ batch: undefined, packing: undefined })} />
        <NoticePanel title="No such batch">
          The link names no batch. Choose one from the list of batches.
        </NoticePanel>
      </div>
    );
  }
  if (batchId !== null && packing) {
    return (
      <PackingList
        batchId={batchId}
        orderId={packing}
        backHref={hrefWith({ packing: undefined })}
      />
    );
  }
  if (batchId !== null) {
    return (
      <BatchDetailView
        key={batchId}
        id={batchId}
        backLink={<BackToBatches href={hrefWith({ batch: undefined })} />}
        packingHref={(orderId) => hrefWith({ packing: orderId })}
      />
    );
  }
  return <BatchesOverview hrefFor={(id) => hrefWith({ batch: id })} />;
}

export function BackToBatches({ href }: { href: string }) {
  return (
    <Link
      to={href}
      className="inline-flex min-h-tap items-center gap-1.5 self-start text-[0.9375rem] font-medium text-accent-700 hover:underline"
    >
      <span aria-hidden="true">←</span> All batches
    </Link>
  );
}

function BatchesOverview({ hrefFor }: { hrefFor: (id: number) => string }) {
  const query = useQuery(batchesQuery());
  return (
    <div className="flex flex-col gap-10">
      <NewBatch hrefFor={hrefFor} />
      <section aria-labelledby="batches-list-title" className="flex flex-col gap-4">
        <h3 id="batches-list-title" className="text-heading font-medium">
          Batches
        </h3>
        {query.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Loading batches" text="Loading batches…" />
          </div>
        ) : query.isError ? (
          <AdminErrorState
            error={query.error}
            what="the batches"
            onRetry={() => void query.refetch()}
          />
        ) : query.data.items.length === 0 ? (
          <NoticePanel title="No batches yet">
            A batch groups paid orders and orders on invoice for one purchase from the supplier.
            Make the first one above.
          </NoticePanel>
        ) : (
          <BatchesTable batches={query.data.items} hrefFor={hrefFor} />
        )}
      </section>
    </div>
  );
}
