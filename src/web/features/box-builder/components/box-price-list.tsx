import type { BoxPrice } from '@/domain/boxes';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { boxBuilderMessages } from '../messages';

/** A box's sum, its saving and its price, as the tray and the review show them. */
export function BoxPriceList({
  price,
  percentOff,
  className,
  totalClassName,
}: {
  price: BoxPrice;
  percentOff: number;
  className: string;
  totalClassName: string;
}) {
  const t = useT(boxBuilderMessages);
  const format = useFormat();
  return (
    <dl
      className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-sand pt-3 tabular-nums ${className}`}
    >
      <dt className="text-taupe">{t('box-builder.sum')}</dt>
      <dd className="text-right">{format.money(price.sum)}</dd>
      <dt className="text-taupe">{t('box-builder.saving', { percent: percentOff })}</dt>
      <dd className="text-right">−{format.money(price.discount)}</dd>
      <dt className={totalClassName}>{t('box-builder.price')}</dt>
      <dd className={`text-right ${totalClassName}`}>{format.money(price.price)}</dd>
    </dl>
  );
}
