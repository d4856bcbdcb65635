import { expect, test } from '@playwright/test';
import { CheckoutPage, ConfirmationPage, PaymentPage, ProductPage } from './checkout-pages';

// A client on a phone buys on the real server with the seeded demo data: home → product → cart →
// checkout with home delivery → pays with the test card → confirmation with a TR- number.

test('a client on a phone buys from the home page and pays by card', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));

  await page.goto('/');
  const bestSellers = page.getByRole('region', { name: 'Best sellers' });
  const product = bestSellers
    .getByRole('article')
    .filter({ hasNotText: 'Sold out' })
    .first()
    .getByRole('link');
  const name = (await product.textContent())?.trim() ?? '';
  await product.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await new ProductPage(page).addToCart();

  await page.getByRole('link', { name: /cart\s*, 1 item$/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to checkout' }).click();

  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await checkout.fillContact('Amara Jansen', 'amara@example.com');
  await checkout.fillHomeAddress('Oudegracht 12', '3511 AB', 'Utrecht');
  await expect(checkout.summary().getByText(name)).toBeVisible();
  await checkout.chooseCard();
  await checkout.placeOrder();

  const payment = new PaymentPage(page);
  await payment.expectOpen();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  // Placed, not paid: the cart stays until the payment goes through (product.md §8).
  await expect(page.getByRole('link', { name: /cart\s*, 1 item$/i })).toBeVisible();
  await payment.payWith('4242 4242 4242 4242');

  const number = await new ConfirmationPage(page).expectConfirmed();
  await expect(page.getByRole('link', { name: /cart\s*, 0 items/i })).toBeVisible();
  expect(number).toMatch(/^TR-\d{6}$/);
  // The order's link is public: it names the city and greets by first name, never the street.
  await expect(page.getByText('Delivering to Utrecht')).toBeVisible();
  await expect(page.getByText(/Hi Amara, your order number is/)).toBeVisible();
  await expect(page.getByText(/Oudegracht/)).toHaveCount(0);
  // Nothing sticks out sideways on a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});
