import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerDetail, PartnerMonth, PartnerSummary, ReferredOrder } from '@/domain/partners';
import { server } from '../../support/msw-server';
import { openAsAdmin } from './admin-test-kit';

// product.md §12, §14 (issue 14): /admin → Partners lists approved salons with what their
// recommendations referred and the commission earned, paid and open; a salon's detail shows its
// months (paid out once over), its rate (editable) and every order it referred.

// The clock stands in mid-April 2026 (Amsterdam), so April is the month that has not ended.
const NOW = new Date('2026-04-15T10:00:00.000Z');

const APRIL: PartnerMonth = {
  month: '2026-04',
  referredOrders: 1,
  referredRevenue: 8000,
  commission: 1000,
  payout: null,
};
const MARCH: PartnerMonth = {
  month: '2026-03',
  referredOrders: 3,
  referredRevenue: 45000,
  commission: 4500,
  payout: null,
};
const FEBRUARY: PartnerMonth = {
  month: '2026-02',
  referredOrders: 2,
  referredRevenue: 20000,
  commission: 2000,
  payout: { amount: 2000, paidAt: '2026-03-03T09:30:00.000Z', paidBy: 'ops@tress.test' },
};

const AMBER_ID = '0b6f2a52-5d4e-4c1e-9a8b-3f1c2d4e5a61';

const AMBER: PartnerSummary = {
  salonId: AMBER_ID,
  salonName: 'Salon Amber',
  city: 'Utrecht',
  recommendations: 14,
  referredOrders: 6,
  referredRevenue: 73000,
  commissionRate: 12.5,
  commissionEarned: 7500,
  commissionPaid: 2000,
  commissionOpen: 5500,
  months: [APRIL, MARCH, FEBRUARY],
};

const BLOOM: PartnerSummary = {
  salonId: '7c9e1d20-2b3a-4f5e-8d6c-1a2b3c4d5e6f',
  salonName: 'Bloom Hair',
  city: 'Gent',
  recommendations: 2,
  referredOrders: 0,
  referredRevenue: 0,
  commissionRate: 10,
  commissionEarned: 0,
  commissionPaid: 0,
  commissionOpen: 0,
  months: [],
};

const PAID_ORDER: ReferredOrder = {
  id: 'order-1',
  number: 'TR-000301',
  status: 'shipped',
  createdAt: '2026-03-12T14:00:00.000Z',
  paidAt: '2026-03-12T14:02:00.000Z',
  month: '2026-03',
  revenue: 15000,
  commissionRate: 10,
  commission: 1500,
  recommendationId: 'rec-1',
};
const CANCELLED_ORDER: ReferredOrder = {
  id: 'order-2',
  number: 'TR-000288',
  status: 'cancelled',
  createdAt: '2026-03-02T10:00:00.000Z',
  paidAt: null,
  month: null,
  revenue: 9900,
  commissionRate: 10,
  commission: 0,
  recommendationId: 'rec-1',
};

/** A small partners API: list, detail, rate and payouts, answering from one copy of the data. */
function partnersApi(items: PartnerSummary[] = [AMBER, BLOOM]) {
  const partners = new Map(items.map((item) => [item.salonId, structuredClone(item)]));
  const sent: { method: string; url: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/partners', () => HttpResponse.json({ items: [...partners.values()] })),
    http.get('*/api/partners/:salonId', ({ params }) => {
      const partner = partners.get(String(params.salonId));
      if (!partner) {
        return HttpResponse.json(
          { code: 'NOT_FOUND', message: 'No such partner.' },
          { status: 404 },
        );
      }
      const detail: PartnerDetail = { partner, orders: [PAID_ORDER, CANCELLED_ORDER] };
      return HttpResponse.json(detail);
    }),
    http.patch('*/api/partners/:salonId', async ({ params, request }) => {
      const body = (await request.json()) as { commissionRate: number };
      sent.push({ method: 'PATCH', url: request.url, body });
      const partner = partners.get(String(params.salonId));
      if (!partner) return HttpResponse.json({ code: 'NOT_FOUND', message: '' }, { status: 404 });
      partner.commissionRate = body.commissionRate;
      return HttpResponse.json(partner);
    }),
    http.post('*/api/partners/:salonId/payouts', async ({ params, request }) => {
      const body = (await request.json()) as { month: string };
      sent.push({ method: 'POST', url: request.url, body });
      const partner = partners.get(String(params.salonId));
      const month = partner?.months.find((item) => item.month === body.month);
      if (!partner || !month) {
        return HttpResponse.json({ code: 'NOT_FOUND', message: '' }, { status: 404 });
      }
      month.payout = {
        amount: month.commission,
        paidAt: NOW.toISOString(),
        paidBy: 'admin@tress.test',
      };
      partner.commissionPaid += month.commission;
      partner.commissionOpen -= month.commission;
      return HttpResponse.json(month, { status: 201 });
    }),
  );
  return sent;
}

beforeEach(() => {
  // Only Date: sign-in, timers and rendering run as usual.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

async function openAmber() {
  await openAsAdmin(`/admin?tab=partners&partner=${AMBER_ID}`);
  return screen.findByRole('heading', { level: 3, name: 'Salon Amber' });
}

function monthRow(name: string) {
  const table = screen.getByRole('table', { name: 'Commission per month' });
  return within(table).getByRole('row', { name: new RegExp(`^${name}`) });
}

describe('admin partners', () => {
  it('lists each partner with its referrals, rate and commission earned, paid and open', async () => {
    partnersApi();
    await openAsAdmin('/admin?tab=partners');
    expect(screen.getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Partners and their commission' });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual([
      'Salon',
      'City',
      'Recommendations',
      'Referred orders',
      'Referred revenue',
      'Rate',
      'Earned',
      'Paid',
      'Open',
    ]);
    const cells = within(within(table).getByRole('row', { name: /Salon Amber/ }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Utrecht',
      '14',
      '6',
      '€730.00',
      '12.5\u00a0%',
      '€75.00',
      '€20.00',
      '€55.00',
    ]);
    expect(within(table).getByRole('row', { name: /Bloom Hair/ })).toHaveTextContent('10 %');
    expect(screen.getByText(/2 partners/)).toHaveTextContent('2 partners · €55.00 open');
    await waitFor(() => expect(document.title).toMatch(/^Partners · Admin/));
  });

  it('explains, when there are no partners, how salons become one', async () => {
    partnersApi([]);
    await openAsAdmin('/admin?tab=partners');
    expect(await screen.findByText('No partners yet')).toBeInTheDocument();
    expect(screen.getByText(/appear here once approved salons refer orders/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens a salon: its figures, months and referred orders, the uncounted ones with why', async () => {
    partnersApi();
    const user = userEvent.setup();
    const { router } = await openAsAdmin('/admin?tab=partners');
    await user.click(await screen.findByRole('link', { name: 'Salon Amber' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Salon Amber' });
    expect(router.state.location.search).toBe(`?tab=partners&partner=${AMBER_ID}`);
    // The list gave way to the salon: focus moves to its name.
    await waitFor(() => expect(heading).toHaveFocus());

    expect(monthRow('March 2026')).toHaveTextContent(/3\s*€450.00\s*€45.00/);
    const february = monthRow('February 2026');
    expect(february).toHaveTextContent('Paid €20.00');
    expect(february).toHaveTextContent('ops@tress.test');
    expect(within(february).queryByRole('button')).not.toBeInTheDocument();

    const orders = screen.getByRole('table', { name: 'Referred orders' });
    const counted = within(orders).getByRole('row', { name: /TR-000301/ });
    expect(counted).toHaveTextContent(/Shipped\s*€150.00\s*10 %\s*€15.00\s*March 2026/);
    const cancelled = within(orders).getByRole('row', { name: /TR-000288/ });
    expect(cancelled).toHaveTextContent('Cancelled: earns nothing');
    expect(cancelled).toHaveClass('text-taupe');
    expect(within(cancelled).getByRole('link', { name: 'TR-000288' })).toHaveAttribute(
      'href',
      '/admin?tab=orders&order=order-2',
    );

    await user.click(screen.getByRole('link', { name: 'All partners' }));
    expect(
      await screen.findByRole('table', { name: 'Partners and their commission' }),
    ).toBeVisible();
  });

  it('says so when the salon is not a partner', async () => {
    partnersApi();
    await openAsAdmin('/admin?tab=partners&partner=5d2c0b8e-0000-4000-8000-000000000000');
    expect(await screen.findByText('No such partner')).toBeInTheDocument();
  });

  it('changes the rate: the number goes to the server, and its refusal shows beside the field', async () => {
    const sent = partnersApi();
    const user = userEvent.setup();
    await openAmber();
    const field = screen.getByLabelText('Commission rate in percent (0–50)');
    expect(field).toHaveValue('12.5');

    // The shared schema refuses what the server would, without asking it.
    await user.clear(field);
    await user.type(field, '60');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(field).toHaveAccessibleDescription('The rate is at most 50 %');
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, '15');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      url: expect.stringContaining(`/api/partners/${AMBER_ID}`),
      body: { commissionRate: 15 },
    });
    expect(await screen.findByText('Commission rate saved')).toBeInTheDocument();

    server.use(
      http.patch('*/api/partners/:salonId', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'The request is not valid.',
            issues: [{ path: ['commissionRate'], message: 'Use at most two decimals' }],
          },
          { status: 400 },
        ),
      ),
    );
    await user.clear(field);
    await user.type(field, '7.25');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Use at most two decimals'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks a month paid after a confirmation naming salon, month and amount; the row then shows it paid', async () => {
    const sent = partnersApi();
    const user = userEvent.setup();
    await openAmber();
    await user.click(
      within(monthRow('March 2026')).getByRole('button', { name: 'Mark paid for March 2026' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Mark March 2026 paid to Salon Amber?' });
    expect(dialog).toHaveTextContent('€45.00');
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Mark paid: €45.00' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: expect.stringContaining(`/api/partners/${AMBER_ID}/payouts`),
      body: { month: '2026-03' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const march = monthRow('March 2026');
    expect(march).toHaveTextContent('Paid €45.00');
    expect(march).toHaveTextContent('admin@tress.test');
    expect(within(march).queryByRole('button')).not.toBeInTheDocument();
    // The totals follow from the refetch.
    await waitFor(() =>
      expect(screen.getByText('Open').nextElementSibling).toHaveTextContent('€10.00'),
    );
  });

  it('shows the server’s message when the month was already paid out meanwhile', async () => {
    partnersApi();
    server.use(
      http.post('*/api/partners/:salonId/payouts', () =>
        HttpResponse.json(
          {
            code: 'ALREADY_PAID',
            message: 'March 2026 was already paid out on 2 April by ops@tress.test.',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openAmber();
    await user.click(screen.getByRole('button', { name: 'Mark paid for March 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark March 2026 paid to Salon Amber?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid: €45.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'March 2026 was already paid out on 2 April by ops@tress.test.',
    );
  });

  it('does not offer to pay out the month that has not ended', async () => {
    partnersApi();
    await openAmber();
    const button = within(monthRow('April 2026')).getByRole('button', {
      name: 'Mark paid for April 2026',
    });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The month has not ended');
  });

  it('downloads the CSV with the admin’s bearer token', async () => {
    partnersApi();
    const requests: Headers[] = [];
    server.use(
      http.get('*/api/partners.csv', ({ request }) => {
        requests.push(request.headers);
        return new HttpResponse('salon,city\nSalon Amber,Utrecht\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="tress-partners-2026-04-15.csv"',
          },
        });
      }),
    );
    // jsdom has no object URLs and does not download: stand in for both.
    const files: Blob[] = [];
    const createObjectURL = vi.fn((file: Blob) => {
      files.push(file);
      return 'blob:partners';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    try {
      const user = userEvent.setup();
      await openAsAdmin('/admin?tab=partners');
      await screen.findByRole('table', { name: 'Partners and their commission' });
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(requests[0]?.get('Authorization')).toMatch(/^Bearer /);
      expect(clicked[0]?.download).toBe('tress-partners-2026-04-15.csv');
      expect(clicked[0]?.href).toBe('blob:partners');
      expect(await files[0]?.text()).toContain('Salon Amber,Utrecht');
    } finally {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });
});
