import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  isOnlineMethod,
  ONLINE_PAYMENT_METHODS,
  type CardPayment,
  type OnlinePaymentMethod,
  type OrderView,
} from '@/domain/orders';
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
import { paymentRedirect } from '../payment-redirect';
import { paymentsModeOf, paysCardInShop } from '../payments-mode';
import { CardPaymentForm } from './card-payment-form';
import { PAYMENT_METHOD_WORDS } from './payment-method-field';
import { PaymentMethodSwitch } from './payment-method-switch';
import { PaymentOutcomeNotice } from './payment-outcome-notice';
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

/** The order's own online method first, then the others (issue 31: try again another way). */
function methodsFor(order: OrderView): OnlinePaymentMethod[] {
  const own = order.payment.method;
  return isOnlineMethod(own)
    ? [own, ...ONLINE_PAYMENT_METHODS.filter((method) => method !== own)]
    : [...ONLINE_PAYMENT_METHODS];
}

/**
 * Pays an open order (issue 31): with the order's method or another online one — the shop's own
 * card form for a card with the test provider, else a button that starts the payment at the
 * provider (the test bank in test mode) and leaves for its page.
 */
export function PaymentPanel({ order }: { order: OrderView }) {
  const t = useT(checkoutMessages);
  const problemText = useProblemMessage();
  const format = useFormat();
  const settings = useQuery(settingsQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pay = usePayOrder(order.id);
  const hosted = useStartHostedCheckout(order.id);
  const methods = methodsFor(order);
  const [method, setMethod] = useState<OnlinePaymentMethod>(methods[0] ?? 'card');
  const [failure, setFailure] = useState<string | null>(null);
  const [hostedOnly, setHostedOnly] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  // On a phone the message sits above the fields, out of sight of the Pay button: bring it in.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  // Back from the provider's page through the browser's back button, the page may come back from
  // its cache as it was left ("Opening…"): ready again.
  const { reset: resetHosted } = hosted;
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetHosted();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [resetHosted]);
  const mode = paymentsModeOf(settings.data);
  const cardForm = method === 'card' && paysCardInShop(mode) && !hostedOnly;
  const methodName = t(PAYMENT_METHOD_WORDS[method].label);

  const goToProvider = async (chosen: OnlinePaymentMethod) => {
    setFailure(null);
    try {
      const { url } = await hosted.mutateAsync(chosen);
      paymentRedirect.assign(url);
    } catch (error) {
      const code = apiProblem(error)?.code;
      if (code === ERROR_CODE.ALREADY_PAID) {
        void navigate(paths.success(order.id), { replace: true });
      } else if (code === ERROR_CODE.ORDER_NOT_PAYABLE) {
        void queryClient.invalidateQueries({ queryKey: checkoutKeys.order(order.id) });
      } else {
        setFailure(failureMessage(error, t, problemText));
      }
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
        await goToProvider('card');
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
      <PaymentOutcomeNotice
        outcome={params.get('payment')}
        state={order.payment.state ?? null}
        method={t(PAYMENT_METHOD_WORDS[order.payment.method].label)}
      />
      <PaymentMethodSwitch
        methods={methods}
        chosen={method}
        onChoose={(next) => {
          setFailure(null);
          hosted.reset();
          setMethod(next);
        }}
      />
      {mode === 'test' ? <TestModeNotice card={cardForm} /> : null}
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
      {cardForm ? (
        <CardPaymentForm
          amount={amount}
          sending={pay.isPending}
          onPay={(card) => void onPay(card)}
        />
      ) : (
        <>
          <p className="text-[0.9375rem] text-taupe">
            {method === 'card'
              ? t('checkout.pay.hosted')
              : t('checkout.pay.bank', { method: methodName })}
          </p>
          <Button
            className="w-full text-base"
            onClick={() => void goToProvider(method)}
            disabled={hosted.isPending || hosted.isSuccess}
          >
            {hosted.isPending || hosted.isSuccess
              ? t('checkout.pay.hosted.opening')
              : t('checkout.pay.continue', { method: methodName, amount })}
          </Button>
        </>
      )}
    </section>
  );
}
