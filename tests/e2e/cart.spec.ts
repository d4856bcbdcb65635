import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatMoney } from '@/domain/money';
import type { Product, ProductPage } from '@/domain/products';
import { E2E_FRIENDS_FAMILY_KEY } from './e2e-settings';
import { approvedSalonWithLink, type SalonWithLink } from './salon-links';

// A salon link on the real server with the seeded demo data: business prices, one cart line for
// the same product added twice, and the salon session ending 24 hours later (Playwright's clock).
// The friends-and-family key is a secret the public API never shows; the browser tests' server
// is started with a known FRIENDS_FAMILY_KEY (playwright.config.ts), as an operator would set it.

/** A product without variants, in stock, with a business price below its normal price. */
async function productFor(request: APIRequestContext, salon: SalonWithLink): Promise<Product> {
  const answer = await request.get(
    '/api/products?family=salon-essentials&inStock=true&pageSize=100',
    {
      headers: { 'X-Tress-Access': `salon:${salon.id}:${salon.key}` },
    },
  );
  const { items } = (await answer.json()) as ProductPage;
  const product = items.find(
    (item) =>
      item.variant_detail.length === 0 &&
      item.stock >= 2 &&
      item.business_price !== null &&
      item.business_price < item.price,
  );
  if (!product) throw new Error('the demo data has no simple product with a business price');
  return product;
}

test('a salon link shows business prices, merges the same product into one line and ends after 24 hours', async ({
  page,
  request,
}) => {
  const salon = await approvedSalonWithLink(request);
  const product = await productFor(request, salon);
  const business = product.business_price ?? product.price;

  await page.clock.install();
  await page.goto(salon.link);
  await expect(page.getByText(`Salon prices for ${salon.salon_name} are shown.`)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tress-salon-session')))
    .toContain(salon.id);
  // Once checked, the key leaves the address bar (issue 17); the session keeps it.
  await expect(page).not.toHaveURL(/[?&](key|salonId)=/);
  expect(await page.evaluate(() => localStorage.getItem('tress-salon-session'))).toContain(
    salon.key,
  );

  // A fresh page load: the session, not the URL, carries the salon now.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(formatMoney(business)).first()).toBeVisible();

  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  await expect(page.getByRole('link', { name: /cart\s*, 1 item$/i })).toBeVisible();
  await add.click();
  await expect(page.getByRole('link', { name: /cart\s*, 2 items/i })).toBeVisible();

  await page
    .getByRole('region', { name: 'Added to your cart' })
    .getByRole('link', { name: 'View cart' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const lines = page.getByRole('region', { name: 'Products in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('status', { name: `Quantity of ${product.name}` })).toHaveText('2');
  await expect(page.getByLabel(`Line total of ${product.name}`)).toHaveText(
    formatMoney(2 * business),
  );
  await expect(page.getByRole('radio', { name: /Salon pickup/ })).toBeChecked();

  await page.clock.fastForward('24:00:01');
  await expect(page.getByText(/Your salon session has ended/)).toBeVisible();
  await expect(page.getByLabel(`Line total of ${product.name}`)).toHaveText(
    formatMoney(2 * product.price),
  );
  await expect(page).not.toHaveURL(/salonId=|key=/);
  expect(await page.evaluate(() => localStorage.getItem('tress-salon-session'))).toBeNull();
});

test('a friends-and-family link shows business prices; a wrong key shows a notice and normal prices', async ({
  page,
  request,
}) => {
  const answer = await request.get(
    '/api/products?family=salon-essentials&inStock=true&pageSize=100',
    {
      headers: { 'X-Tress-Access': `ff:${E2E_FRIENDS_FAMILY_KEY}` },
    },
  );
  const product = ((await answer.json()) as ProductPage).items.find(
    (item) =>
      item.variant_detail.length === 0 &&
      item.business_price !== null &&
      item.business_price < item.price,
  );
  if (!product) throw new Error('the demo data has no simple product with a business price');

  await page.goto(`/?access=friends-family&key=wrong-${E2E_FRIENDS_FAMILY_KEY}`);
  await expect(page.getByText(/not valid/i).first()).toBeVisible();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(formatMoney(product.price)).first()).toBeVisible();
  await expect(page.getByText('Business price')).toHaveCount(0);

  await page.goto(`/?access=friends-family&key=${E2E_FRIENDS_FAMILY_KEY}`);
  await expect(page.getByText('Friends and family prices are shown.')).toBeVisible();
  // The URL alone already shows the bar; leave only once the server validated the link and the
  // session is kept, or the next page load would start without it.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tress-salon-session')))
    .toContain('friends-family');
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(formatMoney(product.business_price ?? 0)).first()).toBeVisible();
  await expect(page.getByText('Business price').first()).toBeVisible();
});
