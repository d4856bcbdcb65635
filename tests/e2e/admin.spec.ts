import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/money';
import type { Product, ProductPage } from '../../src/domain/products';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './e2e-settings';

// The admin on the real built server and seeded database: sign in through the embedded auth
// server, change a product and see the storefront follow, approve a salon and find its link in
// the mail outbox.

async function signIn(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
}

test('an admin edits a product, approves a salon and finds its link in the outbox', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page);

  // A product sold without variants, so it has its own stock field.
  const { items } = (await (
    await request.get('/api/products?family=salon-essentials&pageSize=100')
  ).json()) as ProductPage;
  const product = items.find((item: Product) => item.variant_detail.length === 0);
  if (!product) throw new Error('the demo data has no product without variants');
  const newPrice = product.price + 123;

  await page.goto(`/product-edit?id=${product.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(product.name);
  await page.getByLabel('Price (€)', { exact: true }).fill((newPrice / 100).toFixed(2));
  await page.getByLabel('Stock', { exact: true }).fill('37');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product saved', { exact: true })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // The storefront shows the change at once (same tab: its cached product was invalidated).
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(formatMoney(newPrice)).first()).toBeVisible();

  // A pending application from the demo data.
  await page.goto('/admin?tab=applications');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const salonName = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: 'Approve…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve salon' }).click();
  await expect(page.getByText(`${salonName} approved`, { exact: true })).toBeVisible();

  // Approval mails the salon its link.
  await page.goto('/admin?tab=outbox');
  await page.getByRole('link', { name: /your salon link/i }).first().click();
  const mail = page.getByRole('article');
  await expect(mail).toBeVisible();
  await expect(mail.getByRole('link', { name: /salonId=/ })).toBeVisible();
});
