import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Hairdresser } from '@/domain/salons';
import { appReady } from './app-ready';
import { CheckoutPage, ConfirmationPage } from './checkout-pages';
import { simpleProduct } from './demo-products';
import { approvedSalonWithLink } from './salon-links';

// Issue 17 at 390 px: a salon opens its link (the key leaves the address bar), adds a product,
// sees VAT apart in the cart, checks out on invoice with its company details prefilled from its
// record, sees VAT apart in the quote, and the confirmation shows VAT apart and who is invoiced.

test.use({ viewport: { width: 390, height: 844 } });

/** Cents of "€1,234.56" as the shop prints it (en-NL). */
function cents(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
}

/** The amount beside a summary's label. */
function amount(summary: Locator, label: string | RegExp): Locator {
  return summary
    .getByText(label, { exact: typeof label === 'string' })
    .locator('xpath=following-sibling::dd');
}

/** Total excl. VAT + VAT 21 % = total incl. VAT, each shown apart; returns the total. */
async function expectVatApart(summary: Locator, prefix: string): Promise<number> {
  const total = amount(summary, `${prefix} incl. VAT`);
  await expect(total).toBeVisible();
  const net = cents(await amount(summary, `${prefix} excl. VAT`).textContent());
  const vat = cents(await amount(summary, /^VAT 21\s%$/).textContent());
  const gross = cents(await total.textContent());
  expect(vat).toBeGreaterThan(0);
  expect(net + vat).toBe(gross);
  expect(vat).toBe(gross - Math.round((gross * 100) / 121));
  return gross;
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('a salon pays on invoice with its company details prefilled and sees VAT apart', async ({
  page,
  request,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  // A Dutch salon: a Belgian one with a VAT number is charged net (reverse charge, issue 31:
  // payments.phone.spec.ts).
  const salon = await approvedSalonWithLink(request, { country: 'NL' });
  const record = (await (await request.get(`/api/hairdressers/${salon.id}`)).json()) as Hairdresser;
  expect(record.vat_number).toBeTruthy();
  const product = await simpleProduct(request);

  // The link: salon prices, and the key leaves the address bar once checked.
  await page.goto(salon.link);
  const banner = page.getByText(`Salon prices for ${salon.salon_name} are shown.`);
  await expect(banner).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]key=/);
  await expect(page).not.toHaveURL(/salonId=/);
  await expect(page.getByRole('button', { name: 'Shop as a guest instead' })).toBeVisible();

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('main').getByText('incl. VAT')).toBeVisible();
  // The salon's prices shown and the page the app's: an earlier click could be lost.
  await expect(page.getByRole('main').getByText('Business price')).toBeVisible();
  await appReady(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: /cart\s*, 1 item$/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const cartSummary = page.getByRole('region', { name: 'Summary' });
  const estimated = await expectVatApart(cartSummary, 'Estimated total');
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Go to checkout' }).click();

  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await expect(page.getByRole('radio', { name: /Salon pickup/ })).toBeChecked();
  await checkout.fillContact('Noor Bakker', 'orders@salon.example');
  await page.getByRole('radio', { name: /Pay on invoice/ }).check();

  const company = page.getByRole('group', { name: 'Company details for the invoice' });
  await expect(company.getByRole('textbox', { name: 'Company name' })).toHaveValue(
    record.salon_name,
  );
  await expect(company.getByRole('combobox', { name: 'Country' })).toHaveValue(record.country);
  await expect(
    company.getByRole('textbox', { name: /^(KvK number|Enterprise number)$/ }),
  ).toHaveValue(record.business_registration);
  await expect(company.getByRole('textbox', { name: 'VAT number' })).toHaveValue(
    record.vat_number ?? '',
  );
  await expectNoSidewaysScroll(page);

  const quoted = await expectVatApart(checkout.summary(), 'Total');
  expect(quoted).toBe(estimated);
  await checkout.placeOrder();

  await new ConfirmationPage(page).expectConfirmed();
  await expect(page.getByText(/Your invoice follows by email/)).toBeVisible();
  const order = page.getByRole('region', { name: /^Order TR-/ });
  expect(await expectVatApart(order, 'Total')).toBe(quoted);
  const invoiced = order.getByText(/^Invoiced to$/).locator('xpath=following-sibling::dd');
  await expect(invoiced.getByText(record.salon_name, { exact: true })).toBeVisible();
  await expect(invoiced.getByText(`VAT ${record.vat_number ?? ''}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(errors).toEqual([]);
});
