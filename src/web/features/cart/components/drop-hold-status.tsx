import { useState } from 'react';
import { holdMsLeft, type CartItem, type DropHold } from '@/domain/cart';
import { Button } from '@/web/components/ui/button';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { DEFAULT_LANGUAGE } from '@/web/i18n/languages';
import { useT } from '@/web/i18n/use-t';
import { serverOffsetMs, useTickingNow } from '@/web/lib/server-clock';
import { useCart } from '../cart-context';
import { holdRefusal } from '../hold-refusal';
import { messageParts } from '@/web/i18n/message-parts';
import { cartMessages } from '../messages';

/** "09:41": a hold's minutes and seconds (holds last minutes, never hours). */
function minutesAndSeconds(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(total / 60))}:${two(total % 60)}`;
}

/**
 * A drop line's hold (product.md §10): how long its units stay the cart's, on the server's
 * clock; once over, "Hold expired — add again" with a one-tap re-hold.
 */
export function DropHoldStatus({
  item,
  hold,
  name,
  expired,
}: {
  item: CartItem;
  hold: DropHold;
  name: string;
  expired: boolean;
}) {
  const { reholdDropLine } = useCart();
  const t = useT(cartMessages);
  const english = useLanguage().language === DEFAULT_LANGUAGE;
  const now = useTickingNow(!expired);
  const [holding, setHolding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!expired) {
    const left = holdMsLeft(hold, serverOffsetMs(), now);
    return (
      <p className="text-sm text-taupe">
        {messageParts(t, 'cart.hold.left', {
          time: (
            <span className="inline-block min-w-[5ch] font-medium text-ink tabular-nums">
              {minutesAndSeconds(left)}
            </span>
          ),
        })}
      </p>
    );
  }

  const holdAgain = async () => {
    setHolding(true);
    setProblem(null);
    try {
      await reholdDropLine(item.productId);
    } catch (error) {
      setProblem(holdRefusal(error, t, english) ?? t('cart.hold.failed'));
    } finally {
      setHolding(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-field bg-accent-50 px-4 py-3">
      <p className="text-sm font-medium text-ink">{t('cart.hold.expired')}</p>
      <Button
        variant="secondary"
        className="min-h-9 px-4 text-sm"
        onClick={() => void holdAgain()}
        disabled={holding}
        aria-label={t('cart.hold.again.label', { name })}
      >
        {holding ? t('cart.hold.holding') : t('cart.hold.again')}
      </Button>
      {problem ? (
        <p role="alert" className="basis-full text-sm text-accent-800">
          {problem}
        </p>
      ) : (
        <p className="basis-full text-sm text-taupe">{t('cart.hold.not-in-order')}</p>
      )}
    </div>
  );
}
