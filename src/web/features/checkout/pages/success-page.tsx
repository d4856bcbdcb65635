import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { OrderView } from '@/domain/orders';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { PageSpinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/i18n/use-t';
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
import { messageParts } from '@/web/i18n/message-parts';
import { checkoutMessages } from '../messages';

function Confirmation({ order }: { order: OrderView }) {
  const t = useT(checkoutMessages);
  // Paid or accepted: only now does the cart it came from go (product.md §8).
  useClearCartWhenPaid(order);
  const unpaid = order.status === 'pending_payment';
  const sent = order.status === 'shipped' || order.status === 'delivered';
  const heading = unpaid
    ? { eyebrow: t('checkout.success.unpaid'), title: t('checkout.success.unpaid.title') }
    : order.status === 'delivered'
      ? { eyebrow: t('checkout.success.delivered'), title: t('checkout.success.delivered.title') }
      : sent
        ? { eyebrow: t('checkout.success.shipped'), title: t('checkout.success.shipped.title') }
        : {
            eyebrow: t('checkout.success.confirmed'),
            title: t('checkout.success.confirmed.title'),
          };
  const number = <strong className="font-medium whitespace-nowrap text-ink">{order.number}</strong>;
  return (
    <>
      <PageHeading
        eyebrow={heading.eyebrow}
        title={heading.title}
        lead={
          <>
            {order.customer.firstName
              ? messageParts(t, 'checkout.success.number.named', {
                  name: order.customer.firstName,
                  number,
                })
              : messageParts(t, 'checkout.success.number', { number })}{' '}
            {unpaid ? t('checkout.success.unpaid.note') : t('checkout.success.keep-note')}
          </>
        }
      >
        <div className="mt-6 flex flex-wrap gap-3">
          {unpaid ? (
            <Link to={paths.orderPayment(order.id)} className={buttonClasses('primary')}>
              {t('checkout.pay-page.title')}
            </Link>
          ) : (
            <Link to={paths.shop} className={buttonClasses('primary')}>
              {t('checkout.continue-shopping')}
            </Link>
          )}
          <Link to={paths.home} className={buttonClasses('secondary')}>
            {t('checkout.home')}
          </Link>
        </div>
      </PageHeading>
      <div className="mx-auto grid max-w-content gap-8 px-5 pb-section sm:px-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <OrderSummaryCard order={order} />
        {unpaid ? null : sent ? <ShipmentPanel order={order} /> : <NextSteps order={order} />}
      </div>
    </>
  );
}

/** /success?order=<uuid>: the order confirmation (product.md §8). */
export function SuccessPage() {
  const t = useT(checkoutMessages);
  useDocumentTitle(t('checkout.success.doc-title'));
  const [params] = useSearchParams();
  const id = params.get('order') ?? '';
  const order = useQuery({ ...orderQueryOptions(id), enabled: id !== '' });

  if (!id) return <NoOrderGiven />;
  if (order.isPending) return <PageSpinner label={t('checkout.order.loading')} />;
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
