import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUSES } from '@/domain/order-status';
import type { StatsAnswer } from '@/domain/stats';
import { server } from '../../support/msw-server';
import { openAsAdmin } from './admin-test-kit';

// Issue 16: /enhanced-admin shows the analytics of a range (presets or two days, kept in the
// URL), each chart with its numbers in a table with a caption, and every table as a CSV whose
// formula-like cells are escaped.

// Mid-April 2026 in Amsterdam: the last 30 days are 17 March to 15 April.
const NOW = new Date('2026-04-15T10:00:00.000Z');

function answer(from: string, to: string, paid = true): StatsAnswer {
  const none = { orders: 0, goodsRevenue: 0, delivery: 0 };
  return {
    range: { from, to, days: 30 },
    totals: paid
      ? {
          orders: 3,
          goodsRevenue: 45_000,
          delivery: 1390,
          averageOrderValue: 15_463,
          averageGoodsValue: 15_000,
        }
      : { ...none, averageOrderValue: 0, averageGoodsValue: 0 },
    weeks: [
      { week: '2026-03-16', ...(paid ? { orders: 1, goodsRevenue: 12_500, delivery: 695 } : none) },
      { week: '2026-03-23', ...(paid ? { orders: 2, goodsRevenue: 32_500, delivery: 695 } : none) },
    ],
    statuses: ORDER_STATUSES.map((status) => ({
      status,
      orders: status === 'paid' && paid ? 3 : status === 'cancelled' ? 1 : 0,
      total: status === 'paid' && paid ? 46_390 : status === 'cancelled' ? 7900 : 0,
    })),
    tiers: [
      { tier: 'client', ...(paid ? { orders: 2, goodsRevenue: 40_000, delivery: 1390 } : none) },
      { tier: 'business', ...(paid ? { orders: 1, goodsRevenue: 5000, delivery: 0 } : none) },
    ],
    topProducts: {
      byRevenue: paid
        ? [
            { key: 'p3', productId: 3, name: 'Lace Front Wig', units: 1, revenue: 30_000 },
            { key: 'p1', productId: 1, name: 'Repair Shampoo', units: 12, revenue: 15_000 },
          ]
        : [],
      byUnits: paid
        ? [
            { key: 'p1', productId: 1, name: 'Repair Shampoo', units: 12, revenue: 15_000 },
            { key: 'p3', productId: 3, name: 'Lace Front Wig', units: 1, revenue: 30_000 },
          ]
        : [],
    },
    topVariants: {
      byRevenue: paid
        ? [
            {
              key: 'p2:16 inch',
              productId: 2,
              name: 'Body Wave Bundle',
              variant: '16 inch',
              units: 2,
              revenue: 15_800,
            },
          ]
        : [],
      byUnits: [],
    },
    cities: paid ? [{ city: 'Utrecht', orders: 3, goodsRevenue: 45_000, delivery: 1390 }] : [],
    salons: paid
      ? [{ salonId: 's1', salonName: '=HYPERLINK("http://evil")', orders: 1, goodsRevenue: 12_500 }]
      : [],
    drops: paid
      ? [
          {
            dropId: 'd1',
            title: 'Spring drop',
            startsAt: '2026-03-23T09:00:00Z',
            endsAt: '2026-03-29T21:59:59Z',
            unitsOffered: 40,
            unitsSold: 30,
            revenue: 30_000,
          },
        ]
      : [],
    offerCodes: paid ? [{ code: 'WELCOME10', uses: 2, saving: 2500, goodsRevenue: 22_500 }] : [],
  };
}

/** The stats API: records each query and answers for its range (nothing paid in 2025). */
function statsApi() {
  const asked: { from: string | null; to: string | null }[] = [];
  server.use(
    http.get('*/api/admin/stats', ({ request }) => {
      const url = new URL(request.url);
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      asked.push({ from, to });
      return HttpResponse.json(answer(from ?? '', to ?? '', !from?.startsWith('2025')));
    }),
  );
  return asked;
}

beforeAll(() => {
  // jsdom has no ResizeObserver, which the charts' container uses to size itself.
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

const table = (name: string) => screen.findByRole('table', { name });
const rowOf = (tableElement: HTMLElement, heading: string) =>
  within(tableElement).getByRole('row', { name: new RegExp(`^${heading}`) });

describe('analytics', () => {
  it('opens on the last 30 days and shows every chart’s numbers in a captioned table', async () => {
    const asked = statsApi();
    await openAsAdmin('/enhanced-admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    const weeks = await table('Revenue per week');
    expect(asked.at(-1)).toEqual({ from: '2026-03-17', to: '2026-04-15' });
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The tiles: revenue (goods), orders, average order (with delivery), delivery.
    const tiles = screen.getByText('Revenue', { selector: 'dt' }).closest('dl');
    expect(tiles).toHaveTextContent('€450.00');
    expect(tiles).toHaveTextContent('€154.63');
    expect(tiles).toHaveTextContent('€13.90');
    expect(
      within(weeks)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'Orders', 'Revenue', 'Delivery']);
    expect(rowOf(weeks, '23 Mar 2026')).toHaveTextContent('€325.00');
    expect(rowOf(weeks, '23 Mar 2026')).toHaveTextContent('€6.95');
    expect(rowOf(await table('Orders by status'), 'Cancelled')).toHaveTextContent('€79.00');
    expect(rowOf(await table('Revenue by tier'), 'Businesses')).toHaveTextContent('€50.00');
    expect(rowOf(await table('Top products by revenue'), 'Lace Front Wig')).toHaveTextContent(
      '€300.00',
    );
    expect(rowOf(await table('Top products by units'), 'Repair Shampoo')).toHaveTextContent('12');
    expect(
      rowOf(await table('Top variants by revenue'), 'Body Wave Bundle — 16 inch'),
    ).toBeTruthy();
    expect(rowOf(await table('Orders and revenue by city'), 'Utrecht')).toHaveTextContent(
      '€450.00',
    );
    expect(rowOf(await table('Drop sell-through'), 'Spring drop')).toHaveTextContent('75 %');
    expect(rowOf(await table('Offer code use'), 'WELCOME10')).toHaveTextContent('€25.00');
    const headers = within(weeks).getAllByRole('rowheader');
    expect(headers[0]).toHaveAttribute('scope', 'row');
  });

  it('puts a preset in the URL and asks for its range', async () => {
    const asked = statsApi();
    const user = userEvent.setup();
    const { router } = await openAsAdmin('/enhanced-admin');
    await table('Revenue per week');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-04-09&to=2026-04-15'),
    );
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-04-09', to: '2026-04-15' }));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'This year' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-01-01', to: '2026-04-15' }));
    expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-04-15');
  });

  it('takes a custom range, and refuses one that ends before it starts', async () => {
    const asked = statsApi();
    const user = userEvent.setup();
    const { router } = await openAsAdmin('/enhanced-admin?from=2026-02-01&to=2026-02-28');
    await table('Revenue per week');
    expect(asked.at(-1)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    for (const preset of ['Last 7 days', 'Last 30 days', 'Last 90 days', 'This year']) {
      expect(screen.getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'false');
    }
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-03-10');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show range' }));
    expect(await screen.findByText('The first day must not be after the last day')).toBeVisible();
    expect(router.state.location.search).toBe('?from=2026-02-01&to=2026-02-28');
    await user.clear(to);
    await user.type(to, '2026-03-20');
    await user.click(screen.getByRole('button', { name: 'Show range' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-03-10', to: '2026-03-20' }));
    expect(router.state.location.search).toBe('?from=2026-03-10&to=2026-03-20');
  });

  it('says so when the range has no paid orders', async () => {
    statsApi();
    await openAsAdmin('/enhanced-admin?from=2025-01-01&to=2025-01-31');
    expect(
      await screen.findByRole('heading', { name: 'No paid orders in this range' }),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Revenue per week' })).not.toBeInTheDocument();
    // The one cancelled order is still counted by status.
    expect(rowOf(await table('Orders by status'), 'Cancelled')).toHaveTextContent('1');
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    server.use(
      http.get('*/api/admin/stats', () =>
        fail
          ? HttpResponse.json(
              { code: 'INTERNAL', message: 'Something went wrong.' },
              { status: 500 },
            )
          : HttpResponse.json(answer('2026-03-17', '2026-04-15')),
      ),
    );
    const user = userEvent.setup();
    await openAsAdmin('/enhanced-admin');
    expect(
      await screen.findByRole('heading', { name: 'We could not load the analytics' }),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table('Revenue per week')).toBeVisible();
  });

  it('explains a range in the URL it cannot show, and shows the last 30 days', async () => {
    const asked = statsApi();
    await openAsAdmin('/enhanced-admin?from=2026-02-30&to=2026-03-01');
    expect(
      await screen.findByRole('heading', { name: 'That range cannot be shown' }),
    ).toBeVisible();
    await table('Revenue per week');
    expect(asked.at(-1)).toEqual({ from: '2026-03-17', to: '2026-04-15' });
  });

  it('exports a table as CSV with formula-like cells escaped', async () => {
    statsApi();
    const files: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((file: Blob) => {
        files.push(file);
        return 'blob:stats';
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    try {
      const user = userEvent.setup();
      await openAsAdmin('/enhanced-admin');
      await table('Referred orders per salon');
      await user.click(
        screen.getByRole('button', { name: 'Download CSV of “Referred orders per salon”' }),
      );
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]?.download).toBe(
        'tress-referred-orders-per-salon-2026-03-17-to-2026-04-15.csv',
      );
      const text = (await files[0]?.text())?.replace(/^\uFEFF/, '');
      expect(text).toBe('Salon,Orders,Revenue\r\n"\'=HYPERLINK(""http://evil"")",1,125.00');
    } finally {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });
});
