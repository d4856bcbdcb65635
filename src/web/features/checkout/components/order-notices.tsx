import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderView } from '@/domain/orders';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';

// The designed states of a page about one order. Each brings the page's h1.

function ShopLinks() {
  return (
    <>
      <Link to={paths.shop} className={buttonClasses('primary')}>
        Continue shopping
      </Link>
      <Link to={paths.help} className={buttonClasses('secondary')}>
        Help with an order
      </Link>
    </>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-content px-5 py-16 sm:px-8 sm:py-24">{children}</div>;
}

export function OrderNotFound() {
  return (
    <Frame>
      <NoticePanel headingLevel={1} title="We cannot find this order" actions={<ShopLinks />}>
        The link may be incomplete or mistyped. Your order confirmation email has the right link; if
        you have not received it, we are happy to help.
      </NoticePanel>
    </Frame>
  );
}

export function NoOrderGiven() {
  return (
    <Frame>
      <NoticePanel headingLevel={1} title="No order to show" actions={<ShopLinks />}>
        This page confirms an order once it is placed. Your confirmation email links straight to
        your order.
      </NoticePanel>
    </Frame>
  );
}

export function OrderLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Frame>
      <NoticePanel
        headingLevel={1}
        tone="alert"
        title="Your order could not be loaded"
        actions={
          <>
            <Button onClick={onRetry}>Try again</Button>
            <Link to={paths.home} className={buttonClasses('secondary')}>
              Back to the home page
            </Link>
          </>
        }
      >
        This is on our side or on the way to us, not something you did. Nothing about your order has
        changed.
      </NoticePanel>
    </Frame>
  );
}

/** An order that can no longer be paid: expired (its items went back on the shelf) or cancelled. */
export function OrderClosed({ order, expired }: { order: OrderView; expired: boolean }) {
  const refunded = order.status === 'refunded';
  return (
    <Frame>
      <NoticePanel
        headingLevel={1}
        title={
          refunded
            ? `Order ${order.number} was refunded`
            : expired
              ? `Order ${order.number} has expired`
              : `Order ${order.number} is no longer open for payment`
        }
        actions={
          <>
            <Link to={paths.shop} className={buttonClasses('primary')}>
              Back to the shop
            </Link>
            <Link to={paths.contact} className={buttonClasses('secondary')}>
              Contact us
            </Link>
          </>
        }
      >
        {refunded
          ? 'It can no longer be paid. If you did not expect this, please contact us.'
          : expired
            ? 'It was not paid in time, so we released the items we were holding for you. Nothing was charged — you are welcome to order again.'
            : 'Unpaid orders expire after a while so their items go back on the shelf; this one has expired or was cancelled. Nothing was charged — you are welcome to order again.'}
      </NoticePanel>
    </Frame>
  );
}
