import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as ERROR_CODE from '@/domain/error-codes';
import { formatDateTime } from '@/web/features/admin/admin-format';
import { PAID_ORDER } from '../../support/msw-admin-handlers';
import {
  adminUsersHandlers,
  AUDIT_ENTRIES,
  resetAdminUsers,
} from '../../support/msw-admin-users-handlers';
import { server } from '../../support/msw-server';
import { openAsAdmin, recordRequests } from './admin-test-kit';

// Issue 19: admin → Activity lists the audit log, newest first, filtered and paged in the URL.
beforeEach(() => {
  resetAdminUsers();
  server.use(...adminUsersHandlers);
});

const entry = (id: string) => {
  const found = AUDIT_ENTRIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no audit entry ${id}`);
  return found;
};
const rowOf = (label: string, id: string) =>
  screen.findByRole('article', { name: `${label}, ${formatDateTime(entry(id).at)}` });

describe('the activity', () => {
  it('shows who did what, when, on which target, and what changed', async () => {
    await openAsAdmin('/admin?tab=activity');
    await waitFor(() => expect(document.title).toMatch(/^Activity · Admin/));
    expect(await screen.findByText(`${AUDIT_ENTRIES.length} changes`)).toBeInTheDocument();

    const status = await rowOf('Changed an order’s status', 'a-1');
    expect(within(status).getByText('admin@tress.test')).toBeInTheDocument();
    expect(within(status).getByText(formatDateTime(entry('a-1').at))).toHaveAttribute(
      'datetime',
      entry('a-1').at,
    );
    expect(within(status).getByRole('link', { name: 'Order TR-000101' })).toHaveAttribute(
      'href',
      `/admin?tab=orders&order=${PAID_ORDER.id}`,
    );
    expect(within(status).getByText('status: paid → shipped')).toBeInTheDocument();

    const product = await rowOf('Edited a product', 'a-2');
    expect(within(product).getByText('noor@tress.test')).toBeInTheDocument();
    expect(
      within(product).getByRole('link', { name: 'Product Brazilian Straight Bundle' }),
    ).toHaveAttribute('href', '/product-edit?id=1');
    expect(within(product).getByText('price: 59.00 → 54.00')).toBeInTheDocument();
    expect(within(product).getByText('description: — → Silky and full')).toBeInTheDocument();

    const invite = await rowOf('Invited an admin', 'a-3');
    expect(within(invite).getByRole('link', { name: 'Admin sam@tress.test' })).toHaveAttribute(
      'href',
      '/admin?tab=admins',
    );
    // A time among the changes reads as one, in the shop's locale.
    expect(
      within(invite).getByText(`invitedAt: — → ${formatDateTime('2026-03-09T16:00:00.000Z')}`),
    ).toBeInTheDocument();

    // An image has no page of its own: named, not linked.
    const upload = await rowOf('Uploaded an image', 'a-4');
    expect(within(upload).getByText('Image bundle-front.webp')).toBeInTheDocument();
    expect(within(upload).queryByRole('link')).not.toBeInTheDocument();

    // An action without words of its own shows its name; a removed admin's email stays.
    const unknown = await rowOf('stock.recount', 'a-5');
    expect(within(unknown).getByText('gone@tress.test')).toBeInTheDocument();

    expect(
      within(await rowOf('Issued an invoice', 'a-6')).getByRole('link', {
        name: 'Invoice TR-2026-0007',
      }),
    ).toHaveAttribute('href', '/batch-processing?tab=invoices&q=TR-2026-0007');
    expect(
      within(await rowOf('Made a batch', 'a-7')).getByRole('link', { name: 'Batch 12' }),
    ).toHaveAttribute('href', '/batch-processing?batch=12');
  });

  it('lists the newest first, as the server answers', async () => {
    await openAsAdmin('/admin?tab=activity');
    const list = await screen.findByRole('list', { name: 'Activity' });
    const rows = within(list).getAllByRole('article');
    expect(rows[0]).toHaveAccessibleName(/^Changed an order’s status/);
    expect(rows[1]).toHaveAccessibleName(/^Edited a product/);
    expect(rows).toHaveLength(20);
  });

  it('pages like the orders, each page a URL', async () => {
    const requests = recordRequests('get', '*/api/admin/audit');
    const user = userEvent.setup();
    const { router } = await openAsAdmin('/admin?tab=activity');
    await screen.findByText(`${AUDIT_ENTRIES.length} changes`);
    expect(requests[0]?.url.searchParams.get('pageSize')).toBe('20');
    expect(requests[0]?.headers.get('Authorization')).toMatch(/^Bearer /);

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    const list = await screen.findByRole('list', { name: 'Activity' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(5));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(requests.at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by who, action, target and days, in the URL and in the request', async () => {
    const requests = recordRequests('get', '*/api/admin/audit');
    const user = userEvent.setup();
    const { router } = await openAsAdmin('/admin?tab=activity&page=2');
    await screen.findByText(`${AUDIT_ENTRIES.length} changes`);

    await user.type(screen.getByLabelText('Who'), 'admin@');
    await user.selectOptions(screen.getByLabelText('Action'), 'Orders');
    await user.selectOptions(screen.getByLabelText('Target'), 'Order');
    await user.type(screen.getByLabelText('Target id'), PAID_ORDER.id);
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => {
      const params = requests.at(-1)?.url.searchParams;
      expect(params?.get('actor')).toBe('admin@');
      expect(params?.get('action')).toBe('order');
      expect(params?.get('target')).toBe(`order:${PAID_ORDER.id}`);
      expect(params?.get('from')).toBe('2026-03-01');
      expect(params?.get('to')).toBe('2026-03-31');
      // A new filter starts again at the first page.
      expect(params?.get('page')).toBe('1');
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      tab: 'activity',
      actor: 'admin@',
      action: 'order',
      target: `order:${PAID_ORDER.id}`,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(await screen.findByText('1 change')).toBeInTheDocument();
    expect(await rowOf('Changed an order’s status', 'a-1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=activity'));
    expect(await screen.findByText(`${AUDIT_ENTRIES.length} changes`)).toBeInTheDocument();
  });

  it('reads its filters from a shared URL into the form', async () => {
    await openAsAdmin(
      `/admin?tab=activity&actor=noor&action=product&target=product:1&from=2026-03-01`,
    );
    expect(await screen.findByText('1 change')).toBeInTheDocument();
    expect(screen.getByLabelText('Who')).toHaveValue('noor');
    expect(screen.getByLabelText('Action')).toHaveValue('product');
    expect(screen.getByLabelText('Target')).toHaveValue('product');
    expect(screen.getByLabelText('Target id')).toHaveValue('1');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
  });

  it('refuses a range of days that ends before it starts', async () => {
    const requests = recordRequests('get', '*/api/admin/audit');
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=activity');
    await screen.findByText(`${AUDIT_ENTRIES.length} changes`);
    const asked = requests.length;
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The first day must not be after the last day.',
    );
    expect(requests).toHaveLength(asked);
  });

  it('shows a designed empty state when nothing matches', async () => {
    await openAsAdmin('/admin?tab=activity&actor=nobody');
    expect(
      await screen.findByRole('heading', { name: 'Nothing matches these filters' }),
    ).toBeInTheDocument();
  });

  it('shows a designed error state when the log cannot be loaded', async () => {
    server.use(
      http.get('*/api/admin/audit', () =>
        HttpResponse.json({ code: ERROR_CODE.INTERNAL, message: 'Down' }, { status: 500 }),
      ),
    );
    await openAsAdmin('/admin?tab=activity');
    expect(
      await screen.findByRole('heading', { name: 'We could not load the activity' }),
    ).toBeInTheDocument();
  });
});
