import { expect, test } from '@playwright/test';
import { appReady } from './app-ready';
import { expectNoSeriousViolations } from './axe';
import { escape, HeaderSearch, suggestionsFor } from './header-search';

// Issue 32 at 390 px: the search waits behind a button in the header; by keyboard it opens as a
// bar over the header, suggests while typing, opens a product, and closes with Escape, giving
// focus back to its button.

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the search opens from its button and finds a product by keyboard', async ({
  page,
  request,
}) => {
  const { products } = await suggestionsFor(request, 'bundel');
  const second = products[1];
  if (!second) throw new Error('the demo catalogue suggests fewer than two products for "bundel"');

  await page.goto('/');
  await appReady(page);
  const search = new HeaderSearch(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Search the shop' });
  await expect(button).toBeVisible();
  // The field waits behind the button.
  await expect(search.field).toBeHidden();

  await search.tabTo(button);
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(search.field).toBeFocused();
  await expect(page.getByRole('button', { name: 'Close search' })).toBeVisible();
  await search.type('bundel');
  await expect(search.option(new RegExp(`^${escape(second.name)}`))).toBeVisible();
  await expect(search.count).toHaveText(/^\d+ suggestions, browse with the arrow keys$/);
  await expectNoSeriousViolations(page);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await search.activeOption()).toMatch(new RegExp(`^${escape(second.name)}`));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${second.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  // The bar closed with the navigation.
  await expect(search.field).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone Escape closes the list, then the bar; Enter alone shows all results', async ({
  page,
}) => {
  await page.goto('/shop');
  await appReady(page);
  const search = new HeaderSearch(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Search the shop' });
  await search.tabTo(button);
  await page.keyboard.press('Enter');
  await search.type('lace frontl');
  await page.keyboard.press('Escape');
  await expect(search.list).toBeHidden();
  await expect(search.field).toHaveValue('lace frontl');
  await page.keyboard.press('Escape');
  await expect(search.field).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(search.field).toBeFocused();
  await expect(search.field).toHaveValue('');
  await search.type('lace frontl');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=lace\+frontl$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Results for “lace frontl”' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/lace frontal/i);
});
