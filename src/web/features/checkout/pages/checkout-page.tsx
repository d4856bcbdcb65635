import { CheckoutView } from '../components/checkout-view';

export function CheckoutPage() {
  return <CheckoutView title="Checkout" />;
}
