import type { Cents } from '@/domain/money';
import type { PricingTier } from '@/domain/pricing';
import { hasVat, type VatSummary } from '@/domain/vat';
import { useSalonCompany } from '@/web/features/shopper/salon-company';
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
  reverseCharge = false,
}: {
  total: Cents;
  vat: VatSummary | null | undefined;
  tier: PricingTier;
  /** The cart's total is an estimate ("Estimated total"); checkout and orders have the total. */
  estimated?: boolean;
  /**
   * The quote or order is reverse-charged (issue 31): the total is net and no VAT is charged;
   * the row says so (BTW verlegd) instead of a VAT line.
   */
  reverseCharge?: boolean;
}) {
  const t = useT(cartMessages);
  const format = useFormat();
  const totalRow = (text: string) => (
    <div className="mt-2 flex justify-between gap-4 text-lg font-medium">
      <dt>{text}</dt>
      <dd className="tabular-nums">{format.money(total)}</dd>
    </div>
  );
  if (reverseCharge) {
    return (
      <>
        <div className="mt-2 flex justify-between gap-4 border-t border-sand pt-3">
          <dt className="text-taupe">{t('cart.vat.total.excl')}</dt>
          <dd className="tabular-nums">{format.money(total)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-taupe">{t('cart.vat.reverse-charge')}</dt>
          <dd className="tabular-nums">{format.money(0)}</dd>
        </div>
        {totalRow(t('cart.vat.total'))}
      </>
    );
  }
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
        {estimated ? <ReverseChargeNote /> : null}
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

/**
 * The cart's estimate includes Dutch VAT; a Belgian salon with a VAT number is charged net at
 * checkout (issue 31), so its estimate says that it is not the charge.
 */
function ReverseChargeNote() {
  const t = useT(cartMessages);
  const salon = useSalonCompany();
  if (salon?.country !== 'BE' || salon.vatNumber.trim() === '') return null;
  return (
    <div className="flex flex-col gap-1 text-sm text-taupe">
      <dt className="sr-only">{t('cart.vat.reverse-charge')}</dt>
      <dd>{t('cart.vat.reverse-charge-note')}</dd>
    </div>
  );
}
