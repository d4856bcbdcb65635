import { expect, test, type APIRequestContext } from '@playwright/test';
import type { BoxBuilderAnswer } from '@/domain/boxes';
import { formatMoney } from '@/domain/money';
import type { OrderView } from '@/domain/orders';
import type { Product, ProductPage as ProductList } from '@/domain/products';
import { CheckoutPage, ConfirmationPage, PaymentPage } from './checkout-pages';
import { approvedSalonWithLink } from './salon-links';

// Offers on the real server with the seeded demo offers (product.md §9, issue 12): a client's
// WELCOME10 (10 % off from €50) is priced by the server's quote and that very total is charged;
// a salon sees the business-only offers a client never sees, and business prices in the box
// builder.

const MINIMUM_CENTS = 7000;

/** A product without variants, with stock enough to reach WELCOME10's minimum in one line. */
async function simpleProduct(
  request: APIRequestContext,
): Promise<{ product: Product; quantity: number }> {
  const answer = await request.get(
    '/api/products?family=salon-essentials&inStock=true&pageSize=100',
  );
  const { items } = (await answer.json()) as ProductList;
  for (const product of items) {
    const quantity = Math.ceil(MINIMUM_CENTS / product.price);
    if (product.variant_detail.length === 0 && product.stock >= quantity && quantity <= 10)
      return { product, quantity };
  }
  throw new Error('the demo data has no simple product with stock enough for WELCOME10');
}

const euros = (text: string | null) => (text ?? '').replace(/\s/g, '');

test('a client applies WELCOME10 at checkout and pays the discounted total the quote showed', async ({
  page,
  request,
}) => {
  const { product, quantity } = await simpleProduct(request);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /cart\s*, \d+ items?$/i })).toBeVisible();

  await page.goto('/guest-checkout');
  const checkout = new CheckoutPage(page);
  await checkout.fillContact('Noor de Vries', 'noor@example.com');
  await checkout.fillHomeAddress('Oudegracht 12', '3511 AB', 'Utrecht');
  const summary = checkout.summary();
  const total = summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(total).toBeVisible();
  const before = euros(await total.textContent());

  await page.getByRole('textbox', { name: 'Offer code (optional)' }).fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/Offer code WELCOME10 applied: you save €/)).toBeVisible();
  const codeLine = summary.getByText('Code WELCOME10', { exact: true });
  await expect(codeLine).toBeVisible();
  await expect(total).not.toHaveText(before);
  const discounted = euros(await total.textContent());
  await expect(page.getByRole('button', { name: /^Place order · €/ })).toHaveText(
    new RegExp(`${discounted.replace('€', '€\\s*').replace('.', '\\.')}$`),
  );
  await checkout.chooseCard();
  await checkout.placeOrder();

  const payment = new PaymentPage(page);
  await payment.expectOpen();
  await expect(page.getByRole('button', { name: /^Pay €/ })).toHaveText(
    new RegExp(`^Pay ${discounted.replace('€', '€\\s*').replace('.', '\\.')}$`),
  );
  await payment.payWith('4242 4242 4242 4242');
  await new ConfirmationPage(page).expectConfirmed();

  // The stored order charged that total, with the code and its saving.
  const id = new URL(page.url()).searchParams.get('order') ?? '';
  const order = (await (await request.get(`/api/orders/${id}`)).json()) as OrderView;
  expect(order.status).toBe('paid');
  expect(order.offerCode).toMatchObject({ code: 'WELCOME10' });
  expect(`€${(order.totals.total / 100).toFixed(2)}`).toBe(discounted);
});

test('a salon sees the business-tier offers a client never sees', async ({ page, request }) => {
  await page.goto('/offers');
  await expect(page.getByRole('heading', { name: /Welcome: 10 % off/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Salon stock-up/ })).toHaveCount(0);

  const salon = await approvedSalonWithLink(request);
  await page.goto(salon.link);
  await expect(page.getByText(`Salon prices for ${salon.salon_name} are shown.`)).toBeVisible();
  await page.goto('/offers');
  await expect(page.getByRole('heading', { name: /Salon stock-up/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Salon care restock/ })).toBeVisible();
  await expect(page.getByText('SALON25', { exact: true })).toBeVisible();
  // WELCOME10 is for clients only.
  await expect(page.getByRole('heading', { name: /Welcome: 10 % off/ })).toHaveCount(0);

  // The box builder prices the salon's components at the business tier: a simple eligible
  // product shows its business price from GET /api/box-builder (with the salon's access), not
  // the client price the same endpoint gives without it.
  const asSalon = (await (
    await request.get('/api/box-builder', {
      headers: { 'X-Tress-Access': `salon:${salon.id}:${salon.key}` },
    })
  ).json()) as BoxBuilderAnswer;
  const asClient = (await (await request.get('/api/box-builder')).json()) as BoxBuilderAnswer;
  const product = asSalon.products.find(
    (item) =>
      item.variant_detail.length === 0 &&
      item.stock > 0 &&
      item.business_price !== null &&
      item.business_price !== item.price,
  );
  if (!product?.business_price)
    throw new Error('the demo data has no simple box-eligible product with a business price');
  const clientPrice = asClient.products.find((item) => item.id === product.id)?.price;
  expect(clientPrice).toBe(product.price);
  const businessPrice = formatMoney(product.business_price);
  expect(businessPrice).not.toBe(formatMoney(product.price));

  await page.goto('/box-builder');
  await page.getByRole('button', { name: 'Choose the small box' }).click();
  await expect(page).toHaveURL(/\/box-builder\?step=fill$/);
  const row = page
    .getByRole('region', { name: 'Products for your box' })
    .getByRole('listitem')
    .filter({ has: page.getByText(product.name, { exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(businessPrice);
  await expect(row).not.toContainText(formatMoney(product.price));
});
