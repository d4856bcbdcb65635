import { Link } from 'react-router';
import type { BatchSummary } from '@/domain/batches';
import { formatMoney } from '@/domain/money';
import { formatDateTime } from '../../admin-format';
import { batchName } from './batch-format';
import { BatchStatusBadge } from './batch-status-badge';

/** Every batch, newest first; on a phone it scrolls sideways, the batch staying put. */
export function BatchesTable({
  batches,
  hrefFor,
}: {
  batches: BatchSummary[];
  hrefFor: (id: number) => string;
}) {
  return (
    <div
      role="region"
      aria-labelledby="batches-caption"
      // A scrolling region is focusable, so a keyboard can scroll the table sideways on a phone.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-x-auto rounded-card border border-sand bg-white focus-visible:outline-2"
    >
      <table className="w-full min-w-[44rem] text-left text-[0.9375rem]">
        <caption id="batches-caption" className="sr-only">
          Batches of supplier orders, newest first
        </caption>
        <thead className="text-sm text-taupe">
          <tr className="border-b border-sand">
            <th scope="col" className="sticky left-0 bg-white px-4 py-3 font-normal">
              Batch
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-normal">
              Orders
            </th>
            <th scope="col" className="px-4 py-3 text-right font-normal">
              Units
            </th>
            <th scope="col" className="px-4 py-3 text-right font-normal">
              Orders’ total
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Created
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand">
          {batches.map((batch) => (
            <tr key={batch.id}>
              <th scope="row" className="sticky left-0 bg-white px-4 py-3 text-left font-medium">
                <Link to={hrefFor(batch.id)} className="text-accent-700 hover:underline">
                  {batchName(batch.id)}
                </Link>
              </th>
              <td className="px-4 py-3">
                <BatchStatusBadge status={batch.status} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{batch.orders}</td>
              <td className="px-4 py-3 text-right tabular-nums">{batch.units}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatMoney(batch.total)}</td>
              <td className="px-4 py-3 text-sm">
                {formatDateTime(batch.createdAt)}
                <span className="block text-taupe">{batch.createdBy}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
