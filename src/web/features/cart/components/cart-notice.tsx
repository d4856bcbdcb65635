import { lazy, Suspense } from 'react';
import { useCart } from '../cart-context';

// The mini-cart is only downloaded once something is added: most first visits never need it.
const MiniCart = lazy(() => import('./mini-cart').then((module) => ({ default: module.MiniCart })));

/** Anchors the mini-cart that opens under the header's cart after each add. */
export function CartNotice() {
  const { lastNotification } = useCart();
  if (!lastNotification) return null;
  return (
    <Suspense fallback={null}>
      <MiniCart key={lastNotification.timestamp} notification={lastNotification} />
    </Suspense>
  );
}
