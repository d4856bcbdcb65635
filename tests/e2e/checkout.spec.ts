import { expect, test } from '@playwright/test';
import { appReady } from './app-ready';
import { CheckoutPage, ConfirmationPage, PaymentPage } from './checkout-pages';
import { simpleProduct } from './demo-products';
import { approvedSalonWithLink } from './salon-links';

// Checkout on the real server with the seeded demo data: a salon pays on invoice, and a declined
// test card can be followed by one that pays.

test('a salon pays on invoice and gets its confirmation', async ({ page, request }) => {
  // A Dutch salon: its quote has Dutch VAT (a Belgian one pays net: payments.phone.spec.ts).
  const salon = await approvedSalonWithLink(request, { country: 'NL' });
  const product = await simpleProduct(request);

  await page.goto(salon.link);
  await expect(page.getByText(`Salon prices for ${salon.salon_name} are shown.`)).toBeVisible();
  await page.goto(`/product/${product.id}`);
  // The salon's prices shown and the page the app's: an earlier click could be lost.
  await expect(page.getByRole('main').getByText('Business price')).toBeVisible();
  await appReady(page);
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
  await checkout.chooseCard();
  await checkout.placeOrder();

  const payment = new PaymentPage(page);
  await payment.expectOpen();
  await payment.payWith('4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('Your card was declined');
  await payment.payWith('4242 4242 4242 4242');
  await new ConfirmationPage(page).expectConfirmed();
});
