import { useT } from '@/web/i18n/use-t';
import { CheckoutView } from '../components/checkout-view';
import { checkoutMessages } from '../messages';

export function CheckoutPage() {
  const t = useT(checkoutMessages);
  return <CheckoutView title={t('checkout.title')} />;
}
