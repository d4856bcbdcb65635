import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DropAudience, WeeklyDropAnswer } from '@/domain/drops';
import { isCount, isObject, isString } from '@/web/lib/payload-checks';
import { noteServerNow } from '@/web/lib/server-clock';

// The drop's live units (product.md §10): GET /api/weekly-drop/events is a Server-Sent Events
// stream — `units` {dropId, itemId, unitsLeft} on every hold, release and order, `drop` when a
// drop starts, ends or is edited, and `ready`/`heartbeat` with the server's clock. The browser's
// EventSource reconnects by itself with Last-Event-ID, and the server then resends every count.

function dataOf(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as unknown;
  } catch {
    return undefined;
  }
}

/** Keeps the cached drop answer at `queryKey` live while the page shows it. */
export function useDropEvents(audience: DropAudience, queryKey: QueryKey, enabled: boolean): void {
  const queryClient = useQueryClient();
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const key = JSON.parse(keyText) as QueryKey;
    const source = new EventSource(`/api/weekly-drop/events?audience=${audience}`);
    const setUnits = (dropId: string, itemId: number, unitsLeft: number) =>
      queryClient.setQueryData<WeeklyDropAnswer>(key, (answer) =>
        answer?.drop?.id === dropId
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
      );
    // Counts that came while a fetch of the drop was on its way: that fetch may have been read
    // before them (on a busy machine the page's refetch after hydration answered after the
    // stream's 0 and undid it), so they are applied again once it answers.
    const sinceFetch = new Map<number, { dropId: string; unitsLeft: number }>();
    const onUnits = (event: Event) => {
      const data = dataOf(event);
      if (!isObject(data) || !isString(data.dropId) || !isCount(data.itemId)) return;
      if (!isCount(data.unitsLeft)) return;
      const { dropId, itemId, unitsLeft } = data;
      setUnits(dropId, itemId, unitsLeft);
      if (queryClient.isFetching({ queryKey: key, exact: true }) > 0)
        sinceFetch.set(itemId, { dropId, unitsLeft });
    };
    const stopWatching = queryClient.getQueryCache().subscribe((change) => {
      // A fetch's answer only: setUnits's own writes are `manual`.
      if (change.type !== 'updated' || change.action.type !== 'success' || change.action.manual)
        return;
      if (sinceFetch.size === 0 || JSON.stringify(change.query.queryKey) !== keyText) return;
      const counts = [...sinceFetch];
      sinceFetch.clear();
      for (const [itemId, { dropId, unitsLeft }] of counts) setUnits(dropId, itemId, unitsLeft);
    });
    const onDrop = () => void queryClient.invalidateQueries({ queryKey: key });
    const onClock = (event: Event) => {
      const data = dataOf(event);
      if (isObject(data) && isString(data.now)) noteServerNow(data.now);
    };
    source.addEventListener('units', onUnits);
    source.addEventListener('drop', onDrop);
    source.addEventListener('ready', onClock);
    source.addEventListener('heartbeat', onClock);
    return () => {
      source.close();
      stopWatching();
    };
  }, [audience, keyText, enabled, queryClient]);
}
