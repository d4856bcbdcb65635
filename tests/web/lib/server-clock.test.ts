// The page's clock (issue 33): a page from the server's page store may be some seconds old, and
// its island holds the clock of its render. The server says the page's age (Server-Timing), and
// the web adds it, so drop countdowns and hold timers run on the server's clock of now.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_AGE_METRIC } from '@/domain/page-data';
import { notePageClock, noteServerNow, serverOffsetMs } from '@/web/lib/server-clock';

function navigation(serverTiming: { name: string; duration: number }[], responseStart = 100) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) =>
    type === 'navigation'
      ? ([{ serverTiming, responseStart }] as unknown as PerformanceEntryList)
      : [],
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  noteServerNow(new Date().toISOString());
});

describe('the page clock', () => {
  it('adds a stored page’s age to the clock of its render', () => {
    const arrived = performance.timeOrigin + 100;
    // Rendered 20 s before it was sent, by a server whose clock runs with the device's.
    navigation([{ name: PAGE_AGE_METRIC, duration: 20_000 }]);
    notePageClock(arrived - 20_000);
    expect(Math.abs(serverOffsetMs())).toBeLessThan(5);
  });

  it('takes the render’s clock as it is for a page rendered for this visit', () => {
    navigation([]);
    const now = Date.now();
    notePageClock(now - 60_000);
    // Without an age the page is taken as just rendered: its clock is a minute behind.
    expect(serverOffsetMs()).toBeLessThanOrEqual(-59_000);
  });

  it('ignores an age that is no number of milliseconds', () => {
    navigation([{ name: PAGE_AGE_METRIC, duration: Number.NaN }]);
    const now = Date.now();
    notePageClock(now);
    expect(Math.abs(serverOffsetMs())).toBeLessThan(1_000);
  });
});
