import { Link } from 'react-router';
import type { OutOfStockLine } from '@/domain/orders';
import * as ERROR_CODE from '@/domain/error-codes';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { useCart } from '@/web/features/cart/cart-context';
import { apiProblem } from '../api/api-problem';

function shortage(line: OutOfStockLine): string {
  const name = line.variant ? `${line.name}, ${line.variant}` : line.name;
  if (line.available === 0) return `${name}: sold out.`;
  return `${name}: you asked for ${line.requested}, only ${line.available} left.`;
}

function OutOfStock({ lines, onDone }: { lines: OutOfStockLine[]; onDone: () => void }) {
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
      <p className="font-medium">Not everything is in stock any more</p>
      <ul className="mt-2 list-disc pl-5">
        {lines.map((line) => (
          <li key={`${line.productId}|${line.variant ?? ''}`}>{shortage(line)}</li>
        ))}
      </ul>
      <p className="mt-2">Nothing was ordered and nothing was charged.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={takeWhatIsLeft}>Update my order to what is left</Button>
        <Link to={paths.cart} className={buttonClasses('secondary')}>
          Back to your cart
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
  const problem = apiProblem(error);
  const retry = (
    <Button variant="secondary" className="mt-4" onClick={onRetry}>
      Try again
    </Button>
  );
  let body;
  if (problem?.code === ERROR_CODE.OUT_OF_STOCK) {
    body = <OutOfStock lines={problem.lines} onDone={onDismiss} />;
  } else if (problem?.status === 429) {
    body = <p>That was a lot of attempts in a short time. Please wait a minute, then try again.</p>;
  } else if (problem && problem.status < 500) {
    body = (
      <>
        <p className="font-medium">Your order could not be placed</p>
        <p className="mt-1">{problem.message ?? 'Please check your details and try again.'}</p>
        {problem.issues.length > 0 ? (
          <ul className="mt-2 list-disc pl-5">
            {problem.issues.map((issue, index) => (
              <li key={index}>{issue.message}</li>
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
          {problem ? 'Something went wrong on our side.' : 'We could not reach the shop.'}
        </p>
        <p className="mt-1">
          {problem
            ? 'Please try again in a moment.'
            : 'Check your connection and try again — it will not be ordered twice.'}
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
