import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { InvoicePage } from '@/domain/invoices';
import { formatMoney } from '@/domain/money';
import type { OrderView } from '@/domain/orders';
import type { Product } from '@/domain/products';
import type { Hairdresser } from '@/domain/salons';
import { netOf } from '@/domain/reverse-charge';
import { VAT_RATES } from '@/domain/vat';
import { expectNoSeriousViolations } from './axe';
import { CheckoutPage, ConfirmationPage, ProductPage, TestBankPage } from './checkout-pages';
import { simpleProduct } from './demo-products';
import { mailTo } from './outbox';
import { adminToken, approvedSalonWithLink } from './salon-links';

// Issue 31 at 390 px on the real built server in test mode: the ways Dutch and Belgian shoppers
// pay. A client pays with iDEAL at the shop's test bank; another cancels there and is back at
// the cart; a Belgian salon pays net (reverse charge) with Bancontact and its invoice says so; a
// shopper who closes the bank's tab sees the confirmation wait, then turn paid when the bank
// confirms a little later.

test.use({ viewport: { width: 390, height: 844 } });

/** Spaces (a no-break space among them) as one plain space. */
function spaced(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

/**
 * The order "Place order" creates (POST /api/orders), as the server answered it. The answer is
 * read on its way to the page (the page goes on to the bank at once, after which the browser no
 * longer holds the response's body).
 */
async function watchOrderPlaced(page: Page): Promise<{ placed: Promise<OrderView> }> {
  let settle!: (order: OrderView) => void;
  const placed = new Promise<OrderView>((resolve) => (settle = resolve));
  await page.route('**/api/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    expect(response.status()).toBe(201);
    settle((await response.json()) as OrderView);
    await route.fulfill({ response });
  });
  return { placed };
}

async function orderNow(request: APIRequestContext, id: string): Promise<OrderView> {
  const answer = await request.get(`/api/orders/${id}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as OrderView;
}

/** A product page → the cart → checkout, with one simple product. */
async function toCheckoutWithAProduct(
  page: Page,
  request: APIRequestContext,
  { salon = false }: { salon?: boolean } = {},
) {
  const product = await simpleProduct(request);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // A salon's session in place: its prices shown (an earlier click could be lost).
  if (salon) await expect(page.getByRole('main').getByText('Business price')).toBeVisible();
  await new ProductPage(page).addToCart();
  await page.getByRole('link', { name: /cart\s*, 1 item$/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  return { product, checkout };
}

/** A Dutch client's checkout: home delivery in Utrecht, iDEAL offered first and chosen. */
async function dutchClientCheckout(page: Page, request: APIRequestContext, email: string) {
  const { product, checkout } = await toCheckoutWithAProduct(page, request);
  await checkout.fillContact('Amara Jansen', email);
  await checkout.fillHomeAddress('Oudegracht 12', '3511 AB', 'Utrecht');
  const methods = checkout.paymentMethods();
  await expect(methods).toHaveCount(3);
  await expect(methods.nth(0)).toHaveAccessibleName(/^iDEAL\b/);
  await expect(methods.nth(1)).toHaveAccessibleName(/^Bancontact\b/);
  await expect(methods.nth(2)).toHaveAccessibleName(/^Card\b/);
  await expect(page.getByRole('radio', { name: /^iDEAL\b/ })).toBeChecked();
  return { product, checkout };
}

test('a client pays with iDEAL at the test bank and the order is paid', async ({
  page,
  request,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const email = uniqueEmail('ideal');
  const { checkout } = await dutchClientCheckout(page, request, email);
  await expectNoSidewaysScroll(page);

  const { placed } = await watchOrderPlaced(page);
  await checkout.placeOrder();
  const order = await placed;
  expect(order.payment.method).toBe('ideal');

  // Straight to the test bank, clearly labelled, showing what is paid to whom.
  const bank = new TestBankPage(page);
  await bank.expectOpen('iDEAL');
  await expect(page.getByRole('main')).toContainText(`Order ${order.number}`);
  await expect(page.getByRole('main')).toContainText(formatMoney(order.totals.total));
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);

  // iDEAL pays in a chosen bank's app: no bank, no payment.
  await bank.answer('Pay');
  await expect(page.getByText('Choose your bank to pay with iDEAL')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Choose your bank' })).toBeFocused();
  await expect(page).toHaveURL(/\/test-bank\/tb_/);
  expect((await orderNow(request, order.id)).status).toBe('pending_payment');

  await bank.chooseBank('ING');
  await bank.answer('Pay');

  const number = await new ConfirmationPage(page).expectConfirmed();
  expect(number).toBe(order.number);
  expect(new URL(page.url()).searchParams.get('order')).toBe(order.id);
  await expect(page.getByText('Your payment is received — thank you.')).toBeVisible();
  // Paid: only now is the cart emptied.
  await expect(page.getByRole('link', { name: /cart\s*, 0 items/i })).toBeVisible();
  const paid = await orderNow(request, order.id);
  expect(paid.status).toBe('paid');
  expect(paid.payment).toMatchObject({ method: 'ideal', state: 'paid' });
  await expectNoSidewaysScroll(page);

  const mail = await mailTo(request, email, 'payment-received');
  expect(spaced(mail.body)).toContain(order.number);
  expect(errors).toEqual([]);
});

test('a client cancels at the bank and is back at the cart with the items kept', async ({
  page,
  request,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const { product, checkout } = await dutchClientCheckout(page, request, uniqueEmail('cancel'));

  const { placed } = await watchOrderPlaced(page);
  await checkout.placeOrder();
  const order = await placed;
  const bank = new TestBankPage(page);
  await bank.expectOpen('iDEAL');
  await bank.answer('Cancel');

  // Back at the cart, told what happened, with the same item still in it.
  await expect(page).toHaveURL(/\/cart\?payment=cancelled$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'You cancelled the payment' });
  await expect(notice).toContainText('Your cart is still here');
  await expect(page.getByRole('link', { name: /cart\s*, 1 item$/i })).toBeVisible();
  const lines = page.getByRole('region', { name: 'Products in your cart' });
  await expect(lines.getByText(product.name).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to checkout' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The order is cancelled (its stock back); the cart is the way to try again.
  await expect.poll(async () => (await orderNow(request, order.id)).status).toBe('cancelled');
  expect((await orderNow(request, order.id)).payment.state).toBe('cancelled');

  // Dismissed, the notice goes and a reload does not bring it back.
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/\/cart$/);
  expect(errors).toEqual([]);
});

test('a Belgian salon pays net with Bancontact: quote, order, payment and invoice agree', async ({
  page,
  request,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const salon = await approvedSalonWithLink(request, { country: 'BE' });
  const record = (await (await request.get(`/api/hairdressers/${salon.id}`)).json()) as Hairdresser;
  expect(record.country).toBe('BE');
  expect(record.vat_number).toMatch(/^BE\d{10}$/);
  const email = uniqueEmail('bancontact');

  await page.goto(salon.link);
  await expect(page.getByText(`Salon prices for ${salon.salon_name} are shown.`)).toBeVisible();
  const { product, checkout } = await toCheckoutWithAProduct(page, request, { salon: true });
  await checkout.fillContact('Lies Peeters', email);
  await checkout.fillHomeAddress('Veldstraat 10', '9000', 'Gent');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('BE');

  // A Belgian address: Bancontact first, and chosen.
  const methods = checkout.paymentMethods();
  await expect(methods.nth(0)).toHaveAccessibleName(/^Bancontact\b/);
  await expect(page.getByRole('radio', { name: /^Bancontact\b/ })).toBeChecked();

  // The quote is net: the product without its Dutch VAT, VAT reverse-charged, no VAT line.
  const summary = checkout.summary();
  await expect(summary.getByText('VAT reverse-charged (BTW verlegd)')).toBeVisible();
  await expect(summary).toContainText(
    'Your salon is in Belgium and has a VAT number: you pay the prices without Dutch VAT',
  );
  await expect(summary.getByText(/^VAT \d+\s%$/)).toHaveCount(0);
  await expect(summary.getByText('Total incl. VAT', { exact: true })).toHaveCount(0);
  // The salon's price (VAT included), as the shop answers the salon's session.
  const asSalon = await request.get(`/api/products/${product.id}`, {
    headers: { 'X-Tress-Access': `salon:${salon.id}:${salon.key}` },
  });
  expect(asSalon.status()).toBe(200);
  const businessPrice = ((await asSalon.json()) as Product).business_price ?? 0;
  expect(businessPrice).toBeGreaterThan(0);
  const net = netOf(businessPrice, VAT_RATES.standard);
  expect(net).toBeLessThan(businessPrice);
  const line = summary.getByRole('listitem').filter({ hasText: product.name });
  await expect(line).toContainText(`1 × ${formatMoney(net)}`);
  const total = summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(total).toBeVisible();
  const quoted = spaced((await total.textContent()) ?? '');
  await expect(page.getByRole('button', { name: /^Place order · €/ })).toHaveText(
    new RegExp(`${quoted.replace('€', '€\\s*').replace('.', '\\.')}$`),
  );
  await expectNoSidewaysScroll(page);

  const { placed } = await watchOrderPlaced(page);
  await checkout.placeOrder();
  const order = await placed;
  expect(order.payment.method).toBe('bancontact');
  expect(formatMoney(order.totals.total)).toBe(quoted);

  // Bancontact's step at the test bank: the QR code or the card number; the net amount.
  const bank = new TestBankPage(page);
  await bank.expectOpen('Bancontact');
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Bancontact card number/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(quoted);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  await bank.answer('Pay');

  const number = await new ConfirmationPage(page).expectConfirmed();
  expect(number).toBe(order.number);
  const paid = await orderNow(request, order.id);
  expect(paid.status).toBe('paid');
  expect(paid.payment).toMatchObject({ method: 'bancontact', state: 'paid' });
  expect(formatMoney(paid.totals.total)).toBe(quoted);
  expect(paid.reverseCharge).toBe(true);
  await expect(page.getByText('VAT reverse-charged (BTW verlegd)')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The invoice, issued on payment: net, reverse-charged, the same amount to the cent.
  const token = await adminToken(request);
  let invoice: InvoicePage['items'][number] | undefined;
  await expect
    .poll(
      async () => {
        const listed = await request.get(`/api/invoices?q=${order.number}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(listed.status()).toBe(200);
        invoice = ((await listed.json()) as InvoicePage).items.find(
          (item) => item.orderNumber === order.number && item.kind === 'invoice',
        );
        return invoice?.number;
      },
      { message: `an invoice for ${order.number}` },
    )
    .toBeTruthy();
  expect(invoice?.reverseCharge).toBe(true);
  expect(invoice?.gross).toBe(paid.totals.total);

  // Its PDF (as the admin downloads it; the mail goes to the salon's own address, which other
  // tests' orders share) names the salon at its Belgian address and says the VAT is
  // reverse-charged.
  const pdf = await request.get(`/api/invoices/${invoice?.id ?? ''}/pdf`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), {
    mergePages: true,
  });
  const printed = spaced(text);
  expect(printed).toContain(record.salon_name);
  expect(printed).toContain(record.address.split(',')[0] ?? '');
  expect(printed).toContain(record.postcode);
  expect(printed).toContain(record.city);
  expect(printed).toContain(record.vat_number ?? '');
  expect(printed).toContain('VAT reverse-charged');
  expect(printed).toContain(quoted);
  expect(errors).toEqual([]);
});

test('a payment left open at the bank: the confirmation waits, then turns paid', async ({
  page,
  request,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const { checkout } = await dutchClientCheckout(page, request, uniqueEmail('open'));

  const { placed } = await watchOrderPlaced(page);
  await checkout.placeOrder();
  const order = await placed;
  const bank = new TestBankPage(page);
  await bank.expectOpen('iDEAL');
  await bank.answer('Leave it open (close the tab)');

  // Back at the shop before the bank confirmed: the page says it waits for the bank.
  await expect(page).toHaveURL(new RegExp(`/success\\?order=${order.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: /^Waiting for your bank.s confirmation$/ }),
  ).toBeVisible();
  await expect(page.getByText(`As soon as iDEAL confirms your payment`)).toBeVisible();
  await expect(page.getByRole('link', { name: /cart\s*, 1 item$/i })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The bank confirms a little later (the test bank's sweep): the page turns paid by itself.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
  ).toBeVisible({ timeout: 60_000 });
  expect(await new ConfirmationPage(page).expectConfirmed()).toBe(order.number);
  await expect(page.getByText('Your payment is received — thank you.')).toBeVisible();
  await expect(page.getByRole('link', { name: /cart\s*, 0 items/i })).toBeVisible();
  expect((await orderNow(request, order.id)).status).toBe('paid');
  expect(errors).toEqual([]);
});
