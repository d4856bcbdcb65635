import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './e2e-settings';

// product.md §13, §14 on the real built server: what a shopper sends through /suggest-product
// and /contact reaches the admin, and the admin's answer leaves through the outbox.

async function signIn(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
}

test('a suggestion and a message reach the admin, whose reply is mailed through the outbox', async ({
  page,
}) => {
  const stamp = Date.now();
  const product = `Loc oil ${stamp}`;
  const email = `shopper-${stamp}@example.com`;

  await page.goto('/suggest-product');
  await page.getByLabel('Product name').fill(product);
  await page.getByLabel('Family').selectOption('salon-essentials');
  await page
    .getByLabel('What is it, and why do you want it?')
    .fill('A light oil for locs, <b>please</b>.');
  await page.getByLabel('Your email (optional, for a reply)').fill(email);
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, we have your suggestion' }),
  ).toBeVisible();

  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Naomi Bakker');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Topic').selectOption('delivery');
  await page.getByLabel(/Order number/).fill('TR-000042');
  await page
    .getByLabel('Message', { exact: true })
    .fill('My parcel has not arrived at the locker yet.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();

  await signIn(page);
  await page.goto(`/admin?tab=suggestions&q=${stamp}`);
  const suggestion = page.getByRole('article', { name: product });
  await expect(suggestion).toBeVisible();
  // Shopper text is text: the tags show as typed, nothing is bold.
  await expect(suggestion.getByText('A light oil for locs, <b>please</b>.')).toBeVisible();

  await page.goto(`/admin?tab=messages&q=${encodeURIComponent(email)}`);
  const message = page.getByRole('article', { name: 'Naomi Bakker' });
  await expect(message).toBeVisible();
  await message
    .getByLabel('Reply to Naomi Bakker')
    .fill('It is on its way; the locker mails you a code today.');
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent to Naomi Bakker', { exact: true })).toBeVisible();
  await expect(
    message.getByText('It is on its way; the locker mails you a code today.'),
  ).toBeVisible();

  await page.goto(`/admin?tab=outbox&q=${encodeURIComponent(email)}`);
  await page
    .getByRole('link', { name: /Re: your message about TR-000042/ })
    .first()
    .click();
  const mail = page.getByRole('article');
  await mail.getByRole('button', { name: 'Plain text' }).click();
  await expect(mail).toContainText('It is on its way; the locker mails you a code today.');
  await expect(mail).toContainText(email);
});
