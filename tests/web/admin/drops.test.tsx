import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_DROP, resetAdminDrops } from '../../support/msw-admin-drop-handlers';
import { server } from '../../support/msw-server';
import { openAsAdmin, recordRequests } from './admin-test-kit';

// product.md §10, §14: /admin → Drops lists every drop with its units left, held and sold; the
// admin creates and edits drops (Amsterdam times, euros, the shared schema), ends one early, and
// prunes the salons' weekly-drop list.

beforeEach(() => resetAdminDrops());

async function openDrops() {
  await openAsAdmin('/admin?tab=drops');
  return screen.findByRole('article', { name: 'Spring bundles drop' });
}

describe('admin drops', () => {
  it('lists each drop with audience, status, Amsterdam times and units per item', async () => {
    const card = await openDrops();
    expect(card).toHaveTextContent('Live');
    expect(card).toHaveTextContent('Everyone');
    // 09:00 UTC in March, before summer time: 10:00 in Amsterdam.
    expect(card).toHaveTextContent('Mon, 23 Mar, 10:00');
    const item = within(card).getByRole('listitem', {
      name: 'Brazilian Straight Bundle — 12 inch',
    });
    expect(item).toHaveTextContent(/Total\s*20\s*Left\s*12\s*Held\s*3\s*Sold\s*5/);
    expect(item).toHaveTextContent('€45.00');
    const ended = screen.getByRole('article', { name: 'Winter tools drop' });
    expect(ended).toHaveTextContent('Ended');
    expect(ended).toHaveTextContent('Partner salons');
    expect(within(ended).queryByRole('button', { name: /^End now: / })).not.toBeInTheDocument();
    // Newest first.
    const titles = screen
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-label'));
    expect(titles.indexOf('Spring bundles drop')).toBeLessThan(titles.indexOf('Winter tools drop'));
  });

  it('asks for the units again every 10 seconds while the tab is open', async () => {
    // Fake timers that still follow the clock, so sign-in and rendering run as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const card = await openDrops();
      const item = within(card).getByRole('listitem', {
        name: 'Brazilian Straight Bundle — 12 inch',
      });
      expect(item).toHaveTextContent(/Left\s*12\s*Held\s*3/);
      const live = structuredClone(LIVE_DROP);
      const first = live.items[0];
      if (!first) throw new Error('The live drop fixture has an item');
      Object.assign(first, { unitsLeft: 9, unitsHeld: 4, unitsSold: 7 });
      server.use(http.get('*/api/admin/drops', () => HttpResponse.json({ items: [live] })));
      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(() =>
        expect(
          within(screen.getByRole('article', { name: 'Spring bundles drop' })).getByRole(
            'listitem',
            { name: 'Brazilian Straight Bundle — 12 inch' },
          ),
        ).toHaveTextContent(/Left\s*9\s*Held\s*4\s*Sold\s*7/),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('creates a drop: Amsterdam input becomes the instant, euros become cents, then it is listed', async () => {
    const sent = recordRequests('post', '*/api/admin/drops');
    const user = userEvent.setup();
    await openDrops();
    await user.click(screen.getByRole('button', { name: 'New drop' }));
    const dialog = screen.getByRole('dialog', { name: 'New drop' });
    // A new drop starts from the default window: a Monday 10:00 to a Sunday 23:59:59.
    expect(
      (within(dialog).getByLabelText('Starts (Amsterdam time)') as HTMLInputElement).value,
    ).toMatch(/T10:00$/);
    expect(
      (within(dialog).getByLabelText('Ends (Amsterdam time)') as HTMLInputElement).value,
    ).toMatch(/T23:59:59(\.000)?$/);

    await user.type(within(dialog).getByLabelText('Title'), 'Easter lengths');
    await user.clear(within(dialog).getByLabelText('Starts (Amsterdam time)'));
    await user.type(within(dialog).getByLabelText('Starts (Amsterdam time)'), '2026-03-30T10:00');
    await user.clear(within(dialog).getByLabelText('Ends (Amsterdam time)'));
    await user.type(within(dialog).getByLabelText('Ends (Amsterdam time)'), '2026-04-05T23:59');

    const row = within(dialog).getByRole('group', { name: 'Item 1' });
    await user.type(within(row).getByLabelText('Product'), 'brazil');
    await user.click(await within(row).findByRole('button', { name: /Brazilian Straight Bundle/ }));
    expect(within(row).getByLabelText('Variant')).toHaveValue('12 inch');
    await user.selectOptions(within(row).getByLabelText('Variant'), '14 inch');
    await user.type(within(row).getByLabelText('Drop price (€)'), '45,50');
    await user.type(within(row).getByLabelText('Business drop price (€, optional)'), '35');
    await user.type(within(row).getByLabelText('Units'), '3');
    await user.clear(within(row).getByLabelText('Per-order limit (1–20)'));
    await user.type(within(row).getByLabelText('Per-order limit (1–20)'), '1');

    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    const second = within(dialog).getByRole('group', { name: 'Item 2' });
    await user.type(within(second).getByLabelText('Product'), 'edge');
    await user.click(await within(second).findByRole('button', { name: /Dual Edge Brush/ }));
    expect(await within(second).findByText(/No variants · 40 in stock/)).toBeInTheDocument();
    await user.type(within(second).getByLabelText('Drop price (€)'), '5');
    await user.type(within(second).getByLabelText('Units'), '10');

    await user.click(within(dialog).getByRole('button', { name: 'Create drop' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      title: 'Easter lengths',
      audience: 'public',
      // 30 March 2026 is the day after the change to summer time: Amsterdam is UTC+2.
      startsAt: '2026-03-30T08:00:00.000Z',
      endsAt: '2026-04-05T21:59:00.000Z',
      items: [
        {
          productId: 1,
          variant: '14 inch',
          dropPrice: 4550,
          dropBusinessPrice: 3500,
          units: 3,
          perOrderLimit: 1,
        },
        {
          productId: 4,
          variant: null,
          dropPrice: 500,
          dropBusinessPrice: null,
          units: 10,
          perOrderLimit: 2,
        },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Easter lengths' });
    expect(card).toHaveTextContent('Mon, 30 Mar, 10:00');
    expect(
      within(card).getByRole('listitem', { name: 'Brazilian Straight Bundle — 14 inch' }),
    ).toHaveTextContent(/Total\s*3\s*Left\s*3/);
    expect(screen.queryByRole('dialog', { name: 'New drop' })).not.toBeInTheDocument();
  }, 20_000); // two item rows typed key by key: longer than the suite's 5 s on a busy machine

  it('checks the form with the shared schema before sending anything', async () => {
    const sent = recordRequests('post', '*/api/admin/drops');
    const user = userEvent.setup();
    await openDrops();
    await user.click(screen.getByRole('button', { name: 'New drop' }));
    const dialog = screen.getByRole('dialog', { name: 'New drop' });
    await user.type(within(dialog).getByLabelText('Title'), 'No'); // too short
    const row = within(dialog).getByRole('group', { name: 'Item 1' });
    await user.clear(within(row).getByLabelText('Per-order limit (1–20)'));
    await user.type(within(row).getByLabelText('Per-order limit (1–20)'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Create drop' }));
    expect(await within(dialog).findByText('Use at least 3 characters')).toBeInTheDocument();
    expect(within(row).getByLabelText('Per-order limit (1–20)')).toHaveAccessibleDescription(
      'The limit is at most 20',
    );
    expect(within(row).getByLabelText('Product')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    // Rows come and go; the last one stays (a drop needs an item).
    expect(within(row).queryByRole('button', { name: 'Remove Item 1' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Item 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Item 2' })).not.toBeInTheDocument();
  });

  it('shows a 409 DROP_STOCK_SHORT beside the units of the item it names', async () => {
    server.use(
      http.post('*/api/admin/drops', () =>
        HttpResponse.json(
          {
            code: 'DROP_STOCK_SHORT',
            message: 'Item 1: only 3 in stock for the 50 units asked.',
            issues: [{ path: ['items', 0, 'units'], message: 'Only 3 in stock' }],
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openDrops();
    await user.click(screen.getByRole('button', { name: 'New drop' }));
    const dialog = screen.getByRole('dialog', { name: 'New drop' });
    await user.type(within(dialog).getByLabelText('Title'), 'Too many bundles');
    const row = within(dialog).getByRole('group', { name: 'Item 1' });
    await user.type(within(row).getByLabelText('Product'), 'brazil');
    await user.click(await within(row).findByRole('button', { name: /Brazilian Straight Bundle/ }));
    await user.selectOptions(within(row).getByLabelText('Variant'), '14 inch');
    await user.type(within(row).getByLabelText('Drop price (€)'), '40');
    await user.type(within(row).getByLabelText('Units'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Create drop' }));
    await waitFor(() =>
      expect(within(row).getByLabelText('Units')).toHaveAccessibleDescription('Only 3 in stock'),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('only 3 in stock');
  });

  it('edits a drop with its items kept by id and its audience fixed', async () => {
    const sent = recordRequests('put', '*/api/admin/drops/:id');
    const user = userEvent.setup();
    await openDrops();
    await user.click(screen.getByRole('button', { name: 'Edit Spring bundles drop' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Spring bundles drop”' });
    expect(within(dialog).queryByLabelText('Audience')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Starts (Amsterdam time)')).toHaveValue(
      '2026-03-23T10:00',
    );
    const row = within(dialog).getByRole('group', { name: 'Item 1' });
    expect(row).toHaveTextContent('3 held · 5 sold');
    expect(within(row).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(row).getByLabelText('Drop price (€)')).toHaveValue('45.00');
    await user.clear(within(row).getByLabelText('Units'));
    await user.type(within(row).getByLabelText('Units'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save drop' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url.pathname).toBe('/api/admin/drops/7d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c5d');
    expect(sent[0]?.body).toMatchObject({
      audience: 'public',
      startsAt: '2026-03-23T09:00:00.000Z',
      endsAt: '2026-03-29T21:59:59.000Z',
      items: [{ id: 11, productId: 1, variant: '12 inch', dropPrice: 4500, units: 25 }],
    });
  });

  it('ends a drop now only after a confirmation saying where the units go', async () => {
    const sent = recordRequests('post', '*/api/admin/drops/:id/end');
    const user = userEvent.setup();
    const card = await openDrops();
    await user.click(within(card).getByRole('button', { name: 'End now: Spring bundles drop' }));
    const confirm = screen.getByRole('dialog', { name: 'End “Spring bundles drop” now?' });
    expect(confirm).toHaveTextContent('holds are released');
    expect(confirm).toHaveTextContent('back to regular stock');
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    expect(sent).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'End now: Spring bundles drop' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'End “Spring bundles drop” now?' })).getByRole(
        'button',
        { name: 'End now' },
      ),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url.pathname).toBe('/api/admin/drops/7d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c5d/end');
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Spring bundles drop' })).toHaveTextContent(
        'Ended',
      ),
    );
  });

  it('lists the weekly-drop salons and removes one after a confirmation', async () => {
    const user = userEvent.setup();
    await openDrops();
    const list = await screen.findByRole('list', { name: 'Salons on the weekly-drop list' });
    const salon = within(list).getByRole('listitem', { name: 'Haarhuis Leiden' });
    expect(salon).toHaveTextContent('hallo@haarhuis.example');
    expect(salon).toHaveTextContent('joined 14 Feb 2026');
    await user.click(
      within(salon).getByRole('button', { name: 'Remove Haarhuis Leiden from the list' }),
    );
    const confirm = screen.getByRole('dialog', {
      name: 'Remove Haarhuis Leiden from the weekly-drop list?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No salons on the list yet')).toBeInTheDocument();
  });

  it('edits the Dutch title beside the English, sending it as translations', async () => {
    server.use(
      http.get('*/api/admin/drops', () =>
        HttpResponse.json({
          items: [{ ...LIVE_DROP, translations: { nl: { title: 'Lentebundels' } } }],
        }),
      ),
    );
    const sent = recordRequests('put', '*/api/admin/drops/:id');
    const user = userEvent.setup();
    await openDrops();
    await user.click(screen.getByRole('button', { name: 'Edit Spring bundles drop' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Spring bundles drop”' });
    const dutch = within(dialog).getByLabelText(/^Dutch title/);
    expect(dutch).toHaveValue('Lentebundels');
    expect(dutch).toHaveAttribute('lang', 'nl');
    await user.clear(dutch);
    await user.type(dutch, 'Lentedrop: bundels');
    await user.click(within(dialog).getByRole('button', { name: 'Save drop' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      title: 'Spring bundles drop',
      translations: { nl: { title: 'Lentedrop: bundels' } },
    });
  });

  it('checks a Dutch title like the English one, and shows the server’s word on it', async () => {
    const sent = recordRequests('put', '*/api/admin/drops/:id');
    const user = userEvent.setup();
    await openDrops();
    await user.click(screen.getByRole('button', { name: 'Edit Spring bundles drop' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Spring bundles drop”' });
    const dutch = within(dialog).getByLabelText(/^Dutch title/);
    expect(dutch).toHaveValue('');
    await user.type(dutch, 'Ja');
    await user.click(within(dialog).getByRole('button', { name: 'Save drop' }));
    await waitFor(() => expect(dutch).toHaveAccessibleDescription('Use at least 3 characters'));
    expect(sent).toEqual([]);

    server.use(
      http.put('*/api/admin/drops/:id', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'The request is not valid.',
            issues: [{ path: ['translations', 'nl', 'title'], message: 'Not this title' }],
          },
          { status: 400 },
        ),
      ),
    );
    await user.clear(dutch);
    await user.type(dutch, 'Lentebundels');
    await user.click(within(dialog).getByRole('button', { name: 'Save drop' }));
    await waitFor(() => expect(dutch).toHaveAccessibleDescription('Not this title'));
  });
});
