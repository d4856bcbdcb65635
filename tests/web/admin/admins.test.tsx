import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as ACCOUNT_ERROR_CODE from '@/domain/admin-error-codes';
import * as ERROR_CODE from '@/domain/error-codes';
import { formatDateTime } from '@/web/features/admin/admin-format';
import {
  adminUsersHandlers,
  manageAdminsInSupabase,
  NOOR,
  resetAdminUsers,
  SAM,
  setAdminMfa,
  YOU,
} from '../../support/msw-admin-users-handlers';
import { TEST_ADMIN } from '../../support/msw-handlers';
import { server } from '../../support/msw-server';
import { fakeAuthServer } from '../auth/mfa-auth-kit';
import { openAsAdmin, recordRequests } from './admin-test-kit';

// Issue 19: admin → Admins lists who can sign in, invites and removes admins.
beforeEach(() => {
  resetAdminUsers();
  server.use(...adminUsersHandlers);
});

/** An admin's row; the first one waits for the sign-in, the lazy panel and the list. */
const row = async (email: string) => screen.findByRole('listitem', { name: email });

describe('the admins', () => {
  it('lists every admin with their status, last sign-in and two-factor', async () => {
    await openAsAdmin('/admin?tab=admins');
    await waitFor(() => expect(document.title).toMatch(/^Admins · Admin/));

    const you = await row(YOU.email);
    expect(within(you).getByText('You')).toBeInTheDocument();
    expect(within(you).getByText('Active')).toBeInTheDocument();
    expect(within(you).getByText('Yes')).toBeInTheDocument();

    const noor = await row(NOOR.email);
    expect(within(noor).getByText('Active')).toBeInTheDocument();
    expect(within(noor).getByText('No')).toBeInTheDocument();
    // The last sign-in in words, the exact time on hover.
    const signedIn = within(noor).getByTitle(formatDateTime(NOOR.lastSignInAt ?? ''));
    expect(signedIn).toHaveAttribute('datetime', NOOR.lastSignInAt);
    expect(signedIn).toHaveTextContent(/ago/);

    const sam = await row(SAM.email);
    expect(within(sam).getByText(/Invited/)).toBeInTheDocument();
    expect(within(sam).getByText('yesterday')).toBeInTheDocument();
    expect(within(sam).getByText('Never')).toBeInTheDocument();
    expect(within(sam).queryByText('You')).not.toBeInTheDocument();

    expect(screen.getByText('Two-factor sign-in is required for every admin')).toBeInTheDocument();
  });

  it('says when two-factor sign-in is optional', async () => {
    setAdminMfa('optional');
    await openAsAdmin('/admin?tab=admins');
    expect(await screen.findByText('Two-factor sign-in is optional')).toBeInTheDocument();
  });

  it('offers Remove for every admin but yourself', async () => {
    await openAsAdmin('/admin?tab=admins');
    expect(within(await row(YOU.email)).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(await row(NOOR.email)).getByRole('button', { name: `Remove ${NOOR.email}` }),
    ).toBeInTheDocument();
    expect(
      within(await row(SAM.email)).getByRole('button', { name: `Remove ${SAM.email}` }),
    ).toBeInTheDocument();
  });
});

describe('inviting an admin', () => {
  it('sends the invitation, says so and shows the new admin as invited', async () => {
    const requests = recordRequests('post', '*/api/admin/users');
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=admins');
    await row(YOU.email);

    await user.type(screen.getByLabelText('Email address'), '  Lotte@Tress.test ');
    await user.click(screen.getByRole('button', { name: 'Invite admin' }));

    expect(await screen.findByText('Invitation sent to lotte@tress.test')).toBeInTheDocument();
    // Checked and tidied by the server's own schema before it is sent.
    expect(requests.at(-1)?.body).toEqual({ email: 'lotte@tress.test' });
    expect(requests.at(-1)?.headers.get('Authorization')).toMatch(/^Bearer /);
    const lotte = await row('lotte@tress.test');
    expect(within(lotte).getByText(/Invited/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('shows an address that already has an account beside the field', async () => {
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=admins');
    await row(YOU.email);

    await user.type(screen.getByLabelText('Email address'), NOOR.email);
    await user.click(screen.getByRole('button', { name: 'Invite admin' }));

    const field = screen.getByLabelText('Email address');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('That address already has an account.'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const list = screen.getByRole('list', { name: 'Admins' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('refuses an address that is not one before asking the server', async () => {
    const requests = recordRequests('post', '*/api/admin/users');
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=admins');
    await row(YOU.email);

    await user.type(screen.getByLabelText('Email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Invite admin' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("puts the server's word on the address beside the field", async () => {
    server.use(
      http.post('*/api/admin/users', () =>
        HttpResponse.json(
          {
            code: ERROR_CODE.VALIDATION_FAILED,
            message: 'Not valid',
            issues: [{ path: ['email'], message: 'Use an address at your own domain' }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=admins');
    await row(YOU.email);

    await user.type(screen.getByLabelText('Email address'), 'lotte@elsewhere.test');
    await user.click(screen.getByRole('button', { name: 'Invite admin' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
        'Use an address at your own domain',
      ),
    );
  });

  it('says what to do when the server cannot invite admins', async () => {
    server.use(
      http.post('*/api/admin/users', () =>
        HttpResponse.json(
          {
            code: ACCOUNT_ERROR_CODE.ADMIN_API_NOT_CONFIGURED,
            message: 'Set SUPABASE_SERVICE_ROLE_KEY, or invite admins in the Supabase dashboard.',
          },
          { status: 501 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=admins');
    await row(YOU.email);

    await user.type(screen.getByLabelText('Email address'), 'lotte@tress.test');
    await user.click(screen.getByRole('button', { name: 'Invite admin' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Set SUPABASE_SERVICE_ROLE_KEY, or invite admins in the Supabase dashboard.',
    );
  });
});

describe('inviting long after the last sign-in', () => {
  it("goes through Confirm it's you, then sends the invitation by itself", async () => {
    const auth = fakeAuthServer();
    const calls: unknown[] = [];
    server.use(
      http.post('*/api/admin/users', async ({ request }) => {
        calls.push(await request.clone().json());
        // Refused until the admin has signed in once more (the first sign-in opens the page).
        if (auth.signIns < 2) {
          return HttpResponse.json(
            { code: ACCOUNT_ERROR_CODE.REAUTHENTICATION_REQUIRED, message: 'Confirm it is you.' },
            { status: 403 },
          );
        }
        return undefined;
      }),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=admins');
    await row(YOU.email);
    await user.type(screen.getByLabelText('Email address'), 'lotte@tress.test');
    await user.click(screen.getByRole('button', { name: 'Invite admin' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it’s you' }));
    await user.type(dialog.getByLabelText('Password'), TEST_ADMIN.password);
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Invitation sent to lotte@tress.test')).toBeInTheDocument();
    expect(calls).toEqual([{ email: 'lotte@tress.test' }, { email: 'lotte@tress.test' }]);
    expect(await row('lotte@tress.test')).toBeInTheDocument();
  });
});

describe('removing an admin', () => {
  it('asks first, naming the address, then removes them', async () => {
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=admins');
    await user.click(within(await row(NOOR.email)).getByRole('button', { name: /Remove/ }));

    const dialog = await screen.findByRole('dialog', { name: `Remove ${NOOR.email}?` });
    expect(within(dialog).getByText(/will no longer be able to sign in/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin' }));

    expect(await screen.findByText('Admin removed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: NOOR.email })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps them when the admin goes back', async () => {
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=admins');
    await user.click(within(await row(SAM.email)).getByRole('button', { name: /Remove/ }));
    const dialog = await screen.findByRole('dialog', { name: `Remove ${SAM.email}?` });
    expect(within(dialog).getByText(/will not be able to use the invitation link/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: SAM.email })).toBeInTheDocument();
  });

  it.each([
    [ACCOUNT_ERROR_CODE.LAST_ADMIN, 'The shop needs at least one admin.'],
    [ACCOUNT_ERROR_CODE.CANNOT_REMOVE_SELF, 'You cannot remove your own account.'],
  ])("shows the server's %s refusal in the dialog", async (code, message) => {
    server.use(
      http.delete('*/api/admin/users/:id', () =>
        HttpResponse.json({ code, message }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=admins');
    await user.click(within(await row(NOOR.email)).getByRole('button', { name: /Remove/ }));
    const dialog = await screen.findByRole('dialog', { name: `Remove ${NOOR.email}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('listitem', { name: NOOR.email })).toBeInTheDocument();
  });
});

describe('admins managed in the Supabase dashboard', () => {
  it('shows what to do there instead of the form, and no Remove', async () => {
    manageAdminsInSupabase(
      'Open Authentication → Users in the Supabase dashboard and invite the address there.',
    );
    await openAsAdmin('/admin?tab=admins');
    await row(NOOR.email);

    expect(
      screen.getByRole('heading', { name: 'Admins are managed in the Supabase dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Open Authentication → Users/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});

describe('the admins cannot be loaded', () => {
  it('says so and offers to try again', async () => {
    server.use(
      http.get('*/api/admin/users', () =>
        HttpResponse.json({ code: ERROR_CODE.INTERNAL, message: 'Down' }, { status: 500 }),
      ),
    );
    await openAsAdmin('/admin?tab=admins');
    expect(
      await screen.findByRole('heading', { name: 'We could not load the admins' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
