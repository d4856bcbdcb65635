import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../support/msw-handlers';
import { server } from '../../support/msw-server';
import { renderApp, signInAsAdmin } from '../render-app';
import { fakeAuthServer, RIGHT_CODE } from './mfa-auth-kit';

// Signing in with an authenticator app (issue 19): the password gives an aal1 session, and a
// user with a verified factor is not signed in until the 6-digit code is verified on it.

async function signInWithPassword() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await user.type(screen.getByLabelText('Email'), TEST_ADMIN.email);
  await user.type(screen.getByLabelText('Password'), TEST_ADMIN.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { level: 1, name: 'Enter your sign-in code' });
  return user;
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const field = screen.getByLabelText('6-digit code');
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
}

describe('the code step after the password', () => {
  it('asks a user with an authenticator app for the code, and the right code lets them in', async () => {
    const auth = fakeAuthServer({ withFactor: true });
    const { router } = renderApp('/login');
    const user = await signInWithPassword();
    expect(
      screen.getByText(/Signed in as admin@tress.test with your password/),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await typeCode(user, RIGHT_CODE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(auth.verifyAttempts).toEqual([{ factorId: auth.factors[0]?.id, code: RIGHT_CODE }]);
  });

  it('says a wrong code is wrong, and takes the next one', async () => {
    const auth = fakeAuthServer({ withFactor: true });
    renderApp('/login');
    const user = await signInWithPassword();

    await typeCode(user, '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Check your authenticator app and type the code it shows now.',
    );
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Enter your sign-in code');

    await typeCode(user, '123 456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(auth.verifyAttempts.map((attempt) => attempt.code)).toEqual(['000000', RIGHT_CODE]);
  });

  it('checks the code has six digits before asking the server', async () => {
    const auth = fakeAuthServer({ withFactor: true });
    renderApp('/login');
    const user = await signInWithPassword();
    await typeCode(user, '12a4');
    expect(
      await screen.findByText('Enter the 6 digits your authenticator app shows.'),
    ).toBeInTheDocument();
    expect(auth.verifyAttempts).toHaveLength(0);
  });

  it('says to wait after too many wrong codes (429)', async () => {
    fakeAuthServer({ withFactor: true });
    server.use(
      http.post('*/auth/v1/factors/:id/verify', () =>
        HttpResponse.json(
          {
            code: 'over_request_rate_limit',
            msg: 'Too many wrong codes: try again in 240 seconds.',
          },
          { status: 429 },
        ),
      ),
    );
    renderApp('/login');
    const user = await signInWithPassword();
    await typeCode(user, '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Wait a few minutes, then try again with a fresh code.',
    );
  });

  it('offers a way back: signing out returns to the password form', async () => {
    fakeAuthServer({ withFactor: true });
    renderApp('/login');
    const user = await signInWithPassword();
    await user.click(screen.getByRole('button', { name: 'Sign out and use another account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a password-only session of such a user from /admin to the code step, then back', async () => {
    const auth = fakeAuthServer({ withFactor: true });
    await signInAsAdmin();
    const { router } = renderApp('/admin?tab=settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your sign-in code' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    const user = userEvent.setup();
    await typeCode(user, RIGHT_CODE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/admin?tab=settings',
    );
    expect(auth.aal).toBe('aal2');
  });

  it('lets a user without an authenticator app in after the password alone', async () => {
    fakeAuthServer();
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.type(screen.getByLabelText('Email'), TEST_ADMIN.email);
    await user.type(screen.getByLabelText('Password'), TEST_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
