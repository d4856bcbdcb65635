import { categoryName, familyBySlug } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';
import type { ShopFilters } from './shop-filters';
import type { FilterChange } from './use-shop-filters';

export interface FilterLabel {
  /** Shown on the chip and in the empty state: "Human hair", "€25.00 – €80.00". */
  label: string;
  /** The change that removes this filter. */
  removal: FilterChange;
}

/** The active filters in words, in the order a shopper reads the panel. */
export function filterLabels(filters: ShopFilters): FilterLabel[] {
  const labels: FilterLabel[] = [];
  if (filters.q) labels.push({ label: `“${filters.q}”`, removal: { q: undefined } });
  if (filters.family) {
    labels.push({
      label: familyBySlug(filters.family)?.name ?? filters.family,
      removal: { family: undefined },
    });
  }
  if (filters.family && filters.category) {
    labels.push({
      label: categoryName(filters.family, filters.category) ?? filters.category,
      removal: { category: undefined },
    });
  }
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined || maxPrice !== undefined) {
    const label =
      minPrice !== undefined && maxPrice !== undefined
        ? `${formatMoney(minPrice)} – ${formatMoney(maxPrice)}`
        : minPrice !== undefined
          ? `From ${formatMoney(minPrice)}`
          : `Up to ${formatMoney(maxPrice ?? 0)}`;
    labels.push({ label, removal: { minPrice: undefined, maxPrice: undefined } });
  }
  if (filters.inStock) labels.push({ label: 'In stock only', removal: { inStock: undefined } });
  return labels;
}
