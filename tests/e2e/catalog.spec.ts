import { expect, test, type Locator, type Page } from '@playwright/test';

// Browsing the seeded demo catalog the way a shopper does: by family and category, and by search.

const EUROS = /^€\d{1,3}(,\d{3})*\.\d{2}$/;

class CatalogPages {
  constructor(private readonly page: Page) {}

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Every price shown on the product cards of the page: what the shopper pays, and any price
   * struck through beside it (before an offer, or the normal price beside a business price). */
  cardPrices(): Locator {
    return this.page
      .getByRole('main')
      .locator('article p > span.tabular-nums:not(:has(s)), article p s');
  }

  async openProduct(name: string): Promise<void> {
    await this.page.getByRole('link', { name, exact: true }).first().click();
    await expect(this.heading(name)).toBeVisible();
  }

  async expectFormattedPrices(): Promise<void> {
    await expect(this.cardPrices().first()).toBeVisible();
    for (const price of await this.cardPrices().allTextContents()) {
      expect(price.trim()).toMatch(EUROS);
    }
  }

  async expectProductFacts(): Promise<void> {
    await expect(this.page.getByText(/^\d+ g$/)).toBeVisible();
    const price = this.page.getByRole('main').locator('h1 ~ div p span.tabular-nums').first();
    await expect(price).toHaveText(EUROS);
  }
}

function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test('browse home → family → category → product', async ({ page }) => {
  const errors = collectPageErrors(page);
  const catalog = new CatalogPages(page);
  await page.goto('/');
  const bestSellers = page.getByRole('region', { name: 'Best sellers' });
  await expect(bestSellers.getByRole('article')).toHaveCount(8);
  await catalog.expectFormattedPrices();

  await page
    .getByRole('region', { name: 'Shop by family' })
    .getByRole('link', { name: /Human hair/ })
    .click();
  await expect(catalog.heading('Human hair')).toBeVisible();
  const bundles = page
    .getByRole('region', { name: 'Shop by category' })
    .getByRole('link', { name: /^Bundles/ });
  await expect(bundles).toContainText(/\d+ products/);

  await bundles.click();
  await expect(page).toHaveURL(/\/shop-category\?family=human-hair&category=bundles$/);
  await expect(catalog.heading('Bundles')).toBeVisible();
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  await catalog.expectFormattedPrices();

  await catalog.openProduct('Brazilian Straight Bundle');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await catalog.expectProductFacts();
  await expect(page.getByRole('radio', { name: /sold out/ }).first()).toBeDisabled();
  // The radio itself is visually hidden; a shopper taps its option (length over price), the label.
  await page.locator('label', { hasText: /^16 inch/ }).click();
  await expect(page.getByRole('radio', { name: '16 inch' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('search from /shop to a product', async ({ page }) => {
  const errors = collectPageErrors(page);
  const catalog = new CatalogPages(page);
  await page.goto('/shop');
  await expect(catalog.heading('Shop')).toBeVisible();
  // Other browser tests may add products to the same shop meanwhile: the count is not fixed.
  await expect(page.getByText(/^\d+ products · page 1 of \d+$/)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search products' }).fill('pillowcase');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?q=pillowcase$/);
  await expect(page.getByText(/^1 product$/)).toBeVisible();
  await catalog.expectFormattedPrices();

  await catalog.openProduct('Mulberry Silk Pillowcase');
  await catalog.expectProductFacts();
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('pillowcase');
  expect(errors).toEqual([]);
});
