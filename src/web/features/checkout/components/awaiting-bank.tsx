import { Link } from 'react-router';
import type { OrderView } from '@/domain/orders';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { Spinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/i18n/use-t';
import { checkoutMessages } from '../messages';
import { PAYMENT_METHOD_WORDS } from './payment-method-field';

/**
 * Back from the bank before it confirmed (issue 31): the payment is open at the provider, and the
 * page asks again every few seconds until it is paid. Past the order's hold the asking stops; the
 * shopper can still check again, and hears from us by mail once the bank confirms.
 */
export function AwaitingBank({
  order,
  overdue,
  checking,
  onCheck,
}: {
  order: OrderView;
  /** The hold passed while waiting: no more asking by itself. */
  overdue: boolean;
  checking: boolean;
  onCheck: () => void;
}) {
  const t = useT(checkoutMessages);
  const method = t(PAYMENT_METHOD_WORDS[order.payment.method].label);
  return (
    <>
      <PageHeading
        eyebrow={t('checkout.order.number', { number: order.number })}
        title={t('checkout.waiting.title')}
        lead={t('checkout.waiting.lead', { method })}
      />
      <div className="mx-auto max-w-content px-5 pb-section sm:px-8">
        <div className="flex max-w-prose flex-col gap-5 rounded-card bg-white p-6 shadow-soft sm:p-8">
          {overdue ? (
            <>
              <p className="text-[0.9375rem] text-ink">{t('checkout.waiting.overdue')}</p>
              <div>
                <Button variant="secondary" onClick={onCheck} disabled={checking}>
                  {t('checkout.waiting.check')}
                </Button>
              </div>
            </>
          ) : (
            <Spinner label={t('checkout.waiting.title')} text={t('checkout.waiting.text')} />
          )}
          <p className="border-t border-sand pt-4 text-sm text-taupe">
            {t('checkout.waiting.not-paid')}{' '}
            <Link
              to={paths.orderPayment(order.id)}
              className="font-medium text-accent-700 underline-offset-4 hover:underline"
            >
              {t('checkout.pay-page.title')}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
