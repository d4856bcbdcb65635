import { expect, test } from '@playwright/test';
import { appReady } from './app-ready';
import { expectNoSeriousViolations } from './axe';
import { escape, HeaderSearch, suggestionsFor } from './header-search';

// Issue 32 at 1280 px: the header's search, by keyboard only, against the real server and the
// demo catalogue — a typo still finds the product ("lace frontl"), the arrows choose it and Enter
// opens it; Enter with nothing chosen shows all results; Escape closes, then empties.

test.use({ viewport: { width: 1280, height: 800 } });

test('a shopper finds a product by keyboard from the header, despite the typo', async ({
  page,
  request,
}) => {
  const { products } = await suggestionsFor(request, 'lace frontl');
  const first = products[0];
  if (!first) throw new Error('the demo catalogue suggests nothing for "lace frontl"');
  expect(first.name).toMatch(/lace frontal/i);

  await page.goto('/');
  await appReady(page);
  const search = new HeaderSearch(page);
  await expect(page.getByRole('search', { name: 'Search the shop' })).toBeVisible();
  await search.tabTo(search.field);
  await search.type('lace frontl');
  await expect(search.option(new RegExp(`^${escape(first.name)}`))).toBeVisible();
  await expect(search.list.getByRole('group', { name: 'Products' })).toBeVisible();
  await expect(search.list.getByRole('group', { name: 'Categories' })).toBeVisible();
  await expect(search.count).toHaveText(/^\d+ suggestions, browse with the arrow keys$/);
  await expectNoSeriousViolations(page);

  await page.keyboard.press('ArrowDown');
  await expect(search.field).toHaveAttribute('aria-activedescendant', /.+/);
  expect(await search.activeOption()).toMatch(new RegExp(`^${escape(first.name)}`));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  // The header folds back, empty.
  await expect(search.field).toHaveValue('');
  await expect(search.field).toHaveAttribute('aria-expanded', 'false');
});

test('Enter with no suggestion chosen shows all results; Escape closes, then empties', async ({
  page,
}) => {
  await page.goto('/offers');
  await appReady(page);
  const search = new HeaderSearch(page);
  await search.tabTo(search.field);
  await search.type('bundel');
  await page.keyboard.press('Escape');
  await expect(search.list).toBeHidden();
  await expect(search.field).toHaveAttribute('aria-expanded', 'false');
  await expect(search.field).toHaveValue('bundel');
  await page.keyboard.press('Escape');
  await expect(search.field).toHaveValue('');
  await expect(search.field).toBeFocused();

  await search.type('lace frontl');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=lace\+frontl$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Results for “lace frontl”' }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ products?( · page 1 of \d+)?$/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  // Ranked: the first card is a lace frontal.
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/lace frontal/i);
});

test('the search in Dutch suggests Dutch help answers and leads to them', async ({ page }) => {
  await page.goto('/nl');
  await appReady(page);
  const search = new HeaderSearch(page, 'Zoeken in de shop');
  await search.tabTo(search.field);
  await search.type('retour');
  const answer = search.option(/^Kan ik iets retourneren\?/);
  await expect(answer).toBeVisible();
  // Down until the answer is the active option, then Enter.
  for (let press = 0; press < 20; press += 1) {
    if ((await search.activeOption())?.startsWith('Kan ik iets retourneren?')) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/nl\/help#withdrawal$/);
  await expect(page.locator('details#withdrawal')).toHaveAttribute('open', '');
  await expect(page.getByText(/binnen 14 dagen na ontvangst herroepen/)).toBeVisible();
});
