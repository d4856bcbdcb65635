import { formatMoney, type Cents } from '@/domain/money';
import type { PricingTier } from '@/domain/pricing';
import { hasVat, type VatSummary } from '@/domain/vat';

/**
 * The total and the VAT it includes (issue 17), as rows of a summary's <dl>. Prices include VAT
 * for everyone; a consumer reads the total and, under it, how much VAT it includes; a business
 * (salon, friends and family) sees VAT apart: the total without VAT, the VAT per rate, and the
 * total with it. Without a breakdown (an order from before VAT was recorded) only the total.
 */
export function VatRows({
  total,
  vat,
  tier,
  locale,
  label = 'Total',
}: {
  total: Cents;
  vat: VatSummary | null | undefined;
  tier: PricingTier;
  locale: string | undefined;
  /** The total's label: "Total", or "Estimated total" in the cart. */
  label?: string;
}) {
  const money = (cents: Cents) => formatMoney(cents, locale);
  const totalRow = (text: string) => (
    <div className="mt-2 flex justify-between text-lg font-medium">
      <dt>{text}</dt>
      <dd className="tabular-nums">{money(total)}</dd>
    </div>
  );
  if (!hasVat(vat)) return totalRow(label);
  if (tier === 'business') {
    const net = vat.rates.reduce((sum, part) => sum + part.net, 0);
    return (
      <>
        <div className="mt-2 flex justify-between border-t border-sand pt-3">
          <dt className="text-taupe">{label} excl. VAT</dt>
          <dd className="tabular-nums">{money(net)}</dd>
        </div>
        {vat.rates.map((part) => (
          <div key={part.rate} className="flex justify-between">
            <dt className="text-taupe">VAT {part.rate}&nbsp;%</dt>
            <dd className="tabular-nums">{money(part.vat)}</dd>
          </div>
        ))}
        {totalRow(`${label} incl. VAT`)}
      </>
    );
  }
  return (
    <>
      {totalRow(label)}
      {vat.rates.map((part) => (
        <div key={part.rate} className="flex justify-between text-sm text-taupe">
          <dt>Including {part.rate}&nbsp;% VAT</dt>
          <dd className="tabular-nums">{money(part.vat)}</dd>
        </div>
      ))}
    </>
  );
}
