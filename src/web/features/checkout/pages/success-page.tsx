import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { OrderView } from '@/domain/orders';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { PageSpinner } from '@/web/components/ui/spinner';
import { settingsQuery } from '@/web/features/cart/api/get-settings';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { isNotFound } from '@/web/lib/api-client';
import { orderQueryOptions } from '../api/get-order';
import { NextSteps } from '../components/next-steps';
import {
  NoOrderGiven,
  OrderClosed,
  OrderLoadError,
  OrderNotFound,
} from '../components/order-notices';
import { OrderSummaryCard } from '../components/order-summary-card';
import { ShipmentPanel } from '../components/shipment-panel';
import { useClearCartWhenPaid } from '../hooks/use-clear-cart-when-paid';

function Confirmation({ order }: { order: OrderView }) {
  const settings = useQuery(settingsQuery);
  // Paid or accepted: only now does the cart it came from go (product.md §8).
  useClearCartWhenPaid(order);
  const unpaid = order.status === 'pending_payment';
  const sent = order.status === 'shipped' || order.status === 'delivered';
  const heading = unpaid
    ? { eyebrow: 'Waiting for payment', title: 'Your order is not paid yet' }
    : order.status === 'delivered'
      ? { eyebrow: 'Delivered', title: 'Your order was delivered' }
      : sent
        ? { eyebrow: 'Shipped', title: 'Your order is on its way' }
        : { eyebrow: 'Order confirmed', title: 'Thank you for your order' };
  return (
    <>
      <PageHeading
        eyebrow={heading.eyebrow}
        title={heading.title}
        lead={
          <>
            {order.customer.firstName ? `Hi ${order.customer.firstName}, your` : 'Your'} order
            number is{' '}
            <strong className="font-medium whitespace-nowrap text-ink">{order.number}</strong>.
            {unpaid
              ? ' We hold your items for a short while; pay now to keep them.'
              : ' Keep it handy if you contact us about this order.'}
          </>
        }
      >
        <div className="mt-6 flex flex-wrap gap-3">
          {unpaid ? (
            <Link to={paths.orderPayment(order.id)} className={buttonClasses('primary')}>
              Pay for your order
            </Link>
          ) : (
            <Link to={paths.shop} className={buttonClasses('primary')}>
              Continue shopping
            </Link>
          )}
          <Link to={paths.home} className={buttonClasses('secondary')}>
            Back to the home page
          </Link>
        </div>
      </PageHeading>
      <div className="mx-auto grid max-w-content gap-8 px-5 pb-section sm:px-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <OrderSummaryCard order={order} locale={settings.data?.locale} />
        {unpaid ? null : sent ? <ShipmentPanel order={order} /> : <NextSteps order={order} />}
      </div>
    </>
  );
}

/** /success?order=<uuid>: the order confirmation (product.md §8). */
export function SuccessPage() {
  useDocumentTitle('Thank you');
  const [params] = useSearchParams();
  const id = params.get('order') ?? '';
  const order = useQuery({ ...orderQueryOptions(id), enabled: id !== '' });

  if (!id) return <NoOrderGiven />;
  if (order.isPending) return <PageSpinner label="Loading your order" />;
  if (order.isError) {
    return isNotFound(order.error) ? (
      <OrderNotFound />
    ) : (
      <OrderLoadError onRetry={() => void order.refetch()} />
    );
  }
  if (order.data.status === 'cancelled' || order.data.status === 'refunded') {
    return <OrderClosed order={order.data} expired={false} />;
  }
  return <Confirmation order={order.data} />;
}
