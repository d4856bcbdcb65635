import { lazy, Suspense } from 'react';
import { describe, useCart } from '../cart-context';

// The mini-cart is only downloaded once something is added: most first visits never need it.
const MiniCart = lazy(() => import('./mini-cart').then((module) => ({ default: module.MiniCart })));

/**
 * The one confirmation of an add (issue 17): the mini-cart that opens under the header's cart,
 * on every screen width, and — for screen readers — a polite live line saying what was added.
 * The live line is always there, so it is announced when its text changes.
 */
export function CartNotice() {
  const { lastNotification } = useCart();
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {lastNotification ? `Added to your cart: ${describe(lastNotification)}` : ''}
      </p>
      {lastNotification ? (
        <Suspense fallback={null}>
          <MiniCart key={lastNotification.timestamp} notification={lastNotification} />
        </Suspense>
      ) : null}
    </>
  );
}
