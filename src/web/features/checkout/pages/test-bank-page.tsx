import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import * as ERROR_CODE from '@/domain/error-codes';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { PageSpinner } from '@/web/components/ui/spinner';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { useFormat } from '@/web/i18n/format';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { useT } from '@/web/i18n/use-t';
import { isNotFound } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { apiProblem } from '../api/api-problem';
import {
  redirectOf,
  useAnswerTestBankPayment,
  type TestBankOutcome,
} from '../api/answer-test-bank-payment';
import { testBankPaymentQuery, type TestBankPayment } from '../api/get-test-bank-payment';
import { PAYMENT_METHOD_WORDS } from '../components/payment-method-field';
import { PaymentMark } from '../components/payment-marks';
import { TestBankQr } from '../components/test-bank-qr';
import { checkoutMessages } from '../messages';
import { paymentRedirect } from '../payment-redirect';

// The built-in test provider's bank page (issue 31): what iDEAL's, Bancontact's or a card
// issuer's page would be, in test mode. The shopper picks what the bank does; nothing is paid.

/** The outcomes, in the order they are offered; the first is the page's main action. */
const OUTCOMES: { outcome: TestBankOutcome; label: string }[] = [
  { outcome: 'paid', label: 'checkout.test-bank.pay' },
  { outcome: 'failed', label: 'checkout.test-bank.fail' },
  { outcome: 'cancelled', label: 'checkout.test-bank.cancel' },
  { outcome: 'expired', label: 'checkout.test-bank.expire' },
  { outcome: 'open', label: 'checkout.test-bank.leave-open' },
];

// Message ids of the payment's status, each written in full so `npm run messages` finds them.
const STATUS_WORDS: Record<TestBankPayment['status'], string> = {
  open: 'checkout.test-bank.status.open',
  paid: 'checkout.test-bank.status.paid',
  failed: 'checkout.test-bank.status.failed',
  canceled: 'checkout.test-bank.status.canceled',
  expired: 'checkout.test-bank.status.expired',
};

/** The strip that tells this page apart from any real bank's. */
function TestBankBanner() {
  const t = useT(checkoutMessages);
  return (
    <div
      role="note"
      className="border-y-4 border-dashed border-accent-500 bg-ink px-5 py-3 text-center text-sm font-medium tracking-wide text-ivory sm:text-[0.9375rem]"
    >
      {t('checkout.test-bank.banner')}
    </div>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <TestBankBanner />
      <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-5 pt-8 pb-section sm:pt-12">
        {children}
      </div>
    </>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5 rounded-card border border-sand bg-white p-5 shadow-soft sm:p-8">
      {children}
    </section>
  );
}

/** A payment no longer open: said plainly, with the way back to the shop when the bank gave one. */
function NotOpen({ redirect }: { redirect: string | null }) {
  const t = useT(checkoutMessages);
  return (
    <Panel>
      <h1 className="font-display text-heading">{t('checkout.test-bank.not-open')}</h1>
      <p className="text-[0.9375rem] text-taupe">{t('checkout.test-bank.not-open.text')}</p>
      {redirect ? (
        <a href={redirect} className={buttonClasses('primary', 'self-start')}>
          {t('checkout.test-bank.back-to-shop')}
        </a>
      ) : null}
    </Panel>
  );
}

/** What the bank shows of the payment, then its method's own step. */
function PaymentFacts({ payment }: { payment: TestBankPayment }) {
  const t = useT(checkoutMessages);
  const format = useFormat();
  return (
    <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-6 gap-y-2 text-[0.9375rem]">
      <dt className="text-taupe">{t('checkout.test-bank.merchant')}</dt>
      <dd className="font-medium text-ink">{payment.merchant}</dd>
      <dt className="text-taupe">{t('checkout.test-bank.description')}</dt>
      <dd className="text-ink">{payment.description}</dd>
      <dt className="text-taupe">{t('checkout.test-bank.amount')}</dt>
      <dd className="font-display text-heading text-ink">{format.money(payment.amount)}</dd>
    </dl>
  );
}

function OpenPayment({ payment }: { payment: TestBankPayment }) {
  const t = useT(checkoutMessages);
  const answer = useAnswerTestBankPayment(payment.reference);
  const [bank, setBank] = useState('');
  const [bankMissing, setBankMissing] = useState(false);
  const [cardNumber, setCardNumber] = useState('');
  const [sent, setSent] = useState<TestBankOutcome | null>(null);
  const ideal = payment.method === 'ideal';
  const methodName = t(PAYMENT_METHOD_WORDS[payment.method].label);
  const problem = answer.error ? apiProblem(answer.error) : null;

  if (problem?.code === ERROR_CODE.PAYMENT_NOT_OPEN) {
    return <NotOpen redirect={redirectOf(answer.error)} />;
  }

  const choose = async (outcome: TestBankOutcome) => {
    // A real iDEAL payment is approved in the chosen bank's app: no bank, no payment.
    if (ideal && outcome === 'paid' && !bank) {
      setBankMissing(true);
      document.getElementById('test-bank-bank')?.focus();
      return;
    }
    setSent(outcome);
    try {
      const { redirect } = await answer.mutateAsync({
        outcome,
        ...(ideal && bank ? { bank } : {}),
      });
      paymentRedirect.assign(redirect);
    } catch {
      setSent(null);
    }
  };

  const busy = answer.isPending || answer.isSuccess;
  return (
    <Panel>
      <div className="flex items-center gap-3">
        <PaymentMark method={payment.method} />
        <h1 className="font-display text-heading">
          {t('checkout.test-bank.title', { method: methodName })}
        </h1>
      </div>
      <PaymentFacts payment={payment} />
      <div className="border-t border-sand pt-5">
        {ideal ? (
          <SelectField
            id="test-bank-bank"
            label={t('checkout.test-bank.choose-bank')}
            value={bank}
            error={bankMissing && !bank ? t('checkout.test-bank.choose-bank.missing') : undefined}
            onChange={(event) => {
              setBank(event.target.value);
              setBankMissing(false);
            }}
          >
            <option value="">{t('checkout.test-bank.choose-bank.prompt')}</option>
            {payment.banks.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
        ) : payment.method === 'bancontact' ? (
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <TestBankQr seed={payment.reference} label={t('checkout.test-bank.qr')} />
            <div className="flex w-full flex-col gap-3">
              <p className="text-[0.9375rem] text-ink">{t('checkout.test-bank.qr.text')}</p>
              <TextField
                label={t('checkout.test-bank.bancontact-card')}
                inputMode="numeric"
                autoComplete="off"
                optional
                value={cardNumber}
                onChange={(event) => setCardNumber(event.target.value.replace(/\D/g, ''))}
              />
              <p className="text-sm text-taupe">{t('checkout.test-bank.bancontact-card.any')}</p>
            </div>
          </div>
        ) : (
          <p className="text-[0.9375rem] text-ink">{t('checkout.test-bank.card-step')}</p>
        )}
      </div>
      {answer.isError ? (
        <p
          role="alert"
          className="rounded-field border border-accent-200 bg-accent-50 p-4 text-[0.9375rem] text-ink"
        >
          {problem ? t('checkout.test-bank.failed') : t('checkout.test-bank.offline')}
        </p>
      ) : null}
      <div className="flex flex-col gap-2.5 border-t border-sand pt-5">
        <p className="text-sm text-taupe">{t('checkout.test-bank.outcomes')}</p>
        {OUTCOMES.map(({ outcome, label }, index) => (
          <Button
            key={outcome}
            variant={index === 0 ? 'primary' : 'secondary'}
            className="w-full text-base"
            disabled={busy}
            onClick={() => void choose(outcome)}
          >
            {sent === outcome ? t('checkout.test-bank.sending') : t(label)}
          </Button>
        ))}
      </div>
    </Panel>
  );
}

/** /test-bank/{reference}: the test provider's bank page (test mode only). */
export function TestBankPage() {
  const t = useT(checkoutMessages);
  useDocumentTitle(t('checkout.test-bank.doc-title'));
  const { reference = '' } = useParams();
  const { language } = useLanguage();
  const payment = useQuery(testBankPaymentQuery(reference, language));

  if (payment.isPending) {
    return (
      <>
        <TestBankBanner />
        <PageSpinner label={t('checkout.test-bank.loading')} />
      </>
    );
  }
  if (payment.isError) {
    return (
      <Frame>
        <Panel>
          <h1 className="font-display text-heading">
            {isNotFound(payment.error)
              ? t('checkout.test-bank.not-found')
              : t('checkout.test-bank.load-error')}
          </h1>
          <p className="text-[0.9375rem] text-taupe">
            {isNotFound(payment.error)
              ? t('checkout.test-bank.not-found.text')
              : t('checkout.test-bank.load-error.text')}
          </p>
          {isNotFound(payment.error) ? null : (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => void payment.refetch()}
            >
              {t('checkout.try-again')}
            </Button>
          )}
        </Panel>
      </Frame>
    );
  }
  return (
    <Frame>
      {payment.data.status === 'open' ? (
        <OpenPayment payment={payment.data} />
      ) : (
        <NotOpenYet payment={payment.data} />
      )}
    </Frame>
  );
}

/**
 * A payment already answered, opened again (the back button, a second tab): the bank gives the
 * way back to the shop when asked, as its 409 PAYMENT_NOT_OPEN carries it.
 */
function NotOpenYet({ payment }: { payment: TestBankPayment }) {
  const t = useT(checkoutMessages);
  const answer = useAnswerTestBankPayment(payment.reference);
  const [lost, setLost] = useState(false);
  const backToShop = async () => {
    setLost(false);
    try {
      const { redirect } = await answer.mutateAsync({ outcome: 'open' });
      paymentRedirect.assign(redirect);
    } catch (error) {
      const redirect = redirectOf(error);
      if (redirect) paymentRedirect.assign(redirect);
      else setLost(true);
    }
  };
  return (
    <Panel>
      <h1 className="font-display text-heading">{t('checkout.test-bank.not-open')}</h1>
      <p className="text-[0.9375rem] text-taupe">{t(STATUS_WORDS[payment.status])}</p>
      {lost ? (
        <p role="alert" className="rounded-field bg-accent-50 p-4 text-[0.9375rem] text-ink">
          {t('checkout.test-bank.offline')}
        </p>
      ) : null}
      <Button className="self-start" disabled={answer.isPending} onClick={() => void backToShop()}>
        {t('checkout.test-bank.back-to-shop')}
      </Button>
    </Panel>
  );
}
