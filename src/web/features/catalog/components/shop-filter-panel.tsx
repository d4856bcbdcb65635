import { useQuery } from '@tanstack/react-query';
import { FAMILIES, familyBySlug, isFamilySlug } from '@/domain/catalog';
import { useCatalogNames } from '../catalog-names';
import { catalogQueryOptions } from '../api/get-catalog';
import type { ShopFilters } from '../shop-filters';
import type { FilterChange } from '../use-shop-filters';
import { ChoiceList } from './choice-list';
import { PriceRangeForm } from './price-range-form';
import { shopMessages } from '../shop/messages';

interface ShopFilterPanelProps {
  filters: ShopFilters;
  onChange: (change: FilterChange) => void;
}

/** Family, category (of the chosen family), price and stock. Counts come from /api/catalog. */
export function ShopFilterPanel({ filters, onChange }: ShopFilterPanelProps) {
  const { t, family: familyName, category: categoryName } = useCatalogNames(shopMessages);
  const catalog = useQuery(catalogQueryOptions());
  const familyCounts = catalog.data?.families;
  const family = filters.family ? familyBySlug(filters.family) : undefined;
  const categoryCounts = familyCounts?.find((item) => item.slug === filters.family)?.categories;

  return (
    <div className="flex flex-col gap-8">
      <ChoiceList
        legend={t('catalog.family')}
        name="family"
        value={filters.family ?? ''}
        onChange={(value) => onChange({ family: isFamilySlug(value) ? value : undefined })}
        choices={[
          { value: '', label: t('catalog.shop.all-families') },
          ...FAMILIES.map((item) => ({
            value: item.slug,
            label: familyName(item.slug),
            count: familyCounts?.find((count) => count.slug === item.slug)?.count,
          })),
        ]}
      />
      {family ? (
        <ChoiceList
          legend={t('catalog.category')}
          name="category"
          value={filters.category ?? ''}
          onChange={(value) => onChange({ category: value || undefined })}
          choices={[
            {
              value: '',
              label: t('catalog.shop.all-in', { family: familyName(family.slug).toLowerCase() }),
            },
            ...family.categories.map((category) => ({
              value: category.slug,
              label: categoryName(category.slug),
              count: categoryCounts?.find((count) => count.slug === category.slug)?.count,
            })),
          ]}
        />
      ) : (
        <div>
          <p className="text-sm font-semibold tracking-[0.12em] text-ink uppercase">
            {t('catalog.category')}
          </p>
          <p className="mt-3 text-[0.9375rem] text-taupe">{t('catalog.shop.pick-family')}</p>
        </div>
      )}
      <PriceRangeForm
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        onApply={(range) => onChange(range)}
      />
      <label className="flex min-h-tap cursor-pointer items-center gap-3 text-[0.9375rem] text-ink">
        <input
          type="checkbox"
          checked={filters.inStock === true}
          onChange={(event) => onChange({ inStock: event.target.checked || undefined })}
          className="size-5 accent-accent-700"
        />
        {t('catalog.shop.in-stock-only')}
      </label>
    </div>
  );
}
