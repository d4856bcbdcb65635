import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAuthSession } from '../../support/msw-handlers';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

// supabase-js reads the recovery link from the browser's own URL when it starts, so this file
// sets that URL before anything loads the auth client (each test file gets its own client).

afterEach(() => window.history.replaceState(null, '', '/'));

describe('password recovery link', () => {
  it('asks for a new password, saves it, then opens the admin', async () => {
    const session = makeAuthSession();
    const hash = new URLSearchParams({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: String(session.expires_in),
      expires_at: String(session.expires_at),
      token_type: 'bearer',
      type: 'recovery',
    });
    window.history.replaceState(null, '', `/login?reset=1#${hash.toString()}`);
    const updates: unknown[] = [];
    server.use(
      http.put('*/auth/v1/user', async ({ request }) => {
        updates.push(await request.json());
        return HttpResponse.json(session.user);
      }),
    );

    const user = userEvent.setup();
    const { router } = renderApp('/login?reset=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords differ.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('New password'), 'a much better password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a much better password');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ password: 'a much better password' });
    // The back office is a lazy route: its first load in this process transforms its modules.
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
