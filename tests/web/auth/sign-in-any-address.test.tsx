import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, publicSettings } from '@/domain/settings';
import { TEST_ADMIN } from '../../support/msw-handlers';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

// Issue 28: outside production the embedded auth answers on every address the shop does, so the
// web signs in on the page's own origin, whatever SITE_URL says (here 127.0.0.1, while the page
// is at jsdom's localhost). Either way a shop that does not answer gets plain words.

const SITE_URL = 'http://127.0.0.1:3000';

beforeEach(() => {
  server.use(
    http.get('*/api/settings', () =>
      HttpResponse.json({
        ...publicSettings(DEFAULT_SETTINGS),
        paymentsMode: 'test',
        auth: { url: SITE_URL, anonKey: 'tress-embedded', embedded: 'any-origin' },
      }),
    ),
  );
});

afterEach(() => server.events.removeAllListeners());

async function signIn() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await user.type(screen.getByLabelText('Email'), TEST_ADMIN.email);
  await user.type(screen.getByLabelText('Password'), TEST_ADMIN.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in outside production', () => {
  it("signs in on the page's own origin, not on SITE_URL's", async () => {
    expect(window.location.origin).not.toBe(SITE_URL);
    const signInsAt: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/auth/v1/token') signInsAt.push(request.url);
    });

    const { router } = renderApp('/login');
    await signIn();

    // Signed in: the page moves on to the admin (whose code may take a while to load).
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(signInsAt.map((url) => new URL(url).origin)).toEqual([window.location.origin]);
  });

  it('says plainly that the shop did not answer, not "Failed to fetch"', async () => {
    server.use(http.post('*/auth/v1/token', () => HttpResponse.error()));

    renderApp('/login');
    await signIn();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Sign-in failed. The shop's server did not answer. Check your internet connection, then try again in a moment.",
    );
    expect(alert).not.toHaveTextContent(/fetch/i);
  });
});
