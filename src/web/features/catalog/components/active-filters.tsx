import type { FilterLabel } from '../filter-labels';
import { useCatalogT } from '../messages';
import { shopMessages } from '../shop/messages';
import type { FilterChange } from '../use-shop-filters';

interface ActiveFiltersProps {
  labels: readonly FilterLabel[];
  onRemove: (removal: FilterChange) => void;
  onClear: () => void;
}

/** The filters in force as removable chips, so a shopper sees why the list is what it is. */
export function ActiveFilters({ labels, onRemove, onClear }: ActiveFiltersProps) {
  const t = useCatalogT(shopMessages);
  if (labels.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="sr-only">{t('catalog.shop.active')}</p>
      <ul className="contents">
        {labels.map((item) => (
          <li key={item.label}>
            <button
              type="button"
              onClick={() => onRemove(item.removal)}
              aria-label={t('catalog.shop.remove', { label: item.label })}
              className="inline-flex min-h-10 items-center gap-2 rounded-full border border-sand bg-white pr-3 pl-4 text-sm text-ink hover:border-taupe/50 hover:bg-linen"
            >
              {item.label}
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-3.5 text-taupe"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="inline-flex min-h-10 items-center px-2 text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
      >
        {t('catalog.shop.clear')}
      </button>
    </div>
  );
}
