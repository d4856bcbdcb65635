import { BOX_SIZE_NAMES, type BoxSizeRule } from '@/domain/boxes';
import { formatMoney } from '@/domain/money';
import { draftPrice, type PricedPick } from '../box-draft';

/** The box so far: slots filled (n of N), the running sum, the saving and the box price. */
export function BoxTray({ rule, picks }: { rule: BoxSizeRule; picks: readonly PricedPick[] }) {
  const filled = picks.reduce((sum, pick) => sum + pick.quantity, 0);
  const price = draftPrice(picks, rule.percentOff);
  return (
    <section
      aria-label="Your box"
      className="rounded-card bg-white p-5 shadow-soft lg:sticky lg:top-24"
    >
      <h2 className="font-display text-heading">{BOX_SIZE_NAMES[rule.id]}</h2>
      <p className="mt-1 text-sm text-taupe" aria-live="polite">
        {filled} of {rule.items} filled
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
            <span className="tabular-nums">{formatMoney(pick.unitPrice * pick.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 border-t border-sand pt-3 text-sm tabular-nums">
        <dt className="text-taupe">Sum</dt>
        <dd className="text-right">{formatMoney(price.sum)}</dd>
        <dt className="text-taupe">Box saving ({rule.percentOff} %)</dt>
        <dd className="text-right">−{formatMoney(price.discount)}</dd>
        <dt className="font-medium">Box price</dt>
        <dd className="text-right font-medium">{formatMoney(price.price)}</dd>
      </dl>
    </section>
  );
}
