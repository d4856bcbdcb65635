import { CheckoutView } from '../components/checkout-view';

/** The same checkout as /cart/checkout (product.md §8), for links that promise "no account". */
export function GuestCheckoutPage() {
  return <CheckoutView title="Guest checkout" />;
}
