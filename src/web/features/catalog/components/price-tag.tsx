import { formatMoney, type Cents } from '@/domain/money';

interface PriceTagProps {
  /** What this shopper pays. */
  amount: Cents;
  /** The normal (client) price; shown struck through when a business shopper pays less. */
  normal: Cents;
  /** "From" when the product's variants differ in price. */
  from?: boolean;
  size?: 'card' | 'page';
}

/** A price for the shopper's tier, with the normal price beside a lower business price. */
export function PriceTag({ amount, normal, from = false, size = 'card' }: PriceTagProps) {
  const discounted = amount < normal;
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
        {formatMoney(amount)}
      </span>
      {discounted ? (
        <>
          <span className={'text-taupe tabular-nums ' + (big ? 'text-[0.9375rem]' : 'text-sm')}>
            <span className="sr-only">Normal price </span>
            <s>{formatMoney(normal)}</s>
          </span>
          <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-700">
            Business price
          </span>
        </>
      ) : null}
    </p>
  );
}
