import type { FreeDeliveryProgress as Progress } from '@/domain/delivery';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { messageParts } from '@/web/i18n/message-parts';
import { cartMessages } from '../messages';

/** How far the cart is from free home and locker delivery (product.md §7). */
export function FreeDeliveryProgress({ progress }: { progress: Progress }) {
  const t = useT(cartMessages);
  const format = useFormat();
  const percent = Math.round(progress.ratio * 100);
  return (
    <div className="rounded-field bg-linen p-4">
      <p className="text-sm text-ink">
        {progress.reached ? (
          <strong className="font-medium">{t('cart.free.reached')}</strong>
        ) : (
          messageParts(t, 'cart.free.add', {
            amount: <strong className="font-medium">{format.money(progress.remaining)}</strong>,
          })
        )}
      </p>
      <div
        role="progressbar"
        aria-label={t('cart.free.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={
          progress.reached
            ? t('cart.free.progress.reached')
            : t('cart.free.progress.part', { percent })
        }
        className="mt-3 h-2 overflow-hidden rounded-full bg-sand"
      >
        <div
          className="h-full rounded-full bg-accent-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      {progress.reached ? null : (
        <p className="mt-2 text-xs text-taupe">
          {t('cart.free.threshold', { threshold: format.money(progress.threshold) })}
        </p>
      )}
    </div>
  );
}
