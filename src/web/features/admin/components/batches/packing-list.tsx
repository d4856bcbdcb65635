import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import type { AdminOrderDetail } from '@/domain/admin';
import { isBoxLine } from '@/domain/orders';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { isNotFound } from '@/web/lib/api-client';
import { batchQuery } from '../../api/admin-batches';
import { orderQuery } from '../../api/admin-orders';
import { formatDateTime } from '../../admin-format';
import { AdminErrorState } from '../admin-error-state';
import { batchName } from './batch-format';

// On paper only the packing list: everything else on the page (the admin's frame, the tabs) is
// hidden, and the list itself is laid over the page on screen too.
const PRINT_CSS = `
@media print {
  body > *:not([data-packing-list]) { display: none !important; }
  [data-packing-list] { position: static !important; overflow: visible !important; }
  @page { margin: 15mm; }
}`;

/**
 * `?batch=<id>&packing=<orderId>`: one order's packing list, for the parcel: number, customer,
 * delivery place, and each product with its quantity and a box to tick.
 */
export function PackingList({
  batchId,
  orderId,
  backHref,
}: {
  batchId: number;
  orderId: string;
  backHref: string;
}) {
  const batch = useQuery(batchQuery(batchId));
  const order = useQuery(orderQuery(orderId));
  const inBatch = batch.data?.orders.some((item) => item.id === orderId.toLowerCase());
  // The sheet lies over the page: the page behind it does not scroll meanwhile.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);

  let body;
  if (batch.isPending || order.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the packing list" text="Loading the packing list…" />
      </div>
    );
  } else if (batch.isError || order.isError) {
    const error = batch.error ?? order.error;
    body = isNotFound(error) ? (
      <NoticePanel title="No such order in this batch">
        The link names an order or a batch that does not exist.
      </NoticePanel>
    ) : (
      <AdminErrorState
        error={error}
        what="the packing list"
        onRetry={() => void Promise.all([batch.refetch(), order.refetch()])}
      />
    );
  } else if (!inBatch) {
    body = (
      <NoticePanel title="This order is not in the batch">
        Open the batch and choose “Print packing list” beside one of its orders.
      </NoticePanel>
    );
  } else {
    body = <PackingSheet batchId={batchId} order={order.data} />;
  }

  return createPortal(
    <div
      data-packing-list=""
      className="fixed inset-0 z-40 overflow-y-auto bg-white text-ink print:text-black"
    >
      <style>{PRINT_CSS}</style>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-8">
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link to={backHref} className={buttonClasses('secondary')}>
            <span aria-hidden="true">←</span> Back to {batchName(batchId).toLowerCase()}
          </Link>
          {order.data && inBatch ? <Button onClick={() => window.print()}>Print</Button> : null}
        </div>
        <main>{body}</main>
      </div>
    </div>,
    document.body,
  );
}

type PackingRow = { name: string; variant: string | null; quantity: number; box: string | null };

function PackingSheet({ batchId, order }: { batchId: number; order: AdminOrderDetail }) {
  // A box is packed as its products: each on its own row, under the box's name.
  const rows = order.lines.flatMap((line): PackingRow[] =>
    isBoxLine(line)
      ? line.components.map((component) => ({
          name: component.name,
          variant: component.variant,
          quantity: component.quantity,
          box: line.name,
        }))
      : [{ name: line.name, variant: line.variant, quantity: line.quantity, box: null }],
  );
  const units = rows.reduce((sum, row) => sum + row.quantity, 0);
  return (
    <article aria-labelledby="packing-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-1 border-b border-ink pb-4">
        <p className="text-sm tracking-[0.08em] text-taupe uppercase print:text-black">
          Tress · packing list · {batchName(batchId)}
        </p>
        <h1 id="packing-title" className="font-display text-3xl font-medium">
          Order {order.number}
        </h1>
        <p className="text-sm text-taupe print:text-black">
          Placed {formatDateTime(order.createdAt)}
        </p>
      </header>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-taupe print:text-black">Customer</dt>
          <dd className="font-medium">{order.customer.name}</dd>
          {order.customer.phone ? <dd>{order.customer.phone}</dd> : null}
        </div>
        <div>
          <dt className="text-sm text-taupe print:text-black">Deliver to</dt>
          <dd className="font-medium">{order.delivery.place}</dd>
        </div>
      </dl>
      <table className="w-full border-collapse text-left">
        <caption className="mb-2 text-left text-sm text-taupe print:text-black">
          {units === 1 ? '1 item' : `${units} items`} to pack
        </caption>
        <thead>
          <tr className="border-b border-ink text-sm">
            <th scope="col" className="w-14 py-2 pr-3 font-medium">
              Packed
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Product
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Variant
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-sand print:border-black/30">
              <td className="py-3 pr-3">
                <span
                  aria-hidden="true"
                  className="inline-block size-5 rounded-sm border-2 border-ink align-middle"
                />
              </td>
              <th scope="row" className="py-3 pr-3 text-left font-medium">
                {row.name}
                {row.box ? (
                  <span className="block text-sm font-normal text-taupe print:text-black">
                    in {row.box}
                  </span>
                ) : null}
              </th>
              <td className="py-3 pr-3">{row.variant ?? '—'}</td>
              <td className="py-3 text-right text-lg font-medium tabular-nums">{row.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
