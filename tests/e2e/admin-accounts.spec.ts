// Admin accounts (issue 19), as people use them: the shop's admin invites a new admin, who
// chooses a password from the mailed link, sets up an authenticator app by reading the key the
// Account tab shows beside its QR code, signs out, signs in with password and code, invites a
// second admin (who chooses a password from the outbox link too), and finds both in Activity.
// The new admins are this test's own: the shared admin the other specs sign in with keeps its
// password-only sign-in.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { Paged, OutboxMail } from '@/domain/admin';
import { adminToken } from './salon-links';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './e2e-settings';

const PASSWORD = 'a long admin password for the browser test';

/** The invitation link in the newest mail to `email`, read from the outbox as an admin would. */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  const token = await adminToken(request);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/admin/outbox?q=${encodeURIComponent(email)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const page = (await answer.json()) as Paged<OutboxMail>;
      const mail = page.items.find((item) => item.to === email && item.kind === 'admin-invitation');
      link = mail?.body.match(/https?:\/\/\S+type=invite\S*/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

/** A code of the authenticator app holding `secret`, `steps` periods from now. */
function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function signInAsShopAdmin(page: Page): Promise<void> {
  await page.goto('/admin?tab=admins');
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Admins' })).toBeVisible();
}

async function invite(page: Page, email: string): Promise<void> {
  await page.goto('/admin?tab=admins');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: /invite/i }).click();
  await expect(page.getByText(`Invitation sent to ${email}`).first()).toBeVisible();
  await expect(page.getByRole('listitem', { name: email })).toContainText('Invited');
}

/** Opens an invitation link in a browser of its own and chooses the password; lands in /admin. */
async function acceptInvitation(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome — choose your password' }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat the new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  return page;
}

test('an invited admin sets up two-factor sign-in, signs in with a code, invites another and finds it all in Activity', async ({
  page,
  browser,
  request,
}) => {
  const run = randomUUID().slice(0, 8);
  const first = `first-${run}@example.test`;
  const second = `second-${run}@example.test`;

  await signInAsShopAdmin(page);
  await invite(page, first);

  // The new admin chooses a password from the mailed link.
  const admin = await acceptInvitation(browser, await invitationLink(request, first));

  // Account: set up an authenticator app by reading the key shown beside the QR code.
  await admin.goto('/admin?tab=account');
  await admin.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(admin.getByRole('img', { name: /QR code/i })).toBeVisible();
  const key = (await admin.getByLabel('Key to type in by hand').inputValue()).replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await admin.getByLabel('6-digit code').fill(codeOf(key));
  await admin.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(admin.getByRole('list', { name: 'Your authenticator apps' })).toContainText(
    /· Verified/,
  );

  // Out, and back in with the password and then the code (of the next period: each is used once).
  await admin.getByRole('button', { name: 'Sign out' }).click();
  await admin.goto('/admin?tab=admins');
  await admin.getByLabel('Email').fill(first);
  await admin.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.getByLabel('6-digit code')).toBeVisible();
  await admin.getByLabel('6-digit code').fill('000000');
  await admin.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(admin.getByRole('alert')).toBeVisible();
  await admin.getByLabel('6-digit code').fill(codeOf(key, 1));
  await admin.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Admins' })).toBeVisible();
  await expect(admin.getByRole('listitem', { name: first })).toContainText(/Two-factor\s*Yes/);

  // A second admin, invited by the first, chooses a password from the outbox link.
  await invite(admin, second);
  const secondAdmin = await acceptInvitation(browser, await invitationLink(request, second));
  await secondAdmin.context().close();

  // Activity: the first admin's app and invitation, by the first admin.
  await admin.goto(`/admin?tab=activity&actor=${encodeURIComponent(first)}`);
  const activity = admin.getByRole('main');
  await expect(activity.getByText('Confirmed an authenticator app').first()).toBeVisible();
  await expect(activity.getByText('Invited an admin').first()).toBeVisible();
  await expect(activity.getByText(second).first()).toBeVisible();
  await admin.context().close();
});
