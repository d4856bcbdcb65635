import type { FreeDeliveryProgress as Progress } from '@/domain/delivery';
import { formatMoney } from '@/domain/money';

/** How far the cart is from free home and locker delivery (product.md §7). */
export function FreeDeliveryProgress({
  progress,
  locale,
}: {
  progress: Progress;
  locale: string | undefined;
}) {
  const percent = Math.round(progress.ratio * 100);
  return (
    <div className="rounded-field bg-linen p-4">
      <p className="text-sm text-ink">
        {progress.reached ? (
          <strong className="font-medium">Free delivery is yours.</strong>
        ) : (
          <>
            Add <strong className="font-medium">{formatMoney(progress.remaining, locale)}</strong>{' '}
            more for free delivery.
          </>
        )}
      </p>
      <div
        role="progressbar"
        aria-label="Progress to free delivery"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progress.reached ? 'Free delivery reached' : `${percent}% of the way`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-sand"
      >
        <div
          className="h-full rounded-full bg-accent-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      {progress.reached ? null : (
        <p className="mt-2 text-xs text-taupe">
          Free from {formatMoney(progress.threshold, locale)}; salon pickup is always free.
        </p>
      )}
    </div>
  );
}
