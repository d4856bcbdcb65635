import { expect, test } from '@playwright/test';
import { CheckoutPage, ConfirmationPage, PaymentPage } from './checkout-pages';
import { holdAllBut, publicDrop, WeeklyDropPage } from './weekly-drop-pages';

// product.md §10: two shoppers watch the live drop; one holds the last unit, the other sees it
// sold out without reloading (the events stream), and the first buys it with the test card.

test('the last unit of a drop item: one shopper holds and buys it, the other sees it sold out live', async ({
  browser,
  request,
}) => {
  const answer = await publicDrop(request);
  const drop = answer.drop;
  if (!drop || drop.status !== 'live') throw new Error('the demo data has no live public drop');
  const item = drop.items
    .filter((candidate) => candidate.unitsLeft > 0)
    .sort((a, b) => a.unitsLeft - b.unitsLeft)[0];
  if (!item) throw new Error('the live drop has no units left');
  await holdAllBut(request, item, 1);

  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const buyer = await first.newPage();
    const watcher = await second.newPage();
    const buyerDrop = new WeeklyDropPage(buyer);
    const watcherDrop = new WeeklyDropPage(watcher);
    await buyerDrop.open(drop.title);
    await watcherDrop.open(drop.title);
    await expect(watcherDrop.item(item)).toContainText(`1 of ${item.unitsTotal} left`);
    const watcherButton = watcherDrop.item(item).getByRole('button', { name: 'Add to cart' });
    await expect(watcherButton).toBeEnabled();

    await buyerDrop.add(item);

    // The other shopper's page follows the stream: sold out, without a reload.
    await expect(watcherDrop.item(item).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await expect(watcherDrop.item(item)).toContainText(`0 of ${item.unitsTotal} left`);

    // The buyer's cart holds the line, counting down.
    await buyer.goto('/cart');
    const lines = buyer.getByRole('region', { name: 'Products in your cart' });
    await expect(lines.getByText('Weekly drop', { exact: true })).toBeVisible();
    await expect(lines.getByText(/Held for you for \d\d:\d\d/)).toBeVisible();

    await buyer.goto('/guest-checkout');
    const checkout = new CheckoutPage(buyer);
    await checkout.fillContact('Noor de Vries', 'noor@example.com');
    await buyer.getByRole('radio', { name: /Parcel locker/ }).check();
    await buyer.getByRole('searchbox', { name: 'Find a parcel locker by city' }).fill('Utr');
    await buyer
      .getByRole('radio', { name: /Utrecht/ })
      .first()
      .check();
    await expect(checkout.summary()).toContainText(item.name);
    await checkout.chooseCard();
    await checkout.placeOrder();

    const payment = new PaymentPage(buyer);
    await payment.expectOpen();
    await payment.payWith('4242 4242 4242 4242');
    await new ConfirmationPage(buyer).expectConfirmed();
  } finally {
    await first.close();
    await second.close();
  }
});
