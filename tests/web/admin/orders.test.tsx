import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PAID_ORDER } from '../../support/msw-admin-handlers';
import { server } from '../../support/msw-server';
import { openAsAdmin, recordRequests } from './admin-test-kit';

describe('admin orders', () => {
  it('lists orders with the bearer token and pages through them', async () => {
    const requests = recordRequests('get', '*/api/admin/orders');
    const user = userEvent.setup();
    const { router } = await openAsAdmin('/admin');
    expect(await screen.findByText('23 orders')).toBeInTheDocument();
    expect(requests[0]?.headers.get('Authorization')).toMatch(/^Bearer /);

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('TR-000121')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requests.at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('filters by status and dates and searches, writing the query the API reads', async () => {
    const requests = recordRequests('get', '*/api/admin/orders');
    const user = userEvent.setup();
    const { router } = await openAsAdmin('/admin?tab=orders&page=2');
    await screen.findByText('23 orders');

    await user.selectOptions(screen.getByLabelText('Status'), 'Shipped');
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    await user.type(screen.getByLabelText('Search'), 'customer4');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => {
      const params = requests.at(-1)?.url.searchParams;
      expect(params?.get('status')).toBe('shipped');
      expect(params?.get('from')).toBe('2026-01-01');
      expect(params?.get('to')).toBe('2026-01-31');
      expect(params?.get('q')).toBe('customer4');
      // A new filter starts again at the first page.
      expect(params?.get('page')).toBe('1');
    });
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    expect(await screen.findByText('1 order')).toBeInTheDocument();
  });

  it('refuses a date range that ends before it starts', async () => {
    const user = userEvent.setup();
    await openAsAdmin('/admin');
    await screen.findByText('23 orders');
    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await user.type(screen.getByLabelText('To'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('The first day must not be after the last day.')).toBeInTheDocument();
  });

  it('shows a designed empty state when nothing matches', async () => {
    const user = userEvent.setup();
    await openAsAdmin('/admin');
    await screen.findByText('23 orders');
    await user.type(screen.getByLabelText('Search'), 'nobody-at-all');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByRole('heading', { name: 'No orders match these filters' }),
    ).toBeInTheDocument();
  });

  it('opens an order and changes its status after a confirmation', async () => {
    const changes: unknown[] = [];
    server.use(
      http.post('*/api/admin/orders/:id/status', async ({ request }) => {
        changes.push(await request.json());
        return HttpResponse.json({
          ...PAID_ORDER,
          status: 'processing',
          allowedTransitions: ['shipped', 'cancelled'],
        });
      }),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin');
    await user.click(await screen.findByRole('link', { name: /TR-000101/ }));
    expect(await screen.findByRole('heading', { name: 'Order TR-000101' })).toBeInTheDocument();
    expect(screen.getByText('Keizersgracht 1, 1015 CJ Amsterdam')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /Brazilian Straight Bundle/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start processing' }));
    const dialog = screen.getByRole('dialog', { name: 'Start processing?' });
    // Nothing is sent before the admin confirms.
    expect(changes).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Note/), 'Packed by Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Start processing' }));

    await waitFor(() => expect(changes).toEqual([{ status: 'processing', note: 'Packed by Sam' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark as shipped' })).toBeInTheDocument();
  });

  it('ships with a carrier and tracking number, saying a mail is written, and shows the link', async () => {
    const PROCESSING = { ...PAID_ORDER, status: 'processing', allowedTransitions: ['shipped'] };
    const changes: unknown[] = [];
    server.use(
      http.get('*/api/admin/orders/:id', () => HttpResponse.json(PROCESSING)),
      http.post('*/api/admin/orders/:id/status', async ({ request }) => {
        changes.push(await request.json());
        return HttpResponse.json({
          ...PROCESSING,
          status: 'shipped',
          allowedTransitions: ['delivered'],
          shipment: {
            carrier: 'PostNL',
            trackingNumber: '3SABC123',
            trackingUrl: 'https://postnl.nl/tracktrace/?B=3SABC123',
          },
        });
      }),
    );
    const user = userEvent.setup();
    await openAsAdmin(`/admin?order=${PAID_ORDER.id}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as shipped?' });
    expect(dialog).toHaveTextContent(
      'A mail to amara@example.com is written to the outbox: the parcel is on its way',
    );

    // A number a carrier would never print is refused before anything is sent.
    await user.type(within(dialog).getByLabelText('Tracking number (optional)'), '3SABC/123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(
      await within(dialog).findByText('Use only letters, digits, spaces and dashes'),
    ).toBeInTheDocument();
    expect(changes).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Carrier (optional)'), 'PostNL');
    await user.clear(within(dialog).getByLabelText('Tracking number (optional)'));
    await user.type(within(dialog).getByLabelText('Tracking number (optional)'), ' 3SABC123 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));

    await waitFor(() =>
      expect(changes).toEqual([
        { status: 'shipped', carrier: 'PostNL', trackingNumber: '3SABC123' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /3SABC123/ })).toHaveAttribute(
      'href',
      'https://postnl.nl/tracktrace/?B=3SABC123',
    );
    expect(screen.getByText(/Shipped with PostNL/)).toBeInTheDocument();
  });

  it('ships without a carrier or number: neither is sent', async () => {
    const PROCESSING = { ...PAID_ORDER, status: 'processing', allowedTransitions: ['shipped'] };
    const changes: unknown[] = [];
    server.use(
      http.get('*/api/admin/orders/:id', () => HttpResponse.json(PROCESSING)),
      http.post('*/api/admin/orders/:id/status', async ({ request }) => {
        changes.push(await request.json());
        return HttpResponse.json({ ...PROCESSING, status: 'shipped', allowedTransitions: [] });
      }),
    );
    const user = userEvent.setup();
    await openAsAdmin(`/admin?order=${PAID_ORDER.id}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as shipped?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(changes).toEqual([{ status: 'shipped' }]));
  });

  it("quotes an admin's note in the history, and not the shop's own records", async () => {
    server.use(
      http.get('*/api/admin/orders/:id', () =>
        HttpResponse.json({
          ...PAID_ORDER,
          history: [
            {
              at: '2026-01-01T10:00:00.000Z',
              fromStatus: null,
              toStatus: 'pending_payment',
              note: 'Placed by the shopper',
              by: null,
            },
            {
              at: '2026-01-02T09:00:00.000Z',
              fromStatus: 'paid',
              toStatus: 'processing',
              note: 'Packed by Sam',
              by: 'sam@tress.test',
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin');
    await user.click(await screen.findByRole('link', { name: /TR-000101/ }));
    expect(await screen.findByText('Placed by the shopper')).toBeInTheDocument();
    expect(screen.getByText('“Packed by Sam”')).toBeInTheDocument();
  });

  it('shows an invoice order’s company and the VAT its total includes', async () => {
    server.use(
      http.get('*/api/admin/orders/:id', () =>
        HttpResponse.json({
          ...PAID_ORDER,
          tier: 'business',
          payment: { method: 'invoice', payments: [] },
          vat: { total: 1145, rates: [{ rate: 21, net: 5450, vat: 1145 }] },
          company: {
            name: 'Studio Noor B.V.',
            country: 'NL',
            registrationNumber: '69599084',
            vatNumber: 'NL858123456B01',
          },
        }),
      ),
    );
    await openAsAdmin(`/admin?order=${PAID_ORDER.id}`);
    expect(await screen.findByText(/Studio Noor B\.V\./)).toBeInTheDocument();
    expect(screen.getByText(/KvK 69599084/)).toBeInTheDocument();
    expect(screen.getByText(/VAT NL858123456B01/)).toBeInTheDocument();
    expect(screen.getByText(/VAT 21\s%\son €54\.50/)).toBeInTheDocument();
    expect(screen.getByText('€11.45')).toBeInTheDocument();
  });

  it('explains a change the server no longer allows', async () => {
    server.use(
      http.post('*/api/admin/orders/:id/status', () =>
        HttpResponse.json({ code: 'INVALID_TRANSITION', message: 'No' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    await openAsAdmin(`/admin?order=${PAID_ORDER.id}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as refunded' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('no longer possible');
  });

  it('sends the admin to sign in, remembering the page, when the API says the session is gone', async () => {
    server.use(
      http.get('*/api/admin/orders', () =>
        HttpResponse.json({ code: 'UNAUTHORIZED', message: 'Expired' }, { status: 401 }),
      ),
    );
    const { router } = await openAsAdmin('/admin?status=paid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/admin?status=paid' });
  });

  it('says so when the signed-in account is not an admin', async () => {
    server.use(
      http.get('*/api/admin/orders', () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Not an admin' }, { status: 403 }),
      ),
    );
    await openAsAdmin('/admin');
    expect(
      await screen.findByRole('heading', { name: 'This account is not an admin' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
