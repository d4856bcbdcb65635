import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { PageHeading } from '@/web/components/ui/page-heading';
import { useCart } from '@/web/features/cart/cart-context';
import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { checkoutMessages } from '../messages';
import { CheckoutForm } from './checkout-form';

/** The one checkout behind /cart/checkout and /guest-checkout: no account needed. */
export function CheckoutView({ title }: { title: string }) {
  const t = useT(checkoutMessages);
  useDocumentTitle(title);
  const { cart } = useCart();

  if (cart.items.length === 0) {
    return (
      <>
        <PageHeading title={title} lead={t('checkout.empty.lead')} />
        <div className="mx-auto max-w-content px-5 pb-section sm:px-8">
          <NoticePanel
            title={t('checkout.empty.title')}
            actions={
              <>
                <Link to={paths.shop} className={buttonClasses('primary')}>
                  {t('checkout.empty.shop')}
                </Link>
                <Link to={paths.weeklyDrop} className={buttonClasses('secondary')}>
                  {t('checkout.empty.drop')}
                </Link>
              </>
            }
          >
            {t('checkout.empty.text')}
          </NoticePanel>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeading title={title} lead={t('checkout.lead')}>
        <Link
          to={paths.cart}
          className="mt-4 inline-flex min-h-tap items-center text-[0.9375rem] font-medium text-accent-700 underline-offset-4 hover:underline"
        >
          ← {t('checkout.back-to-cart')}
        </Link>
      </PageHeading>
      <CheckoutForm />
    </>
  );
}
