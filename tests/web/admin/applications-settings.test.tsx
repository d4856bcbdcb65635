import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_CONFIG, APPROVED_SALON, PENDING_SALON } from '../../support/msw-admin-handlers';
import { server } from '../../support/msw-server';
import { openAsAdmin } from './admin-test-kit';

describe('hairdresser applications', () => {
  it('approves a pending salon after a confirmation', async () => {
    const approvals: string[] = [];
    server.use(
      http.post('*/api/hairdressers/:id/approve', ({ params }) => {
        approvals.push(String(params.id));
        return HttpResponse.json({ ...PENDING_SALON, status: 'approved' });
      }),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=applications');
    const card = await screen.findByRole('article', { name: 'Studio Krul' });
    expect(within(card).getByText('KVK 12345678')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve…' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve salon' }),
    );
    await waitFor(() => expect(approvals).toEqual([PENDING_SALON.id]));
    expect(await screen.findByText('Studio Krul approved')).toBeInTheDocument();
  });

  it('rejects only with a reason, and sends it', async () => {
    const rejections: unknown[] = [];
    server.use(
      http.post('*/api/hairdressers/:id/reject', async ({ request }) => {
        rejections.push(await request.json());
        return HttpResponse.json({ ...PENDING_SALON, status: 'rejected' });
      }),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=applications');
    const card = await screen.findByRole('article', { name: 'Studio Krul' });
    await user.click(within(card).getByRole('button', { name: 'Reject…' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Studio Krul?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(
      await within(dialog).findByText('Give a reason of at least 3 characters'),
    ).toBeInTheDocument();
    expect(rejections).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'No business registration found');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    await waitFor(() => expect(rejections).toEqual([{ reason: 'No business registration found' }]));
  });

  it('says when someone else already decided', async () => {
    server.use(
      http.post('*/api/hairdressers/:id/approve', () =>
        HttpResponse.json({ code: 'ALREADY_DECIDED', message: 'Decided' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=applications');
    await user.click(await screen.findByRole('button', { name: 'Approve…' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve salon' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone already decided');
  });
});

describe('salon links', () => {
  it('shows an approved salon its link to copy, and makes a new one only after a confirmation', async () => {
    const renewals: string[] = [];
    const newLink = `/?salonId=${APPROVED_SALON.id}&key=brand-new-key-brand-new-key-brand-new-key-0`;
    server.use(
      http.post('*/api/hairdressers/:id/link', ({ params }) => {
        renewals.push(String(params.id));
        return HttpResponse.json({ ...APPROVED_SALON, link: newLink });
      }),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=applications&status=approved');
    const card = await screen.findByRole('article', { name: 'Haarhuis Leiden' });
    expect(within(card).getByLabelText('Salon link')).toHaveValue(
      `${window.location.origin}${APPROVED_SALON.link ?? ''}`,
    );
    expect(within(card).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'New link…' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new link for Haarhuis Leiden?' });
    expect(dialog).toHaveTextContent('stops working at once');
    expect(renewals).toEqual([]);
    server.use(
      http.get('*/api/hairdressers', () =>
        HttpResponse.json([{ ...APPROVED_SALON, link: newLink }]),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(renewals).toEqual([APPROVED_SALON.id]));
    await waitFor(() =>
      expect(within(card).getByLabelText('Salon link')).toHaveValue(
        `${window.location.origin}${newLink}`,
      ),
    );
  });
});

describe('outbox', () => {
  it('opens a mail with its salon link', async () => {
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=outbox');
    await user.click(await screen.findByRole('link', { name: /Welcome to Tress, Studio Krul/ }));
    const mail = await screen.findByRole('article', { name: 'Welcome to Tress, Studio Krul' });
    expect(
      within(mail).getByRole('link', { name: /salonId=9a1f3e55[^&\s]*&key=\w+/ }),
    ).toBeInTheDocument();
  });
});

describe('settings', () => {
  it('rotates the friends-and-family key after a confirmation', async () => {
    let rotations = 0;
    server.use(
      http.post('*/api/config/friends-family-key', () => {
        rotations += 1;
        return HttpResponse.json({
          ...ADMIN_CONFIG,
          friendsFamilyKey: 'new-friends-family-key-0002',
          friendsFamilyLink: '/?access=friends-family&key=new-friends-family-key-0002',
        });
      }),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=settings');
    expect(await screen.findByLabelText('Current link')).toHaveValue(
      `${window.location.origin}/?access=friends-family&key=old-friends-family-key-0001`,
    );
    await user.click(screen.getByRole('button', { name: 'Rotate the key…' }));
    const dialog = screen.getByRole('dialog', { name: 'Rotate the friends-and-family key?' });
    expect(rotations).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Rotate the key' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current link')).toHaveValue(
        `${window.location.origin}/?access=friends-family&key=new-friends-family-key-0002`,
      ),
    );
    expect(rotations).toBe(1);
  });

  it('saves delivery fees typed in euros as cents', async () => {
    const changes: unknown[] = [];
    server.use(
      http.put('*/api/config', async ({ request }) => {
        changes.push(await request.json());
        return HttpResponse.json(ADMIN_CONFIG);
      }),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=settings');
    const home = await screen.findByLabelText('Home');
    expect(home).toHaveValue('6.95');
    await user.clear(home);
    await user.type(home, '7,50');
    await user.clear(screen.getByLabelText('Unpaid orders expire after (minutes)'));
    await user.type(screen.getByLabelText('Unpaid orders expire after (minutes)'), '2');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Use 5 to 1440 minutes (24 hours)')).toBeInTheDocument();
    expect(changes).toHaveLength(0);

    await user.clear(screen.getByLabelText('Unpaid orders expire after (minutes)'));
    await user.type(screen.getByLabelText('Unpaid orders expire after (minutes)'), '45');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(changes).toEqual([
        {
          deliveryFees: { home: 750, locker: 395, salon: 0 },
          freeDeliveryThresholds: { client: 7500, business: 25000 },
          orderExpiryMinutes: 45,
        },
      ]),
    );
  });
});
