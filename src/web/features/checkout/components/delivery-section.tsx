import { useQuery } from '@tanstack/react-query';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { settingsQuery } from '@/web/features/cart/api/get-settings';
import { useCart } from '@/web/features/cart/cart-context';
import { DeliveryOptions } from '@/web/features/cart/components/delivery-options';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useT } from '@/web/i18n/use-t';
import { deliveryOf } from '../checkout-request';
import { checkoutMessages } from '../messages';
import { HomeAddressFields } from './home-address-fields';

/**
 * The message id for a locker or salon still to be chosen, once the shopper has tried to order.
 * The cart's pickers choose only from the server's lists, so a chosen one is always valid.
 */
function pickupProblem(cart: ReturnType<typeof useCart>['cart']): string | null {
  if (cart.deliveryMethod === 'home' || deliveryOf(cart, null) !== null) return null;
  return cart.deliveryMethod === 'locker'
    ? 'checkout.delivery.choose-locker'
    : 'checkout.delivery.choose-salon';
}

/** Home, parcel locker or salon pickup: the cart's own choice and pickers, plus the address. */
export function DeliverySection({ showProblems }: { showProblems: boolean }) {
  const t = useT(checkoutMessages);
  const { cart } = useCart();
  const shopper = useShopper();
  const settings = useQuery(settingsQuery);
  const problem = showProblems ? pickupProblem(cart) : null;

  if (settings.isPending) return <Spinner label={t('checkout.delivery.loading')} />;
  if (settings.isError) {
    return (
      <div role="alert" className="rounded-field bg-accent-50 p-4 text-[0.9375rem] text-ink">
        <p>{t('checkout.delivery.error')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void settings.refetch()}>
          {t('checkout.try-again')}
        </Button>
      </div>
    );
  }

  return (
    <div>
      <DeliveryOptions
        hideLegend
        context={{
          subtotal: cart.totalAmount,
          tier: shopper.tier,
          salonSession: shopper.accessType === 'salon',
          settings: settings.data,
        }}
      />
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-accent-700">
          {t(problem)}
        </p>
      ) : null}
      {cart.deliveryMethod === 'home' ? <HomeAddressFields /> : null}
    </div>
  );
}
