import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { isOnlineMethod, type OrderView } from '@/domain/orders';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { PageSpinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { isNotFound } from '@/web/lib/api-client';
import { settingsQuery } from '@/web/features/cart/api/get-settings';
import { orderQueryOptions } from '../api/get-order';
import { AwaitingBank } from '../components/awaiting-bank';
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
import { useDeadlinePassed } from '../hooks/use-deadline-passed';
import { messageParts } from '@/web/i18n/message-parts';
import { checkoutMessages } from '../messages';
import { paymentsModeOf, paysCardInShop, type PaymentsMode } from '../payments-mode';

/** How often the page asks whether the bank has confirmed. */
const WAITING_POLL_MS = 2_000;

/**
 * What an unpaid order's confirmation page shows (issue 31): waiting for the bank while its
 * payment is open at the provider (or not yet known there, just back from it); the payment page
 * when the bank said no; the unpaid confirmation for an order never sent to a provider (a card
 * with the shop's own test form).
 */
function unpaidView(order: OrderView, mode: PaymentsMode): 'waiting' | 'retry' | 'unpaid' {
  const { method, state } = order.payment;
  if (state === 'failed' || state === 'expired' || state === 'cancelled') return 'retry';
  if (state === 'open') return 'waiting';
  const viaProvider = isOnlineMethod(method) && !(method === 'card' && paysCardInShop(mode));
  return viaProvider ? 'waiting' : 'unpaid';
}

/** Whether the page is still waiting for the bank and should ask again. */
function waitsForBank(order: OrderView | undefined, mode: PaymentsMode): boolean {
  if (order?.status !== 'pending_payment' || unpaidView(order, mode) !== 'waiting') return false;
  return !order.expiresAt || Date.parse(order.expiresAt) > Date.now();
}

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
  const settings = useQuery(settingsQuery);
  const mode = paymentsModeOf(settings.data);
  const order = useQuery({
    ...orderQueryOptions(id),
    enabled: id !== '',
    // Back from the bank: ask until it confirms, or until the order's hold ends.
    refetchInterval: (query) => (waitsForBank(query.state.data, mode) ? WAITING_POLL_MS : false),
  });
  const overdue = useDeadlinePassed(order.data?.expiresAt ?? null);

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
  if (order.data.status === 'pending_payment') {
    // Whether the order went to a provider depends on which one runs.
    if (settings.isPending) return <PageSpinner label={t('checkout.order.loading')} />;
    const view = unpaidView(order.data, mode);
    if (view === 'retry') {
      // The bank said no (or the shopper stopped there): pay again, any online way.
      const state = order.data.payment.state ?? 'failed';
      return <Navigate to={`${paths.orderPayment(order.data.id)}?payment=${state}`} replace />;
    }
    if (view === 'waiting') {
      return (
        <AwaitingBank
          order={order.data}
          overdue={overdue}
          checking={order.isFetching}
          onCheck={() => void order.refetch()}
        />
      );
    }
  }
  return <Confirmation order={order.data} />;
}
