import type { Format } from '@/web/i18n/format';
import type { CatalogNames } from './catalog-names';
import type { ShopFilters } from './shop-filters';
import type { FilterChange } from './use-shop-filters';

export interface FilterLabel {
  /** Shown on the chip and in the empty state: "Human hair", "€25.00 – €80.00". */
  label: string;
  /** The change that removes this filter. */
  removal: FilterChange;
}

/** The active filters in words, in the order a shopper reads the panel. */
export function filterLabels(
  filters: ShopFilters,
  { t, family, category }: CatalogNames,
  format: Format,
): FilterLabel[] {
  const labels: FilterLabel[] = [];
  if (filters.q) labels.push({ label: `“${filters.q}”`, removal: { q: undefined } });
  if (filters.family) {
    labels.push({ label: family(filters.family), removal: { family: undefined } });
  }
  if (filters.family && filters.category) {
    labels.push({ label: category(filters.category), removal: { category: undefined } });
  }
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined || maxPrice !== undefined) {
    const label =
      minPrice !== undefined && maxPrice !== undefined
        ? `${format.money(minPrice)} – ${format.money(maxPrice)}`
        : minPrice !== undefined
          ? t('catalog.shop.chip.from', { min: format.money(minPrice) })
          : t('catalog.shop.chip.to', { max: format.money(maxPrice ?? 0) });
    labels.push({ label, removal: { minPrice: undefined, maxPrice: undefined } });
  }
  if (filters.inStock)
    labels.push({ label: t('catalog.shop.in-stock-only'), removal: { inStock: undefined } });
  return labels;
}
