import type { AppliedCode, BoxQuoteLine, OrderLine, Totals } from '@/domain/orders';
import { formatMoney } from '@/domain/money';
import type { PricingTier } from '@/domain/pricing';
import type { VatSummary } from '@/domain/vat';
import { VatRows } from '@/web/features/cart/components/vat-rows';

/** Lines of a quote or an order: name, variant, quantity × unit price and the line total. */
export function OrderLines({
  lines,
  locale,
  changed,
}: {
  lines: readonly OrderLine[];
  locale: string | undefined;
  /** Lines whose price differs from the cart's estimate, keyed by lineKey. */
  changed?: ReadonlySet<string>;
}) {
  return (
    <ul className="divide-y divide-sand">
      {lines.map((line, index) => {
        if (line.type === 'box') {
          return <BoxLine key={`box-${index}`} line={line} locale={locale} />;
        }
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
              {line.offer && line.discount ? (
                <p className="text-sm text-accent-700 tabular-nums">
                  {line.offer.title}: −{formatMoney(line.discount, locale)}
                </p>
              ) : null}
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

/** A box: its price, its saving and its components (product.md §11). */
function BoxLine({ line, locale }: { line: BoxQuoteLine; locale: string | undefined }) {
  return (
    <li className="py-3 text-[0.9375rem]">
      <div className="flex justify-between gap-4">
        <div className="min-w-0">
          <p className="font-medium text-ink">{line.name}</p>
          <p className="text-sm text-taupe tabular-nums">
            <s>{formatMoney(line.sum, locale)}</s> · you save {formatMoney(line.discount, locale)}
          </p>
        </div>
        <p className="shrink-0 font-medium tabular-nums text-ink">
          {formatMoney(line.lineTotal, locale)}
        </p>
      </div>
      <ul
        aria-label={`In your ${line.name.toLowerCase()}`}
        className="mt-1 pl-3 text-sm text-taupe"
      >
        {line.components.map((component) => (
          <li key={lineKey(component.productId, component.variant)}>
            {component.quantity} × {component.name}
            {component.variant ? ` (${component.variant})` : ''}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function lineKey(productId: number, variant: string | null): string {
  return `${productId}|${variant ?? ''}`;
}

/**
 * Subtotal, discount, delivery and total, as the server computed them. With an offer code the
 * discount is split: the automatic offers (and boxes), and what the code saved. The VAT the
 * total includes follows: apart for a business, "including" for a consumer.
 */
export function OrderTotals({
  totals,
  locale,
  code = null,
  vat,
  tier,
}: {
  totals: Totals;
  locale: string | undefined;
  code?: AppliedCode | null;
  vat: VatSummary | null | undefined;
  tier: PricingTier;
}) {
  const otherDiscount = totals.discount - (code?.saving ?? 0);
  return (
    <dl className="flex flex-col gap-2 border-t border-sand pt-4 text-[0.9375rem]">
      <div className="flex justify-between">
        <dt className="text-taupe">Subtotal</dt>
        <dd className="tabular-nums">{formatMoney(totals.subtotal, locale)}</dd>
      </div>
      {otherDiscount > 0 ? (
        <div className="flex justify-between">
          <dt className="text-taupe">{code ? 'Offers' : 'Discount'}</dt>
          <dd className="tabular-nums">−{formatMoney(otherDiscount, locale)}</dd>
        </div>
      ) : null}
      {code ? (
        <div className="flex justify-between">
          <dt className="text-taupe">Code {code.code}</dt>
          <dd className="tabular-nums">−{formatMoney(code.saving, locale)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt className="text-taupe">Delivery</dt>
        <dd className="tabular-nums">
          {totals.shipping === 0 ? 'Free' : formatMoney(totals.shipping, locale)}
        </dd>
      </div>
      <VatRows total={totals.total} vat={vat} tier={tier} locale={locale} />
    </dl>
  );
}
