import { Link } from 'react-router';
import type { OutOfStockLine } from '@/domain/orders';
import * as ERROR_CODE from '@/domain/error-codes';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { useCart } from '@/web/features/cart/cart-context';
import { useT, type Translate } from '@/web/i18n/use-t';
import { useProblemMessage } from '@/web/lib/problems/problem-message';
import { apiProblem } from '../api/api-problem';
import { useIssueTexts } from '@/web/lib/forms/form-message';
import { checkoutMessages } from '../messages';

function shortage(line: OutOfStockLine, t: Translate): string {
  const name = line.variant ? `${line.name}, ${line.variant}` : line.name;
  if (line.available === 0) return t('checkout.stock.sold-out', { name });
  return t('checkout.stock.short', {
    name,
    requested: line.requested,
    available: line.available,
  });
}

function OutOfStock({ lines, onDone }: { lines: OutOfStockLine[]; onDone: () => void }) {
  const t = useT(checkoutMessages);
  const { updateQuantity, removeItem } = useCart();
  // The shopper can take what is left in one tap, or go back to the cart and decide there.
  const takeWhatIsLeft = () => {
    for (const line of lines) {
      if (line.available > 0) updateQuantity(line.productId, line.variant, line.available);
      else removeItem(line.productId, line.variant);
    }
    onDone();
  };
  return (
    <>
      <p className="font-medium">{t('checkout.stock.title')}</p>
      <ul className="mt-2 list-disc pl-5">
        {lines.map((line) => (
          <li key={`${line.productId}|${line.variant ?? ''}`}>{shortage(line, t)}</li>
        ))}
      </ul>
      <p className="mt-2">{t('checkout.stock.nothing-charged')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={takeWhatIsLeft}>{t('checkout.stock.take-left')}</Button>
        <Link to={paths.cart} className={buttonClasses('secondary')}>
          {t('checkout.back-to-cart')}
        </Link>
      </div>
    </>
  );
}

/** Why the order was not placed, and the way forward. */
export function OrderProblem({
  error,
  onRetry,
  onDismiss,
}: {
  error: Error;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const t = useT(checkoutMessages);
  const problemText = useProblemMessage();
  const issueTexts = useIssueTexts();
  const problem = apiProblem(error);
  const retry = (
    <Button variant="secondary" className="mt-4" onClick={onRetry}>
      {t('checkout.try-again')}
    </Button>
  );
  let body;
  if (problem?.code === ERROR_CODE.OUT_OF_STOCK) {
    body = <OutOfStock lines={problem.lines} onDone={onDismiss} />;
  } else if (problem?.status === 429) {
    body = <p>{t('checkout.problem.rate-limited')}</p>;
  } else if (problem && problem.status < 500) {
    // The server's words on an English page; the words for its code in another language.
    const issues = issueTexts(problem.issues);
    body = (
      <>
        <p className="font-medium">{t('checkout.problem.refused')}</p>
        <p className="mt-1">
          {problem.message ? problemText(problem) : t('checkout.problem.refused.text')}
        </p>
        {issues.length > 0 ? (
          <ul className="mt-2 list-disc pl-5">
            {issues.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        ) : null}
      </>
    );
  } else {
    // No answer, or the server failed: the same submission again is safe (same Idempotency-Key).
    body = (
      <>
        <p className="font-medium">
          {problem ? t('checkout.problem.server') : t('checkout.problem.offline')}
        </p>
        <p className="mt-1">
          {problem ? t('checkout.problem.server.text') : t('checkout.problem.offline.text')}
        </p>
        {retry}
      </>
    );
  }
  return (
    <div
      role="alert"
      className="rounded-field border border-accent-200 bg-accent-50 p-4 text-[0.9375rem] text-ink"
    >
      {body}
    </div>
  );
}
