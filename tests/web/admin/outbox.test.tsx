import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OUTBOX_HTML } from '../../support/msw-admin-handlers';
import { server } from '../../support/msw-server';
import { openAsAdmin } from './admin-test-kit';

// Issue 17: admin → Outbox previews a mail as designed, in a sandboxed frame, and as plain text.
describe('the outbox preview', () => {
  it('shows the designed part in a sandboxed frame, and the text part on request', async () => {
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=outbox');
    await user.click(await screen.findByRole('link', { name: /Your order TR-000101/ }));
    const mail = await screen.findByRole('article', { name: 'Your order TR-000101' });

    const frame = await within(mail).findByTitle('Preview of “Your order TR-000101”');
    expect(frame.tagName).toBe('IFRAME');
    // Empty: no scripts, no same origin, no forms, no popups, no top navigation.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', OUTBOX_HTML['mail-2']);
    expect(within(mail).getByRole('button', { name: 'Designed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(mail).getByRole('button', { name: 'Plain text' }));
    expect(within(mail).queryByTitle(/Preview of/)).not.toBeInTheDocument();
    expect(within(mail).getByText('Thank you for your order.')).toBeInTheDocument();
    expect(within(mail).getByRole('button', { name: 'Plain text' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows an older text-only mail as text, saying so', async () => {
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=outbox');
    await user.click(await screen.findByRole('link', { name: /Welcome to Tress, Studio Krul/ }));
    const mail = await screen.findByRole('article', { name: 'Welcome to Tress, Studio Krul' });
    expect(await within(mail).findByText('This mail has a plain-text part only.')).toBeVisible();
    expect(within(mail).queryByTitle(/Preview of/)).not.toBeInTheDocument();
  });

  it('falls back to the text part when the designed one cannot be loaded', async () => {
    server.use(
      http.get('*/api/admin/outbox/:id', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Down' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    await openAsAdmin('/admin?tab=outbox');
    await user.click(await screen.findByRole('link', { name: /Your order TR-000101/ }));
    const mail = await screen.findByRole('article', { name: 'Your order TR-000101' });
    expect(await within(mail).findByText(/The designed part could not be loaded/)).toBeVisible();
    expect(within(mail).getByText('Thank you for your order.')).toBeInTheDocument();
  });
});
