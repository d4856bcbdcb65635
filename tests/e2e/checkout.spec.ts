import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Product, ProductPage as ProductList } from '@/domain/products';
import { CheckoutPage, ConfirmationPage, PaymentPage } from './checkout-pages';
import { approvedSalonWithLink } from './salon-links';

// Checkout on the real server with the seeded demo data: a salon pays on invoice, and a declined
// test card can be followed by one that pays.

/** A product without variants and with stock to spare, so the flow never depends on a choice. */
async function simpleProduct(request: APIRequestContext): Promise<Product> {
  const answer = await request.get(
    '/api/products?family=salon-essentials&inStock=true&pageSize=100',
  );
  const { items } = (await answer.json()) as ProductList;
  const product = items.find((item) => item.variant_detail.length === 0 && item.stock >= 5);
  if (!product) throw new Error('the demo data has no simple product in stock');
  return product;
}

test('a salon pays on invoice and gets its confirmation', async ({ page, request }) => {
  const salon = await approvedSalonWithLink(request);
  const product = await simpleProduct(request);

  await page.goto(salon.link);
  await expect(page.getByText(`Salon prices for ${salon.salon_name} are shown.`)).toBeVisible();
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /cart\s*, 1 item$/i })).toBeVisible();

  await page.goto('/cart/checkout');
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  // The salon's own address is preselected for pickup in its salon session.
  await expect(page.getByRole('radio', { name: /Salon pickup/ })).toBeChecked();
  await checkout.fillContact(salon.salon_name, 'orders@salon.example');
  await page.getByRole('radio', { name: /Pay on invoice/ }).check();
  await expect(checkout.summary()).toContainText('Business prices.');
  await checkout.placeOrder();

  await new ConfirmationPage(page).expectConfirmed();
  await expect(page.getByText(/Your invoice follows by email/)).toBeVisible();
  await expect(page.getByText(salon.salon_name, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /cart\s*, 0 items/i })).toBeVisible();
});

test('a declined test card can be followed by one that pays', async ({ page, request }) => {
  const product = await simpleProduct(request);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/guest-checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest checkout' })).toBeVisible();

  const checkout = new CheckoutPage(page);
  await checkout.fillContact('Noor de Vries', 'noor@example.com');
  await page.getByRole('radio', { name: /Parcel locker/ }).check();
  await page.getByRole('searchbox', { name: 'Find a parcel locker by city' }).fill('Utr');
  await page
    .getByRole('radio', { name: /Utrecht/ })
    .first()
    .check();
  await checkout.placeOrder();

  const payment = new PaymentPage(page);
  await payment.expectOpen();
  await payment.payWith('4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('Your card was declined');
  await payment.payWith('4242 4242 4242 4242');
  await new ConfirmationPage(page).expectConfirmed();
});
