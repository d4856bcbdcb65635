import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OrderView } from '@/domain/orders';
import type { Product } from '@/domain/products';
import { CheckoutPage, PaymentPage, ProductPage } from './checkout-pages';
import { adminToken } from './salon-links';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './e2e-settings';

// Issue 17, at 390 px on the real built server: the journey after "Place order". A declined card
// leaves the cart as it was, and the payment page leads back to it; an admin ships a paid order
// with a carrier and tracking number, the shipping mail is in the outbox, and the shopper's order
// page links the tracking.

/** A product of the test's own, without variants, so no other test's orders touch its stock. */
async function ownProduct(request: APIRequestContext, name: string): Promise<Product> {
  const created = await request.post('/api/admin/products', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      slug: `after-order-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
      name,
      family: 'salon-essentials',
      category: 'care',
      description: 'A light leave-in conditioner made for this browser test.',
      price: 1495,
      business_price: 995,
      stock: 20,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Product;
}

function noSidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('a declined card leaves the cart intact, and the payment page leads back to it', async ({
  page,
  request,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const product = await ownProduct(request, 'After Order Leave-In');

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await new ProductPage(page).addToCart();
  await page.getByRole('link', { name: /cart\s*, 1 item$/i }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();

  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await checkout.fillContact('Amara Jansen', 'amara.declined@example.com');
  await checkout.fillHomeAddress('Oudegracht 12', '3511 AB', 'Utrecht');
  await checkout.chooseCard();
  await checkout.placeOrder();

  const payment = new PaymentPage(page);
  await payment.expectOpen();
  // Placed, not paid: the cart is still there.
  await expect(page.getByRole('link', { name: /cart\s*, 1 item$/i })).toBeVisible();
  await payment.payWith('4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('Your card was declined');
  await expect(page.getByRole('link', { name: /cart\s*, 1 item$/i })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'Back to cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to checkout' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an admin ships a paid order with a tracking number; the mail is in the outbox and the shopper can track it', async ({
  page,
  request,
}) => {
  const product = await ownProduct(request, 'After Order Shine Serum');
  const email = `track-${Date.now()}@example.com`;

  // A shopper's order, placed and paid through the API as the checkout pages would.
  const placed = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      delivery: {
        method: 'home',
        address: { street: 'Oudegracht 12', postcode: '3511 AB', city: 'Utrecht', country: 'NL' },
      },
      customer: { name: 'Sanne Visser', email },
      payment: { method: 'card' },
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as OrderView;
  const paid = await request.post(`/api/orders/${order.id}/payments`, {
    data: { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', name: 'Sanne Visser' },
  });
  expect(paid.status()).toBe(200);
  const processing = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { status: 'processing' },
  });
  expect(processing.status()).toBe(200);

  // The admin signs in and ships it.
  await page.goto(`/admin?order=${order.id}`);
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as shipped?' });
  await expect(dialog).toContainText(`A mail to ${email} is written to the outbox`);
  await dialog.getByLabel('Carrier (optional)').selectOption('PostNL');
  await dialog.getByLabel('Tracking number (optional)').fill('3SE2E0001234567');
  // Confirmed by keyboard, as an admin may after typing the number.
  await dialog.getByRole('button', { name: 'Mark as shipped' }).press('Enter');
  await expect(page.getByText(`Order ${order.number} updated`, { exact: true })).toBeVisible();
  await expect(page.getByText(/Shipped with PostNL/)).toBeVisible();

  // The shipping mail, as designed and as text.
  await page.goto(`/admin?tab=outbox&q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: /is on its way/ }).click();
  const mail = page.getByRole('article');
  const designed = mail.frameLocator('iframe[title^="Preview of"]');
  await expect(mail.locator('iframe[title^="Preview of"]')).toHaveAttribute('sandbox', '');
  await expect(designed.getByText('3SE2E0001234567', { exact: true })).toBeVisible();
  await expect(designed.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    'https://postnl.nl/tracktrace/?B=3SE2E0001234567',
  );
  await mail.getByRole('button', { name: 'Plain text' }).click();
  await expect(mail).toContainText('Tracking number: 3SE2E0001234567');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  // The shopper's order page links the tracking.
  await page.goto(`/success?order=${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your order is on its way' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Track your parcel with PostNL/ })).toHaveAttribute(
    'href',
    'https://postnl.nl/tracktrace/?B=3SE2E0001234567',
  );
  await expect(page.getByText('3SE2E0001234567', { exact: true })).toBeVisible();
});
