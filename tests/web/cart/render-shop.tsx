import type { NewCartItem } from '@/domain/cart';
import { useCart } from '@/web/features/cart/cart-context';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { renderRoutes, routesWith } from '../render-app';

/** Stands in for a product page: buttons that add to the cart, and the shopper's tier. */
function Probe({ items }: { items: NewCartItem[] }) {
  const { addItem, cart } = useCart();
  const { tier, userType } = useShopper();
  return (
    <div>
      <p>
        Tier: {tier} ({userType})
      </p>
      <p>Cart total: {cart.totalAmount}</p>
      {items.map((item, index) => (
        <button key={index} type="button" onClick={() => addItem(item)}>
          Add {item.product.name}
          {item.selectedVariant ? ` ${item.selectedVariant}` : ''}
        </button>
      ))}
    </div>
  );
}

/** The real app (providers, layout, route table) plus a /probe page that adds items. */
export function renderShop(url: string, items: NewCartItem[] = []) {
  return renderRoutes(routesWith([{ path: 'probe', element: <Probe items={items} /> }]), url);
}
