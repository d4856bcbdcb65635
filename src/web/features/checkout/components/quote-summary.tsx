import type { CartItem } from '@/domain/cart';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { useProblemMessage } from '@/web/lib/problems/problem-message';
import { apiProblem } from '../api/api-problem';
import { estimateOf } from '../checkout-request';
import type { CheckoutQuote } from '../hooks/use-checkout-quote';
import { useIssueTexts } from '@/web/lib/forms/form-message';
import { checkoutMessages } from '../messages';
import { lineKey, OrderLines, OrderTotals } from './order-totals';

/** Cart lines at the cart's estimate, before there is anything to quote. */
function EstimatedLines({ items }: { items: readonly CartItem[] }) {
  const format = useFormat();
  return (
    <ul className="divide-y divide-sand">
      {items.map((item) => (
        <li
          key={`${item.productId}|${item.selectedVariant ?? ''}`}
          className="flex justify-between gap-4 py-3 text-[0.9375rem]"
        >
          <div className="min-w-0">
            <p className="font-medium text-ink">{item.product.name}</p>
            <p className="text-sm text-taupe">
              {item.selectedVariant ? `${item.selectedVariant} · ` : ''}
              {item.quantity} × {format.money(item.price)}
            </p>
          </div>
          <p className="shrink-0 tabular-nums text-taupe">
            {format.money(item.price * item.quantity)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A refused quote names what to fix in the cart; a failed one offers to ask again. */
function QuoteError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT(checkoutMessages);
  const problemText = useProblemMessage();
  const issueTexts = useIssueTexts();
  const problem = apiProblem(error);
  if (problem && problem.status < 500 && problem.status !== 429) {
    // The refused fields in the page's language; where it has no words for them (the server's
    // own English), the words for the refusal's code.
    const issues = issueTexts(problem.issues);
    const texts =
      issues.length > 0
        ? issues
        : problem.issues.length > 0 || problem.message
          ? [problemText(problem)]
          : [];
    return (
      <div role="alert" className="rounded-field bg-accent-50 p-4 text-[0.9375rem] text-ink">
        <p className="font-medium">{t('checkout.quote.refused')}</p>
        <ul className="mt-2 list-disc pl-5">
          {texts.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ul>
        <Link to={paths.cart} className={buttonClasses('secondary', 'mt-3')}>
          {t('checkout.back-to-cart')}
        </Link>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-field bg-accent-50 p-4 text-[0.9375rem] text-ink">
      <p>{t('checkout.quote.failed')}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('checkout.try-again')}
      </Button>
    </div>
  );
}

/**
 * The server's quote: what the shopper will pay. Until the delivery details are complete it
 * shows the cart's estimate and says so; when the server's prices differ from the cart's, it
 * says that too.
 */
export function QuoteSummary({
  state,
  items,
}: {
  state: CheckoutQuote;
  items: readonly CartItem[];
}) {
  const t = useT(checkoutMessages);
  const { quote } = state;
  // Reverse-charged, every price is net (issue 31): not a change from the cart's estimate.
  const changed = new Set(
    (quote?.reverseCharge ? [] : (quote?.lines ?? []))
      .filter((line) => line.type !== 'box')
      .filter((line) => {
        const estimate = estimateOf(items, line.productId, line.variant);
        return estimate !== undefined && estimate !== line.unitPrice;
      })
      .map((line) => lineKey(line.productId, line.variant)),
  );

  return (
    <section aria-labelledby="quote-title" aria-busy={state.isUpdating}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="quote-title" className="font-display text-heading">
          {t('checkout.quote.title')}
        </h2>
        <p aria-live="polite" className="text-sm text-taupe">
          {state.isUpdating && quote ? t('checkout.quote.updating') : ''}
        </p>
      </div>
      <div className="mt-4">
        {!state.ready ? (
          <>
            <EstimatedLines items={items} />
            <p className="mt-4 rounded-field bg-linen p-4 text-sm text-taupe">
              {t('checkout.quote.estimate')}
            </p>
          </>
        ) : state.error ? (
          <QuoteError error={state.error} onRetry={state.refetch} />
        ) : state.isLoading || !quote ? (
          <Spinner label={t('checkout.quote.loading')} text={t('checkout.quote.loading.text')} />
        ) : (
          <>
            {changed.size > 0 ? (
              <p role="status" className="mb-3 rounded-field bg-accent-50 p-4 text-sm text-ink">
                {t('checkout.quote.changed')}
              </p>
            ) : null}
            <OrderLines lines={quote.lines} changed={changed} />
            <OrderTotals
              totals={quote.totals}
              code={quote.offerCode}
              vat={quote.vat}
              tier={quote.tier}
              reverseCharge={quote.reverseCharge ?? false}
            />
            {quote.reverseCharge ? (
              <p className="mt-3 text-sm text-taupe">{t('checkout.quote.reverse-charge')}</p>
            ) : quote.tier === 'business' ? (
              <p className="mt-3 text-sm text-taupe">{t('checkout.quote.business')}</p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
