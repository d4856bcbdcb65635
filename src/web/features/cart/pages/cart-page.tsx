import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { settingsQuery } from '../api/get-settings';
import { useCart } from '../cart-context';
import { CartLine } from '../components/cart-line';
import { OrderSummary } from '../components/order-summary';
import { PaymentCancelledNotice } from '../components/payment-cancelled-notice';
import { cartMessages } from '../messages';

const ShareRecommendationDialog = lazy(() =>
  import('../components/share-recommendation-dialog').then((module) => ({
    default: module.ShareRecommendationDialog,
  })),
);

function EmptyCart() {
  const t = useT(cartMessages);
  return (
    <div className="mx-auto flex max-w-content flex-col items-start gap-6 px-5 pb-section sm:px-8">
      <div className="w-full rounded-card bg-linen px-6 py-12 text-center sm:px-12 sm:py-16">
        <p className="font-display text-heading text-ink">{t('cart.empty.title')}</p>
        <p className="mx-auto mt-3 max-w-prose text-taupe">{t('cart.empty.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.shop} className={buttonClasses('primary')}>
            {t('cart.empty.shop')}
          </Link>
          <Link to={paths.weeklyDrop} className={buttonClasses('secondary')}>
            {t('cart.empty.drop')}
          </Link>
        </div>
      </div>
    </div>
  );
}

export function CartPage() {
  const t = useT(cartMessages);
  useDocumentTitle(t('cart.title'));
  const { cart, itemCount } = useCart();
  const shopper = useShopper();
  const settings = useQuery({ ...settingsQuery, enabled: cart.items.length > 0 });

  if (cart.items.length === 0) {
    return (
      <>
        <PageHeading title={t('cart.title')} lead={t('cart.empty.lead')} />
        <PaymentCancelledNotice />
        <EmptyCart />
      </>
    );
  }

  return (
    <>
      <PageHeading
        title={t('cart.title')}
        lead={
          shopper.tier === 'business'
            ? t('cart.lead.business', { count: itemCount })
            : t('cart.lead', { count: itemCount })
        }
      />
      <PaymentCancelledNotice />
      <div className="mx-auto grid max-w-content gap-10 px-5 pb-section sm:px-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section aria-label={t('cart.lines.label')} className="min-w-0">
          <ul className="divide-y divide-sand border-y border-sand">
            {cart.items.map((item) => (
              <CartLine
                key={`${item.productId}|${item.selectedVariant ?? ''}|${JSON.stringify(item.components ?? [])}`}
                item={item}
              />
            ))}
          </ul>
          {shopper.accessType === 'salon' ? (
            <div className="mt-8 rounded-card border border-sand p-6">
              <p className="font-medium text-ink">{t('cart.share.title')}</p>
              <p className="mt-1 text-sm text-taupe">{t('cart.share.text')}</p>
              {/* Loaded only for salons: clients never download the form and its rules. */}
              <Suspense
                fallback={
                  <Button variant="secondary" className="mt-4" disabled>
                    {t('cart.share.title')}
                  </Button>
                }
              >
                <ShareRecommendationDialog
                  items={cart.items}
                  salonName={shopper.selectedSalon?.name ?? null}
                />
              </Suspense>
            </div>
          ) : null}
        </section>
        <div className="min-w-0 lg:sticky lg:top-24">
          {settings.isError ? (
            <p role="alert" className="mb-4 rounded-field bg-accent-50 p-4 text-sm text-ink">
              {t('cart.settings-error')}
            </p>
          ) : null}
          <OrderSummary />
        </div>
      </div>
    </>
  );
}
