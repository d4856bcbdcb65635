import { useId } from 'react';
import type { ProductSort } from '@/domain/products';
import { useCatalogT } from '../messages';
import { shopMessages } from '../shop/messages';
import { SORT_LABELS } from '../shop-filters';

export function SortSelect({
  sort,
  onChange,
  searching = false,
}: {
  sort: ProductSort;
  onChange: (sort: ProductSort) => void;
  /** The list is a search's: "Best match" is offered (and its default). */
  searching?: boolean;
}) {
  const t = useCatalogT(shopMessages);
  const id = useId();
  const sorts = (Object.keys(SORT_LABELS) as ProductSort[]).filter(
    (key) => searching || key !== 'relevance',
  );
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-taupe">
        {t('catalog.shop.sort')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={sort}
          onChange={(event) => {
            const value = event.target.value;
            const chosen = sorts.find((key) => key === value);
            if (chosen) onChange(chosen);
          }}
          className="min-h-tap appearance-none rounded-full border border-sand bg-white pr-10 pl-4 text-[0.9375rem] text-ink hover:border-taupe/50"
        >
          {sorts.map((value) => (
            <option key={value} value={value}>
              {t(SORT_LABELS[value])}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-taupe"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </div>
  );
}
