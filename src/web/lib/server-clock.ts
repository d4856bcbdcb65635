import { createContext, useContext, useEffect, useState } from 'react';
import { PAGE_AGE_METRIC } from '@/domain/page-data';
import { useHydrated } from './use-hydrated';

// The server's clock drives every drop countdown (product.md §10): each drop and hold answer
// carries the server's `now`, and the web app keeps how far the device's clock is from it.

let offsetMs = 0;

/** Notes the server's time as it answered; later countdowns run on it. */
export function noteServerNow(now: string, deviceNow = Date.now()): void {
  const server = Date.parse(now);
  if (!Number.isNaN(server)) offsetMs = server - deviceNow;
}

/**
 * Notes the server's clock from a page it sent rendered: the clock in its island, plus the
 * page's age when it came from the page store (Server-Timing), as of the moment the response
 * began to arrive.
 */
export function notePageClock(renderedAt: number): void {
  const navigation = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const age = navigation?.serverTiming?.find((entry) => entry.name === PAGE_AGE_METRIC)?.duration;
  if (navigation && age !== undefined && Number.isFinite(age) && age >= 0) {
    noteServerNow(
      new Date(renderedAt + age).toISOString(),
      performance.timeOrigin + navigation.responseStart,
    );
    return;
  }
  noteServerNow(new Date(renderedAt).toISOString());
}

/** How far the server's clock is ahead of the device's (0 until an answer said otherwise). */
export function serverOffsetMs(): number {
  return offsetMs;
}

/** The device's time, updated every `intervalMs` while `running`: drives countdowns. */
export function useTickingNow(running = true, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, intervalMs]);
  return now;
}

/**
 * The server's clock when it rendered the page's markup (entry-server.tsx; main.tsx reads it from
 * the page data island): null when the app renders on its own.
 */
export const MarkupClockContext = createContext<number | null>(null);

/**
 * The markup's clock while the server renders the page and while the app takes that markup over,
 * so both show the same countdown; undefined from then on, when countdowns tick.
 */
export function useMarkupClock(): number | undefined {
  const clock = useContext(MarkupClockContext);
  return useHydrated() || clock === null ? undefined : clock;
}
