import { useEffect, useRef, useState } from 'react';
import type { DropItemView } from '@/domain/drops';
import { useT } from '@/web/i18n/use-t';
import { dropsMessages } from './messages';

/** Low enough to say so out loud. */
export const FEW_LEFT = 3;
/** Screen readers hear at most one stock message this often. */
export const ANNOUNCE_EVERY_MS = 4000;

function itemName(item: DropItemView): string {
  return item.variant ? `${item.name}, ${item.variant}` : item.name;
}

/**
 * What a polite live region says about the drop's stock: only meaningful changes ("sold out",
 * "only 3 left"), never every tick, and at most one message every few seconds (the latest
 * changes are gathered into the next one).
 */
export function useStockAnnouncement(items: readonly DropItemView[]): string {
  const t = useT(dropsMessages);
  const [message, setMessage] = useState('');
  const previous = useRef<Map<number, number> | null>(null);
  const pending = useRef(new Map<number, string>());
  const lastSaid = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = new Map(items.map((item) => [item.id, item.unitsLeft]));
    // The first answer is read with the page itself; only changes after it are news.
    if (!before) return;
    for (const item of items) {
      const was = before.get(item.id);
      if (was === undefined || was === item.unitsLeft) continue;
      if (item.unitsLeft === 0)
        pending.current.set(item.id, t('drops.announce.sold-out', { name: itemName(item) }));
      else if (item.unitsLeft <= FEW_LEFT && item.unitsLeft < was)
        pending.current.set(
          item.id,
          t('drops.announce.few', { count: item.unitsLeft, name: itemName(item) }),
        );
      else pending.current.delete(item.id);
    }
    if (pending.current.size === 0 || timer.current) return;
    const wait = Math.max(0, lastSaid.current + ANNOUNCE_EVERY_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      lastSaid.current = Date.now();
      setMessage([...pending.current.values()].join(' '));
      pending.current.clear();
    }, wait);
  }, [items, t]);

  useEffect(() => {
    const timers = timer;
    return () => {
      if (timers.current) clearTimeout(timers.current);
      timers.current = null;
    };
  }, []);
  return message;
}
