import { expect, test, type Page } from '@playwright/test';
import { protectedRoutes } from './routes';

function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

// Every public route renders as its own page: checked with its accessibility, in one visit
// (accessibility.spec.ts).

test('an unknown path shows the not-found page', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown page answers 404 and shows the not-found page; a page answers 200', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  for (const path of ['/no-such-page', '/recommendation/not-a-uuid']) {
    const missing = await page.goto(path);
    expect(missing?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }

  const found = await page.goto('/hairdresser?utm_source=flyer');
  expect(found?.status()).toBe(200);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const path of protectedRoutes) {
  test(`${path} sends a visitor who is not signed in to /login`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('navigating scrolls the new page to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page whose code is still downloading shows a spinner under the header', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/offers-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Offers' })
    .click();
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading page' })).toBeVisible();
  // The old page is hidden (React keeps it in the DOM with display: none), not shown.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
});

test('a page whose code cannot be downloaded (after a deploy) offers a reload that works', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await page.route('**/assets/help-page-*.js', (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.unroute('**/assets/help-page-*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
});

test('the API answers JSON errors for unknown endpoints, with security headers', async ({
  request,
}) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  const page = await request.get('/shop');
  expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
});
