import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  defaultSortOf,
  readShopFilters,
  withFittingSort,
  writeShopFilters,
  type ShopFilters,
} from './shop-filters';

export type FilterChange = Partial<Omit<ShopFilters, 'pageSize'>>;

/**
 * The filter state of a product listing, kept in the URL: every change is a new history entry,
 * so a shared link shows the same list and Back restores the previous filters.
 */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => readShopFilters(params), [params]);

  const update = useCallback(
    (change: FilterChange) => {
      // Any change but paging starts again at page 1: page 3 of the old list means nothing now.
      const next: ShopFilters = { ...filters, ...change, page: change.page ?? 1 };
      // A new search is ranked by its best matches, unless the shopper chose another order.
      if ('q' in change && !('sort' in change) && filters.sort === defaultSortOf(filters)) {
        next.sort = defaultSortOf(next);
      }
      // A category belongs to its family; choosing another family drops it.
      if ('family' in change && change.family !== filters.family && !('category' in change)) {
        delete next.category;
      }
      setParams(writeShopFilters(withFittingSort(next)));
    },
    [filters, setParams],
  );

  const clear = useCallback(() => {
    setParams(writeShopFilters(withFittingSort({ sort: filters.sort, page: 1 })));
  }, [filters.sort, setParams]);

  const hrefForPage = useCallback(
    (page: number) => {
      const search = writeShopFilters({ ...filters, page }).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [filters, pathname],
  );

  return { filters, update, clear, hrefForPage };
}
