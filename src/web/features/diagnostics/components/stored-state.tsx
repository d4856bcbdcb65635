import { useState } from 'react';
import { cartItemCount } from '@/domain/cart';
import { DELIVERY_METHOD_LABELS } from '@/domain/delivery-labels';
import { SALON_SESSION_LIFETIME_MS, SALON_SESSION_STORAGE_KEY } from '@/domain/salon-session';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { useCart } from '@/web/features/cart/cart-context';
import { useShopper } from '@/web/features/shopper/shopper-context';

const when = (ms: number) =>
  new Intl.DateTimeFormat('en-NL', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

/**
 * What this browser keeps for the shop — the cart and the salon session — and a way to clear
 * each. The friends-and-family key is never shown: it is a secret even to its holder's screen.
 */
export function StoredState() {
  const { cart, clearCart } = useCart();
  const { session, selectedSalon } = useShopper();
  const [ending, setEnding] = useState(false);
  const items = cartItemCount(cart);

  const endSession = () => {
    setEnding(true);
    try {
      window.localStorage.removeItem(SALON_SESSION_STORAGE_KEY);
    } catch {
      // Blocked storage held nothing to clear; the reload still starts afresh.
    }
    // A fresh start: the session lives in memory too, and only a reload forgets it everywhere.
    window.location.assign(paths.troubleshoot);
  };

  return (
    <>
      <div className="flex min-h-tap flex-wrap items-center justify-between gap-x-6 gap-y-3 px-6 py-4">
        <dt className="text-taupe">Stored cart</dt>
        <dd className="flex flex-wrap items-center justify-end gap-3 font-medium">
          <span>
            {items === 0
              ? 'Empty'
              : `${items} ${items === 1 ? 'item' : 'items'} in ${cart.items.length} ${
                  cart.items.length === 1 ? 'line' : 'lines'
                }, ${DELIVERY_METHOD_LABELS[cart.deliveryMethod].toLowerCase()}`}
          </span>
          {items > 0 ? (
            <Button variant="secondary" onClick={clearCart}>
              Clear the cart
            </Button>
          ) : null}
        </dd>
      </div>
      <div className="flex min-h-tap flex-wrap items-center justify-between gap-x-6 gap-y-3 px-6 py-4">
        <dt className="text-taupe">Salon session</dt>
        <dd className="flex flex-wrap items-center justify-end gap-3 font-medium">
          {session ? (
            <>
              <span className="text-right">
                {session.accessType === 'friends-family'
                  ? 'Friends and family'
                  : `Salon link${selectedSalon ? ` of ${selectedSalon.name}` : ''}`}
                <span className="block text-sm font-normal text-taupe">
                  Checked {when(session.validatedAt)}, ends{' '}
                  {when(session.validatedAt + SALON_SESSION_LIFETIME_MS)}
                </span>
              </span>
              <Button variant="secondary" onClick={endSession} disabled={ending}>
                {ending ? 'Ending…' : 'End the salon session'}
              </Button>
            </>
          ) : (
            <span>None</span>
          )}
        </dd>
      </div>
    </>
  );
}
