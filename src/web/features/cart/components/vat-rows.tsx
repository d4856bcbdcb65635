import type { Cents } from '@/domain/money';
import type { PricingTier } from '@/domain/pricing';
import { hasVat, type VatSummary } from '@/domain/vat';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { cartMessages } from '../messages';

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
  estimated = false,
}: {
  total: Cents;
  vat: VatSummary | null | undefined;
  tier: PricingTier;
  /** The cart's total is an estimate ("Estimated total"); checkout and orders have the total. */
  estimated?: boolean;
}) {
  const t = useT(cartMessages);
  const format = useFormat();
  const totalRow = (text: string) => (
    <div className="mt-2 flex justify-between gap-4 text-lg font-medium">
      <dt>{text}</dt>
      <dd className="tabular-nums">{format.money(total)}</dd>
    </div>
  );
  if (!hasVat(vat)) return totalRow(estimated ? t('cart.vat.estimated') : t('cart.vat.total'));
  if (tier === 'business') {
    const net = vat.rates.reduce((sum, part) => sum + part.net, 0);
    return (
      <>
        <div className="mt-2 flex justify-between gap-4 border-t border-sand pt-3">
          <dt className="text-taupe">
            {estimated ? t('cart.vat.estimated.excl') : t('cart.vat.total.excl')}
          </dt>
          <dd className="tabular-nums">{format.money(net)}</dd>
        </div>
        {vat.rates.map((part) => (
          <div key={part.rate} className="flex justify-between gap-4">
            <dt className="text-taupe">{t('cart.vat.rate', { rate: part.rate })}</dt>
            <dd className="tabular-nums">{format.money(part.vat)}</dd>
          </div>
        ))}
        {totalRow(estimated ? t('cart.vat.estimated.incl') : t('cart.vat.total.incl'))}
      </>
    );
  }
  return (
    <>
      {totalRow(estimated ? t('cart.vat.estimated') : t('cart.vat.total'))}
      {vat.rates.map((part) => (
        <div key={part.rate} className="flex justify-between gap-4 text-sm text-taupe">
          <dt>{t('cart.vat.including', { rate: part.rate })}</dt>
          <dd className="tabular-nums">{format.money(part.vat)}</dd>
        </div>
      ))}
    </>
  );
}
