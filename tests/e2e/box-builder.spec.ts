import { expect, test, type Locator } from '@playwright/test';
import type { OrderView } from '@/domain/orders';
import { CheckoutPage, ConfirmationPage, PaymentPage } from './checkout-pages';

// The box builder on the real server with the seeded eligible products (product.md §11, issue
// 12): a shopper builds a medium box (5 slots, −15 %), the server's quote prices it as the
// builder showed, and the paid order charged exactly the quote's total.

const euros = (text: string | null) => (text ?? '').replace(/\s/g, '');
const valueOf = (list: Locator, term: string) =>
  list.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

test('a shopper builds a medium box, adds it and pays the box price the quote showed', async ({
  page,
  request,
}) => {
  await page.goto('/box-builder');
  await expect(page.getByRole('heading', { level: 1, name: '1. Choose a size' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose the medium box' }).click();
  await expect(page).toHaveURL(/\/box-builder\?step=fill$/);
  await expect(page.getByRole('heading', { level: 1, name: '2. Fill your box' })).toBeVisible();

  // Five slots, filled with the first eligible products that can still be added, one each.
  const tray = page.getByRole('region', { name: 'Your box' });
  const products = page.getByRole('region', { name: 'Products for your box' });
  const addButtons = products.getByRole('button', { name: /^Add .* to box$/, disabled: false });
  for (let filled = 1; filled <= 5; filled += 1) {
    await addButtons.first().click();
    await expect(tray.getByText(`${filled} of 5 filled`)).toBeVisible();
  }
  // A full box takes nothing more.
  await expect(addButtons).toHaveCount(0);
  const boxPrice = euros(await valueOf(tray, 'Box price').textContent());
  expect(boxPrice).toMatch(/^€\d+\.\d{2}$/);

  await page.getByRole('button', { name: 'Review your box' }).click();
  await expect(page).toHaveURL(/\/box-builder\?step=review$/);
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review.getByText('Box saving (15 %)')).toBeVisible();
  await expect(valueOf(review, 'Box price')).toHaveText(boxPrice);
  await page.getByRole('button', { name: 'Add box to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: /cart\s*, \d+ items?$/i })).toBeVisible();

  await page.goto('/guest-checkout');
  const checkout = new CheckoutPage(page);
  await checkout.fillContact('Noor de Vries', 'noor@example.com');
  await page.getByRole('radio', { name: /Parcel locker/ }).check();
  await page.getByRole('searchbox', { name: 'Find a parcel locker by city' }).fill('Utr');
  await page
    .getByRole('radio', { name: /Utrecht/ })
    .first()
    .check();

  // The server's quote: one medium box at the builder's box price, with its five components.
  const summary = checkout.summary();
  const total = valueOf(summary, 'Total');
  await expect(total).toBeVisible();
  const boxLine = summary.getByRole('listitem').filter({ hasText: 'Medium box' }).first();
  await expect(boxLine).toContainText(/you save €/);
  await expect(boxLine.getByText(boxPrice, { exact: true })).toBeVisible();
  await expect(summary.getByRole('list', { name: 'In your medium box' })).toBeVisible();
  const quoted = euros(await total.textContent());
  await checkout.chooseCard();
  await checkout.placeOrder();

  const payment = new PaymentPage(page);
  await payment.expectOpen();
  await expect(page.getByRole('button', { name: /^Pay €/ })).toHaveText(
    new RegExp(`^Pay ${quoted.replace('€', '€\\s*').replace('.', '\\.')}$`),
  );
  await payment.payWith('4242 4242 4242 4242');
  await new ConfirmationPage(page).expectConfirmed();

  // The stored, paid order: one box line at that price, five slots, and the quote's total.
  const id = new URL(page.url()).searchParams.get('order') ?? '';
  const order = (await (await request.get(`/api/orders/${id}`)).json()) as OrderView;
  expect(order.status).toBe('paid');
  expect(`€${(order.totals.total / 100).toFixed(2)}`).toBe(quoted);
  const box = order.lines.find((line) => line.type === 'box');
  expect(box).toMatchObject({ type: 'box', size: 'medium' });
  if (box?.type !== 'box') throw new Error('the order has no box line');
  expect(`€${(box.lineTotal / 100).toFixed(2)}`).toBe(boxPrice);
  expect(box.components.reduce((sum, c) => sum + c.quantity, 0)).toBe(5);
});
