import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../support/msw-handlers';
import { server } from '../../support/msw-server';
import { renderApp, signInAsAdmin } from '../render-app';

async function fillSignIn(password: string = TEST_ADMIN.password) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await user.type(screen.getByLabelText('Email'), TEST_ADMIN.email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

function storedSession(): string | undefined {
  return Object.keys(localStorage).find(
    (key) => key.startsWith('sb-') && key.endsWith('-auth-token'),
  );
}

describe('sign-in', () => {
  it('signs in and lands on the admin', async () => {
    const { router } = renderApp('/login');
    await fillSignIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByText(TEST_ADMIN.email)).toBeInTheDocument();
  });

  it('says clearly when there were too many attempts (429)', async () => {
    server.use(
      http.post('*/auth/v1/token', () =>
        HttpResponse.json(
          { code: 'over_request_rate_limit', msg: 'Too many requests' },
          { status: 429 },
        ),
      ),
    );
    renderApp('/login');
    await fillSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute before you try again.',
    );
  });

  it('tells how long the account waits after many wrong passwords (issue 28)', async () => {
    server.use(
      http.post('*/auth/v1/token', () =>
        HttpResponse.json(
          {
            code: 429,
            error_code: 'over_request_rate_limit',
            msg: 'Too many failed sign-ins for this account: try again in 4 minutes, or reset the password by email.',
          },
          { status: 429 },
        ),
      ),
    );
    renderApp('/login');
    await fillSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-ins for this account: try again in 4 minutes, or reset the password by email.',
    );
  });

  it('sends a recovery link to the address and says where the mail goes', async () => {
    const recoveries: { body: unknown; url: URL }[] = [];
    server.use(
      http.post('*/auth/v1/recover', async ({ request }) => {
        recoveries.push({ body: await request.json(), url: new URL(request.url) });
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.type(screen.getByLabelText('Email'), TEST_ADMIN.email);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    // The address typed so far comes along.
    expect(screen.getByLabelText('Email')).toHaveValue(TEST_ADMIN.email);
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByText('Check your email.')).toBeInTheDocument();
    expect(screen.getByText(/lands in the mail outbox/)).toBeInTheDocument();
    expect(recoveries[0]?.body).toMatchObject({ email: TEST_ADMIN.email });
    expect(recoveries[0]?.url.searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/login?reset=1`,
    );
  });
});

describe('sign-out', () => {
  it.each([401, 403, 404])('signs out locally when the auth server answers %i', async (status) => {
    server.use(
      http.post('*/auth/v1/logout', () =>
        HttpResponse.json({ code: 'session_not_found', msg: 'Gone' }, { status }),
      ),
    );
    await signInAsAdmin();
    const { router } = renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(storedSession()).toBeUndefined();
  });

  it('keeps the session and says so when sign-out fails otherwise', async () => {
    server.use(
      http.post('*/auth/v1/logout', () =>
        HttpResponse.json({ code: 'unexpected_failure', msg: 'Database is down' }, { status: 500 }),
      ),
    );
    await signInAsAdmin();
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(/Sign-out failed/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    await waitFor(() => expect(storedSession()).toBeDefined());
  });
});
