import { useQuery } from '@tanstack/react-query';
import { deliverySchema } from '@/domain/orders';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { settingsQuery } from '@/web/features/cart/api/get-settings';
import { useCart } from '@/web/features/cart/cart-context';
import { DeliveryOptions } from '@/web/features/cart/components/delivery-options';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { deliveryOf } from '../checkout-request';
import { HomeAddressFields } from './home-address-fields';

/** The shared schema's word for a missing locker or salon, once the shopper has tried to order. */
function pickupProblem(cart: ReturnType<typeof useCart>['cart']): string | null {
  if (cart.deliveryMethod === 'home') return null;
  const delivery = deliveryOf(cart, null) ?? {
    method: cart.deliveryMethod,
    ...(cart.deliveryMethod === 'locker' ? { lockerId: '' } : { salonId: '' }),
  };
  const result = deliverySchema.safeParse(delivery);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Home, parcel locker or salon pickup: the cart's own choice and pickers, plus the address. */
export function DeliverySection({ showProblems }: { showProblems: boolean }) {
  const { cart } = useCart();
  const shopper = useShopper();
  const settings = useQuery(settingsQuery);
  const problem = showProblems ? pickupProblem(cart) : null;

  if (settings.isPending) return <Spinner label="Loading delivery options" />;
  if (settings.isError) {
    return (
      <div role="alert" className="rounded-field bg-accent-50 p-4 text-[0.9375rem] text-ink">
        <p>Delivery options could not be loaded.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div>
      <DeliveryOptions
        hideLegend
        locale={settings.data.locale}
        context={{
          subtotal: cart.totalAmount,
          tier: shopper.tier,
          salonSession: shopper.accessType === 'salon',
          settings: settings.data,
        }}
      />
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-accent-700">
          {problem}
        </p>
      ) : null}
      {cart.deliveryMethod === 'home' ? <HomeAddressFields /> : null}
    </div>
  );
}
