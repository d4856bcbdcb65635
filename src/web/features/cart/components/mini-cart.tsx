import { useEffect, useLayoutEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { describe, useCart, type CartNotification } from '../cart-context';
import { estimateCart } from '../cart-estimate';
import { cartMessages } from '../messages';
import { useEstimateInputs } from '../use-estimate-inputs';
import { ProductThumb } from './product-thumb';

/** Long enough to read and reach for "View cart"; a hover or focus keeps it open. */
export const MINI_CART_VISIBLE_MS = 6000;

/**
 * The cart notification (spec §3) as a small panel under the header's cart: what was just added,
 * the cart's count and subtotal, and the way on. It is not modal — shopping carries on behind it.
 */
export function MiniCart({
  notification,
  onAnnounce,
}: {
  notification: CartNotification;
  /** Says what was added, in words, on the page's polite live line (cart-notice.tsx). */
  onAnnounce: (text: string) => void;
}) {
  const t = useT(cartMessages);
  const format = useFormat();
  const { cart, itemCount, dismissNotification } = useCart();
  const { inputs } = useEstimateInputs(cart);
  // The cart's subtotal after offers, by the engine; the plain sum until the settings are in.
  const estimate = inputs ? estimateCart(cart.items, inputs) : undefined;
  const subtotal = estimate ? estimate.subtotal - estimate.offerSavings : cart.totalAmount;
  const { pathname } = useLocation();
  const [held, setHeld] = useState(false);
  const [openedOn] = useState(pathname);

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(dismissNotification, MINI_CART_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [held, dismissNotification]);

  useEffect(() => {
    if (pathname !== openedOn) dismissNotification();
  }, [pathname, openedOn, dismissNotification]);

  const announcement = t('cart.added.live', { item: describe(notification) });
  useLayoutEffect(() => onAnnounce(announcement), [announcement, onAnnounce]);

  const { product, quantity, variant } = notification;
  return (
    <section
      aria-label={t('cart.added.title')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      className="absolute top-full right-3 z-40 mt-2 w-[min(22rem,calc(100vw-1.5rem))] animate-fade-in rounded-card border border-sand bg-white p-5 shadow-lift sm:right-8"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-accent-700">{t('cart.added.title')}</p>
        <button
          type="button"
          onClick={dismissNotification}
          aria-label={t('cart.added.close')}
          className="-mt-3 -mr-3 inline-flex size-tap items-center justify-center rounded-full text-taupe hover:bg-linen"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="mt-2 flex gap-4">
        <ProductThumb product={product} size={64} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-ink">{product.name}</p>
          <p className="text-sm text-taupe">
            {variant
              ? t('cart.added.variant-quantity', { variant, quantity })
              : t('cart.added.quantity', { quantity })}
          </p>
        </div>
      </div>
      <p className="mt-4 flex justify-between border-t border-sand pt-4 text-sm text-taupe">
        <span>{t('cart.added.count', { count: itemCount })}</span>
        <span className="font-medium text-ink tabular-nums">
          {estimate && estimate.offerSavings > 0 ? (
            <s className="mr-2 font-normal text-taupe">{format.money(estimate.subtotal)}</s>
          ) : null}
          {format.money(subtotal)}
        </span>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Link
          to={paths.cart}
          onClick={dismissNotification}
          className={buttonClasses('secondary', 'px-4')}
        >
          {t('cart.added.view-cart')}
        </Link>
        <Link
          to={paths.checkout}
          onClick={dismissNotification}
          className={buttonClasses('primary', 'px-4')}
        >
          {t('cart.added.checkout')}
        </Link>
      </div>
    </section>
  );
}
