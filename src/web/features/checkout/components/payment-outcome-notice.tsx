import type { PaymentState } from '@/domain/orders';
import { useT } from '@/web/i18n/use-t';
import { checkoutMessages } from '../messages';

// Why the shopper is (back) on the payment page (issue 31): what the bank said of the last
// attempt, from the success page's `?payment=` or the order's own payment state.

const OUTCOMES = ['failed', 'expired', 'cancelled', 'not-started', 'open'] as const;
type Outcome = (typeof OUTCOMES)[number];

// Message ids, each written in full so `npm run messages` finds them.
const WORDS: Record<Outcome, string> = {
  failed: 'checkout.pay.outcome.failed',
  expired: 'checkout.pay.outcome.expired',
  cancelled: 'checkout.pay.outcome.cancelled',
  'not-started': 'checkout.pay.outcome.not-started',
  open: 'checkout.pay.outcome.open',
};

function outcomeOf(param: string | null, state: PaymentState | null): Outcome | null {
  const given = OUTCOMES.find((outcome) => outcome === param);
  if (given) return given;
  return state && state !== 'paid' ? state : null;
}

export function PaymentOutcomeNotice({
  outcome,
  state,
  method,
}: {
  /** The page's `?payment=` value, if any. */
  outcome: string | null;
  state: PaymentState | null;
  /** The order's method, named. */
  method: string;
}) {
  const t = useT(checkoutMessages);
  const shown = outcomeOf(outcome, state);
  if (!shown) return null;
  // A payment still open at the bank is news, not a problem.
  const problem = shown !== 'open';
  return (
    <div
      role={problem ? 'alert' : 'status'}
      className={
        'rounded-field border p-4 text-[0.9375rem] text-ink ' +
        (problem ? 'border-accent-200 bg-accent-50' : 'border-sand bg-linen')
      }
    >
      <p>{t(WORDS[shown], { method })}</p>
    </div>
  );
}
