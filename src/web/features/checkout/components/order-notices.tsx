import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderView } from '@/domain/orders';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { useT } from '@/web/i18n/use-t';
import { checkoutMessages } from '../messages';

// The designed states of a page about one order. Each brings the page's h1.

function ShopLinks() {
  const t = useT(checkoutMessages);
  return (
    <>
      <Link to={paths.shop} className={buttonClasses('primary')}>
        {t('checkout.continue-shopping')}
      </Link>
      <Link to={paths.help} className={buttonClasses('secondary')}>
        {t('checkout.notice.help')}
      </Link>
    </>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-content px-5 py-16 sm:px-8 sm:py-24">{children}</div>;
}

export function OrderNotFound() {
  const t = useT(checkoutMessages);
  return (
    <Frame>
      <NoticePanel headingLevel={1} title={t('checkout.notice.not-found')} actions={<ShopLinks />}>
        {t('checkout.notice.not-found.text')}
      </NoticePanel>
    </Frame>
  );
}

export function NoOrderGiven() {
  const t = useT(checkoutMessages);
  return (
    <Frame>
      <NoticePanel headingLevel={1} title={t('checkout.notice.no-order')} actions={<ShopLinks />}>
        {t('checkout.notice.no-order.text')}
      </NoticePanel>
    </Frame>
  );
}

export function OrderLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT(checkoutMessages);
  return (
    <Frame>
      <NoticePanel
        headingLevel={1}
        tone="alert"
        title={t('checkout.notice.load-error')}
        actions={
          <>
            <Button onClick={onRetry}>{t('checkout.try-again')}</Button>
            <Link to={paths.home} className={buttonClasses('secondary')}>
              {t('checkout.home')}
            </Link>
          </>
        }
      >
        {t('checkout.notice.load-error.text')}
      </NoticePanel>
    </Frame>
  );
}

/** An order that can no longer be paid: expired (its items went back on the shelf) or cancelled. */
export function OrderClosed({ order, expired }: { order: OrderView; expired: boolean }) {
  const t = useT(checkoutMessages);
  const refunded = order.status === 'refunded';
  const number = order.number;
  return (
    <Frame>
      <NoticePanel
        headingLevel={1}
        title={
          refunded
            ? t('checkout.closed.refunded', { number })
            : expired
              ? t('checkout.closed.expired', { number })
              : t('checkout.closed.other', { number })
        }
        actions={
          <>
            <Link to={paths.shop} className={buttonClasses('primary')}>
              {t('checkout.closed.shop')}
            </Link>
            <Link to={paths.contact} className={buttonClasses('secondary')}>
              {t('checkout.closed.contact')}
            </Link>
          </>
        }
      >
        {refunded
          ? t('checkout.closed.refunded.text')
          : expired
            ? t('checkout.closed.expired.text')
            : t('checkout.closed.other.text')}
      </NoticePanel>
    </Frame>
  );
}
