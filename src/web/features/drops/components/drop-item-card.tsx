import { useId, useState } from 'react';
import type { DropItemView, DropStatus, DropView } from '@/domain/drops';
import * as ERROR_CODE from '@/domain/error-codes';
import { Button } from '@/web/components/ui/button';
import { QuantityStepper } from '@/web/components/ui/quantity-stepper';
import { useCart } from '@/web/features/cart/cart-context';
import { useFormat } from '@/web/i18n/format';
import { useT, type Translate } from '@/web/i18n/use-t';
import { ApiError } from '@/web/lib/api-client';
import { messageParts } from '@/web/i18n/message-parts';
import { dropsMessages } from '../messages';
import { FEW_LEFT } from '../use-stock-announcement';
import { PRODUCT_CARD_SIZES } from '@/domain/images';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';

export const DROP_IMAGE_SIZE = 800;

/** What the shopper reads when a hold is refused. */
function holdProblem(t: Translate, error: unknown, item: DropItemView): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case ERROR_CODE.SOLD_OUT: {
        const available = error.problem?.available;
        return available ? t('drops.hold.only', { count: available }) : t('drops.hold.sold-out');
      }
      case ERROR_CODE.LIMIT_REACHED:
        return t('drops.hold.limit', { limit: item.perOrderLimit });
      case ERROR_CODE.DROP_NOT_LIVE:
        return t('drops.hold.not-live');
      case ERROR_CODE.SALONS_ONLY:
        return t('drops.hold.salons-only');
    }
    if (error.status === 429) return t('drops.hold.too-many');
  }
  return t('drops.hold.failed');
}

function buttonText(t: Translate, status: DropStatus, soldOut: boolean, adding: boolean): string {
  if (adding) return t('drops.item.holding');
  if (status === 'upcoming') return t('drops.item.opens-soon');
  if (status === 'ended') return t('drops.item.ended');
  if (soldOut) return t('drops.item.sold-out');
  return t('drops.item.add');
}

interface DropItemCardProps {
  item: DropItemView;
  drop: Pick<DropView, 'id' | 'audience' | 'status'>;
  eager: boolean;
  /** The hold's answer says how many are left: the page shows it before the stream does. */
  onUnitsLeft: (itemId: number, unitsLeft: number) => void;
}

/** One drop item: picture, drop price beside the regular price, live units, limit, add. */
export function DropItemCard({ item, drop, eager, onUnitsLeft }: DropItemCardProps) {
  const { addDropItem } = useCart();
  const t = useT(dropsMessages);
  const format = useFormat();
  const titleId = useId();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const soldOut = item.unitsLeft === 0;
  const live = drop.status === 'live';
  const most = Math.max(1, Math.min(item.perOrderLimit, item.unitsLeft));
  const chosen = Math.min(quantity, most);
  const share = item.unitsTotal > 0 ? item.unitsLeft / item.unitsTotal : 0;

  const add = async () => {
    setAdding(true);
    setProblem(null);
    try {
      const answer = await addDropItem({
        item: {
          id: item.id,
          name: item.name,
          variant: item.variant,
          image: item.image,
          dropPrice: item.dropPrice,
        },
        drop: { id: drop.id, audience: drop.audience },
        quantity: chosen,
      });
      onUnitsLeft(item.id, answer.unitsLeft);
      setQuantity(1);
    } catch (error) {
      setProblem(holdProblem(t, error, item));
      if (error instanceof ApiError && error.code === ERROR_CODE.SOLD_OUT) {
        onUnitsLeft(item.id, error.problem?.available ?? 0);
      }
    } finally {
      setAdding(false);
    }
  };

  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col">
      <div className="relative overflow-hidden rounded-card bg-linen">
        {item.image ? (
          <ResponsivePicture
            src={item.image}
            alt=""
            sizes={PRODUCT_CARD_SIZES}
            width={DROP_IMAGE_SIZE}
            height={DROP_IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={'aspect-square w-full object-cover ' + (soldOut ? 'opacity-55' : '')}
          />
        ) : (
          <div className="aspect-square w-full" />
        )}
        {soldOut ? (
          <span className="absolute top-3 left-3 rounded-full bg-ink px-3 py-1 text-xs font-medium tracking-wide text-ivory">
            {t('drops.item.sold-out')}
          </span>
        ) : item.unitsLeft <= FEW_LEFT && live ? (
          <span className="absolute top-3 left-3 rounded-full bg-accent-700 px-3 py-1 text-xs font-medium tracking-wide text-white">
            {t('drops.item.almost-gone')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col pt-5">
        <h3 id={titleId} className="font-sans text-base leading-snug font-medium text-ink">
          {item.variant ? `${item.name}, ${item.variant}` : item.name}
        </h3>
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
          <span className="sr-only">{t('drops.item.drop-price')} </span>
          <span className="text-heading font-medium text-accent-700 tabular-nums">
            {format.money(item.dropPrice)}
          </span>
          {item.price > item.dropPrice ? (
            <span className="text-[0.9375rem] text-taupe tabular-nums">
              <span className="sr-only">{t('drops.item.regular-price')} </span>
              <s>{format.money(item.price)}</s>
            </span>
          ) : null}
        </p>
        <div className="mt-4">
          <div aria-hidden="true" className="h-1 overflow-hidden rounded-full bg-sand">
            <div
              className="h-full rounded-full bg-accent-600 transition-[width] duration-500"
              style={{ width: `${Math.round(share * 100)}%` }}
            />
          </div>
          <p className="mt-2 flex flex-wrap justify-between gap-x-3 text-sm text-taupe">
            <span>
              {messageParts(t, 'drops.item.left', {
                left: (
                  <span
                    className="inline-block text-right font-medium text-ink tabular-nums"
                    style={{ minWidth: `${String(item.unitsTotal).length}ch` }}
                  >
                    {item.unitsLeft}
                  </span>
                ),
                total: item.unitsTotal,
              })}
            </span>
            <span>{t('drops.item.limit', { limit: item.perOrderLimit })}</span>
          </p>
        </div>
        <div className="mt-auto flex flex-col gap-3 pt-5">
          <div className="flex items-end gap-3">
            {live && !soldOut && most > 1 ? (
              <QuantityStepper value={chosen} max={most} onChange={setQuantity} disabled={adding} />
            ) : null}
            <Button
              onClick={() => void add()}
              disabled={!live || soldOut || adding}
              aria-busy={adding}
              className="flex-1"
            >
              {buttonText(t, drop.status, soldOut, adding)}
            </Button>
          </div>
          {problem ? (
            <p role="alert" className="text-sm text-accent-800">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
