import { expect, test, type Locator } from '@playwright/test';
import { formatMoney } from '@/domain/money';
import type { Product, ProductPage as ProductList } from '@/domain/products';
import type { PublicSettings } from '@/domain/settings';

// Issue 17 at 390 px: a shopper opens a hair product sold in lengths and, before choosing, reads
// what every length costs, when it ships and what delivery costs (from the shop's settings), and
// how returns work; adds one length and is told so once — the mini cart, no toast over the
// Add to cart button.

test.use({ viewport: { width: 390, height: 844 } });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not on screen`);
  return found;
}

test('a shopper reads the lengths’ prices, delivery and returns, then adds once', async ({
  page,
  request,
}) => {
  const list = (await (
    await request.get('/api/products?family=human-hair&category=bundles&pageSize=100')
  ).json()) as ProductList;
  // A bundle in lengths without an automatic offer: its lengths cost their own prices.
  const bundle = list.items.find((item) => item.slug === 'brazilian-body-wave-bundle') as Product;
  expect(bundle.variant_detail.length).toBeGreaterThan(3);
  const settings = (await (await request.get('/api/settings')).json()) as PublicSettings;
  const money = (cents: number) => formatMoney(cents, settings.locale);

  await page.goto(`/product/${bundle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: bundle.name })).toBeVisible();

  // Every length with its price, before anything is chosen.
  const lengths = page.getByRole('group', { name: /^Length/ });
  for (const variant of bundle.variant_detail) {
    if (variant.stock <= 0) {
      await expect(lengths.getByRole('radio', { name: `${variant.name} sold out` })).toBeDisabled();
      continue;
    }
    const radio = lengths.getByRole('radio', { name: variant.name, exact: true });
    await expect(radio).not.toBeChecked();
    await expect(radio).toHaveAccessibleDescription(
      new RegExp(`^${money(variant.price ?? bundle.price).replace(/[.]/g, '\\.')}`),
    );
  }
  await expect(lengths.getByText(money(bundle.variant_detail[0]?.price ?? 0))).toBeVisible();

  // The weight agrees with the description's "100 g per bundle".
  await expect(page.getByText('100 g', { exact: true })).toBeVisible();

  // When it ships, what delivery costs, from which amount it is free; returns and their policy.
  const promise = page.getByRole('region', { name: 'Delivery and returns' });
  await expect(promise.getByText('Ships within 1 working day')).toBeVisible();
  const fee = (method: string) =>
    promise.getByRole('term').filter({ hasText: method }).locator('xpath=following-sibling::dd[1]');
  await expect(fee('Home delivery')).toHaveText(money(settings.deliveryFees.home));
  await expect(fee('Parcel locker')).toHaveText(money(settings.deliveryFees.locker));
  await expect(promise).toContainText(
    `Free home and locker delivery from ${money(settings.freeDeliveryThresholds.client)}`,
  );
  await expect(promise).toContainText('Returns: 14 days for unopened products');
  await expect(promise.getByRole('link', { name: 'Returns policy' })).toHaveAttribute(
    'href',
    '/returns',
  );

  // Choose the first length in stock (a shopper taps its option) and add it.
  const chosen = bundle.variant_detail.find((variant) => variant.stock > 0);
  if (!chosen) throw new Error('no length in stock');
  await page.locator('label', { hasText: new RegExp(`^${chosen.name}`) }).click();
  await expect(lengths.getByRole('radio', { name: chosen.name, exact: true })).toBeChecked();
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();

  await expect(page.getByRole('link', { name: /cart\s*, 1 item$/i })).toBeVisible();
  const confirmation = page.getByRole('region', { name: 'Added to your cart' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(`${chosen.name} · Quantity 1`);
  // Exactly one confirmation: no toast besides the mini cart (Radix mounts its toast area with
  // the first toast, in the same render as the mini cart, so it would be there by now), and the
  // mini cart leaves the Add to cart button free.
  await expect(page.getByText('Added to your cart', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(0);
  const panel = await box(confirmation);
  const button = await box(add);
  const overlaps =
    panel.x < button.x + button.width &&
    button.x < panel.x + panel.width &&
    panel.y < button.y + button.height &&
    button.y < panel.y + panel.height;
  expect(overlaps).toBe(false);
});
