import { lazy, Suspense, useState } from 'react';
import { useCart } from '../cart-context';

// The mini-cart is only downloaded once something is added: most first visits never need it.
// It brings the cart's messages with it, so no first visit downloads those either.
const MiniCart = lazy(() => import('./mini-cart').then((module) => ({ default: module.MiniCart })));

/**
 * The one confirmation of an add (issue 17): the mini-cart that opens under the header's cart,
 * on every screen width, and — for screen readers — a polite live line saying what was added.
 * The live line is always there, so it is announced when its text changes; the mini-cart writes
 * its words (in the page's language) as it opens, before the screen is painted.
 */
export function CartNotice() {
  const { lastNotification } = useCart();
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {lastNotification ? announcement : ''}
      </p>
      {lastNotification ? (
        <Suspense fallback={null}>
          <MiniCart
            key={lastNotification.timestamp}
            notification={lastNotification}
            onAnnounce={setAnnouncement}
          />
        </Suspense>
      ) : null}
    </>
  );
}
