import type { AppliedCode, BoxQuoteLine, OrderLine, Totals } from '@/domain/orders';
import type { PricingTier } from '@/domain/pricing';
import type { VatSummary } from '@/domain/vat';
import { VatRows } from '@/web/features/cart/components/vat-rows';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { checkoutMessages } from '../messages';

/** Lines of a quote or an order: name, variant, quantity × unit price and the line total. */
export function OrderLines({
  lines,
  changed,
}: {
  lines: readonly OrderLine[];
  /** Lines whose price differs from the cart's estimate, keyed by lineKey. */
  changed?: ReadonlySet<string>;
}) {
  const t = useT(checkoutMessages);
  const format = useFormat();
  return (
    <ul className="divide-y divide-sand">
      {lines.map((line, index) => {
        if (line.type === 'box') {
          return <BoxLine key={`box-${index}`} line={line} />;
        }
        const key = lineKey(line.productId, line.variant);
        return (
          <li key={key} className="flex justify-between gap-4 py-3 text-[0.9375rem]">
            <div className="min-w-0">
              <p className="font-medium text-ink">{line.name}</p>
              <p className="text-sm text-taupe tabular-nums">
                {line.variant ? `${line.variant} · ` : ''}
                {line.quantity} × {format.money(line.unitPrice)}
                {changed?.has(key) ? (
                  <span className="ml-2 rounded-full bg-accent-50 px-2 py-0.5 text-xs text-accent-800">
                    {t('checkout.line.price-updated')}
                  </span>
                ) : null}
              </p>
              {line.offer && line.discount ? (
                <p className="text-sm text-accent-700 tabular-nums">
                  {line.offer.title}: −{format.money(line.discount)}
                </p>
              ) : null}
            </div>
            <p className="shrink-0 font-medium tabular-nums text-ink">
              {format.money(line.lineTotal)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** A box: its price, its saving and its components (product.md §11). */
function BoxLine({ line }: { line: BoxQuoteLine }) {
  const t = useT(checkoutMessages);
  const format = useFormat();
  return (
    <li className="py-3 text-[0.9375rem]">
      <div className="flex justify-between gap-4">
        <div className="min-w-0">
          <p className="font-medium text-ink">{line.name}</p>
          <p className="text-sm text-taupe tabular-nums">
            <s>{format.money(line.sum)}</s> ·{' '}
            {t('checkout.line.you-save', { amount: format.money(line.discount) })}
          </p>
        </div>
        <p className="shrink-0 font-medium tabular-nums text-ink">{format.money(line.lineTotal)}</p>
      </div>
      <ul
        aria-label={t('checkout.line.box-contents', { name: line.name.toLowerCase() })}
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
 * total includes follows: apart for a business, "including" for a consumer; reverse-charged
 * (issue 31) every amount is net and "VAT reverse-charged (BTW verlegd)" stands for the VAT.
 */
export function OrderTotals({
  totals,
  code = null,
  vat,
  tier,
  reverseCharge = false,
}: {
  totals: Totals;
  code?: AppliedCode | null;
  vat: VatSummary | null | undefined;
  tier: PricingTier;
  reverseCharge?: boolean;
}) {
  const t = useT(checkoutMessages);
  const format = useFormat();
  const otherDiscount = totals.discount - (code?.saving ?? 0);
  return (
    <dl className="flex flex-col gap-2 border-t border-sand pt-4 text-[0.9375rem]">
      <div className="flex justify-between">
        <dt className="text-taupe">{t('checkout.totals.subtotal')}</dt>
        <dd className="tabular-nums">{format.money(totals.subtotal)}</dd>
      </div>
      {otherDiscount > 0 ? (
        <div className="flex justify-between">
          <dt className="text-taupe">
            {code ? t('checkout.totals.offers') : t('checkout.totals.discount')}
          </dt>
          <dd className="tabular-nums">−{format.money(otherDiscount)}</dd>
        </div>
      ) : null}
      {code ? (
        <div className="flex justify-between">
          <dt className="text-taupe">{t('checkout.totals.code', { code: code.code })}</dt>
          <dd className="tabular-nums">−{format.money(code.saving)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt className="text-taupe">{t('checkout.totals.delivery')}</dt>
        <dd className="tabular-nums">
          {totals.shipping === 0 ? t('checkout.totals.free') : format.money(totals.shipping)}
        </dd>
      </div>
      <VatRows total={totals.total} vat={vat} tier={tier} reverseCharge={reverseCharge} />
    </dl>
  );
}
