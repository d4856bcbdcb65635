import { useT } from '@/web/i18n/use-t';
import { CheckoutView } from '../components/checkout-view';
import { checkoutMessages } from '../messages';

/** The same checkout as /cart/checkout (product.md §8), for links that promise "no account". */
export function GuestCheckoutPage() {
  const t = useT(checkoutMessages);
  return <CheckoutView title={t('checkout.title.guest')} />;
}
