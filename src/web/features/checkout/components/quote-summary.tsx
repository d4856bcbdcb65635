import type { CartItem } from '@/domain/cart';
import { formatMoney } from '@/domain/money';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { apiProblem } from '../api/api-problem';
import { estimateOf } from '../checkout-request';
import type { CheckoutQuote } from '../hooks/use-checkout-quote';
import { lineKey, OrderLines, OrderTotals } from './order-totals';

/** Cart lines at the cart's estimate, before there is anything to quote. */
function EstimatedLines({
  items,
  locale,
}: {
  items: readonly CartItem[];
  locale: string | undefined;
}) {
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
              {item.quantity} × {formatMoney(item.price, locale)}
            </p>
          </div>
          <p className="shrink-0 tabular-nums text-taupe">
            {formatMoney(item.price * item.quantity, locale)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A refused quote names what to fix in the cart; a failed one offers to ask again. */
function QuoteError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const problem = apiProblem(error);
  if (problem && problem.status < 500 && problem.status !== 429) {
    return (
      <div role="alert" className="rounded-field bg-accent-50 p-4 text-[0.9375rem] text-ink">
        <p className="font-medium">Your cart needs a change before you can order</p>
        <ul className="mt-2 list-disc pl-5">
          {(problem.issues.length > 0 ? problem.issues : [{ message: problem.message ?? '' }])
            .filter((issue) => issue.message)
            .map((issue, index) => (
              <li key={index}>{issue.message}</li>
            ))}
        </ul>
        <Link to={paths.cart} className={buttonClasses('secondary', 'mt-3')}>
          Back to your cart
        </Link>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-field bg-accent-50 p-4 text-[0.9375rem] text-ink">
      <p>We could not work out your total just now. Your cart is safe.</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        Try again
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
  locale,
}: {
  state: CheckoutQuote;
  items: readonly CartItem[];
  locale: string | undefined;
}) {
  const { quote } = state;
  const changed = new Set(
    (quote?.lines ?? [])
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
          Your order
        </h2>
        <p aria-live="polite" className="text-sm text-taupe">
          {state.isUpdating && quote ? 'Updating…' : ''}
        </p>
      </div>
      <div className="mt-4">
        {!state.ready ? (
          <>
            <EstimatedLines items={items} locale={locale} />
            <p className="mt-4 rounded-field bg-linen p-4 text-sm text-taupe">
              These are your cart’s prices. Complete your delivery details to see the final total,
              including delivery.
            </p>
          </>
        ) : state.error ? (
          <QuoteError error={state.error} onRetry={state.refetch} />
        ) : state.isLoading || !quote ? (
          <Spinner label="Loading your total" text="Working out your total…" />
        ) : (
          <>
            {changed.size > 0 ? (
              <p role="status" className="mb-3 rounded-field bg-accent-50 p-4 text-sm text-ink">
                Some prices have changed since you added them to your cart. The prices below are the
                ones you pay.
              </p>
            ) : null}
            <OrderLines lines={quote.lines} locale={locale} changed={changed} />
            <OrderTotals
              totals={quote.totals}
              locale={locale}
              code={quote.offerCode}
              vat={quote.vat}
              tier={quote.tier}
            />
            {quote.tier === 'business' ? (
              <p className="mt-3 text-sm text-taupe">Business prices.</p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
