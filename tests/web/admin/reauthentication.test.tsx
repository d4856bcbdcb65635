import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as ACCOUNT_ERROR_CODE from '@/domain/admin-error-codes';
import { getAuthClient } from '@/web/lib/auth-client';
import { ADMIN_CONFIG } from '../../support/msw-admin-handlers';
import { TEST_ADMIN } from '../../support/msw-handlers';
import { server } from '../../support/msw-server';
import { fakeAuthServer, RIGHT_CODE, type FakeAuth } from '../auth/mfa-auth-kit';
import { renderApp, signInAsAdmin } from '../render-app';

// A sensitive change long after the last sign-in answers 403 REAUTHENTICATION_REQUIRED
// (issue 19): "Confirm it's you" asks for the app's code (or the password without an app), and
// the same request is sent once more by itself; Cancel sends nothing again.

/** How often the admin has proved who they are so far: sign-ins and right codes. */
function proofs(auth: FakeAuth): number {
  return auth.signIns + auth.verifyAttempts.filter((attempt) => attempt.code === RIGHT_CODE).length;
}

/** The rotate-key endpoint, refusing until the admin proves who they are again. */
function rotateNeedsRecentSignIn(auth: FakeAuth) {
  const proofsAtStart = proofs(auth);
  const calls: { authorization: string | null }[] = [];
  server.use(
    http.post('*/api/config/friends-family-key', ({ request }) => {
      calls.push({ authorization: request.headers.get('Authorization') });
      if (proofs(auth) === proofsAtStart) {
        return HttpResponse.json(
          {
            code: ACCOUNT_ERROR_CODE.REAUTHENTICATION_REQUIRED,
            message: 'Confirm it is you: this change needs a sign-in from the last 10 minutes.',
          },
          { status: 403 },
        );
      }
      return HttpResponse.json({
        ...ADMIN_CONFIG,
        friendsFamilyKey: 'new-friends-family-key-0002',
        friendsFamilyLink: '/ff/new-friends-family-key-0002',
      });
    }),
  );
  return calls;
}

async function rotateTheKey() {
  const user = userEvent.setup();
  renderApp('/admin?tab=settings');
  const card = within(await screen.findByRole('region', { name: 'Friends-and-family link' }));
  await user.click(card.getByRole('button', { name: 'Rotate the key…' }));
  const confirm = within(
    await screen.findByRole('dialog', { name: 'Rotate the friends-and-family key?' }),
  );
  await user.click(confirm.getByRole('button', { name: 'Rotate the key' }));
  return user;
}

describe('confirm it is you before a sensitive change', () => {
  it('asks for the password of an admin without an app, then sends the change again', async () => {
    const auth = fakeAuthServer();
    await signInAsAdmin();
    const calls = rotateNeedsRecentSignIn(auth);
    const user = await rotateTheKey();

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it’s you' }));
    expect(dialog.getByText(TEST_ADMIN.email)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Password'), 'not my password');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'That email address and password do not match.',
    );
    expect(calls).toHaveLength(1);

    await user.type(dialog.getByLabelText('Password'), TEST_ADMIN.password);
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('New link ready')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    // Sent again with the new sign-in's token.
    expect(calls[1]?.authorization).not.toBe(calls[0]?.authorization);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Current link')).toHaveValue(
      `${window.location.origin}/ff/new-friends-family-key-0002`,
    );
  });

  it('asks an admin with an app for the code instead', async () => {
    const auth = fakeAuthServer({ withFactor: true });
    await signInAsAdmin();
    const client = await getAuthClient();
    const factorId = auth.factors[0]?.id ?? '';
    await client.auth.mfa.challengeAndVerify({ factorId, code: RIGHT_CODE });
    const calls = rotateNeedsRecentSignIn(auth);
    const user = await rotateTheKey();

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it’s you' }));
    expect(dialog.queryByLabelText('Password')).toBeNull();
    await user.type(dialog.getByLabelText('6-digit code'), RIGHT_CODE);
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('New link ready')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(auth.verifyAttempts.at(-1)).toEqual({ factorId, code: RIGHT_CODE });
  });

  it('changes nothing on Cancel, and says so', async () => {
    const auth = fakeAuthServer();
    await signInAsAdmin();
    const calls = rotateNeedsRecentSignIn(auth);
    const user = await rotateTheKey();

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it’s you' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Nothing was changed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm it’s you' })).toBeNull(),
    );
    // The key dialog says why, and the link is the old one.
    const confirm = within(
      screen.getByRole('dialog', { name: 'Rotate the friends-and-family key?' }),
    );
    expect(confirm.getByRole('alert')).toHaveTextContent(/Confirm it is you/);
    expect(calls).toHaveLength(1);
    expect(auth.signIns).toBe(1);
  });
});
