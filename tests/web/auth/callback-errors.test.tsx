import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

// The error is in the browser's URL only (not the router's), so what shows is what supabase-js
// reported while reading the callback (specification §8).

afterEach(() => window.history.replaceState(null, '', '/'));

describe('auth callback errors', () => {
  it("shows a provider's error description that supabase-js found in the URL", async () => {
    window.history.replaceState(
      null,
      '',
      '/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    renderApp('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your sign-in link did not work. Email link is invalid or has expired',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});
