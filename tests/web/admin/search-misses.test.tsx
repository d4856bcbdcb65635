import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUSES } from '@/domain/order-status';
import type { SearchMiss } from '@/domain/search';
import type { StatsAnswer } from '@/domain/stats';
import { server } from '../../support/msw-server';
import { openAsAdmin } from './admin-test-kit';

// Issue 32: /enhanced-admin shows the searches that found nothing — what shoppers want and the
// shop lacks — in a table of its own, over a window of days the admin chooses.

const NOW = new Date('2026-04-15T10:00:00.000Z');

/** A range with no orders at all: the analytics above say so, the misses below still show. */
function emptyStats(from: string, to: string): StatsAnswer {
  const none = { orders: 0, goodsRevenue: 0, delivery: 0 };
  return {
    range: { from, to, days: 30 },
    totals: { ...none, averageOrderValue: 0, averageGoodsValue: 0 },
    weeks: [],
    statuses: ORDER_STATUSES.map((status) => ({ status, orders: 0, total: 0 })),
    tiers: [],
    topProducts: { byRevenue: [], byUnits: [] },
    topVariants: { byRevenue: [], byUnits: [] },
    cities: [],
    salons: [],
    drops: [],
    offerCodes: [],
  };
}

const MISSES: SearchMiss[] = [
  { query: 'mermaid wig', count: 12, language: 'en', last_searched_at: '2026-04-14T18:30:00Z' },
  { query: 'zeemeermin pruik', count: 4, language: 'nl', last_searched_at: '2026-04-02T08:00:00Z' },
];

/** The misses API: records each window asked for; 7 days found nothing missing. */
function missesApi() {
  const asked: (string | null)[] = [];
  server.use(
    http.get('*/api/admin/stats', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json(
        emptyStats(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''),
      );
    }),
    http.get('*/api/admin/stats/search-misses', ({ request }) => {
      const days = new URL(request.url).searchParams.get('days');
      asked.push(days);
      return HttpResponse.json(days === '7' ? [] : MISSES);
    }),
  );
  return asked;
}

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('searches that found nothing', () => {
  it('lists them most frequent first, with the page’s language, how often and when last', async () => {
    const asked = missesApi();
    await openAsAdmin('/enhanced-admin');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Searches that found nothing' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', {
      name: 'Searches that found nothing, last 30 days',
    });
    expect(asked).toEqual(['30']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Search', 'Page language', 'Times', 'Last searched']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'mermaid wigEnglish1214 Apr 2026',
      'zeemeermin pruikDutch42 Apr 2026',
    ]);
  });

  it('looks back over the window the admin chooses, and says when nothing went missing', async () => {
    const asked = missesApi();
    const user = userEvent.setup();
    await openAsAdmin('/enhanced-admin');
    await screen.findByRole('table', { name: 'Searches that found nothing, last 30 days' });
    await user.selectOptions(screen.getByLabelText('Searched in the last'), '7 days');
    const week = await screen.findByRole('table', {
      name: 'Searches that found nothing, last 7 days',
    });
    await waitFor(() => expect(asked.at(-1)).toBe('7'));
    expect(
      await within(week).findByText('Every search in these days found something.'),
    ).toBeVisible();
  });
});
