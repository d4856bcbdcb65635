import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAuthClient } from '@/web/lib/auth-client';
import { TEST_ADMIN } from '../../support/msw-handlers';
import {
  fakeAuthServer,
  MAILED_CODE,
  RIGHT_CODE,
  TOTP_SECRET,
  type FakeAuth,
} from '../auth/mfa-auth-kit';
import { renderApp, signInAsAdmin } from '../render-app';
import { openAsAdmin } from './admin-test-kit';

// Admin → Account (issue 19): the admin's email, two-factor sign-in (set up with a QR code or a
// typed key, confirmed with a first code; removed after a confirmation), and the password.

/** Signs in with the password and the app's code: an aal2 session, as after the code step. */
async function signInWithCode(auth: FakeAuth) {
  await signInAsAdmin();
  const client = await getAuthClient();
  const factorId = auth.factors[0]?.id ?? '';
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: RIGHT_CODE });
  if (error) throw error;
}

async function twoFactorCard() {
  return within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
}

describe('Admin → Account', () => {
  it('shows the email and sets up an authenticator app: QR code, key, first code', async () => {
    const auth = fakeAuthServer();
    await openAsAdmin('/admin?tab=account');
    const user = userEvent.setup();
    const account = within(screen.getByRole('region', { name: 'Your account' }));
    expect(account.getByText(TEST_ADMIN.email)).toBeInTheDocument();

    const card = await twoFactorCard();
    expect(card.getByText(/^Off\./)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Set up an authenticator app' }));

    // Drawn in the page from the otpauth address: an inline SVG, no image fetched from anywhere.
    const qr = await card.findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    const key = card.getByLabelText('Key to type in by hand');
    expect((key as HTMLInputElement).value.replace(/\s/g, '')).toBe(TOTP_SECRET);
    expect(card.getByRole('button', { name: 'Copy the key' })).toBeInTheDocument();
    expect(auth.enrolled).toEqual(['Authenticator app']);

    await user.type(card.getByLabelText('6-digit code'), '999999');
    await user.click(card.getByRole('button', { name: 'Confirm' }));
    expect(await card.findByRole('alert')).toHaveTextContent('That code is not right.');

    await user.type(card.getByLabelText('6-digit code'), RIGHT_CODE);
    await user.click(card.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Two-factor sign-in is on')).toBeInTheDocument();
    const apps = within(await card.findByRole('list', { name: 'Your authenticator apps' }));
    expect(apps.getByText('Authenticator app')).toBeInTheDocument();
    expect(apps.getByText(/Verified/)).toBeInTheDocument();
    expect(card.getByText(/^On\./)).toBeInTheDocument();
    expect(auth.aal).toBe('aal2');
  });

  it('removes the unconfirmed app when the set-up is cancelled', async () => {
    const auth = fakeAuthServer();
    await openAsAdmin('/admin?tab=account');
    const user = userEvent.setup();
    const card = await twoFactorCard();
    await user.click(card.getByRole('button', { name: 'Set up an authenticator app' }));
    await card.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    const pendingId = auth.factors[0]?.id;

    await user.click(card.getByRole('button', { name: 'Cancel' }));
    expect(
      await card.findByRole('button', { name: 'Set up an authenticator app' }),
    ).toBeInTheDocument();
    expect(auth.removed).toEqual([pendingId]);
    expect(auth.factors).toHaveLength(0);
  });

  it('removes an authenticator app after a confirmation', async () => {
    const auth = fakeAuthServer({ withFactor: true });
    const factorId = auth.factors[0]?.id;
    await signInWithCode(auth);
    renderApp('/admin?tab=account');
    const user = userEvent.setup();
    const card = await twoFactorCard();
    const apps = within(await card.findByRole('list', { name: 'Your authenticator apps' }));
    expect(apps.getByText('Authenticator app')).toBeInTheDocument();
    expect(apps.getByText(/Added 2 Mar 2026 · Verified/)).toBeInTheDocument();

    await user.click(apps.getByRole('button', { name: 'Remove Authenticator app' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Authenticator app?' }));
    expect(dialog.getByText(/your only authenticator app/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Authenticator app removed')).toBeInTheDocument();
    expect(auth.removed).toEqual([factorId]);
    await waitFor(() =>
      expect(card.queryByRole('list', { name: 'Your authenticator apps' })).toBeNull(),
    );
    expect(card.getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  });

  it('changes the password', async () => {
    const auth = fakeAuthServer();
    await openAsAdmin('/admin?tab=account');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Change password' }));

    await user.type(form.getByLabelText('New password'), 'short');
    await user.type(form.getByLabelText('Repeat the new password'), 'other');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(form.getByText('The two passwords differ.')).toBeInTheDocument();
    expect(auth.passwordChanges).toHaveLength(0);

    await user.clear(form.getByLabelText('New password'));
    await user.clear(form.getByLabelText('Repeat the new password'));
    await user.type(form.getByLabelText('New password'), 'a calmer password');
    await user.type(form.getByLabelText('Repeat the new password'), 'a calmer password');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(auth.passwordChanges).toHaveLength(1);
    expect(auth.passwordChanges[0]).toMatchObject({ password: 'a calmer password' });
    expect(form.getByLabelText('New password')).toHaveValue('');
  });

  it('asks a sign-in older than a day for the mailed code, then saves the password with it', async () => {
    const auth = fakeAuthServer({ passwordNeedsCode: true });
    await openAsAdmin('/admin?tab=account');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    await user.type(form.getByLabelText('New password'), 'a calmer password');
    await user.type(form.getByLabelText('Repeat the new password'), 'a calmer password');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    const step = within(await screen.findByRole('form', { name: 'Change password' }));
    const codeField = await step.findByLabelText('Code from the mail');
    expect(step.getByText(/We mailed a 6-digit code to/)).toBeInTheDocument();
    await waitFor(() => expect(auth.codesSent).toBe(1));
    expect(auth.passwordChanges).toHaveLength(0);

    await user.type(codeField, '111111');
    await user.click(step.getByRole('button', { name: 'Save the new password' }));
    expect(await step.findByRole('alert')).toHaveTextContent('That code is not right');
    expect(auth.passwordChanges).toHaveLength(0);

    await user.click(step.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(auth.codesSent).toBe(2));
    await user.clear(step.getByLabelText('Code from the mail'));
    await user.type(step.getByLabelText('Code from the mail'), MAILED_CODE);
    await user.click(step.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(auth.passwordChanges).toHaveLength(1);
    expect(auth.passwordChanges[0]).toMatchObject({
      password: 'a calmer password',
      nonce: MAILED_CODE,
    });
    // Back to the plain form, empty.
    expect(
      within(await screen.findByRole('form', { name: 'Change password' })).getByLabelText(
        'New password',
      ),
    ).toHaveValue('');
  });

  it('keeps the code it mailed when a new one is asked for within the minute', async () => {
    const auth = fakeAuthServer({ passwordNeedsCode: true, oneCodeAMinute: true });
    await openAsAdmin('/admin?tab=account');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    await user.type(form.getByLabelText('New password'), 'a calmer password');
    await user.type(form.getByLabelText('Repeat the new password'), 'a calmer password');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    const step = within(await screen.findByRole('form', { name: 'Change password' }));
    await step.findByLabelText('Code from the mail');
    await waitFor(() => expect(auth.codesSent).toBe(1));

    await user.click(step.getByRole('button', { name: 'Send a new code' }));
    expect(await step.findByRole('status')).toHaveTextContent(
      'The code mailed less than a minute ago still works: type that one. For security purposes, you can only request this after 42 seconds.',
    );
    expect(step.queryByRole('alert')).toBeNull();
    await user.type(step.getByLabelText('Code from the mail'), MAILED_CODE);
    await user.click(step.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });
});
