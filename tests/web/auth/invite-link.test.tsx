import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getAuthClient } from '@/web/lib/auth-client';
import { makeAuthSession } from '../../support/msw-handlers';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

// The invitation mail's link goes through /auth/v1/verify to /login#access_token=…&type=invite.
// supabase-js reads that from the browser's own URL when it starts, so the URL is set first.

afterEach(() => window.history.replaceState(null, '', '/'));

describe('invitation link', () => {
  it('welcomes the new admin, saves their first password, then opens the admin', async () => {
    const session = makeAuthSession('new.admin@tress.test');
    const hash = new URLSearchParams({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: String(session.expires_in),
      expires_at: String(session.expires_at),
      token_type: 'bearer',
      type: 'invite',
    });
    window.history.replaceState(null, '', `/login#${hash.toString()}`);
    const updates: unknown[] = [];
    server.use(
      http.put('*/auth/v1/user', async ({ request }) => {
        updates.push(await request.json());
        return HttpResponse.json(session.user);
      }),
    );

    const user = userEvent.setup();
    const { router } = renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome — choose your password' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are invited to run the Tress shop as/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('New password'), 'a welcome password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a welcome password');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ password: 'a welcome password' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('asks again for the password after a reload, while the invitation waits for it (issue 28)', async () => {
    // The session an invitation link gave, its account still invited: the server answers its
    // admin requests INVITATION_PENDING until a password is chosen.
    const session = makeAuthSession('returning.invitee@tress.test');
    const invited = { ...session.user, invited_at: '2026-11-20T09:00:00.000Z' };
    server.use(
      http.post('*/auth/v1/token', () => HttpResponse.json({ ...session, user: invited })),
      http.get('*/auth/v1/user', () => HttpResponse.json(invited)),
    );
    const client = await getAuthClient();
    const { error } = await client.auth.signInWithPassword({
      email: 'returning.invitee@tress.test',
      password: 'whatever it was',
    });
    expect(error).toBeNull();

    const { router } = renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome — choose your password' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
