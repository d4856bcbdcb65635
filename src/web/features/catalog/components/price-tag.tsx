import type { Cents } from '@/domain/money';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { catalogMessages } from '../messages';
import type { ShownOffer } from '../use-automatic-offer';

interface PriceTagProps {
  /** What this shopper pays. */
  amount: Cents;
  /** The normal (client) price; shown struck through when a business shopper pays less. */
  normal: Cents;
  /** "From" when the product's variants differ in price. */
  from?: boolean;
  size?: 'card' | 'page';
  /** An automatic offer on `amount`: its price is shown, `amount` struck through, and its badge. */
  offer?: ShownOffer | null;
}

/**
 * A price for the shopper's tier, with the normal price beside a lower business price, or the
 * price before an automatic offer beside the offer's price and badge.
 */
export function PriceTag({ amount, normal, from = false, size = 'card', offer }: PriceTagProps) {
  const t = useT(catalogMessages);
  const format = useFormat();
  const business = amount < normal;
  const shown = offer ? offer.price : amount;
  const struck = offer ? amount : business ? normal : null;
  const big = size === 'page';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      {from ? (
        <span className={big ? 'text-lead text-taupe' : 'text-sm text-taupe'}>
          {t('catalog.from')}
        </span>
      ) : null}
      <span
        className={
          'font-medium tabular-nums ' +
          (big ? 'text-heading text-ink' : 'text-[0.9375rem] text-ink')
        }
      >
        {format.money(shown)}
      </span>
      {struck !== null ? (
        <span className={'text-taupe tabular-nums ' + (big ? 'text-[0.9375rem]' : 'text-sm')}>
          <span className="sr-only">
            {offer ? t('catalog.before-offer') : t('catalog.normal-price')}{' '}
          </span>
          <s>{format.money(struck)}</s>
        </span>
      ) : null}
      {offer ? (
        <span
          className="rounded-full bg-accent-700 px-2 py-0.5 text-xs font-medium text-white"
          title={offer.title}
        >
          {offer.kind === 'percent'
            ? t('catalog.off', { value: offer.value })
            : `−${format.money(offer.value)}`}
        </span>
      ) : null}
      {business ? (
        <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-700">
          {t('catalog.business-price')}
        </span>
      ) : null}
      {/* Every price includes 21 % VAT (issue 17); said once, on the product page's own price. */}
      {big ? <span className="text-sm text-taupe">{t('catalog.vat')}</span> : null}
    </p>
  );
}
