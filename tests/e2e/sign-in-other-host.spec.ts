import { expect, test } from '@playwright/test';
import type { SettingsAnswer } from '@/domain/settings';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './e2e-settings';

// Issue 28: a newcomer opens the shop under another host name than its SITE_URL (localhost when
// it says 127.0.0.1, or the other way round) and signs in. Outside production the web signs in
// on the page's own origin, so neither the page's CSP (connect-src 'self') nor CORS stands in the
// way, and the admin opens.

test('an admin signs in under the other host name than SITE_URL and reaches the admin', async ({
  page,
  request,
}) => {
  const settings = (await (await request.get('/api/settings')).json()) as SettingsAnswer;
  const siteUrl = new URL(settings.auth.url);
  const other = new URL(siteUrl);
  other.hostname = siteUrl.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  const refused: string[] = [];
  page.on('requestfailed', (failed) => refused.push(failed.url()));

  await page.goto(new URL('/admin', other).toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(other.origin);
  expect(refused.filter((url) => new URL(url).origin !== other.origin)).toEqual([]);
});
