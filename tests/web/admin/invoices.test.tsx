import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@/domain/admin';
import type { InvoicePage, InvoiceSummary } from '@/domain/invoices';
import { formatMoney } from '@/domain/money';
import { server } from '../../support/msw-server';
import { PAID_ORDER } from '../../support/msw-admin-handlers';
import { openAsAdmin } from './admin-test-kit';

// Issue 16: /batch-processing?tab=invoices lists invoices and credit notes, filtered by status
// in the URL and searched; an open invoice is marked paid after a confirmation; a PDF is fetched
// with the admin's bearer token and saved. An order's admin page issues its invoice.

const OPEN: InvoiceSummary = {
  id: '6a1f0c2e-1111-4aaa-8bbb-000000000001',
  kind: 'invoice',
  number: '2026-000012',
  orderId: '0b6f2a52-5d4e-4c1e-9a8b-3f1c2d4e5a61',
  orderNumber: 'TR-000045',
  issuedAt: '2026-11-20T10:00:00.000Z',
  dueAt: '2026-12-04T10:00:00.000Z',
  paidAt: null,
  buyerName: 'Studio Krul V.O.F.',
  gross: 123456,
  status: 'open',
  reverseCharge: false,
  credits: null,
  creditedBy: null,
};
const OVERDUE: InvoiceSummary = {
  ...OPEN,
  id: '6a1f0c2e-1111-4aaa-8bbb-000000000002',
  number: '2026-000003',
  orderNumber: 'TR-000031',
  buyerName: 'Salon Bruxelles SRL',
  issuedAt: '2026-10-01T10:00:00.000Z',
  dueAt: '2026-10-15T10:00:00.000Z',
  gross: 9587,
  status: 'overdue',
  reverseCharge: true,
};
const CREDIT: InvoiceSummary = {
  ...OPEN,
  id: '6a1f0c2e-1111-4aaa-8bbb-000000000003',
  kind: 'credit_note',
  number: 'C2026-000001',
  orderNumber: 'TR-000040',
  issuedAt: '2026-11-10T10:00:00.000Z',
  dueAt: null,
  paidAt: '2026-11-10T10:00:00.000Z',
  gross: -2500,
  status: 'paid',
  credits: '2026-000010',
};

/** A small invoices API answering from one copy of the data; the requests it saw. */
function invoicesApi(items: InvoiceSummary[] = [OPEN, CREDIT, OVERDUE]) {
  const invoices = items.map((item) => structuredClone(item));
  const seen: URL[] = [];
  const posted: { url: string; auth: string | null }[] = [];
  server.use(
    http.get('*/api/invoices', ({ request }) => {
      const url = new URL(request.url);
      seen.push(url);
      const status = url.searchParams.get('status');
      const q = url.searchParams.get('q')?.toLowerCase();
      const found = invoices.filter(
        (item) =>
          (!status || item.status === status) &&
          (!q || `${item.number} ${item.orderNumber} ${item.buyerName}`.toLowerCase().includes(q)),
      );
      const page: InvoicePage = { items: found, total: found.length, page: 1, pageSize: 25 };
      return HttpResponse.json(page);
    }),
    http.post('*/api/invoices/:id/paid', ({ params, request }) => {
      posted.push({ url: request.url, auth: request.headers.get('Authorization') });
      const invoice = invoices.find((item) => item.id === params.id);
      if (!invoice) return HttpResponse.json({ code: 'NOT_FOUND', message: '' }, { status: 404 });
      if (invoice.paidAt) {
        return HttpResponse.json(
          { code: 'ALREADY_PAID', message: 'This invoice is already paid.' },
          { status: 409 },
        );
      }
      Object.assign(invoice, { paidAt: '2026-11-25T08:00:00.000Z', status: 'paid' });
      return HttpResponse.json(invoice);
    }),
  );
  return { seen, posted };
}

const table = () => screen.findByRole('table', { name: 'Invoices and credit notes, newest first' });
const rowOf = (number: string) => {
  const header = screen.getByRole('rowheader', { name: new RegExp(number) });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${number}`);
  return row;
};

describe('the Invoices tab', () => {
  it('lists invoices and credit notes with number, order, buyer, gross, status and due date', async () => {
    invoicesApi();
    await openAsAdmin('/batch-processing?tab=invoices');
    await table();
    const open = rowOf('2026-000012');
    expect(within(open).getByText('TR-000045')).toBeInTheDocument();
    expect(within(open).getByText('Studio Krul V.O.F.')).toBeInTheDocument();
    expect(within(open).getByText(formatMoney(123456))).toBeInTheDocument();
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(rowOf('2026-000003')).getByText('Overdue')).toBeInTheDocument();
    expect(within(rowOf('2026-000003')).getByText('VAT reverse-charged')).toBeInTheDocument();
    const credit = rowOf('C2026-000001');
    expect(within(credit).getByText('Credit note for 2026-000010')).toBeInTheDocument();
    expect(within(credit).getByText(formatMoney(-2500))).toBeInTheDocument();
    // A paid document offers no "Mark paid".
    expect(within(credit).queryByRole('button', { name: /Mark .* paid/ })).toBeNull();
    expect(screen.getByText('3 documents')).toBeInTheDocument();
  });

  it('filters by status from the URL, and the segmented control sets it', async () => {
    const { seen } = invoicesApi();
    const user = userEvent.setup();
    await openAsAdmin('/batch-processing?tab=invoices&status=overdue');
    await table();
    expect(seen.at(-1)?.searchParams.get('status')).toBe('overdue');
    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(within(filter).getByRole('link', { name: 'Overdue' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.queryByRole('rowheader', { name: /2026-000012/ })).toBeNull();

    await user.click(within(filter).getByRole('link', { name: 'Open' }));
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('status')).toBe('open'));
    expect(await screen.findByRole('rowheader', { name: /2026-000012/ })).toBeInTheDocument();
    await user.click(within(filter).getByRole('link', { name: 'All' }));
    await waitFor(() => expect(seen.at(-1)?.searchParams.has('status')).toBe(false));
  });

  it('searches by number, order number or buyer', async () => {
    const { seen } = invoicesApi();
    const user = userEvent.setup();
    await openAsAdmin('/batch-processing?tab=invoices');
    await table();
    const search = screen.getByRole('search', { name: 'Search invoices' });
    await user.type(within(search).getByLabelText('Search'), 'bruxelles');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('q')).toBe('bruxelles'));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /2026-000012/ })).toBeNull(),
    );
    expect(screen.getByRole('rowheader', { name: /2026-000003/ })).toBeInTheDocument();
  });

  it('marks an open invoice paid after a confirmation', async () => {
    const { posted } = invoicesApi();
    const user = userEvent.setup();
    await openAsAdmin('/batch-processing?tab=invoices');
    await table();
    await user.click(
      within(rowOf('2026-000012')).getByRole('button', { name: 'Mark 2026-000012 paid' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark invoice 2026-000012 paid?' });
    expect(dialog).toHaveTextContent(`Studio Krul V.O.F. paid ${formatMoney(123456)}`);
    expect(posted).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toHaveLength(1);
    expect(posted[0]?.auth).toMatch(/^Bearer /);
    await waitFor(() => expect(within(rowOf('2026-000012')).getByText('Paid')).toBeInTheDocument());
  });

  it('says so when another admin marked it paid first', async () => {
    invoicesApi([{ ...OPEN, status: 'open', paidAt: null }]);
    server.use(
      http.post('*/api/invoices/:id/paid', () =>
        HttpResponse.json(
          { code: 'ALREADY_PAID', message: 'This invoice is already paid.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openAsAdmin('/batch-processing?tab=invoices');
    await table();
    await user.click(screen.getByRole('button', { name: 'Mark 2026-000012 paid' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This invoice is already paid.',
    );
  });

  it('downloads the PDF with the admin’s bearer token and saves it under its number', async () => {
    invoicesApi();
    const requests: Headers[] = [];
    server.use(
      http.get('*/api/invoices/:id/pdf', ({ request }) => {
        requests.push(request.headers);
        return new HttpResponse('%PDF-1.3 fake', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="invoice-2026-000012.pdf"',
          },
        });
      }),
    );
    // jsdom has no object URLs and does not download: stand in for both.
    const files: Blob[] = [];
    const createObjectURL = vi.fn((file: Blob) => {
      files.push(file);
      return 'blob:invoice';
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
      await openAsAdmin('/batch-processing?tab=invoices');
      await table();
      await user.click(screen.getByRole('button', { name: 'Download PDF of 2026-000012' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(requests[0]?.get('Authorization')).toMatch(/^Bearer /);
      expect(clicked[0]?.download).toBe('invoice-2026-000012.pdf');
      expect(clicked[0]?.href).toBe('blob:invoice');
      expect(await files[0]?.text()).toContain('%PDF');
    } finally {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('has a designed empty state, and one for filters that match nothing', async () => {
    invoicesApi([]);
    await openAsAdmin('/batch-processing?tab=invoices');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    invoicesApi([]);
    await openAsAdmin('/batch-processing?tab=invoices&status=paid');
    expect(await screen.findByText('No invoices match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show every invoice' })).toBeInTheDocument();
  });

  it('shows an error state with a retry when the list fails', async () => {
    server.use(
      http.get('*/api/invoices', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 }),
      ),
    );
    await openAsAdmin('/batch-processing?tab=invoices');
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('an order’s invoice on its admin page', () => {
  it('issues the invoice of a paid order after a confirmation, then shows its number', async () => {
    let order: AdminOrderDetail = { ...PAID_ORDER, invoice: null };
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/admin/orders/:id', () => HttpResponse.json(order)),
      http.post('*/api/invoices', async ({ request }) => {
        posted.push(await request.json());
        order = {
          ...order,
          invoice: { id: OPEN.id, number: '2026-000013', status: 'paid', creditNote: null },
        };
        return HttpResponse.json({ id: OPEN.id, number: '2026-000013' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await openAsAdmin(`/admin?order=${PAID_ORDER.id}`);
    const section = await screen.findByRole('region', { name: 'Invoice' });
    await user.click(within(section).getByRole('button', { name: 'Issue invoice' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Issue an invoice for ${PAID_ORDER.number}?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() => expect(posted).toEqual([{ orderId: PAID_ORDER.id }]));
    expect(await within(section).findByText('Invoice 2026-000013')).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Download PDF of 2026-000013' }),
    ).toBeInTheDocument();
  });

  it('shows the credit note of a refunded order beside its invoice', async () => {
    server.use(
      http.get('*/api/admin/orders/:id', () =>
        HttpResponse.json({
          ...PAID_ORDER,
          status: 'refunded',
          allowedTransitions: [],
          invoice: {
            id: OPEN.id,
            number: '2026-000010',
            status: 'paid',
            creditNote: { id: CREDIT.id, number: 'C2026-000001' },
          },
        } satisfies AdminOrderDetail),
      ),
    );
    await openAsAdmin(`/admin?order=${PAID_ORDER.id}`);
    const section = await screen.findByRole('region', { name: 'Invoice' });
    expect(within(section).getByText('Credited')).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Download credit note of C2026-000001' }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Issue invoice' })).toBeNull();
  });
});
