import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import type { OrderView } from '@/domain/orders';
import * as paths from '@/web/app/paths';
import { PageHeading } from '@/web/components/ui/page-heading';
import { PageSpinner } from '@/web/components/ui/spinner';
import { useFormat, type Format } from '@/web/i18n/format';
import { useT, type Translate } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { isNotFound } from '@/web/lib/api-client';
import { orderQueryOptions } from '../api/get-order';
import { OrderClosed, OrderLoadError, OrderNotFound } from '../components/order-notices';
import { OrderSummaryCard } from '../components/order-summary-card';
import { PaymentPanel } from '../components/payment-panel';
import { useDeadlinePassed } from '../hooks/use-deadline-passed';
import { checkoutMessages } from '../messages';

function lead(order: OrderView, t: Translate, format: Format): string {
  const placed = order.customer.firstName
    ? t('checkout.pay-page.lead.named', { name: order.customer.firstName })
    : t('checkout.pay-page.lead');
  if (!order.expiresAt) return placed;
  const time = format.date(order.expiresAt, { timeStyle: 'short' });
  return `${placed} ${t('checkout.pay-page.held-until', { time })}`;
}

function OpenOrder({ order }: { order: OrderView }) {
  const t = useT(checkoutMessages);
  const format = useFormat();
  const expired = useDeadlinePassed(order.expiresAt);
  if (expired) return <OrderClosed order={order} expired />;
  return (
    <>
      <PageHeading
        title={t('checkout.pay-page.title')}
        eyebrow={t('checkout.order.number', { number: order.number })}
        lead={lead(order, t, format)}
      >
        {/* The cart stays until the payment goes through (product.md §8), so going back is safe. */}
        <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-[0.9375rem] text-taupe">
          <Link
            to={paths.cart}
            className="inline-flex min-h-tap items-center gap-1.5 font-medium text-accent-700 hover:underline"
          >
            <span aria-hidden="true">←</span> {t('checkout.pay-page.back')}
          </Link>
          <span>{t('checkout.pay-page.cart-stays')}</span>
        </p>
      </PageHeading>
      <div className="mx-auto grid max-w-content gap-8 px-5 pb-section sm:px-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <div className="min-w-0">
          <OrderSummaryCard order={order} />
        </div>
        <div className="min-w-0 lg:sticky lg:top-24">
          <PaymentPanel order={order} />
        </div>
      </div>
    </>
  );
}

/** /checkout/{uuid}: an order's payment page (product.md §8). */
export function OrderPaymentPage() {
  const t = useT(checkoutMessages);
  useDocumentTitle(t('checkout.pay-page.title'));
  const { uuid = '' } = useParams();
  const order = useQuery(orderQueryOptions(uuid));

  if (order.isPending) return <PageSpinner label={t('checkout.order.loading')} />;
  if (order.isError) {
    return isNotFound(order.error) ? (
      <OrderNotFound />
    ) : (
      <OrderLoadError onRetry={() => void order.refetch()} />
    );
  }
  const { status } = order.data;
  if (status === 'cancelled' || status === 'refunded') {
    return <OrderClosed order={order.data} expired={false} />;
  }
  if (status !== 'pending_payment') {
    // Paid (or on invoice): nothing left to pay; the confirmation is the page to be on.
    return <Navigate to={paths.success(order.data.id)} replace />;
  }
  return <OpenOrder order={order.data} />;
}
