import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { DropAudience, WeeklyDropAnswer } from '@/domain/drops';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { dropKeys } from './api/drop-keys';
import { weeklyDropQueryOptions } from './api/get-weekly-drop';
import { useDropEvents } from './use-drop-events';

/** While a salons' drop runs, how often its units are asked again (its stream needs a header). */
export const SALONS_REFRESH_MS = 10_000;

/**
 * An audience's drop for this shopper, kept live: the public drop by its events stream; the
 * salons' drop by asking again every few seconds (an EventSource cannot send the salon's access
 * header, so its stream would say nothing to it).
 */
export function useWeeklyDrop(audience: DropAudience) {
  const { tier, accessType } = useShopper();
  const access = accessType ?? 'none';
  const options = weeklyDropQueryOptions(audience, tier, access);
  const queryKey = useMemo(() => dropKeys.drop(audience, tier, access), [audience, tier, access]);
  const query = useQuery({
    ...options,
    refetchInterval: (current) =>
      audience === 'salons' && current.state.data?.drop?.status === 'live'
        ? SALONS_REFRESH_MS
        : false,
  });
  const showsItems = query.data?.drop?.itemsVisible === true;
  useDropEvents(audience, queryKey, audience === 'public' && showsItems);

  const queryClient = useQueryClient();
  const setUnitsLeft = useCallback(
    (itemId: number, unitsLeft: number) =>
      queryClient.setQueryData<WeeklyDropAnswer>(queryKey, (answer) =>
        answer?.drop
          ? {
              ...answer,
              drop: {
                ...answer.drop,
                items: answer.drop.items.map((item) =>
                  item.id === itemId ? { ...item, unitsLeft } : item,
                ),
              },
            }
          : answer,
      ),
    [queryClient, queryKey],
  );
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey }),
    [queryClient, queryKey],
  );
  return { query, setUnitsLeft, refresh };
}
