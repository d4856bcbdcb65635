import type { PurchaseList } from '@/domain/batches';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { useDownloadPurchaseListCsv } from '../../api/admin-batches';
import { DownloadCsvButton } from '../download-csv-button';

/** What to buy from the supplier: units per product and variant, and the orders needing them. */
export function PurchaseListTable({ list }: { list: PurchaseList }) {
  const total = list.items.reduce((sum, line) => sum + line.units, 0);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-prose text-sm text-taupe">
          Every product of the batch’s orders, summed per variant; a box counts as its products.
          {list.items.length > 0 ? ` ${total} units in all.` : ''}
        </p>
        <PurchaseListCsvButton batchId={list.batchId} />
      </div>
      {list.items.length === 0 ? (
        <NoticePanel title="Nothing to buy" headingLevel={3}>
          This batch holds no orders any more.
        </NoticePanel>
      ) : (
        <div
          role="region"
          aria-labelledby="purchase-list-caption"
          // A scrolling region is focusable, so a keyboard can scroll the table sideways.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="relative overflow-x-auto rounded-card border border-sand bg-white focus-visible:outline-2"
        >
          <table className="w-full min-w-[34rem] text-left text-[0.9375rem]">
            <caption id="purchase-list-caption" className="sr-only">
              Purchase list: units per product and variant
            </caption>
            <thead className="text-sm text-taupe">
              <tr className="border-b border-sand">
                <th scope="col" className="px-4 py-3 font-normal">
                  Product
                </th>
                <th scope="col" className="px-4 py-3 font-normal">
                  Variant
                </th>
                <th scope="col" className="px-4 py-3 text-right font-normal">
                  Units
                </th>
                <th scope="col" className="px-4 py-3 font-normal">
                  Orders
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand">
              {list.items.map((line) => (
                <tr key={`${line.productId}:${line.variant ?? ''}`}>
                  <th scope="row" className="px-4 py-3 text-left font-medium">
                    {line.name}
                  </th>
                  <td className="px-4 py-3">{line.variant ?? '—'}</td>
                  <td className="px-4 py-3 text-right font-medium tabular-nums">{line.units}</td>
                  <td className="px-4 py-3 text-sm text-taupe">{line.orders.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function PurchaseListCsvButton({ batchId }: { batchId: number }) {
  return <DownloadCsvButton download={useDownloadPurchaseListCsv(batchId)} />;
}
