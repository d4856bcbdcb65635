import { Link } from 'react-router';
import { formatMoney } from '@/domain/money';
import { ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import type { ReferredOrder } from '@/domain/partners';
import * as paths from '@/web/app/paths';
import { formatDate } from '../../admin-format';
import { StatusBadge, Tag } from '../status-badge';
import { formatMonth, formatRate } from './partner-format';

/** Why an order earns nothing (COMMISSIONABLE_STATUSES in src/domain/partners.ts). */
const NOT_COUNTED: Partial<Record<OrderStatus, string>> = {
  pending_payment: 'Not paid yet',
  awaiting_invoice: 'Invoice not paid yet',
  cancelled: 'Cancelled: earns nothing',
  refunded: 'Refunded: earns nothing',
};

function statusOf(value: string): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status === value);
}

/** Every order the salon referred; those that earn nothing are muted, with the reason. */
export function ReferredOrders({ orders }: { orders: ReferredOrder[] }) {
  if (orders.length === 0) {
    return (
      <p className="text-taupe">
        No referred orders yet: they show here when a client orders through one of this
        salon&rsquo;s recommendations.
      </p>
    );
  }
  return (
    <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[44rem] text-left">
        <caption className="sr-only">Referred orders</caption>
        <thead className="text-sm text-taupe">
          <tr>
            <th scope="col" className="pb-2 font-normal">
              Order
            </th>
            <th scope="col" className="pb-2 font-normal">
              Placed
            </th>
            <th scope="col" className="pb-2 font-normal">
              Status
            </th>
            <th scope="col" className="pb-2 text-right font-normal">
              Revenue
            </th>
            <th scope="col" className="pb-2 text-right font-normal">
              Rate
            </th>
            <th scope="col" className="pb-2 text-right font-normal">
              Commission
            </th>
            <th scope="col" className="pb-2 pl-6 font-normal">
              Counts in
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand border-y border-sand">
          {orders.map((order) => {
            const status = statusOf(order.status);
            const counts = order.month !== null;
            return (
              <tr key={order.id} className={counts ? '' : 'text-taupe'}>
                <th scope="row" className="py-3 pr-3 text-left font-medium tabular-nums">
                  <Link
                    to={paths.admin({ tab: 'orders', order: order.id })}
                    className={counts ? 'text-accent-700 hover:underline' : 'hover:underline'}
                  >
                    {order.number}
                  </Link>
                </th>
                <td className="py-3 pr-3 whitespace-nowrap">{formatDate(order.createdAt)}</td>
                <td className="py-3 pr-3">
                  {status ? <StatusBadge status={status} /> : <Tag>{order.status}</Tag>}
                </td>
                <td className="py-3 text-right tabular-nums">{formatMoney(order.revenue)}</td>
                <td className="py-3 text-right tabular-nums">{formatRate(order.commissionRate)}</td>
                <td className="py-3 text-right tabular-nums">
                  {counts ? (
                    formatMoney(order.commission)
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">None</span>
                    </>
                  )}
                </td>
                <td className="py-3 pl-6 text-sm">
                  {order.month
                    ? formatMonth(order.month)
                    : ((status && NOT_COUNTED[status]) ?? 'Does not count')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
