import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminOrderDetail } from '@/domain/admin';
import { DELIVERY_METHOD_LABELS } from '@/domain/delivery-labels';
import { formatMoney } from '@/domain/money';
import { hasVat } from '@/domain/vat';
import type { Shipment } from '@/domain/shipments';
import * as paths from '@/web/app/paths';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { isNotFound } from '@/web/lib/api-client';
import { ORDER_STATUS_LABELS, PAYMENT_LABELS, formatDateTime } from '../../admin-format';
import { orderQuery } from '../../api/admin-orders';
import { AdminErrorState } from '../admin-error-state';
import { StatusBadge, Tag } from '../status-badge';
import { OrderInvoice } from '../invoices/order-invoice';
import { StatusChange } from './status-change';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-sand bg-white p-5 sm:p-6">
      <h4 className="text-sm font-medium tracking-[0.08em] text-taupe uppercase">{title}</h4>
      <div className="mt-3 text-[0.9375rem]">{children}</div>
    </section>
  );
}

export function OrderDetail({ id, backHref }: { id: string; backHref: string }) {
  const query = useQuery(orderQuery(id));
  const back = (
    <Link
      to={backHref}
      className="inline-flex min-h-tap items-center gap-1.5 text-[0.9375rem] font-medium text-accent-700 hover:underline"
    >
      <span aria-hidden="true">←</span> All orders
    </Link>
  );
  if (query.isPending) {
    return (
      <div>
        {back}
        <div className="flex justify-center py-16">
          <Spinner label="Loading the order" text="Loading the order…" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    const missing = isNotFound(query.error);
    return (
      <div className="flex flex-col gap-4">
        {back}
        {missing ? (
          <NoticePanel title="No such order">
            It may have been removed, or the link is wrong.
          </NoticePanel>
        ) : (
          <AdminErrorState
            error={query.error}
            what="this order"
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {back}
      <OrderBody order={query.data} />
    </div>
  );
}

function OrderBody({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="font-display text-heading font-medium">Order {order.number}</h3>
        <StatusBadge status={order.status} />
        <Tag tone={order.tier === 'business' ? 'accent' : 'quiet'}>
          {order.tier === 'business' ? 'Business prices' : 'Client prices'}
        </Tag>
      </div>
      <p className="-mt-3 text-sm text-taupe">
        Placed {formatDateTime(order.createdAt)}
        {order.paidAt ? ` · paid ${formatDateTime(order.paidAt)}` : ''}
        {order.expiresAt && order.status === 'pending_payment'
          ? ` · expires ${formatDateTime(order.expiresAt)}`
          : ''}
      </p>
      <section aria-label="Change the status" className="rounded-card bg-linen p-5 sm:p-6">
        <StatusChange order={order} />
      </section>
      <div className="grid gap-4 md:grid-cols-3">
        <Card title="Customer">
          <p className="font-medium">{order.customer.name}</p>
          <p className="break-all text-taupe">{order.customer.email}</p>
          {order.customer.phone ? <p className="text-taupe">{order.customer.phone}</p> : null}
        </Card>
        <Card title="Delivery">
          <p className="font-medium">{DELIVERY_METHOD_LABELS[order.delivery.method]}</p>
          <p className="whitespace-pre-line text-taupe">{order.delivery.place}</p>
          {order.shipment ? <ShipmentLine shipment={order.shipment} /> : null}
        </Card>
        <Card title="Payment">
          <p className="font-medium">{PAYMENT_LABELS[order.payment.method]}</p>
          {order.company ? (
            <p className="mb-2 text-taupe">
              {order.company.name} ({order.company.country})
              <br />
              {order.company.country === 'BE' ? 'Enterprise no.' : 'KvK'}{' '}
              {order.company.registrationNumber}
              <br />
              VAT {order.company.vatNumber}
            </p>
          ) : null}
          {order.payment.payments.length === 0 ? (
            <p className="text-taupe">No payment attempts yet.</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-taupe">
              {order.payment.payments.map((payment) => (
                <li key={`${payment.provider}-${payment.reference ?? payment.createdAt}`}>
                  {formatMoney(payment.amount)} · {payment.status}
                  {payment.method
                    ? ` · ${PAYMENT_LABELS[payment.method as 'card'] ?? payment.method}`
                    : ''}{' '}
                  · {payment.provider}, {formatDateTime(payment.createdAt)}
                  {payment.reference ? (
                    <span className="block break-all text-xs">{payment.reference}</span>
                  ) : null}
                  {payment.refunded ? (
                    <span className="block text-xs">Refunded {formatMoney(payment.refunded)}</span>
                  ) : null}
                  {payment.attention ? (
                    <span
                      role="status"
                      className="mt-1 block rounded-field bg-accent-50 px-2 py-1 text-xs font-medium text-accent-800"
                    >
                      Needs you: {payment.attention}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <OrderInvoice order={order} />
      <OrderLines order={order} />
      <Card title="History">
        <ol className="flex flex-col gap-3">
          {order.history.map((entry) => (
            <li key={`${entry.at}-${entry.toStatus}`} className="border-l-2 border-sand pl-4">
              <p>
                <span className="font-medium">
                  {entry.fromStatus
                    ? `${ORDER_STATUS_LABELS[entry.fromStatus]} → ${ORDER_STATUS_LABELS[entry.toStatus]}`
                    : ORDER_STATUS_LABELS[entry.toStatus]}
                </span>
                <span className="text-taupe">
                  {' '}
                  · {formatDateTime(entry.at)}
                  {entry.by ? ` · ${entry.by}` : ''}
                </span>
              </p>
              {/* An admin's own words are quoted; the shop's records of what happened are not. */}
              {entry.note ? (
                <p className="mt-1 text-taupe">{entry.by ? `“${entry.note}”` : entry.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}

/** How it shipped: the carrier, the tracking number, and the carrier's page for it. */
function ShipmentLine({ shipment }: { shipment: Shipment }) {
  return (
    <p className="mt-2 text-taupe">
      Shipped{shipment.carrier ? ` with ${shipment.carrier}` : ''}
      {shipment.trackingNumber ? (
        <>
          {' · '}
          {shipment.trackingUrl ? (
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noreferrer"
              className="font-medium break-all text-accent-700 underline underline-offset-4"
            >
              {shipment.trackingNumber}
              <span className="sr-only"> (tracking, opens in a new tab)</span>
            </a>
          ) : (
            <span className="break-all">{shipment.trackingNumber}</span>
          )}
        </>
      ) : null}
    </p>
  );
}

function OrderLines({ order }: { order: AdminOrderDetail }) {
  const { totals } = order;
  return (
    <Card title="Lines">
      <table className="w-full text-left">
        <caption className="sr-only">Order lines</caption>
        <thead className="text-sm text-taupe">
          <tr>
            <th scope="col" className="pb-2 font-normal">
              Product
            </th>
            <th scope="col" className="pb-2 text-right font-normal">
              Qty
            </th>
            <th scope="col" className="hidden pb-2 text-right font-normal sm:table-cell">
              Unit
            </th>
            <th scope="col" className="pb-2 text-right font-normal">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand border-y border-sand">
          {order.lines.map((line, index) =>
            line.type === 'box' ? (
              <tr key={`box-${index}`}>
                <td className="py-3 pr-3">
                  {line.name}
                  <ul className="text-sm text-taupe">
                    {line.components.map((component) => (
                      <li key={`${component.productId}-${component.variant ?? ''}`}>
                        {component.quantity} ×{' '}
                        <Link to={paths.product(component.productId)} className="hover:underline">
                          {component.name}
                        </Link>
                        {component.variant ? ` (${component.variant})` : ''}
                      </li>
                    ))}
                  </ul>
                  <span className="block text-sm text-taupe">
                    Box saving {formatMoney(line.discount)} on {formatMoney(line.sum)}
                  </span>
                </td>
                <td className="py-3 text-right tabular-nums">1</td>
                <td className="hidden py-3 text-right tabular-nums sm:table-cell">
                  {formatMoney(line.unitPrice)}
                </td>
                <td className="py-3 text-right tabular-nums">{formatMoney(line.lineTotal)}</td>
              </tr>
            ) : (
              <tr key={`${line.productId}-${line.variant ?? ''}`}>
                <td className="py-3 pr-3">
                  <Link to={paths.product(line.productId)} className="hover:underline">
                    {line.name}
                  </Link>
                  {line.variant ? (
                    <span className="block text-sm text-taupe">{line.variant}</span>
                  ) : null}
                </td>
                <td className="py-3 text-right tabular-nums">{line.quantity}</td>
                <td className="hidden py-3 text-right tabular-nums sm:table-cell">
                  {formatMoney(line.unitPrice)}
                </td>
                <td className="py-3 text-right tabular-nums">{formatMoney(line.lineTotal)}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 tabular-nums">
        <dt className="text-taupe">Subtotal</dt>
        <dd className="text-right">{formatMoney(totals.subtotal)}</dd>
        {totals.discount > 0 ? (
          <>
            <dt className="text-taupe">Discount</dt>
            <dd className="text-right">−{formatMoney(totals.discount)}</dd>
          </>
        ) : null}
        <dt className="text-taupe">Delivery</dt>
        <dd className="text-right">
          {totals.shipping === 0 ? 'Free' : formatMoney(totals.shipping)}
        </dd>
        <dt className="font-medium">Total</dt>
        <dd className="text-right font-medium">{formatMoney(totals.total)}</dd>
        {/* The VAT the total includes, per rate; none kept for orders from before issue 17. */}
        {hasVat(order.vat)
          ? order.vat.rates.map((part) => (
              <div key={part.rate} className="contents text-sm text-taupe">
                <dt>
                  VAT {part.rate}&nbsp;% on {formatMoney(part.net)}
                </dt>
                <dd className="text-right">{formatMoney(part.vat)}</dd>
              </div>
            ))
          : null}
      </dl>
    </Card>
  );
}
