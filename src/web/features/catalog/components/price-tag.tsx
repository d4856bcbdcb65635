import { formatMoney, type Cents } from '@/domain/money';
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
  const business = amount < normal;
  const shown = offer ? offer.price : amount;
  const struck = offer ? amount : business ? normal : null;
  const big = size === 'page';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      {from ? (
        <span className={big ? 'text-lead text-taupe' : 'text-sm text-taupe'}>From</span>
      ) : null}
      <span
        className={
          'font-medium tabular-nums ' +
          (big ? 'text-heading text-ink' : 'text-[0.9375rem] text-ink')
        }
      >
        {formatMoney(shown)}
      </span>
      {struck !== null ? (
        <span className={'text-taupe tabular-nums ' + (big ? 'text-[0.9375rem]' : 'text-sm')}>
          <span className="sr-only">{offer ? 'Before the offer ' : 'Normal price '}</span>
          <s>{formatMoney(struck)}</s>
        </span>
      ) : null}
      {offer ? (
        <span
          className="rounded-full bg-accent-700 px-2 py-0.5 text-xs font-medium text-white"
          title={offer.title}
        >
          {offer.badge}
        </span>
      ) : null}
      {business ? (
        <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-700">
          Business price
        </span>
      ) : null}
      {/* Every price includes 21 % VAT (issue 17); said once, on the product page's own price. */}
      {big ? <span className="text-sm text-taupe">incl. VAT</span> : null}
    </p>
  );
}
