import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, publicSettings, type SettingsAnswer } from '@/domain/settings';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

// Issue 28: in production the embedded auth signs in at SITE_URL only. A page opened at another
// address (a second host name, a wrong SITE_URL) says where to go instead of "Failed to fetch".
// A file of its own: the auth client is made once per page, and here it is never made.

const SITE_URL = 'https://shop.example';

function answerSettings(auth: SettingsAnswer['auth']) {
  server.use(
    http.get('*/api/settings', () =>
      HttpResponse.json({ ...publicSettings(DEFAULT_SETTINGS), paymentsMode: 'test', auth }),
    ),
  );
}

describe('sign-in at another address than SITE_URL, in production', () => {
  it('says where the shop signs in, links there, and asks the auth server nothing', async () => {
    answerSettings({ url: SITE_URL, anonKey: 'tress-embedded', embedded: 'site-url' });
    const authCalls: string[] = [];
    server.use(
      http.all('*/auth/v1/*', ({ request }) => {
        authCalls.push(request.url);
        return HttpResponse.json({}, { status: 500 });
      }),
    );

    renderApp('/admin');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `This shop signs in at ${SITE_URL}. You opened it at ${window.location.origin}: open the sign-in page there.`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    // Where the visitor was heading comes along.
    expect(screen.getByRole('link', { name: 'Sign in at shop.example' })).toHaveAttribute(
      'href',
      `${SITE_URL}/admin`,
    );
    // The operator's hint, and no form that could only fail.
    expect(screen.getByText(/Running this shop/)).toHaveTextContent(
      'Then its SITE_URL setting is wrong: set it to the address people open, and restart the server.',
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(authCalls).toEqual([]);
  });
});
