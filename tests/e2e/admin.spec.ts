import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '@/domain/money';
import type { Product } from '@/domain/products';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './e2e-settings';

// The admin on the real built server and seeded database: sign in through the embedded auth
// server, change a product and see the storefront follow, approve a salon and find its link in
// the mail outbox.

/** Creates a product through the admin API, signed in as the admin the server started with. */
async function createProduct(request: APIRequestContext): Promise<Product> {
  const session = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: 'tress-embedded' },
    data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  });
  expect(session.status()).toBe(200);
  const { access_token: token } = (await session.json()) as { access_token: string };
  const created = await request.post('/api/admin/products', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      slug: `admin-test-detangling-spray-${Date.now()}`,
      name: 'Admin Test Detangling Spray',
      family: 'salon-essentials',
      category: 'care',
      description: 'A light leave-in spray made for this browser test.',
      price: 1295,
      business_price: 845,
      stock: 12,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Product;
}

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
  await signIn(page);

  // A product of this test's own, sold without variants (so it has its own stock field): the
  // other browser tests run at the same time on the same shop and must not see its price change.
  const product = await createProduct(request);
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
  await page
    .getByRole('link', { name: /your salon link/i })
    .first()
    .click();
  const mail = page.getByRole('article');
  await expect(mail).toBeVisible();
  // As designed: the button to the link, in the sandboxed preview.
  await expect(
    mail.frameLocator('iframe').getByRole('link', { name: 'Open your salon link' }),
  ).toHaveAttribute('href', /salonId=[0-9a-f-]+&key=[\w-]{43}/);
  await mail.getByRole('button', { name: 'Plain text' }).click();
  await expect(mail.getByRole('link', { name: /salonId=[0-9a-f-]+&key=[\w-]{43}/ })).toBeVisible();
});
