import type { QuoteLine, Totals } from '@/domain/orders';
import { formatMoney } from '@/domain/money';

/** Lines of a quote or an order: name, variant, quantity × unit price and the line total. */
export function OrderLines({
  lines,
  locale,
  changed,
}: {
  lines: readonly QuoteLine[];
  locale: string | undefined;
  /** Lines whose price differs from the cart's estimate, keyed by lineKey. */
  changed?: ReadonlySet<string>;
}) {
  return (
    <ul className="divide-y divide-sand">
      {lines.map((line) => {
        const key = lineKey(line.productId, line.variant);
        return (
          <li key={key} className="flex justify-between gap-4 py-3 text-[0.9375rem]">
            <div className="min-w-0">
              <p className="font-medium text-ink">{line.name}</p>
              <p className="text-sm text-taupe tabular-nums">
                {line.variant ? `${line.variant} · ` : ''}
                {line.quantity} × {formatMoney(line.unitPrice, locale)}
                {changed?.has(key) ? (
                  <span className="ml-2 rounded-full bg-accent-50 px-2 py-0.5 text-xs text-accent-800">
                    price updated
                  </span>
                ) : null}
              </p>
            </div>
            <p className="shrink-0 font-medium tabular-nums text-ink">
              {formatMoney(line.lineTotal, locale)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function lineKey(productId: number, variant: string | null): string {
  return `${productId}|${variant ?? ''}`;
}

/** Subtotal, discount, delivery and total, as the server computed them. */
export function OrderTotals({ totals, locale }: { totals: Totals; locale: string | undefined }) {
  return (
    <dl className="flex flex-col gap-2 border-t border-sand pt-4 text-[0.9375rem]">
      <div className="flex justify-between">
        <dt className="text-taupe">Subtotal</dt>
        <dd className="tabular-nums">{formatMoney(totals.subtotal, locale)}</dd>
      </div>
      {totals.discount > 0 ? (
        <div className="flex justify-between">
          <dt className="text-taupe">Discount</dt>
          <dd className="tabular-nums">−{formatMoney(totals.discount, locale)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt className="text-taupe">Delivery</dt>
        <dd className="tabular-nums">
          {totals.shipping === 0 ? 'Free' : formatMoney(totals.shipping, locale)}
        </dd>
      </div>
      <div className="mt-2 flex justify-between text-lg font-medium">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatMoney(totals.total, locale)}</dd>
      </div>
    </dl>
  );
}
