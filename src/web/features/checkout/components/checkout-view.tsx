import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { PageHeading } from '@/web/components/ui/page-heading';
import { useCart } from '@/web/features/cart/cart-context';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { CheckoutForm } from './checkout-form';

/** The one checkout behind /cart/checkout and /guest-checkout: no account needed. */
export function CheckoutView({ title }: { title: string }) {
  useDocumentTitle(title);
  const { cart } = useCart();

  if (cart.items.length === 0) {
    return (
      <>
        <PageHeading title={title} lead="There is nothing to check out yet." />
        <div className="mx-auto max-w-content px-5 pb-section sm:px-8">
          <NoticePanel
            title="Your cart is empty"
            actions={
              <>
                <Link to={paths.shop} className={buttonClasses('primary')}>
                  Start shopping
                </Link>
                <Link to={paths.weeklyDrop} className={buttonClasses('secondary')}>
                  See this week’s drop
                </Link>
              </>
            }
          >
            Add bundles, wigs, braiding hair or care products, then come back here to order them.
          </NoticePanel>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeading
        title={title}
        lead="Your details, how you would like it delivered and how you would like to pay. No account needed."
      >
        <Link
          to={paths.cart}
          className="mt-4 inline-flex min-h-tap items-center text-[0.9375rem] font-medium text-accent-700 underline-offset-4 hover:underline"
        >
          ← Back to your cart
        </Link>
      </PageHeading>
      <CheckoutForm />
    </>
  );
}
