import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

// Issue 30: the shop under /nl in a real browser. The server's Dutch markup is taken over by the
// app without being rendered afresh (no hydration error in the console), links stay under /nl,
// and the language switch opens the same page in English and is remembered on the next visit to
// "/". Only the page's own language is downloaded.

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
    // main.tsx reports markup the app had to render afresh (a hydration mismatch) this way.
    if (message.text().includes('rendered afresh')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a Dutch visit stays Dutch as the shopper moves, and the switch remembers English', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(en|nl)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) catalogues.push(name);
  });

  await page.goto('/nl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Echt haar' })).toBeVisible();
  // The app has taken the markup over (the root is no longer inert) before the click.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');

  await nav.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/nl\/shop$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Winkelwagen, 0 artikelen/ })).toHaveAttribute(
    'href',
    '/nl/cart',
  );
  expect(catalogues).not.toContain('en');

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Human hair' }),
  ).toBeVisible();

  // English was chosen: the home page stays English.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Dutch chosen with the switch: the next visit to "/" opens /nl.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(/\/nl$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/nl$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  expect(errors).toEqual([]);
});
