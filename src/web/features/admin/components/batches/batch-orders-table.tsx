import { Link } from 'react-router';
import type { BatchOrder } from '@/domain/batches';
import { formatMoney } from '@/domain/money';
import { formatDateTime } from '../../admin-format';
import { StatusBadge } from '../status-badge';

/** The batch's orders, each with its parcel once shipped and a link to its packing list. */
export function BatchOrdersTable({
  orders,
  packingHref,
}: {
  orders: BatchOrder[];
  packingHref: (orderId: string) => string;
}) {
  return (
    <div
      role="region"
      aria-labelledby="batch-orders-caption"
      // A scrolling region is focusable, so a keyboard can scroll the table sideways on a phone.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-x-auto rounded-card border border-sand bg-white focus-visible:outline-2"
    >
      <table className="w-full min-w-[52rem] text-left text-[0.9375rem]">
        <caption id="batch-orders-caption" className="sr-only">
          Orders in the batch
        </caption>
        <thead className="text-sm text-taupe">
          <tr className="border-b border-sand">
            <th scope="col" className="px-4 py-3 font-normal">
              Order
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Customer
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Delivery
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-normal">
              Total
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              Tracking
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              <span className="sr-only">Packing list</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand">
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className="px-4 py-3 text-left font-medium whitespace-nowrap">
                {order.number}
                <span className="block text-sm font-normal text-taupe">
                  {formatDateTime(order.placedAt)}
                </span>
              </th>
              <td className="px-4 py-3">{order.customerName}</td>
              <td className="px-4 py-3 text-sm text-taupe">{order.deliveryPlace}</td>
              <td className="px-4 py-3">
                <StatusBadge status={order.status} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatMoney(order.total)}</td>
              <td className="px-4 py-3 text-sm">
                {order.carrier || order.trackingNumber ? (
                  <>
                    {order.carrier ?? ''} {order.trackingNumber ?? ''}
                  </>
                ) : (
                  <span className="text-taupe">—</span>
                )}
              </td>
              <td className="px-4 py-3 text-right">
                <Link
                  to={packingHref(order.id)}
                  aria-label={`Print packing list for order ${order.number}`}
                  className="inline-flex min-h-tap items-center text-sm font-medium whitespace-nowrap text-accent-700 hover:underline"
                >
                  Print packing list
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
