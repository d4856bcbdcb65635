import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as ACCOUNT_ERROR_CODE from '@/domain/admin-error-codes';
import { server } from '../../support/msw-server';
import { fakeAuthServer, RIGHT_CODE, type FakeAuth } from '../auth/mfa-auth-kit';
import { renderApp, signInAsAdmin } from '../render-app';
import { openAsAdmin } from './admin-test-kit';

// ADMIN_MFA=required (issue 19): an admin without a verified authenticator app gets 403
// MFA_ENROLMENT_REQUIRED from every admin API until they set one up; the page then shows only
// the enrolment, and everything works once the app is confirmed.

function refuseUntilEnrolled(auth: FakeAuth) {
  const refusals: string[] = [];
  const refuse = ({ request }: { request: Request }) => {
    if (auth.factors.some((factor) => factor.status === 'verified')) return undefined;
    refusals.push(new URL(request.url).pathname);
    return HttpResponse.json(
      {
        code: ACCOUNT_ERROR_CODE.MFA_ENROLMENT_REQUIRED,
        message: 'This shop requires two-factor sign-in for admins: set up an authenticator app.',
      },
      { status: 403 },
    );
  };
  server.use(http.get('*/api/admin/*', refuse), http.get('*/api/config', refuse));
  return refusals;
}

describe('two-factor sign-in required for admins', () => {
  it('shows only the enrolment until an app is confirmed, then the whole admin', async () => {
    const auth = fakeAuthServer();
    const refusals = refuseUntilEnrolled(auth);
    await openAsAdmin('/admin');
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor sign-in to continue' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/This shop requires two-factor sign-in for admins/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(refusals.length).toBeGreaterThan(0);

    const card = within(screen.getByRole('region', { name: 'Two-factor sign-in' }));
    await user.click(card.getByRole('button', { name: 'Set up an authenticator app' }));
    await card.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    await user.type(card.getByLabelText('6-digit code'), RIGHT_CODE);
    await user.click(card.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByText('Amara Jansen')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Set up two-factor sign-in to continue' }),
    ).toBeNull();
  });

  it('sends a password-only session to the code step when the app was set up elsewhere', async () => {
    const auth = fakeAuthServer();
    await signInAsAdmin();
    // Meanwhile, on another device, the admin set up an authenticator app.
    auth.factors.push({
      id: '5f0c6a6e-6f7e-4e53-9d5d-0000000000ff',
      friendly_name: 'Authenticator app',
      factor_type: 'totp',
      status: 'verified',
      created_at: '2026-03-02T09:00:00.000Z',
      updated_at: '2026-03-02T09:00:00.000Z',
    });
    server.use(
      http.get('*/api/admin/*', () =>
        auth.aal === 'aal2'
          ? undefined
          : HttpResponse.json(
              {
                code: ACCOUNT_ERROR_CODE.MFA_REQUIRED,
                message: 'Verify your second factor first.',
              },
              { status: 403 },
            ),
      ),
    );
    const { router } = renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your sign-in code' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('6-digit code'), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText('Amara Jansen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
