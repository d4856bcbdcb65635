import type { BoxSizeRule } from '@/domain/boxes';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { draftPrice, type PricedPick } from '../box-draft';
import { BOX_SIZE_MESSAGES } from '../box-size-names';
import { boxBuilderMessages } from '../messages';
import { BoxPriceList } from './box-price-list';

/** The box so far: slots filled (n of N), the running sum, the saving and the box price. */
export function BoxTray({ rule, picks }: { rule: BoxSizeRule; picks: readonly PricedPick[] }) {
  const t = useT(boxBuilderMessages);
  const format = useFormat();
  const filled = picks.reduce((sum, pick) => sum + pick.quantity, 0);
  const price = draftPrice(picks, rule.percentOff);
  return (
    <section
      aria-label={t('box-builder.tray')}
      className="rounded-card bg-white p-5 shadow-soft lg:sticky lg:top-24"
    >
      <h2 className="font-display text-heading">{t(BOX_SIZE_MESSAGES[rule.id])}</h2>
      <p className="mt-1 text-sm text-taupe" aria-live="polite">
        {t('box-builder.filled', { filled, items: rule.items })}
      </p>
      <div className="mt-3 flex gap-1" aria-hidden="true">
        {Array.from({ length: rule.items }, (_, slot) => (
          <span
            key={slot}
            className={`h-2 flex-1 rounded-full ${slot < filled ? 'bg-accent-600' : 'bg-sand'}`}
          />
        ))}
      </div>
      <ul className="mt-4 text-sm">
        {picks.map((pick) => (
          <li key={`${pick.productId}-${pick.variant ?? ''}`} className="flex justify-between py-1">
            <span>
              {pick.quantity} × {pick.product.name}
              {pick.variant ? ` (${pick.variant})` : ''}
            </span>
            <span className="tabular-nums">{format.money(pick.unitPrice * pick.quantity)}</span>
          </li>
        ))}
      </ul>
      <BoxPriceList
        price={price}
        percentOff={rule.percentOff}
        className="mt-3 text-sm"
        totalClassName="font-medium"
      />
    </section>
  );
}
