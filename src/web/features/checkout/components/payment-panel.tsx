import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CardPayment, OrderView } from '@/domain/orders';
import * as ERROR_CODE from '@/domain/error-codes';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { settingsQuery } from '@/web/features/cart/api/get-settings';
import { useFormat } from '@/web/i18n/format';
import { useT, type Translate } from '@/web/i18n/use-t';
import { useProblemMessage } from '@/web/lib/problems/problem-message';
import { apiProblem, type ApiProblem } from '../api/api-problem';
import { checkoutKeys } from '../api/checkout-keys';
import { usePayOrder } from '../api/pay-order';
import { useStartHostedCheckout } from '../api/start-hosted-checkout';
import { checkoutMessages } from '../messages';
import { paymentsModeOf } from '../payments-mode';
import { CardPaymentForm } from './card-payment-form';
import { TestModeNotice } from './test-mode-notice';

/** What to tell the shopper after a payment attempt that did not go through. */
function failureMessage(
  error: unknown,
  t: Translate,
  problemText: (problem: ApiProblem) => string,
): string {
  const problem = apiProblem(error);
  if (!problem) return t('checkout.pay.offline');
  if (problem.code === ERROR_CODE.PAYMENT_DECLINED) {
    return t('checkout.pay.declined', {
      reason: problem.message ?? t('checkout.pay.declined.reason'),
    });
  }
  if (problem.status === 429) return t('checkout.pay.rate-limited');
  // The server's words on an English page; the words for its code in another language.
  return problem.message ? problemText(problem) : t('checkout.pay.failed');
}

/** Pays an open order: the shop's own card form (test provider) or the hosted Stripe page. */
export function PaymentPanel({ order }: { order: OrderView }) {
  const t = useT(checkoutMessages);
  const problemText = useProblemMessage();
  const format = useFormat();
  const settings = useQuery(settingsQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pay = usePayOrder(order.id);
  const hosted = useStartHostedCheckout(order.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [hostedOnly, setHostedOnly] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  // On a phone the message sits above the fields, out of sight of the Pay button: bring it in.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  const useHosted = hostedOnly || paymentsModeOf(settings.data) === 'stripe';

  const goToHostedPage = async () => {
    setFailure(null);
    try {
      const { url } = await hosted.mutateAsync();
      window.location.assign(url);
    } catch (error) {
      setFailure(failureMessage(error, t, problemText));
    }
  };

  const onPay = async (card: CardPayment) => {
    setFailure(null);
    try {
      const result = await pay.mutateAsync(card);
      queryClient.setQueryData(checkoutKeys.order(order.id), result.order);
      void navigate(paths.success(order.id), { replace: true });
    } catch (error) {
      const code = apiProblem(error)?.code;
      if (code === ERROR_CODE.ALREADY_PAID) {
        void navigate(paths.success(order.id), { replace: true });
      } else if (code === ERROR_CODE.ORDER_NOT_PAYABLE) {
        // Expired or cancelled meanwhile: the order page shows that state once reloaded.
        void queryClient.invalidateQueries({ queryKey: checkoutKeys.order(order.id) });
      } else if (code === ERROR_CODE.USE_CHECKOUT) {
        setHostedOnly(true);
        await goToHostedPage();
      } else {
        setFailure(failureMessage(error, t, problemText));
      }
    }
  };

  const amount = format.money(order.totals.total);
  return (
    <section
      aria-labelledby="payment-title"
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-soft sm:p-8"
    >
      <h2 id="payment-title" className="font-display text-heading">
        {t('checkout.pay.title')}
      </h2>
      {useHosted ? null : <TestModeNotice />}
      {failure ? (
        <p
          ref={failureRef}
          tabIndex={-1}
          role="alert"
          className="scroll-mt-28 rounded-field border border-accent-200 bg-accent-50 p-4 text-[0.9375rem] text-ink"
        >
          {failure}
        </p>
      ) : null}
      {useHosted ? (
        <>
          <p className="text-[0.9375rem] text-taupe">{t('checkout.pay.hosted')}</p>
          <Button
            className="w-full text-base"
            onClick={() => void goToHostedPage()}
            disabled={hosted.isPending}
          >
            {hosted.isPending
              ? t('checkout.pay.hosted.opening')
              : t('checkout.pay.hosted.continue', { amount })}
          </Button>
        </>
      ) : (
        <CardPaymentForm
          amount={amount}
          sending={pay.isPending}
          onPay={(card) => void onPay(card)}
        />
      )}
    </section>
  );
}
